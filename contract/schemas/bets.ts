import { z } from "zod";

/**
 * Answers of the bet calls (–5; SPEC §7 orders /lgw/orders, /lgw/orders/detail,
 * /lgw/orders/suborders/cancel) and of the personal report (/m/profitandloss). Money is in the
 * currency's major unit, like the wallet's sumBalance. Every figure is derived from the same
 * ledger entries and bet orders (decision 027), so the bet record, the report and the transaction
 * record agree to the cent.
 */

const money = z.number().nonnegative();
/** An operator date, YYYY-MM-DD. */
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A sub-order's state: open (awaiting the draw), won, lost, or cancelled (by the member, refunded).
 * A slot spin is one sub-order settled at once.
 */
export const BetStatus = z.enum(["open", "won", "lost", "cancelled"]);
export type BetStatus = z.infer<typeof BetStatus>;

/** The bet kinds a sub-order can be: a slot spin, digits picked for a draw, big or small on a draw. */
export const BetPlay = z.enum(["SPIN", "DIGITS", "BIG_SMALL"]);
export type BetPlay = z.infer<typeof BetPlay>;

export const BetOrder = z.object({
  /** A random ten-digit order number, as a string (it is shown and copied, never summed). */
  orderId: z.string().regex(/^\d{6,20}$/),
  /** contract/games.ts GAME_TYPES (RNG for the slot spin, LOTT for lottery). */
  gameType: z.string().min(1),
  vendor: z.string(),
  gameName: z.string(),
  /** The lottery draw (numero) the order is on; null for a spin. */
  drawNumber: z.string().nullable(),
  /** Sum of the sub-orders' stakes (cancelled ones included: the record shows what was placed). */
  stake: money,
  /** Sum of the wins paid so far. */
  win: money,
  /** open while any sub-order is open; cancelled when all are; won when any won; else lost. */
  status: BetStatus,
  subCount: z.number().int().positive(),
  createdAt: z.number(),
  settledAt: z.number().nullable(),
  /** Whether any sub-order can still be cancelled (open, and the draw's sales are not closed). */
  cancellable: z.boolean(),
});
export type BetOrder = z.infer<typeof BetOrder>;

export const BetSuborder = z.object({
  id: z.number().int().positive(),
  play: BetPlay,
  /** What was picked: "3-7-1" for digits, "BIG" or "SMALL", "" for a spin. */
  selection: z.string(),
  stake: money,
  /** Pays stake × odds on a win (the spin's multiplier once settled). */
  odds: z.number().nonnegative(),
  win: money,
  status: BetStatus,
  /** The draw result or the spin's reels, once settled. */
  result: z.string().nullable(),
  cancellable: z.boolean(),
});
export type BetSuborder = z.infer<typeof BetSuborder>;

/** Totals over the whole filter (every page): stake, wins, valid turnover (settled stakes), count of orders. */
export const BetTotals = z.object({ stake: money, win: money, validTurnover: money, count: z.number().int().nonnegative() });
export type BetTotals = z.infer<typeof BetTotals>;

export const BetOrderPage = z.object({
  currencySymbol: z.string().min(1),
  items: z.array(BetOrder),
  page: z.number().int().positive(),
  totalPages: z.number().int().positive(),
  totals: BetTotals,
});
export type BetOrderPage = z.infer<typeof BetOrderPage>;

export const BetOrderDetail = z.object({ currencySymbol: z.string().min(1), order: BetOrder, suborders: z.array(BetSuborder) });
export type BetOrderDetail = z.infer<typeof BetOrderDetail>;

/** After a cancel: what came back and the wallet now (the header refreshes from it). */
export const CancelResult = z.object({ refunded: money, balance: money, order: BetOrder });
export type CancelResult = z.infer<typeof CancelResult>;

/** One game category's part of the personal report. */
export const ReportCategory = z.object({ gameType: z.string().min(1), bets: money, validTurnover: money, wins: money, profit: z.number() });

/**
 * The personal report for a period (research R-08). Each figure is a sum of ledger entries of one
 * kind in the period (bets = bet − refund, withdrawals = withdrawal − withdrawal_release), except
 * validTurnover, the stakes of sub-orders settled in the period.
 * profit = wins + rebates + bonuses − validTurnover.
 */
export const PersonalReport = z.object({
  currencySymbol: z.string().min(1),
  from: date,
  to: date,
  bets: money,
  validTurnover: money,
  wins: money,
  bonuses: money,
  rebates: money,
  deposits: money,
  withdrawals: money,
  profit: z.number(),
  byCategory: z.array(ReportCategory),
  /** Lifetime deposits − lifetime withdrawals (not limited to the period). */
  netDeposits: z.number(),
});
export type PersonalReport = z.infer<typeof PersonalReport>;
