import { z } from "zod";
import { BetOrder, BetSuborder, BetTotals } from "./bets";

/**
 * Answers of the agent's reports (decision 030; research A-PNL-01,
 * A-BET-01, A-INC-01; gateway/handlers/agent-reports.ts). Money is in the currency's major unit.
 * A team PnL row is the member's own personal report (the same gateway function), a team bet row
 * the member's own bet record row, so the team's totals are the sums of the downlines' records.
 */

const money = z.number().nonnegative();
/** An operator date, YYYY-MM-DD. */
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The PnL figures of a member (as their /m/profitandloss), a page or the whole filter. profit = wins + rebates + bonuses − validTurnover. */
export const PnlFigures = z.object({
  deposits: money,
  withdrawals: money,
  bets: money,
  validTurnover: money,
  wins: money,
  rebates: money,
  bonuses: money,
  profit: z.number(),
});
export type PnlFigures = z.infer<typeof PnlFigures>;

export const TeamPnlRow = PnlFigures.extend({
  account: z.string().min(1),
  /** 1 = a direct downline, 2 = one of theirs… */
  level: z.number().int().positive(),
  isAgent: z.boolean(),
});
export type TeamPnlRow = z.infer<typeof TeamPnlRow>;

export const TeamPnl = z.object({
  currencySymbol: z.string().min(1),
  from: date,
  to: date,
  /** Team members with activity in the period (or the one asked for), level 1 first. */
  items: z.array(TeamPnlRow),
  page: z.number().int().positive(),
  totalPages: z.number().int().positive(),
  /** The sum of this page's rows. */
  pageTotals: PnlFigures,
  /** The sum of every row of the filter; count = rows. */
  totals: PnlFigures.extend({ count: z.number().int().nonnegative() }),
});
export type TeamPnl = z.infer<typeof TeamPnl>;

/** A team member's bet order: their own record's row, plus their account (never cancellable by the agent). */
export const TeamBetOrder = BetOrder.extend({ account: z.string().min(1) });
export type TeamBetOrder = z.infer<typeof TeamBetOrder>;

export const TeamBetPage = z.object({
  currencySymbol: z.string().min(1),
  items: z.array(TeamBetOrder),
  page: z.number().int().positive(),
  totalPages: z.number().int().positive(),
  totals: BetTotals,
});
export type TeamBetPage = z.infer<typeof TeamBetPage>;

export const TeamBetDetail = z.object({ currencySymbol: z.string().min(1), account: z.string().min(1), order: BetOrder, suborders: z.array(BetSuborder) });
export type TeamBetDetail = z.infer<typeof TeamBetDetail>;

const IncomeSplit = z.object({ commission: money, rebate: money, total: money });

/** The agent's rebate income for the days in the range (the day each payout was earned). */
export const AgentIncome = z.object({
  currencySymbol: z.string().min(1),
  from: date,
  to: date,
  totals: IncomeSplit,
  /** Days with income, newest first. */
  byDay: z.array(IncomeSplit.extend({ day: date })),
  byCategory: z.array(IncomeSplit.extend({ gameType: z.string().min(1) })),
  /** Commission by the team member whose turnover earned it, largest first. */
  byDownline: z.array(z.object({ account: z.string().min(1), commission: money })),
});
export type AgentIncome = z.infer<typeof AgentIncome>;
