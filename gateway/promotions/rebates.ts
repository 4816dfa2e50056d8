import { ratesOf } from "./rebate-rates";
import type { OpenReward, RewardProvider } from "./rewards";
import { GAME_TYPES, type GameType } from "../../contract/games";
import { isTrial } from "../../contract/member-types";
import {
  MIN_REBATE_CLAIM_MINOR,
  REBATE_CLAIM_DAYS_BACK,
  payoutAt,
  rebateClaimable,
  rebateDayStatus,
  rebateRest,
  restPayout,
  type RebateDayStatus,
  type RebateRates,
} from "../../contract/rebate-rules";
import { addDays, operatorDay, rangeInstants } from "../../contract/record-range";
import type { Member } from "../accounts/auth";
import { VALID_TURNOVER_BY_TYPE } from "../agent/member-report";
import { payOutAll, type DayPayout } from "../games/settlement";
import { marketingBlock } from "../rg/rg-marketing";
import { replayOf, type Idempotency, type Replay } from "../wallet/ledger";

/**
 * The manual rebate (decision 037; /m/member/manualRebate, /m/member/rebateReport).
 * There is one rebate, the daily settlement's (gateway/games/settlement.ts, decision 030): per operator
 * day and game category, the member's valid turnover (the report's definition,
 * VALID_TURNOVER_BY_TYPE) at their effective own rate (rebate-rates.ts). What it has earned so far
 * is the accrual; what was paid of it is the sum of the member's `payouts` rows of kind 'rebate'
 * for that day and category. A claim pays the rest of every day of the last 30 now, the
 * settlement pays the rest of a closed day later: each payout's row carries the amount paid before
 * it as its watermark (source_id), so two payments of the same accrual collide on the row's key.
 */

export const MANUAL_REBATE_SWITCH = "MANREBATE3";
export const REBATE_REPORT_SWITCH = "PLAYREBATE3";

export async function switchOn(db: D1Database, code: string): Promise<boolean> {
  const row = await db.prepare("SELECT enabled FROM feature_switches WHERE code = ?1").bind(code).first<{ enabled: number }>();
  return row?.enabled === 1;
}

/**
 * Why this member may not claim now (P-ALL-01: a self-excluded or timed-out member cannot claim),
 * or null: a responsible-gaming block (rg.blocked.* { until }, decision 041), as for the upline transfer.
 */
export async function rebateClaimBlocked(db: D1Database, memberId: number, now: number): Promise<{ code: string; value?: unknown } | null> {
  return marketingBlock(db, memberId, now);
}

/** A member's effective own rates; all zero for a trial account (play money earns nothing). */
export async function ownRebateRates(db: D1Database, member: Pick<Member, "id" | "type">): Promise<RebateRates> {
  if (isTrial(member.type)) return Object.fromEntries(GAME_TYPES.map((c) => [c, 0])) as RebateRates;
  return ratesOf(db, member.id);
}

/** One day and category of a member's rebate. */
export type RebateCell = {
  day: string;
  category: GameType;
  validMinor: number;
  /** The member's effective own rate now (what the accrual and the settlement use). */
  rateBp: number;
  accruedMinor: number;
  paidMinor: number;
  /** The rate of the last payout of the cell, when there is one (the rate it was paid at). */
  paidRateBp: number | null;
  restMinor: number;
  status: RebateDayStatus;
};

/**
 * The member's rebate for each day from…to (operator days, both included) and category with any
 * valid turnover or payout, newest day first, categories in GAME_TYPES order. Trial accounts earn
 * nothing (their rate is zero). The caller settles the member's due lottery sub-orders first.
 */
export async function rebateCells(db: D1Database, member: Pick<Member, "id" | "type">, from: string, to: string): Promise<RebateCell[]> {
  const days: string[] = [];
  for (let d = to; d >= from; d = addDays(d, -1)) days.push(d);
  if (!days.length) return [];
  const valid = await db.batch(
    days.map((day) => {
      const { start, end } = rangeInstants(day, day);
      return db.prepare(`${VALID_TURNOVER_BY_TYPE} AND s.member_id = ?3 GROUP BY o.game_type`).bind(start, end, member.id);
    }),
  );
  const { results: payouts } = await db
    .prepare(
      `SELECT period, category, amount_minor, rate_bp FROM payouts
        WHERE member_id = ?1 AND kind = 'rebate' AND period >= ?2 AND period <= ?3 ORDER BY created_at, id`,
    )
    .bind(member.id, from, to)
    .all<{ period: string; category: string; amount_minor: number; rate_bp: number }>();
  const rates = await ownRebateRates(db, member);

  const paid = new Map<string, { minor: number; rateBp: number }>();
  for (const p of payouts) {
    const key = `${p.period}|${p.category}`;
    paid.set(key, { minor: (paid.get(key)?.minor ?? 0) + p.amount_minor, rateBp: p.rate_bp });
  }
  const cells: RebateCell[] = [];
  days.forEach((day, i) => {
    const byType = new Map(((valid[i]?.results ?? []) as { game_type: string; valid: number }[]).map((r) => [r.game_type, r.valid]));
    for (const category of GAME_TYPES) {
      const validMinor = byType.get(category) ?? 0;
      const p = paid.get(`${day}|${category}`);
      if (validMinor <= 0 && !p) continue;
      const rateBp = rates[category];
      const accruedMinor = payoutAt(validMinor, rateBp);
      const paidMinor = p?.minor ?? 0;
      const restMinor = rebateRest(accruedMinor, paidMinor);
      cells.push({
        day,
        category,
        validMinor,
        rateBp,
        accruedMinor,
        paidMinor,
        paidRateBp: p?.rateBp ?? null,
        restMinor,
        status: rebateDayStatus(paidMinor, restMinor),
      });
    }
  });
  return cells;
}

/** The days a claim reaches at `now`: today and the REBATE_CLAIM_DAYS_BACK days before it. */
export function claimWindow(now: number): { from: string; to: string } {
  const today = operatorDay(now);
  return { from: addDays(today, -REBATE_CLAIM_DAYS_BACK), to: today };
}

/** What the member may claim now: the cells of the claim window with something owed, and their total. */
export async function claimableRebate(db: D1Database, member: Pick<Member, "id" | "type">, now: number): Promise<{ cells: RebateCell[]; totalMinor: number }> {
  const { from, to } = claimWindow(now);
  const cells = await rebateCells(db, member, from, to);
  return { cells, totalMinor: cells.reduce((s, c) => s + c.restMinor, 0) };
}

/** The payouts a claim of these cells makes: the rest of each, keyed by its watermark. */
export function claimPlans(memberId: number, cells: RebateCell[]): DayPayout[] {
  return cells.flatMap((c) => {
    const rest = restPayout(c.accruedMinor, c.paidMinor);
    return rest
      ? [
          {
            memberId,
            kind: "rebate" as const,
            day: c.day,
            category: c.category,
            sourceId: rest.watermark,
            baseMinor: c.validMinor,
            rateBp: c.rateBp,
            amountMinor: rest.amountMinor,
          },
        ]
      : [];
  });
}

export const claimFingerprint = (memberId: number) => `rebate-claim|${memberId}`;

export type RebateClaimOutcome =
  | {
      ok: true;
      payouts: { id: number; day: string; category: string; amountMinor: number }[];
      amountMinor: number;
      balanceAfterMinor: number;
      createdAt: number;
    }
  /** below_min: the total owed is under MIN_REBATE_CLAIM_MINOR (totalMinor says how much it is). */
  | { ok: false; reason: "below_min"; totalMinor: number }
  /** already: a twin claim paid the same accrual first; nothing moved. */
  | { ok: false; reason: "already" }
  | Replay;

/**
 * Claims the rest of every day and category of the claim window, in one ledger batch (one entry
 * per day and category, reference 'payout:<id>', each with its payouts row and watermark) with
 * the request's idempotency key. A key seen before answers its replay first; then the minimum.
 */
export async function claimRebate(db: D1Database, member: Pick<Member, "id" | "type">, key: string, now: number): Promise<RebateClaimOutcome> {
  const idempotency: Idempotency = { memberId: member.id, key, fingerprint: claimFingerprint(member.id) };
  const replay = await replayOf(db, idempotency);
  if (replay) return replay;
  const { cells, totalMinor } = await claimableRebate(db, member, now);
  if (!rebateClaimable(totalMinor)) return { ok: false, reason: "below_min", totalMinor };
  const result = await payOutAll(db, claimPlans(member.id, cells), now, idempotency);
  if (!result.ok) return result;
  return {
    ok: true,
    payouts: result.payouts.map((p) => ({ id: p.id, day: p.day, category: p.category, amountMinor: p.amountMinor })),
    amountMinor: result.payouts.reduce((s, p) => s + p.amountMinor, 0),
    balanceAfterMinor: result.entries.at(-1)!.balanceAfterMinor,
    createdAt: now,
  };
}

/** The claim a replayed key made: the payouts made with the payout its reference names (one batch, one instant). */
export async function claimOfReference(db: D1Database, memberId: number, reference: string): Promise<Extract<RebateClaimOutcome, { ok: true }> | null> {
  const id = /^payout:(\d+)$/.exec(reference)?.[1];
  if (!id) return null;
  const first = await db
    .prepare("SELECT created_at FROM payouts WHERE id = ?1 AND member_id = ?2 AND kind = 'rebate'")
    .bind(Number(id), memberId)
    .first<{ created_at: number }>();
  if (!first) return null;
  const { results } = await db
    .prepare(
      `SELECT p.id, p.period, p.category, p.amount_minor, e.balance_after_minor FROM payouts p
         JOIN ledger_entries e ON e.member_id = p.member_id AND e.reference = 'payout:' || p.id
        WHERE p.member_id = ?1 AND p.kind = 'rebate' AND p.created_at = ?2 ORDER BY e.id`,
    )
    .bind(memberId, first.created_at)
    .all<{ id: number; period: string; category: string; amount_minor: number; balance_after_minor: number }>();
  if (!results.length) return null;
  return {
    ok: true,
    payouts: results.map((r) => ({ id: r.id, day: r.period, category: r.category, amountMinor: r.amount_minor })),
    amountMinor: results.reduce((s, r) => s + r.amount_minor, 0),
    balanceAfterMinor: results.at(-1)!.balance_after_minor,
    createdAt: first.created_at,
  };
}

export type RebateHistoryRange = "today" | "7d" | "month";

/** The days of a history range at `now`: today, the last seven days, or this calendar month so far. */
export function historyDays(range: RebateHistoryRange, now: number): { from: string; to: string } {
  const today = operatorDay(now);
  if (range === "today") return { from: today, to: today };
  if (range === "7d") return { from: addDays(today, -6), to: today };
  return { from: `${today.slice(0, 8)}01`, to: today };
}

export type RebatePayment = { id: number; day: string; category: string; amountMinor: number; balanceAfterMinor: number; createdAt: number };

/** The member's rebate payments (claims and settlements) made in the range, newest first, at most `limit`. */
export async function rebatePayments(db: D1Database, memberId: number, from: string, to: string, limit = 200): Promise<RebatePayment[]> {
  const { start, end } = rangeInstants(from, to);
  const { results } = await db
    .prepare(
      `SELECT p.id, p.period, p.category, p.amount_minor, e.balance_after_minor, p.created_at FROM payouts p
         JOIN ledger_entries e ON e.member_id = p.member_id AND e.reference = 'payout:' || p.id
        WHERE p.member_id = ?1 AND p.kind = 'rebate' AND p.created_at >= ?2 AND p.created_at < ?3
        ORDER BY p.created_at DESC, e.id DESC LIMIT ?4`,
    )
    .bind(memberId, start, end, limit)
    .all<{ id: number; period: string; category: string; amount_minor: number; balance_after_minor: number; created_at: number }>();
  return results.map((r) => ({
    id: r.id,
    day: r.period,
    category: r.category,
    amountMinor: r.amount_minor,
    balanceAfterMinor: r.balance_after_minor,
    createdAt: r.created_at,
  }));
}

/**
 * The reward centre's view of the manual rebate (decision 035): one reward `rebate:0:<today>`
 * when anything is owed, claimable from the minimum up (else owed), claimed on its own page.
 */
export const rebateRewardProvider: RewardProvider = {
  source: "rebate",
  async list(db, member, now) {
    if (isTrial(member.type) || !(await switchOn(db, MANUAL_REBATE_SWITCH))) return [];
    const { cells, totalMinor } = await claimableRebate(db, member, now);
    if (totalMinor <= 0) return [];
    const claimable = rebateClaimable(totalMinor);
    const reward: OpenReward = {
      key: `rebate:0:${operatorDay(now)}`,
      source: "rebate",
      promotionId: null,
      state: claimable ? "claimable" : "owed",
      amountMinor: totalMinor,
      requiredMinor: 0,
      turnoverMultiple: 0,
      ledgerKind: "rebate",
      progress: claimable ? null : { done: totalMinor, target: MIN_REBATE_CLAIM_MINOR, unit: "minor" },
      expiresAt: null,
      claimPath: "/m/member/manualRebate",
      detail: { days: new Set(cells.filter((c) => c.restMinor > 0).map((c) => c.day)).size, minMinor: MIN_REBATE_CLAIM_MINOR },
    };
    return [reward];
  },
};
