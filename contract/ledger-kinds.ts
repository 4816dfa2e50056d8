/**
 * The kinds of ledger entry (migrations/0007_member_centre.sql: the set is checked in code, so a
 * later issue adds a kind here), the groups the transaction record filters by, and the agent
 * variant's rule. One list for the gateway that answers and the app that asks and labels.
 */
export const LEDGER_KINDS = [
  "deposit",
  "withdrawal",
  "withdrawal_release",
  "bet",
  "win",
  "refund",
  "bonus",
  "rebate",
  "transfer_in",
  "transfer_out",
  "trial_grant",
  // Agent programme (decision 030): an agent's rebate on their team's turnover, contract
  // salaries and dividends, and red-envelope rain (the agent's funding, a downline's grab, the
  // unclaimed rest back to the agent at expiry).
  "commission",
  "salary",
  "dividend",
  "red_rain_out",
  "red_rain_in",
  "red_rain_refund",
  // Promotions and rewards (decision 035): a promotion's bonus or grant, a mission's
  // prize and a referral reward, each credited when the member claims it in the reward centre.
  "promotion",
  "mission",
  "referral",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Filter groups: entries a player thinks of as one thing (a withdrawal and its release on
 * rejection; a bet, its win and its refund). Named in the plural so no group reads like a kind.
 */
export const LEDGER_KIND_GROUPS = {
  withdrawals: ["withdrawal", "withdrawal_release"],
  games: ["bet", "win", "refund"],
  promotions: ["bonus", "rebate", "trial_grant", "promotion", "mission", "referral"],
  transfers: ["transfer_in", "transfer_out"],
  agency: ["commission", "salary", "dividend"],
  redRain: ["red_rain_out", "red_rain_in", "red_rain_refund"],
} as const satisfies Record<string, readonly LedgerKind[]>;
export type LedgerKindGroup = keyof typeof LEDGER_KIND_GROUPS;
export const LEDGER_KIND_GROUP_NAMES = Object.keys(LEDGER_KIND_GROUPS) as LedgerKindGroup[];

/** What the record's `kind` filter accepts: one kind or one group. */
export type LedgerKindFilter = LedgerKind | LedgerKindGroup;
export const LEDGER_KIND_FILTERS: readonly LedgerKindFilter[] = [...LEDGER_KIND_GROUP_NAMES, ...LEDGER_KINDS];

/**
 * §2 /m/transaction/record?types=A, "an agent's own agent entries": for now the entries of the
 * agent programme that reach an agent's own wallet — money moved to or from their team
 * (transfer_in, transfer_out), rebates, the agent programme's income (commission, salary, dividend)
 * and the red-envelope rains they funded and got back.
 */
export const AGENT_RECORD_KINDS = [
  "transfer_in",
  "transfer_out",
  "rebate",
  "commission",
  "salary",
  "dividend",
  "red_rain_out",
  "red_rain_refund",
] as const satisfies readonly LedgerKind[];

export function isLedgerKindFilter(value: unknown): value is LedgerKindFilter {
  return typeof value === "string" && (LEDGER_KIND_FILTERS as readonly string[]).includes(value);
}

/**
 * The kinds a record query covers: the filter's kinds (all when none), narrowed to the agent kinds
 * for the agent variant. Empty when the two do not meet (an agent variant filtered to bets).
 */
export function kindsFor(filter: LedgerKindFilter | null, agentOnly: boolean): readonly LedgerKind[] {
  const chosen: readonly LedgerKind[] =
    filter === null ? LEDGER_KINDS : filter in LEDGER_KIND_GROUPS ? LEDGER_KIND_GROUPS[filter as LedgerKindGroup] : [filter as LedgerKind];
  return agentOnly ? chosen.filter((k) => (AGENT_RECORD_KINDS as readonly string[]).includes(k)) : chosen;
}
