import { GAME_TYPES, type GameType } from "./games";

/**
 * Rebate rates (decision 030): what a member earns back on their valid turnover, per
 * game category, in basis points (10 bp = 0.10 %). One set of rules for the page that edits a
 * downline's rates, the gateway that stores them and the settlement job that pays them.
 */
export const REBATE_CATEGORIES: readonly GameType[] = GAME_TYPES;
/** Rates move in steps of 0.1 % (research A-REB-01). */
export const REBATE_STEP_BP = 10;
/** No rate above 3 %: the operator's ceiling for the top agents, and so for everyone. */
export const REBATE_MAX_BP = 300;

export type RebateRates = Record<GameType, number>;

/** The rate as a percentage with two decimals, as pages show it ("0.50"). */
export const bpToPercent = (bp: number) => (bp / 100).toFixed(2);

/**
 * A member's effective rate in one category: the rate set for them, or else their VIP level's,
 * never above their upline's effective rate (an agent with no upline: never above the ceiling).
 */
export function effectiveRate(explicitBp: number | null, vipBp: number, uplineBp: number | null): number {
  const own = explicitBp ?? vipBp;
  return Math.max(0, Math.min(own, uplineBp ?? REBATE_MAX_BP));
}

export type RateRefusal = "step" | "range" | "above_own";

/** Why an agent may not give a downline this rate (null: they may): a multiple of the step, 0 to the ceiling, never above the agent's own. */
export function downlineRateRefusal(rateBp: number, agentBp: number): RateRefusal | null {
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > REBATE_MAX_BP) return "range";
  if (rateBp % REBATE_STEP_BP !== 0) return "step";
  if (rateBp > agentBp) return "above_own";
  return null;
}

/** A payout at a rate on a base, rounded down to the centavo (the house never pays a fraction it did not owe). */
export function payoutAt(baseMinor: number, rateBp: number): number {
  return rateBp > 0 && baseMinor > 0 ? Math.floor((baseMinor * rateBp) / 10_000) : 0;
}

/**
 * An agent's commission on one downline's turnover: the difference between the agent's rate and
 * the rate of the direct downline the turnover comes through. Along a chain the differences add
 * up to the top agent's rate, so the team is never paid more than the top rate on any bet.
 */
export function commissionAt(baseMinor: number, agentBp: number, throughBp: number): number {
  return payoutAt(baseMinor, Math.max(0, agentBp - throughBp));
}

/* ---------------- the manual rebate (decision 037) ---------------- */

/** The least a manual rebate claim pays (₱1.00): below it the claim is refused and the rebate waits for the settlement. */
export const MIN_REBATE_CLAIM_MINOR = 100;
/** How far back a claim reaches: today and the closed days before it not yet settled. */
export const REBATE_CLAIM_DAYS_BACK = 30;

/**
 * What is still owed on one day and category: what the turnover has earned at the rate (accrued)
 * minus what was paid already (claims and the settlement), never below zero — a rate lowered after
 * a claim leaves nothing owed, it never takes money back.
 */
export function rebateRest(accruedMinor: number, paidMinor: number): number {
  return Math.max(0, accruedMinor - paidMinor);
}

/**
 * The payout of the rest of one day and category, or null when nothing is owed. Its watermark
 * (the payouts row's source_id) is what was paid before it: two claims that saw the same amount
 * paid write the same row key, so the second is refused and the same accrual is never paid twice.
 */
export function restPayout(accruedMinor: number, paidMinor: number): { amountMinor: number; watermark: number } | null {
  const amountMinor = rebateRest(accruedMinor, paidMinor);
  return amountMinor > 0 ? { amountMinor, watermark: paidMinor } : null;
}

export type RebateDayStatus = "paid" | "partly_paid" | "accruing" | "none";

/** A day and category as the rebate report shows it: paid in full, paid in part with more owed, owed with nothing paid, or nothing earned. */
export function rebateDayStatus(paidMinor: number, restMinor: number): RebateDayStatus {
  if (restMinor > 0) return paidMinor > 0 ? "partly_paid" : "accruing";
  return paidMinor > 0 ? "paid" : "none";
}

/** Whether a claim of this total may be made (the server refuses below the minimum anyway). */
export const rebateClaimable = (totalMinor: number) => totalMinor >= MIN_REBATE_CLAIM_MINOR;

/** The manual rebate history's ranges: today, the last seven days, this month. */
export const REBATE_HISTORY_RANGES = ["today", "7d", "month"] as const;
export type RebateHistoryRange = (typeof REBATE_HISTORY_RANGES)[number];
