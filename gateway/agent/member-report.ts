import { TEAM_CTE } from "./team";
import { GAME_TYPES } from "../../contract/games";

/**
 * One member's figures for a period (research R-08, decision 030): the personal
 * report (/m/profitandloss) and every row of an agent's team PnL are this one function, so a
 * downline's row in their agent's report is their own report to the cent. Integer minor units;
 * the handlers turn them into major units.
 *
 * Each figure is a sum of the period's ledger entries (bets = bet − refund, withdrawals =
 * withdrawal − withdrawal_release); validTurnover is the stakes of sub-orders settled (won or lost)
 * in the period — the same definition the daily rebate settlement pays on (gateway/games/settlement.ts
 * reads VALID_TURNOVER_BY_TYPE); profit = wins + rebates + bonuses − validTurnover. Nets of a period
 * can dip below zero (a reversal in the period of an original before it): `bets` and `withdrawals`
 * are clamped at 0, as the contract's figures are amounts. The caller settles the member's due
 * lottery sub-orders first (bets.ts settleDue). The lifetime net deposits come from the member's
 * running totals (member_kind_totals, kept by the ledger's trigger, migration 0024), not from
 * their whole ledger.
 */
export type Range = { start: number; end: number };

export type CategoryFigures = { gameType: string; bets: number; validTurnover: number; wins: number; profit: number };

export type MemberFigures = {
  bets: number;
  validTurnover: number;
  wins: number;
  bonuses: number;
  rebates: number;
  deposits: number;
  withdrawals: number;
  profit: number;
  byCategory: CategoryFigures[];
  /** Lifetime deposits − withdrawals (not limited to the period). */
  netDeposits: number;
};

type Sums = { bets: number; wins: number; bonuses: number; rebates: number; deposits: number; withdrawals: number };

/** Sums of ledger entries by kind, as the report defines them (bets net of refunds, withdrawals net of releases). */
const SUMS = `COALESCE(-SUM(CASE WHEN kind = 'bet' THEN amount_minor END), 0) - COALESCE(SUM(CASE WHEN kind = 'refund' THEN amount_minor END), 0) AS bets,
  COALESCE(SUM(CASE WHEN kind = 'win' THEN amount_minor END), 0) AS wins,
  COALESCE(SUM(CASE WHEN kind = 'bonus' THEN amount_minor END), 0) AS bonuses,
  COALESCE(SUM(CASE WHEN kind = 'rebate' THEN amount_minor END), 0) AS rebates,
  COALESCE(SUM(CASE WHEN kind = 'deposit' THEN amount_minor END), 0) AS deposits,
  COALESCE(-SUM(CASE WHEN kind = 'withdrawal' THEN amount_minor END), 0) - COALESCE(SUM(CASE WHEN kind = 'withdrawal_release' THEN amount_minor END), 0) AS withdrawals`;

/** The order id in a bet, win or refund entry's reference ('bet:123…'), for the per-category split. */
const ORDER_OF_ENTRY = "CAST(substr(e.reference, instr(e.reference, ':') + 1) AS INTEGER)";

/**
 * Valid turnover by member and game type for [?1, ?2): the stakes of sub-orders settled won or
 * lost in the range. The report's per-category turnover and the daily rebate's base.
 */
export const VALID_TURNOVER_BY_TYPE = `SELECT s.member_id, o.game_type, SUM(s.stake_minor) AS valid
  FROM bet_suborders s JOIN bet_orders o ON o.id = s.order_id
  WHERE s.status IN ('won', 'lost') AND s.settled_at >= ?1 AND s.settled_at < ?2`;

/** One member's report as SQL: ?1 the member and [?2, ?3) the period (the valid turnover's binds are its own). */
export const MEMBER_REPORT_SQL = {
  period: `SELECT ${SUMS} FROM ledger_entries WHERE member_id = ?1 AND created_at >= ?2 AND created_at < ?3`,
  lifetime: `SELECT ${SUMS} FROM member_kind_totals WHERE member_id = ?1`,
  entriesByType: `SELECT o.game_type,
      COALESCE(-SUM(CASE WHEN e.kind = 'bet' THEN e.amount_minor END), 0) - COALESCE(SUM(CASE WHEN e.kind = 'refund' THEN e.amount_minor END), 0) AS bets,
      COALESCE(SUM(CASE WHEN e.kind = 'win' THEN e.amount_minor END), 0) AS wins
    FROM ledger_entries e JOIN bet_orders o ON o.id = ${ORDER_OF_ENTRY} AND o.member_id = e.member_id
    WHERE e.member_id = ?1 AND e.created_at >= ?2 AND e.created_at < ?3 AND e.kind IN ('bet', 'win', 'refund')
    GROUP BY o.game_type`,
  /** ?1, ?2 the period, ?3 the member. */
  validByType: `${VALID_TURNOVER_BY_TYPE} AND s.member_id = ?3 GROUP BY o.game_type`,
};

/** The statements of one member's report, for one batch. */
export function memberReportStatements(db: D1Database, memberId: number, r: Range): D1PreparedStatement[] {
  return [
    db.prepare(MEMBER_REPORT_SQL.period).bind(memberId, r.start, r.end),
    db.prepare(MEMBER_REPORT_SQL.lifetime).bind(memberId),
    db.prepare(MEMBER_REPORT_SQL.entriesByType).bind(memberId, r.start, r.end),
    db.prepare(MEMBER_REPORT_SQL.validByType).bind(r.start, r.end, memberId),
  ];
}

/** The figures from the four results of memberReportStatements, in order. */
export function memberFiguresOf(results: D1Result<unknown>[]): MemberFigures {
  const [sums, lifetime, entriesByType, validByType] = results;
  const s = sums!.results[0] as Sums;
  const l = lifetime!.results[0] as Sums;
  const entries = entriesByType!.results as { game_type: string; bets: number; wins: number }[];
  const validTypes = validByType!.results as { game_type: string; valid: number }[];
  const validTurnover = validTypes.reduce((n, v) => n + v.valid, 0);
  const byCategory = GAME_TYPES.flatMap((type) => {
    const e = entries.find((x) => x.game_type === type);
    const v = validTypes.find((x) => x.game_type === type)?.valid ?? 0;
    if (!e && !v) return [];
    const wins = e?.wins ?? 0;
    return [{ gameType: type, bets: Math.max(0, e?.bets ?? 0), validTurnover: v, wins, profit: wins - v }];
  });
  return {
    bets: Math.max(0, s.bets),
    validTurnover,
    wins: s.wins,
    bonuses: s.bonuses,
    rebates: s.rebates,
    deposits: s.deposits,
    withdrawals: Math.max(0, s.withdrawals),
    profit: s.wins + s.rebates + s.bonuses - validTurnover,
    byCategory,
    netDeposits: l.deposits - l.withdrawals,
  };
}

/** One member's figures for the range (the caller settles the member's due bets first). */
export async function memberReport(db: D1Database, memberId: number, r: Range): Promise<MemberFigures> {
  return memberFiguresOf(await db.batch<unknown>(memberReportStatements(db, memberId, r)));
}

/** A team PnL row: the member's report figures for the period (no categories, no lifetime). */
export type TeamPnlRow = Omit<MemberFigures, "byCategory" | "netDeposits"> & { id: number; depth: number; account: string; type: number };
export type TeamPnlTotals = Omit<MemberFigures, "byCategory" | "netDeposits"> & { count: number };

const PNL_FIGURES = ["bets", "validTurnover", "wins", "bonuses", "rebates", "deposits", "withdrawals", "profit"] as const;

/**
 * Team PnL (A-PNL-01) in SQL, a page at a time, in one statement whatever the team's size: every
 * team member's figures for the period — each exactly what memberFiguresOf makes of their own report
 * (bets and withdrawals clamped at 0, profit = wins + rebates + bonuses − validTurnover) —, the rows
 * with any activity (or the one member asked for; figured once, MATERIALIZED), one page of them and
 * their totals as a last row (total = 1).
 * The team drives every join (an index range of each member's own rows): their money from the
 * per-day ledger totals (member_day_totals; the period is whole operator days), their valid
 * turnover from bet_suborders_settled.
 *
 * Binds: ?1 the agent, ?2 and ?3 the first and last operator day, [?4, ?5) their instants, ?6 one
 * team member's id or NULL for all; the page adds ?7 limit and ?8 offset.
 * Rows come level 1 first, then by account without case: accounts are letters and digits
 * (contract/field-rules.ts) and unique without case, so this is the order localeCompare gives.
 */
const TEAM_PNL_ROWS = `${TEAM_CTE},
  listed AS (SELECT t.id, t.depth, m.account, m.type FROM team t CROSS JOIN members m ON m.id = t.id WHERE ?6 IS NULL OR t.id = ?6),
  sums AS (SELECT l.id, ${SUMS} FROM listed l CROSS JOIN member_day_totals d ON d.member_id = l.id WHERE d.day >= ?2 AND d.day <= ?3 GROUP BY l.id),
  valid AS (SELECT l.id, SUM(s.stake_minor) AS valid FROM listed l CROSS JOIN bet_suborders s ON s.member_id = l.id
    WHERE s.status IN ('won', 'lost') AND s.settled_at >= ?4 AND s.settled_at < ?5 GROUP BY l.id),
  figures AS (SELECT l.id, l.depth, l.account, l.type,
      MAX(0, COALESCE(x.bets, 0)) AS bets, COALESCE(v.valid, 0) AS validTurnover, COALESCE(x.wins, 0) AS wins,
      COALESCE(x.bonuses, 0) AS bonuses, COALESCE(x.rebates, 0) AS rebates, COALESCE(x.deposits, 0) AS deposits,
      MAX(0, COALESCE(x.withdrawals, 0)) AS withdrawals
    FROM listed l LEFT JOIN sums x ON x.id = l.id LEFT JOIN valid v ON v.id = l.id),
  pnl_rows AS MATERIALIZED (SELECT *, wins + rebates + bonuses - validTurnover AS profit FROM figures
    WHERE ?6 IS NOT NULL OR bets <> 0 OR validTurnover <> 0 OR wins <> 0 OR bonuses <> 0 OR rebates <> 0 OR deposits <> 0 OR withdrawals <> 0)`;

const PNL_COLUMNS = PNL_FIGURES.join(", ");
const PNL_SUMS = PNL_FIGURES.map((f) => `COALESCE(SUM(${f}), 0)`).join(", ");
export const TEAM_PNL_PAGE_SQL = `${TEAM_PNL_ROWS}
  SELECT * FROM (SELECT 0 AS total, id, depth, account, type, ${PNL_COLUMNS}, NULL AS count FROM pnl_rows
    ORDER BY depth, account COLLATE NOCASE, id LIMIT ?7 OFFSET ?8)
  UNION ALL
  SELECT 1, NULL, NULL, NULL, NULL, ${PNL_SUMS}, COUNT(*) FROM pnl_rows
  ORDER BY total, depth, account COLLATE NOCASE, id`;

/**
 * One page of the agent's team PnL and the totals over every row, for whole operator days
 * `days` ([r.start, r.end) their instants). `only`: one team member's row, shown even without
 * activity. The caller settles the members' due bets first.
 */
export async function teamPnlPage(
  db: D1Database,
  agentId: number,
  days: { from: string; to: string } & Range,
  only: number | null,
  page: { limit: number; offset: number },
): Promise<{ rows: TeamPnlRow[]; totals: TeamPnlTotals }> {
  const rows = (
    await db
      .prepare(TEAM_PNL_PAGE_SQL)
      .bind(agentId, days.from, days.to, days.start, days.end, only, page.limit, page.offset)
      .all<TeamPnlRow & { total: 0 | 1; count: number | null }>()
  ).results;
  const { count, total: _total, ...sums } = rows.find((r) => r.total === 1)!;
  return { rows: rows.filter((r) => r.total === 0), totals: { ...sums, count: count ?? 0 } };
}
