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
 * lottery sub-orders first (bets.ts settleDue).
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

/** The statements of one member's report, for one batch (several members' go in one batch too). */
export function memberReportStatements(db: D1Database, memberId: number, r: Range): D1PreparedStatement[] {
  const period = "member_id = ?1 AND created_at >= ?2 AND created_at < ?3";
  return [
    db.prepare(`SELECT ${SUMS} FROM ledger_entries WHERE ${period}`).bind(memberId, r.start, r.end),
    db.prepare(`SELECT ${SUMS} FROM ledger_entries WHERE member_id = ?1`).bind(memberId),
    db
      .prepare(
        `SELECT o.game_type,
           COALESCE(-SUM(CASE WHEN e.kind = 'bet' THEN e.amount_minor END), 0) - COALESCE(SUM(CASE WHEN e.kind = 'refund' THEN e.amount_minor END), 0) AS bets,
           COALESCE(SUM(CASE WHEN e.kind = 'win' THEN e.amount_minor END), 0) AS wins
         FROM ledger_entries e JOIN bet_orders o ON o.id = ${ORDER_OF_ENTRY} AND o.member_id = e.member_id
         WHERE e.member_id = ?1 AND e.created_at >= ?2 AND e.created_at < ?3 AND e.kind IN ('bet', 'win', 'refund')
         GROUP BY o.game_type`,
      )
      .bind(memberId, r.start, r.end),
    db.prepare(`${VALID_TURNOVER_BY_TYPE} AND s.member_id = ?3 GROUP BY o.game_type`).bind(r.start, r.end, memberId),
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

/** Several members' figures, in the order asked, in one batch. */
export async function memberReports(db: D1Database, memberIds: number[], r: Range): Promise<MemberFigures[]> {
  if (!memberIds.length) return [];
  const per = 4;
  const results = await db.batch<unknown>(memberIds.flatMap((id) => memberReportStatements(db, id, r)));
  return memberIds.map((_, i) => memberFiguresOf(results.slice(i * per, (i + 1) * per)));
}
