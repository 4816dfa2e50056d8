import { TEAM_CTE } from "./team";
import { OPERATOR_UTC_OFFSET_MINUTES } from "../../contract/operator-time";
import { addDays, dayStartMs } from "../../contract/record-range";
import { settleDue } from "../games/bets";

/**
 * The agent home's team counters and the team overview (decision 034).
 * Every figure is a query over the rows that record what happened — sessions, login history,
 * registrations, ledger entries, bet orders and sub-orders — never a stored number, and the
 * money figures use the personal report's definitions (gateway/handlers/orders.ts), so a team
 * figure is the sum of the downlines' own reports to the cent.
 *
 * Every query names its members through a `team(id, depth, direct_id)` table bound with the agent
 * as ?1: the recursive TEAM_CTE for the team, or the agent alone for "me" (A-OV-02).
 *
 * The team drives every query: `team t CROSS JOIN x` (SQLite keeps a CROSS JOIN's order) or a
 * correlated `EXISTS`/sub-query per team member, each an index lookup on the member's own rows,
 * so a figure costs what the team holds, never what the site holds. Money over days is read from
 * the per-member, per-day ledger totals (member_day_totals, migration 0024), which hold the very
 * sums of the ledger entries of each operator day. gateway/query-plans.test.ts checks the plans.
 */

/** A member is online while their session was used within this many minutes (§3 teamOnlineCount). */
export const ONLINE_WINDOW_MINUTES = 5;
/** A member is inactive when they have not signed in for this many days (A-OV-01 "inactive 30 d"). */
export const INACTIVE_DAYS = 30;

const MINUTE = 60_000;
const DAY = 86_400_000;

export type Scope = "team" | "me";

/** The members a scope counts, as the table `team(id, depth, direct_id)` with the agent bound as ?1. */
export function scopeCte(scope: Scope): string {
  return scope === "team" ? TEAM_CTE : "WITH team(id, depth, direct_id) AS (SELECT ?1, 0, ?1)";
}

/** [start, end) instants of operator days. */
export type Range = { start: number; end: number };

export type TeamCounters = {
  /** Distinct members with a successful sign-in in the range. */
  login: number;
  /** Distinct members who placed a bet order in the range. */
  bet: number;
  /** Members whose registration falls in the range. */
  register: number;
  /** Members with an unexpired session used in the last ONLINE_WINDOW_MINUTES (whatever the range). */
  online: number;
};

/** The counters' SQL: ?1 agent, [?2, ?3) the range, ?4 now, ?5 the start of the online window. */
export const TEAM_COUNTERS_SQL = `${TEAM_CTE}
  SELECT
    (SELECT COUNT(*) FROM team t WHERE EXISTS
      (SELECT 1 FROM login_history l WHERE l.member_id = t.id AND l.success = 1 AND l.at >= ?2 AND l.at < ?3)) AS login,
    (SELECT COUNT(*) FROM team t WHERE EXISTS
      (SELECT 1 FROM bet_orders o WHERE o.member_id = t.id AND o.created_at >= ?2 AND o.created_at < ?3)) AS bet,
    (SELECT COUNT(*) FROM team t CROSS JOIN members m ON m.id = t.id WHERE m.reg_date >= ?2 AND m.reg_date < ?3) AS register,
    (SELECT COUNT(*) FROM team t WHERE EXISTS
      (SELECT 1 FROM sessions s WHERE s.member_id = t.id AND s.expires_at > ?4 AND s.last_seen_at >= ?5)) AS online`;

/** The four counters of the agent home (§3 team footer stats) for the agent's whole team. */
export async function teamCounters(db: D1Database, agentId: number, r: Range, now: number): Promise<TeamCounters> {
  const row = await db
    .prepare(TEAM_COUNTERS_SQL)
    .bind(agentId, r.start, r.end, now, now - ONLINE_WINDOW_MINUTES * MINUTE)
    .first<TeamCounters>();
  return row ?? { login: 0, bet: 0, register: 0, online: 0 };
}

/** The members in scope with sub-orders open past their draw (?1 agent, ?2 now). */
export const scopeDueSql = (scope: Scope) =>
  `${scopeCte(scope)} SELECT t.id AS member_id FROM team t WHERE EXISTS
     (SELECT 1 FROM bet_suborders s WHERE s.member_id = t.id AND s.status = 'open' AND s.draw_at <= ?2)`;

/** Settles the due lottery sub-orders of every member in scope, as the personal report does for one. */
export async function settleScopeDue(db: D1Database, agentId: number, scope: Scope, now: number): Promise<void> {
  const { results } = await db.prepare(scopeDueSql(scope)).bind(agentId, now).all<{ member_id: number }>();
  for (const r of results) await settleDue(db, r.member_id, now);
}

/** Money figures in minor units, each as the personal report defines it. */
export type MoneyFigures = {
  deposits: number;
  /** Withdrawal holds net of releases (rejected orders): what left the wallets. */
  withdrawals: number;
  /** Stakes net of refunds. */
  bets: number;
  /** Stakes of sub-orders settled (won or lost) in the range. */
  validTurnover: number;
  wins: number;
  /** The members' own daily rebates. */
  rebates: number;
  /** Commission paid to agents in scope on their own downlines' turnover. */
  commission: number;
  /** Promotion bonuses. */
  bonuses: number;
};

export type Overview = MoneyFigures & {
  teamSize: number;
  directCount: number;
  registrations: number;
  /** Members whose first-ever deposit falls in the range. */
  firstDepositors: number;
  /** Members who placed at least one bet order in the range. */
  activeMembers: number;
  /** wins + rebates + bonuses − validTurnover (the personal report's profit, from the members' side). */
  pnl: number;
  /** Sum of the members' wallets now. */
  balance: number;
  online: number;
  /** No successful sign-in in the last INACTIVE_DAYS days. */
  inactive: number;
};

export type DayPoint = {
  day: string;
  deposits: number;
  withdrawals: number;
  validTurnover: number;
  wins: number;
  pnl: number;
  registrations: number;
};

/** wins + rebates + bonuses − validTurnover: the personal report's profit rule. */
export function pnlOf(f: Pick<MoneyFigures, "wins" | "rebates" | "bonuses" | "validTurnover">): number {
  return f.wins + f.rebates + f.bonuses - f.validTurnover;
}

/** The operator day (YYYY-MM-DD) of an instant column, in SQL. */
const DAY_OF = (column: string) => `strftime('%Y-%m-%d', (${column} + ${OPERATOR_UTC_OFFSET_MINUTES * MINUTE}) / 1000, 'unixepoch')`;

/** The ledger sums of the personal report, by kind (net of refunds and releases), over rows `e(kind, amount_minor)`. */
const LEDGER_SUMS = `COALESCE(SUM(CASE WHEN e.kind = 'deposit' THEN e.amount_minor END), 0) AS deposits,
  COALESCE(-SUM(CASE WHEN e.kind = 'withdrawal' THEN e.amount_minor END), 0) - COALESCE(SUM(CASE WHEN e.kind = 'withdrawal_release' THEN e.amount_minor END), 0) AS withdrawals,
  COALESCE(-SUM(CASE WHEN e.kind = 'bet' THEN e.amount_minor END), 0) - COALESCE(SUM(CASE WHEN e.kind = 'refund' THEN e.amount_minor END), 0) AS bets,
  COALESCE(SUM(CASE WHEN e.kind = 'win' THEN e.amount_minor END), 0) AS wins,
  COALESCE(SUM(CASE WHEN e.kind = 'rebate' THEN e.amount_minor END), 0) AS rebates,
  COALESCE(SUM(CASE WHEN e.kind = 'commission' THEN e.amount_minor END), 0) AS commission,
  COALESCE(SUM(CASE WHEN e.kind = 'bonus' THEN e.amount_minor END), 0) AS bonuses`;

type LedgerRow = Omit<MoneyFigures, "validTurnover">;

/** The highest `?N` a statement names: SQLite refuses more bound values than that. */
export function highestParameter(sql: string): number {
  return Math.max(0, ...[...sql.matchAll(/\?(\d+)/g)].map((m) => Number(m[1])));
}

/**
 * The overview's statements. Binds: ?1 agent, [?2, ?3) the instants of the days, ?4 now, ?5 the
 * start of the online window, ?6 the start of the inactive window, ?7 and ?8 the first and last
 * operator day (the same days as ?2 and ?3). The team's money per day comes from member_day_totals:
 * the range is whole operator days, so its rows hold exactly the entries of [?2, ?3).
 */
export function overviewSql(scope: Scope) {
  const cte = scopeCte(scope);
  const inRange = (column: string) => `${column} >= ?2 AND ${column} < ?3`;
  const dayTotals = "team t CROSS JOIN member_day_totals e ON e.member_id = t.id WHERE e.day >= ?7 AND e.day <= ?8";
  const settled = `team t CROSS JOIN bet_suborders s ON s.member_id = t.id WHERE s.status IN ('won', 'lost') AND ${inRange("s.settled_at")}`;
  return {
    members: `${cte}
      SELECT
        (SELECT COUNT(*) FROM team) AS teamSize,
        (SELECT COUNT(*) FROM team WHERE depth = 1) AS directCount,
        (SELECT COUNT(*) FROM team t CROSS JOIN members m ON m.id = t.id WHERE ${inRange("m.reg_date")}) AS registrations,
        (SELECT COUNT(*) FROM (SELECT (SELECT MIN(e.created_at) FROM ledger_entries e WHERE e.member_id = t.id AND e.kind = 'deposit') AS first
           FROM team t) WHERE ${inRange("first")}) AS firstDepositors,
        (SELECT COUNT(*) FROM team t WHERE EXISTS
           (SELECT 1 FROM bet_orders o WHERE o.member_id = t.id AND ${inRange("o.created_at")})) AS activeMembers,
        (SELECT COALESCE(SUM(w.balance_minor), 0) FROM team t CROSS JOIN wallets w ON w.member_id = t.id) AS balance,
        (SELECT COUNT(*) FROM team t WHERE EXISTS
           (SELECT 1 FROM sessions s WHERE s.member_id = t.id AND s.expires_at > ?4 AND s.last_seen_at >= ?5)) AS online,
        (SELECT COUNT(*) FROM team t WHERE NOT EXISTS
           (SELECT 1 FROM login_history l WHERE l.member_id = t.id AND l.success = 1 AND l.at >= ?6)) AS inactive`,
    ledger: `${cte} SELECT ${LEDGER_SUMS} FROM ${dayTotals}`,
    valid: `${cte} SELECT COALESCE(SUM(s.stake_minor), 0) AS valid FROM ${settled}`,
    dailyLedger: `${cte} SELECT e.day AS day, ${LEDGER_SUMS} FROM ${dayTotals} GROUP BY e.day`,
    dailyValid: `${cte} SELECT ${DAY_OF("s.settled_at")} AS day, SUM(s.stake_minor) AS valid FROM ${settled} GROUP BY day`,
    dailyRegistrations: `${cte} SELECT ${DAY_OF("m.reg_date")} AS day, COUNT(*) AS n FROM team t CROSS JOIN members m ON m.id = t.id
      WHERE ${inRange("m.reg_date")} GROUP BY day`,
  };
}

/**
 * The overview of the agent's team (or, scope "me", of the agent alone) for [start, end), with one
 * point per operator day from `from` to `to`. Settle the scope's due bets first (settleScopeDue).
 */
export async function overviewOf(
  db: D1Database,
  agentId: number,
  scope: Scope,
  days: { from: string; to: string },
  now: number,
): Promise<{ overview: Overview; series: DayPoint[] }> {
  const start = dayStartMs(days.from);
  const end = dayStartMs(addDays(days.to, 1));
  const sql = overviewSql(scope);
  const binds = [agentId, start, end, now, now - ONLINE_WINDOW_MINUTES * MINUTE, now - INACTIVE_DAYS * DAY, days.from, days.to];
  const [members, ledger, valid, dailyLedger, dailyValid, dailyRegistrations] = await db.batch<unknown>(
    [sql.members, sql.ledger, sql.valid, sql.dailyLedger, sql.dailyValid, sql.dailyRegistrations].map((q) =>
      db.prepare(q).bind(...binds.slice(0, highestParameter(q))),
    ),
  );
  const m = members!.results[0] as Omit<Overview, keyof MoneyFigures | "pnl">;
  const l = ledger!.results[0] as LedgerRow;
  const validTurnover = (valid!.results[0] as { valid: number }).valid;
  const money: MoneyFigures = { ...l, validTurnover };
  const overview: Overview = { ...m, ...money, pnl: pnlOf(money) };

  const ledgerByDay = new Map((dailyLedger!.results as (LedgerRow & { day: string })[]).map((r) => [r.day, r]));
  const validByDay = new Map((dailyValid!.results as { day: string; valid: number }[]).map((r) => [r.day, r.valid]));
  const regByDay = new Map((dailyRegistrations!.results as { day: string; n: number }[]).map((r) => [r.day, r.n]));
  const series: DayPoint[] = [];
  for (let day = days.from; day <= days.to; day = addDays(day, 1)) {
    const e = ledgerByDay.get(day);
    const v = validByDay.get(day) ?? 0;
    const wins = e?.wins ?? 0;
    series.push({
      day,
      deposits: e?.deposits ?? 0,
      withdrawals: e?.withdrawals ?? 0,
      validTurnover: v,
      wins,
      pnl: pnlOf({ wins, rebates: e?.rebates ?? 0, bonuses: e?.bonuses ?? 0, validTurnover: v }),
      registrations: regByDay.get(day) ?? 0,
    });
  }
  return { overview, series };
}
