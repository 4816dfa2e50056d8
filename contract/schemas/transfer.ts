import { z } from "zod";

/**
 * Answers of the upline-transfer calls. Money is in the currency's major unit,
 * like the wallet's sumBalance.
 */

const money = z.number().nonnegative();

export const UplineTransferTerms = z.object({
  /** §4 / U-01: the switch on, toUpline set, a type other than 2 (and not a trial), and an upline to send to. */
  allowed: z.boolean(),
  /** Why transfers are blocked for now (a later issue's self-exclusion or time-out), or null. */
  blocked: z.string().nullable(),
  /** The member's upline agent (null when not allowed). */
  upline: z.object({ account: z.string().min(1), nickname: z.string().nullable() }).nullable(),
  currencySymbol: z.string().min(1),
  balance: money,
  /** What may be transferred now (the balance). */
  available: money,
  /** Per transfer. */
  min: money,
  max: money,
  /** Whether the member has set a payment password (needed to transfer). */
  paymentPassword: z.boolean(),
});
export type UplineTransferTerms = z.infer<typeof UplineTransferTerms>;

/** A transfer made (or, for a key sent again, the transfer that key made): its number, amount and the balance it left. */
export const UplineTransferDone = z.object({
  id: z.number().int().positive(),
  amount: money,
  balance: money,
  createdAt: z.number(),
});
export type UplineTransferDone = z.infer<typeof UplineTransferDone>;
