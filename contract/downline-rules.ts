import type { GameType } from "./games";
import { isAgent } from "./member-types";
import { REBATE_CATEGORIES, downlineRateRefusal, type RateRefusal } from "./rebate-rules";

/**
 * Team management, downline accounts and their rebate rates (decision 033): the
 * rules the pages check for instant feedback and the gateway checks again on arrival.
 */

/** What an agent may open: a player or a downline agent (research A-REG-01). */
export const DOWNLINE_KINDS = ["member", "agent"] as const;
export type DownlineKind = (typeof DOWNLINE_KINDS)[number];

/**
 * The member type a new downline gets (§9 agent types 1, 2, 41, 42; non-agents 0, 4, 40). A player
 * is 0, like a self-registered one. A downline agent is 2 — the type of the seeded `agent2` under
 * the top agent `agent` (type 1): in this platform family 1 is an agent with no upline and 2 an
 * agent opened under one, which is also the type §4 keeps from transferring to its upline.
 */
export const DOWNLINE_TYPE_CODE: Record<DownlineKind, number> = { member: 0, agent: 2 };

/** How the team list names a member's type. */
export function kindOfType(type: number): DownlineKind {
  return isAgent(type) ? "agent" : "member";
}

/** The team list's page size (research A-TM-01), and the most a call may ask for. */
export const TEAM_PAGE_SIZE = 20;
export const TEAM_PAGE_SIZE_MAX = 50;
/** A member counts as online while their session was used in the last five minutes. */
export const ONLINE_WINDOW_MS = 5 * 60_000;

/** A search by account: letters and digits, at most 16 (the longest account). */
export const TEAM_SEARCH = /^[A-Za-z0-9]{1,16}$/;

/**
 * The order of the rebate-settings list (A-REB-01): by account name, as an address book is. An
 * agent comes to that page to change a known downline's rate, and looks for the name; join order
 * is what the team list (A-TM-01) is for. Without case ("Ana" beside "ana"), and digits by value,
 * so player2 comes before player10. Pure, so the gateway sorts and tests read the same rule.
 */
const ACCOUNT_ORDER = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
export function byAccountName(a: { account: string }, b: { account: string }): number {
  return ACCOUNT_ORDER.compare(a.account, b.account) || (a.account < b.account ? -1 : a.account > b.account ? 1 : 0);
}

/** §5 / research A-REG-01: a new account's password must not be its username (compared without case). */
export function passwordIsUsername(username: string, password: string): boolean {
  return username.trim().toLowerCase() === password.toLowerCase();
}

/**
 * A rate typed as a percentage ("1.5", "0.80", "2") in basis points, or null when it is not a
 * plain non-negative number with at most two decimals. Whether it fits the step and the agent's
 * own rate is `downlineRateRefusal`'s question.
 */
export function percentToBp(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ""] = t.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

/** A rate in basis points as the form's inputs carry it: a percentage with one decimal ("1.5"). */
export const bpToInput = (bp: number) => (bp / 100).toFixed(1);

export type RateSetRefusal = { reason: RateRefusal | "category"; category: string; rateBp: number; ownBp: number };

/**
 * The first rate of a set an agent may not give (null: all may be given): an unknown category,
 * then each category in the catalogue's order against the agent's own effective rate.
 */
export function rateSetRefusal(rates: Record<string, number>, own: Record<GameType, number>): RateSetRefusal | null {
  for (const [category, rateBp] of Object.entries(rates)) {
    if (!(REBATE_CATEGORIES as readonly string[]).includes(category)) return { reason: "category", category, rateBp, ownBp: 0 };
  }
  for (const category of REBATE_CATEGORIES) {
    const rateBp = rates[category];
    if (rateBp === undefined) continue;
    const reason = downlineRateRefusal(rateBp, own[category]);
    if (reason) return { reason, category, rateBp, ownBp: own[category] };
  }
  return null;
}

/** The gateway's refusal code for each reason (the pages translate them). */
export const RATE_REFUSAL_CODE: Record<RateSetRefusal["reason"], string> = {
  above_own: "rebate.above.own",
  step: "rebate.step",
  range: "rebate.range",
  category: "rebate.category.unknown",
};
