import { weekMonday } from "./mission-rules";
import { addDays, dayStartMs, operatorDay } from "./record-range";

/**
 * Responsible gaming rules (decision 040; research §4.2 RG-01…RG-15, §4.3 block matrix).
 * Pure: the gateway (gateway/rg/rg.ts) loads the facts and enforces these on every money or play
 * request; the app only shows them. Amounts are minor units here, like the ledger.
 */

export const LIMIT_KINDS = ["deposit", "loss", "stake", "session"] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
/** Money limits run over operator calendar windows; the session limit is minutes per sign-in. */
export const MONEY_PERIODS = ["day", "week", "month"] as const;
export type MoneyPeriod = (typeof MONEY_PERIODS)[number];
export type LimitPeriod = MoneyPeriod | "session";

export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export type RealityMinutes = (typeof REALITY_CHECK_MINUTES)[number];

/** Time-out choices (RG-10), in days; a market's timeout_max_days hides the longer ones (MT: 30). */
export const TIMEOUT_DAYS = [1, 7, 30, 42] as const;
/** Self-exclusion choices (RG-11), in months. */
export const EXCLUSION_MONTHS = [6, 12, 60] as const;

/** RG-06: a raise or a removal waits this long; a decrease applies at once (RG-05). */
export const COOLING_OFF_MS = 24 * 3_600_000;
/** Session limits a member may choose, in minutes (research RG-04: 5–1440). */
export const SESSION_MINUTES = { min: 5, max: 1440 } as const;
/** The largest money limit accepted (₱10,000,000.00): free text, but not absurd. */
export const MAX_LIMIT_MINOR = 1_000_000_000;

const DAY_MS = 86_400_000;

/** The operator-time window a money limit counts over at `now`, and when it resets. */
export function limitWindow(period: MoneyPeriod, now: number): { start: number; resetAt: number } {
  const today = operatorDay(now);
  if (period === "day") return { start: dayStartMs(today), resetAt: dayStartMs(addDays(today, 1)) };
  if (period === "week") {
    const monday = weekMonday(today);
    return { start: dayStartMs(monday), resetAt: dayStartMs(addDays(monday, 7)) };
  }
  const first = `${today.slice(0, 7)}-01`;
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
  return { start: dayStartMs(first), resetAt: dayStartMs(next) };
}

/** A stored limit (or reality-check interval): the value in force and a pending change, if any. */
export type Setting = { value: number | null; pending: { value: number | null; at: number } | null };

/** The setting as it stands at `now`: a pending change whose time has come is in force. */
export function settingAt(s: Setting, now: number): Setting {
  return s.pending && s.pending.at <= now ? { value: s.pending.value, pending: null } : s;
}

/**
 * RG-05/RG-06: how a requested value applies. `tighter(a, b)` says whether b protects more than a.
 * A tighter value applies now (and drops any pending raise); a looser one (a raise, or removing the
 * limit) waits COOLING_OFF_MS; asking for the value in force cancels a pending change.
 */
export function changeSetting(
  current: Setting,
  next: number | null,
  now: number,
  tighter: (a: number | null, b: number | null) => boolean,
): { setting: Setting; effect: "now" | "pending" | "unchanged"; effectiveAt: number } {
  const s = settingAt(current, now);
  if (next === s.value) return { setting: { value: s.value, pending: null }, effect: s.pending ? "now" : "unchanged", effectiveAt: now };
  if (tighter(s.value, next)) return { setting: { value: next, pending: null }, effect: "now", effectiveAt: now };
  const at = now + COOLING_OFF_MS;
  return { setting: { value: s.value, pending: { value: next, at } }, effect: "pending", effectiveAt: at };
}

/** For limits: any limit is tighter than none; a lower amount is tighter than a higher one. */
export const lowerIsTighter = (a: number | null, b: number | null) => b !== null && (a === null || b < a);
/** For reality checks: the same (a shorter interval checks more often; off is the loosest). */
export const shorterIsTighter = lowerIsTighter;

/** One money limit's standing in its window. */
export type LimitUse = { kind: Exclude<LimitKind, "session">; period: MoneyPeriod; limitMinor: number; usedMinor: number; resetAt: number };

/** The refusal of a deposit or bet that would pass a limit: which one, how much is used, when it resets. */
export type LimitRefusal = {
  code: `rg.limit.${Exclude<LimitKind, "session">}`;
  kind: Exclude<LimitKind, "session">;
  period: MoneyPeriod;
  limitMinor: number;
  usedMinor: number;
  remainingMinor: number;
  resetAt: number;
};

/**
 * RG-01/02/03/07: whether adding `amountMinor` to the given kinds passes any limit; when several
 * would, the strictest (smallest remaining allowance, then earliest reset) is the one named.
 * An amount of 0 asks whether the limit is already reached (a launch, the deposit page).
 */
export function limitRefusal(uses: readonly LimitUse[], kinds: readonly LimitUse["kind"][], amountMinor: number): LimitRefusal | null {
  const refusals = uses
    .filter((u) => kinds.includes(u.kind))
    .map((u) => ({ u, remaining: Math.max(0, u.limitMinor - u.usedMinor) }))
    .filter(({ u, remaining }) => (amountMinor > 0 ? amountMinor > remaining : u.usedMinor >= u.limitMinor))
    .sort((a, b) => a.remaining - b.remaining || a.u.resetAt - b.u.resetAt);
  const first = refusals[0];
  if (!first) return null;
  const { u, remaining } = first;
  return {
    code: `rg.limit.${u.kind}`,
    kind: u.kind,
    period: u.period,
    limitMinor: u.limitMinor,
    usedMinor: u.usedMinor,
    remainingMinor: remaining,
    resetAt: u.resetAt,
  };
}

/**
 * What a gateway request does, for the block matrix (research §4.3). Every route is classified in
 * gateway/rg/rg-gate.ts; `free` is never blocked (withdrawals, records, the RG page, the account).
 */
export const RG_ACTIVITIES = ["deposit", "play", "promotion", "transfer", "agent", "free"] as const;
export type RgActivity = (typeof RG_ACTIVITIES)[number];

/** A state that blocks by itself (no amount needed): a time-out, a self-exclusion, a spent session limit. */
export type BlockKind = "timeout" | "exclusion" | "session";
export type RgBlock = { kind: BlockKind; endsAt: number };

export type RgGateState = {
  block: RgBlock | null;
  /** The session's reality check is due and not answered yet (play pauses until it is). */
  realityDue: boolean;
};

export type GateRefusal = { code: "rg.blocked.timeout" | "rg.blocked.exclusion" | "rg.blocked.session" | "rg.reality_check.due"; until: number | null };

/**
 * The block matrix: a time-out, a self-exclusion or a spent session limit stops
 * deposits, play, promotions, transfers and the agent's team tools (a money movement could route
 * around the block); a due reality check stops play only. `free` requests —
 * withdrawals, records, the RG page — are never stopped.
 */
export function gateRefusal(state: RgGateState, activity: RgActivity): GateRefusal | null {
  if (activity === "free") return null;
  if (state.block) return { code: `rg.blocked.${state.block.kind}`, until: state.block.endsAt };
  if (state.realityDue && activity === "play") return { code: "rg.reality_check.due", until: null };
  return null;
}

/** When a reality check falls due in a session: every `minutes` since it was last answered (or since sign-in). */
export function realityDueAt(minutes: number | null, seenAt: number): number | null {
  return minutes === null ? null : seenAt + minutes * 60_000;
}

/** Ends of a time-out or self-exclusion chosen at `now`. Months are calendar months (UTC). */
export function timeoutEnd(days: number, now: number): number {
  return now + days * DAY_MS;
}
export function exclusionEnd(months: number, now: number): number {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

/** Full years between a date of birth (YYYY-MM-DD) and the operator day of `now`. */
export function ageOn(birthDate: string, now: number): number {
  const today = operatorDay(now);
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

/** The time-out choices a market allows. */
export function timeoutChoices(market: { timeoutMaxDays: number }): number[] {
  return TIMEOUT_DAYS.filter((d) => d <= market.timeoutMaxDays);
}

/** The reality-check choices a market allows: "off" (null) only where it is not mandatory (MT). */
export function realityChoices(market: { realityCheckRequired: boolean }): (RealityMinutes | null)[] {
  return market.realityCheckRequired ? [...REALITY_CHECK_MINUTES] : [...REALITY_CHECK_MINUTES, null];
}
