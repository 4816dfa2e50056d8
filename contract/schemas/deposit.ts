import { z } from "zod";

/**
 * Answers of the deposit calls (decision 027). Money is in the currency's major
 * unit, like the wallet's sumBalance.
 */

const money = z.number().nonnegative();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const DepositBonus = z.object({
  code: z.string().min(1),
  name: z.string().min(1),
  /** Percent of the deposit. */
  percent: z.number().positive(),
  cap: money,
  minDeposit: money,
  /** The turnover required is (deposit + bonus) × this. */
  turnoverMultiple: z.number().int().nonnegative(),
});
export type DepositBonus = z.infer<typeof DepositBonus>;

export const DepositChannel = z.object({
  code: z.string().min(1),
  kind: z.enum(["EWALLET", "MANUAL"]),
  name: z.string().min(1),
  min: money,
  max: money,
  /** Within [min, max], ascending (W-DEP-03). */
  presets: z.array(money),
  /** Percent of the amount, taken from it (0 = free). */
  fee: z.number().nonnegative(),
  /** The channel's warning line (W-DEP-08). */
  warning: z.string().nullable(),
  /** MANUAL: where the player transfers to. */
  account: z.object({ bankName: z.string(), accountNumber: z.string(), holder: z.string() }).nullable(),
  /** The bonuses this member may choose on this channel now; "No bonus" is the page's own. */
  bonuses: z.array(DepositBonus),
});
export type DepositChannel = z.infer<typeof DepositChannel>;

export const DepositChannels = z.object({
  currencySymbol: z.string().min(1),
  channels: z.array(DepositChannel),
  /** Why this member may not deposit now (a trial account; a self-exclusion or a responsible-gaming limit), or null. */
  refusal: z.object({ code: z.string(), value: z.unknown().optional() }).nullable(),
});
export type DepositChannels = z.infer<typeof DepositChannels>;

export const DepositStatus = z.enum(["pending", "success", "failed", "cancelled"]);
export type DepositStatus = z.infer<typeof DepositStatus>;

/** A placed e-wallet order: pay it on payUrl (the gateway's pay page, on the app's origin for the embedded gateway). */
export const DepositPlaced = z.object({ id: z.number().int().positive(), status: DepositStatus, payUrl: z.string().min(1) });
/** A placed manual order: pending until the operator checks the transfer. */
export const ManualDepositPlaced = z.object({ id: z.number().int().positive(), status: DepositStatus });

/** A cancelled e-wallet order (depositCancel): its status now and its amount. */
export const DepositCancelled = z.object({ id: z.number().int().positive(), status: DepositStatus, amount: money });

export const DepositRecord = z.object({
  id: z.number().int().positive(),
  channelName: z.string(),
  kind: z.enum(["EWALLET", "MANUAL"]),
  amount: money,
  fee: money,
  bonusName: z.string().nullable(),
  /** Granted on credit; null when none was chosen or the order is not credited yet. */
  bonus: money.nullable(),
  status: DepositStatus,
  payerName: z.string().nullable(),
  transferAt: z.number().nullable(),
  remark: z.string().nullable(),
  createdAt: z.number(),
  decidedAt: z.number().nullable(),
  /** The operator's reason, on a failed order. */
  reason: z.string().nullable(),
  /** How many receipts the order has (1-based indexes for the receipt call). */
  receipts: z.number().int().min(0).max(3),
});
export type DepositRecord = z.infer<typeof DepositRecord>;

export const DepositRecords = z.object({
  currencySymbol: z.string().min(1),
  list: z.array(DepositRecord),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().positive(),
  /** Over every page of the filter: the amounts asked, and what reached the wallet. */
  totalAmount: money,
  totalCredited: money,
  from: date,
  to: date,
});
export type DepositRecords = z.infer<typeof DepositRecords>;
