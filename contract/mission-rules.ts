import { maskName } from "./masking";
import { addDays, dayStartMs, operatorDay } from "./record-range";

/**
 * The mission board's rules (research P-MIS-01, decision 039), for the gateway
 * and the app alike: the period a mission runs in, its key, a member's progress per goal and the
 * leaderboard's ranks. Pure: the gateway reads the facts (bets, wins, deposits) and passes them in.
 */

export const MISSION_PERIODS = ["day", "week"] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

export const MISSION_GOALS = ["stake", "stake_count", "deposit_total", "deposit_streak", "win_total"] as const;
export type MissionGoal = (typeof MISSION_GOALS)[number];

export function isMissionPeriod(value: unknown): value is MissionPeriod {
  return typeof value === "string" && (MISSION_PERIODS as readonly string[]).includes(value);
}

/** How a goal's progress is counted: money (minor units), bets or days. */
export function goalUnit(goal: MissionGoal): "minor" | "count" | "days" {
  if (goal === "stake_count") return "count";
  if (goal === "deposit_streak") return "days";
  return "minor";
}

export type PeriodBounds = { period: MissionPeriod; key: string; start: number; end: number; firstDay: string };

/** The ISO week of an operator day: "2026-W48" (the week belongs to the year of its Thursday). */
export function isoWeekKey(day: string): string {
  const utc = new Date(`${day}T00:00:00Z`);
  const weekday = (utc.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(utc.getTime() + (3 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const jan1 = Date.UTC(year, 0, 1);
  const week = Math.floor((thursday.getTime() - jan1) / 86_400_000 / 7) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The Monday starting the ISO week of an operator day. */
export function weekMonday(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/**
 * The period `now` falls in, in operator time (UTC+8): the operator day (key "2026-11-24") or the
 * ISO week Monday 00:00 to the next Monday 00:00 (key "2026-W48"). [start, end) in epoch ms.
 */
export function periodBounds(period: MissionPeriod, now: number): PeriodBounds {
  const today = operatorDay(now);
  if (period === "day") return { period, key: today, start: dayStartMs(today), end: dayStartMs(addDays(today, 1)), firstDay: today };
  const monday = weekMonday(today);
  return { period, key: isoWeekKey(today), start: dayStartMs(monday), end: dayStartMs(addDays(monday, 7)), firstDay: monday };
}

/** The period before the one `now` falls in (a done mission of it may still be claimed for a while). */
export function previousPeriod(period: MissionPeriod, now: number): PeriodBounds {
  return periodBounds(period, periodBounds(period, now).start - 1);
}

/** How long after its period ends a done mission's prize may still be claimed (decision 039). */
export const CLAIM_GRACE_MS = 24 * 3_600_000;

/** One sub-order of a bet order placed in the period (cancelled ones are passed too, and ignored). */
export type StakeFact = { orderId: number; gameType: string; stakeMinor: number; status: string };
/** One win settled in the period. */
export type WinFact = { winMinor: number; status: string };
/** One credited deposit: when it was credited and the amount credited. */
export type DepositFact = { creditedAt: number; amountMinor: number };

export type PeriodFacts = { stakes: StakeFact[]; wins: WinFact[]; deposits: DepositFact[] };

export type MissionSpec = { goal: MissionGoal; category: string | null; target: number };

const counted = (s: StakeFact) => s.status !== "cancelled";

/**
 * The longest run of consecutive operator days with a deposit inside the period up to today, when
 * it reached the target (a streak done stays done); otherwise the run still alive: ending today,
 * or yesterday while today may still extend it. Days before the period never count.
 */
export function depositStreak(deposits: readonly DepositFact[], bounds: PeriodBounds, now: number, target: number): number {
  const today = operatorDay(now);
  const days = new Set(deposits.filter((d) => d.creditedAt >= bounds.start && d.creditedAt < bounds.end).map((d) => operatorDay(d.creditedAt)));
  let best = 0;
  let run = 0;
  for (let day = bounds.firstDay; day <= today && dayStartMs(day) < bounds.end; day = addDays(day, 1)) {
    run = days.has(day) ? run + 1 : 0;
    best = Math.max(best, run);
  }
  if (best >= target) return best;
  // The run alive: ending today, else ending yesterday (today is not over yet).
  let alive = 0;
  let day = days.has(today) ? today : addDays(today, -1);
  while (day >= bounds.firstDay && days.has(day)) {
    alive++;
    day = addDays(day, -1);
  }
  return alive;
}

/** A member's progress towards one mission in a period (never more than the target, never negative). */
export function missionProgress(spec: MissionSpec, facts: PeriodFacts, bounds: PeriodBounds, now: number): number {
  const inCategory = (s: StakeFact) => counted(s) && (spec.category === null || s.gameType === spec.category);
  let done: number;
  switch (spec.goal) {
    case "stake":
      done = facts.stakes.filter(inCategory).reduce((n, s) => n + s.stakeMinor, 0);
      break;
    case "stake_count":
      done = new Set(facts.stakes.filter(inCategory).map((s) => s.orderId)).size;
      break;
    case "deposit_total":
      done = facts.deposits.filter((d) => d.creditedAt >= bounds.start && d.creditedAt < bounds.end).reduce((n, d) => n + d.amountMinor, 0);
      break;
    case "deposit_streak":
      done = depositStreak(facts.deposits, bounds, now, spec.target);
      break;
    case "win_total":
      done = facts.wins.filter((w) => w.status === "won").reduce((n, w) => n + w.winMinor, 0);
      break;
  }
  return Math.max(0, Math.min(spec.target, done));
}

export function missionDone(spec: MissionSpec, facts: PeriodFacts, bounds: PeriodBounds, now: number): boolean {
  return missionProgress(spec, facts, bounds, now) >= spec.target;
}

/** A mission's reward key (gateway/promotions/rewards.ts): 'mission:3:2026-11-24', 'mission:5:2026-W48'. */
export const missionRewardKey = (missionId: number, periodKey: string) => `mission:${missionId}:${periodKey}`;

/* ---------------- leaderboard ---------------- */

export const LEADERBOARD_SIZE = 20;

export type ScoreRow = { memberId: number; name: string; score: number };
export type RankedRow = { rank: number; name: string; score: number; me: boolean };

/**
 * Ranks rows already sorted by score (highest first) with ties: the same score has the same rank,
 * and the next score's rank skips the tied places (1, 1, 3). Names are masked (contract/masking.ts).
 */
export function rankRows(sorted: readonly ScoreRow[], myId: number | null): RankedRow[] {
  let rank = 0;
  return sorted.map((row, i) => {
    if (i === 0 || row.score !== sorted[i - 1]?.score) rank = i + 1;
    return { rank, name: maskName(row.name), score: row.score, me: row.memberId === myId };
  });
}

/**
 * The board: the top rows (at most `size`), and my row pinned under them when I am ranked but not
 * among them. My rank is one more than the number of members with a higher score; no score, no rank.
 */
export function leaderboard(
  sorted: readonly ScoreRow[],
  mine: { memberId: number; name: string; score: number; higher: number } | null,
  size = LEADERBOARD_SIZE,
): { top: RankedRow[]; pinned: RankedRow | null } {
  const top = rankRows(sorted.slice(0, size), mine?.memberId ?? null);
  if (!mine || mine.score <= 0 || top.some((r) => r.me)) return { top, pinned: null };
  return { top, pinned: { rank: mine.higher + 1, name: maskName(mine.name), score: mine.score, me: true } };
}
