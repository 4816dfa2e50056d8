import type { PromotionKind } from "./promotion-kinds";
import { addDays, dayStartMs, operatorDay } from "./record-range";
import type { Conditions, PromotionRules } from "./schemas/promotions";

/**
 * The promotion engine's pure rules (decision 036): the shape of `promotions.rules` per
 * kind, the eligibility conditions any promotion may carry, the cycle a repeatable promotion is
 * entered for, and the §4 status a member sees. The gateway reads the rows and the facts, these
 * say what they mean. The rules' zod schemas are in promotion-schemas.ts, so a page that needs a
 * constant from here carries no zod (decision 055).
 */

export const EVIDENCE_MODES = ["none", "optional", "required"] as const;
export type EvidenceMode = (typeof EVIDENCE_MODES)[number];

/* ---------------- eligibility ---------------- */

/** What the conditions are checked against, as the gateway reads them at the moment. */
export type EligibilityFacts = {
  daysSinceJoining: number;
  depositTodayMinor: number;
  turnover30dMinor: number;
  /** Credited deposits ever. */
  depositCount: number;
};

export type IneligibleReason =
  | { code: "joinedTooRecently"; days: number }
  | { code: "joinedTooLongAgo"; days: number }
  | { code: "depositToday"; needMinor: number }
  | { code: "turnover30d"; needMinor: number }
  | { code: "depositMade" };

export type Eligibility = { ok: true } | { ok: false; reasons: IneligibleReason[] };

/** Every condition that does not hold, with what is missing ("You need ₱X more", "in N days"). */
export function eligibility(conditions: Conditions, facts: EligibilityFacts): Eligibility {
  const reasons: IneligibleReason[] = [];
  const c = conditions;
  if (c.minDaysSinceJoining !== undefined && facts.daysSinceJoining < c.minDaysSinceJoining)
    reasons.push({ code: "joinedTooRecently", days: c.minDaysSinceJoining - facts.daysSinceJoining });
  if (c.maxDaysSinceJoining !== undefined && facts.daysSinceJoining > c.maxDaysSinceJoining)
    reasons.push({ code: "joinedTooLongAgo", days: c.maxDaysSinceJoining });
  if (c.minDepositTodayMinor !== undefined && facts.depositTodayMinor < c.minDepositTodayMinor)
    reasons.push({ code: "depositToday", needMinor: c.minDepositTodayMinor - facts.depositTodayMinor });
  if (c.minTurnover30dMinor !== undefined && facts.turnover30dMinor < c.minTurnover30dMinor)
    reasons.push({ code: "turnover30d", needMinor: c.minTurnover30dMinor - facts.turnover30dMinor });
  if (c.noDepositYet && facts.depositCount > 0) reasons.push({ code: "depositMade" });
  return reasons.length ? { ok: false, reasons } : { ok: true };
}

/** The conditions a promotion's rules imply beyond the ones written: a first-deposit-only bonus is for members who have not deposited. */
export function conditionsOf(p: PromotionRules): Conditions {
  if (p.kind === "deposit_bonus" && p.rules.firstDepositOnly) return { ...p.rules.conditions, noDepositYet: true };
  return p.rules.conditions;
}

/* ---------------- cycles ---------------- */

const DAY_MS = 86_400_000;

/** The ISO week (YYYY-Www, Monday first) of an operator day. */
export function isoWeekOfDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const weekday = (d.getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(d.getTime() + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS));
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The Monday (operator day) an ISO week starts. */
export function isoWeekMonday(week: string): string {
  const m = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!m) throw new Error(`not an ISO week: ${week}`);
  const jan4 = `${m[1]}-01-04`;
  const jan4Weekday = (new Date(`${jan4}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(jan4, -jan4Weekday + (Number(m[2]) - 1) * 7);
}

export type Period = "day" | "week";

/** The cycle (operator day or ISO week) an instant falls in. */
export function cycleAt(period: Period, now: number): string {
  const day = operatorDay(now);
  return period === "day" ? day : isoWeekOfDay(day);
}

/** The instants a cycle covers, [start, end). */
export function cycleInstants(cycle: string): { start: number; end: number } {
  if (/^\d{4}-W\d{2}$/.test(cycle)) {
    const monday = isoWeekMonday(cycle);
    return { start: dayStartMs(monday), end: dayStartMs(addDays(monday, 7)) };
  }
  return { start: dayStartMs(cycle), end: dayStartMs(addDays(cycle, 1)) };
}

/** The cycle before `cycle`, of the same period. */
export function previousCycle(cycle: string): string {
  return /^\d{4}-W\d{2}$/.test(cycle) ? isoWeekOfDay(addDays(isoWeekMonday(cycle), -7)) : addDays(cycle, -1);
}

/** The cycle a member's entry is for when they apply at `now`: '' for a once-only promotion. */
export function entryCycle(p: PromotionRules, now: number): string {
  if (p.kind === "checkin") return cycleAt("day", now);
  if (p.kind === "deposit_bonus" && p.rules.repeat !== "once") return cycleAt(p.rules.repeat === "daily" ? "day" : "week", now);
  return "";
}

/** Consecutive days ending at `lastDay` found in `days` (a check-in streak). */
export function streakEndingAt(days: ReadonlySet<string>, lastDay: string): number {
  let n = 0;
  while (days.has(addDays(lastDay, -n))) n++;
  return n;
}

/* ---------------- §4 status ---------------- */

export type EntryStatus = "Applying" | "Rejected" | "Issued" | "Claimed" | "Joined" | "signed";
export type MemberPromotionStatus = EntryStatus | "Process" | "Closed" | "coming";

/** What applying makes of the entry, by kind: reviewed kinds wait (Applying), check-in signs, the rest join. */
export function entryStatusOnApply(kind: PromotionKind): EntryStatus {
  if (kind === "event") return "Applying";
  if (kind === "checkin") return "signed";
  return "Joined";
}

export type StatusInput = {
  startsAt: number | null;
  endsAt: number | null;
  /** The member's entry for the current cycle (or the once-only entry), if any. */
  entry: { status: EntryStatus } | null;
  /** The entry's reward: claimable now, claimed, or neither. */
  reward: "claimable" | "claimed" | null;
  now: number;
};

/**
 * The §4 status a member sees, derived rather than stored: an entry whose reward is claimable
 * reads Issued, one whose reward was claimed reads Claimed, otherwise the entry's own status;
 * without an entry, the dates say coming, Process or Closed.
 */
export function memberStatus(s: StatusInput): MemberPromotionStatus {
  if (s.entry) {
    if (s.reward === "claimed") return "Claimed";
    if (s.reward === "claimable") return "Issued";
    return s.entry.status;
  }
  if (s.startsAt !== null && s.now < s.startsAt) return "coming";
  if (s.endsAt !== null && s.now > s.endsAt) return "Closed";
  return "Process";
}

/** Whether a member may withdraw their entry: an application under review, or a join that has granted nothing yet. */
export function entryCancellable(status: MemberPromotionStatus, granted: boolean): boolean {
  return status === "Applying" || (status === "Joined" && !granted);
}

/* ---------------- evidence ---------------- */

/** §5: the remark of an application is at most 140 characters, up to 3 images. */
export const PROMO_REMARK_MAX = 140;
export const PROMO_IMAGES_MAX = 3;

/** Days since joining, in whole days. */
export function daysBetween(from: number, to: number): number {
  return Math.max(0, Math.floor((to - from) / DAY_MS));
}
