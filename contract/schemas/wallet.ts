import { z } from "zod";

/**
 * Answers of the wallet's withdrawal calls (decision 026). Money is in the currency's
 * major unit, like the wallet's sumBalance; card numbers arrive as their last four digits only.
 */

const money = z.number().nonnegative();
/** "HH:MM" on the operator's clock (UTC+8); close may be "24:00". */
const clock = z.string().regex(/^\d{2}:\d{2}$/);
/** An operator date, YYYY-MM-DD. */
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const WithdrawTerms = z.object({
  currencySymbol: z.string().min(1),
  balance: money,
  /** What may leave now: the balance less bonus money still to be wagered. */
  withdrawable: money,
  /** The wagering still owed: the page shows "turnoverDone of turnoverRequired wagered" when they differ. */
  turnoverRequired: money,
  turnoverDone: money,
  /** Per withdrawal. */
  min: money,
  max: money,
  /** Percent of the amount, taken from it (0 = free). */
  fee: z.number().nonnegative(),
  serviceHours: z.object({ open: clock, close: clock }),
  /** Whether withdrawals are taken right now (within the service hours). */
  open: z.boolean(),
  /** Today's (operator day) orders that count (pending and approved) and their amount. */
  todayCount: z.number().int().nonnegative(),
  todayAmount: money,
  /** The member's daily allowance, from their VIP level. */
  dailyCount: z.number().int().nonnegative(),
  dailyLimit: money,
  cards: z.array(z.object({ id: z.number().int().positive(), bankName: z.string().min(1), last4: z.string().regex(/^\d{1,4}$/) })),
  /** Whether the member has set a payment password (needed to withdraw). */
  paymentPassword: z.boolean(),
  /** Whether a pending withdrawal may be cancelled by the member (RG-13: the market's rule; not in the UK). */
  cancelAllowed: z.boolean(),
});
export type WithdrawTerms = z.infer<typeof WithdrawTerms>;

/** cancelled: the member took a pending order back (RG-13) and the hold returned to the wallet. */
export const WithdrawalStatus = z.enum(["pending", "approved", "rejected", "cancelled"]);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatus>;

/** A placed order (or, for a key sent again, the order that key placed, with its status now). */
export const WithdrawPlaced = z.object({ id: z.number().int().positive(), status: WithdrawalStatus });
export type WithdrawPlaced = z.infer<typeof WithdrawPlaced>;

/** A cancelled order (withdrawCancel): its status now, the amount returned and the balance with it. */
export const WithdrawCancelled = z.object({ id: z.number().int().positive(), status: WithdrawalStatus, amount: money, balance: money });
export type WithdrawCancelled = z.infer<typeof WithdrawCancelled>;

export const WithdrawalRecord = z.object({
  id: z.number().int().positive(),
  amount: money,
  fee: money,
  status: WithdrawalStatus,
  bankName: z.string(),
  last4: z.string().regex(/^\d{1,4}$/),
  createdAt: z.number(),
  decidedAt: z.number().nullable(),
  /** The operator's reason, on a rejected order. */
  reason: z.string().nullable(),
});
export type WithdrawalRecord = z.infer<typeof WithdrawalRecord>;

export const WithdrawalRecords = z.object({
  list: z.array(WithdrawalRecord),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().positive(),
  /** The sum over every page of the filter (the list's foot). */
  totalAmount: money,
  /** The dates the list covers (the gateway's defaults when none were asked: the last 90 days). */
  from: date,
  to: date,
});
export type WithdrawalRecords = z.infer<typeof WithdrawalRecords>;
