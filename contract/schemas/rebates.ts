import { GAME_TYPES } from "@contract/games";
import { REBATE_HISTORY_RANGES, type RebateHistoryRange } from "@contract/rebate-rules";
import { z } from "zod";

/**
 * Answers of the manual rebate and rebate report calls (decision 037;
 * gateway/handlers/rebates.ts). Money in the currency's major unit, rates in basis points.
 */

const money = z.number().nonnegative();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const category = z.enum(GAME_TYPES);

export const RebateAccrued = z.object({
  /** MANREBATE3: when off, the page shows what accrued but the claim is refused. */
  enabled: z.boolean(),
  currencySymbol: z.string().min(1),
  today: day,
  /** Today, one row per game category in GAME_TYPES order. */
  rows: z.array(z.object({ category, validTurnover: money, rateBp: z.number().int().nonnegative(), accrued: money, paid: money, claimable: money })),
  /** The earlier days of the last 30 with something still owed, folded in one line. */
  earlier: z.object({
    days: z.number().int().nonnegative(),
    from: day.nullable(),
    to: day.nullable(),
    validTurnover: money,
    accrued: money,
    paid: money,
    claimable: money,
  }),
  total: money,
  min: money,
  canClaim: z.boolean(),
});
export type RebateAccrued = z.infer<typeof RebateAccrued>;

/** A claim made (or, for a key sent again, the claim that key made). */
export const RebateClaimed = z.object({
  amount: money,
  balance: money,
  createdAt: z.number(),
  payouts: z.array(z.object({ id: z.string().regex(/^\d+$/), day, category: z.string(), amount: money })),
});
export type RebateClaimed = z.infer<typeof RebateClaimed>;

export type { RebateHistoryRange };

export const RebateHistory = z.object({
  currencySymbol: z.string().min(1),
  range: z.enum(REBATE_HISTORY_RANGES),
  from: day,
  to: day,
  /** Claims and settlements, newest first: the payout number, what it paid and the balance it left. */
  items: z.array(z.object({ id: z.string().regex(/^\d+$/), day, category: z.string(), amount: money, balanceAfter: z.number(), createdAt: z.number() })),
  total: money,
});
export type RebateHistory = z.infer<typeof RebateHistory>;

export const REBATE_STATUSES = ["paid", "partly_paid", "accruing", "none"] as const;

export const RebateReport = z.object({
  currencySymbol: z.string().min(1),
  from: day,
  to: day,
  items: z.array(
    z.object({
      day,
      category,
      validTurnover: money,
      rateBp: z.number().int().nonnegative(),
      paid: money,
      unpaid: money,
      status: z.enum(REBATE_STATUSES),
    }),
  ),
  page: z.number().int().positive(),
  totalPages: z.number().int().positive(),
  totals: z.object({ validTurnover: money, paid: money, unpaid: money, count: z.number().int().nonnegative() }),
});
export type RebateReport = z.infer<typeof RebateReport>;
