import { z } from "zod";
import { Amount, IdempotencyKey, PaymentPassword } from "./common-requests";

/*
 * Requests of the withdrawal calls and the order records (decision 026;
 * gateway/handlers/wallet.ts, gateway/wallet/order-records.ts). The money calls read their body
 * field by field so that each refusal names what is wrong in the contract's order (see each
 * handler); these schemas are what a request must be to pass every one of those checks.
 */

/** A real date written YYYY-MM-DD (Date.parse reads it back the same: 2026-02-30 is not one). */
const RecordDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => {
    const utc = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(utc) && new Date(utc).toISOString().slice(0, 10) === d;
  }, "day.format")
  .describe("operator day YYYY-MM-DD (UTC+8)");

/**
 * The query of an order record (withdrawals, deposits): page, page size (≤ 50), an optional
 * status, and operator days `from`–`to` (both included; without them the 90 days up to today;
 * `from` after `to` is refused).
 */
export function orderRecordQueryOf<S extends string>(statuses: readonly [S, ...S[]]) {
  return z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
    from: RecordDate.optional(),
    to: RecordDate.optional(),
    status: z.enum(statuses).optional(),
  });
}

export const WITHDRAWAL_STATUSES = ["pending", "approved", "rejected", "cancelled"] as const;
export const WithdrawalsQuery = orderRecordQueryOf(WITHDRAWAL_STATUSES);

/** A withdrawal to one of the member's cards, confirmed with the payment password. */
export const WithdrawRequest = z.object({
  amount: Amount,
  cardId: z.number().int().positive(),
  paymentPassword: PaymentPassword,
  idempotencyKey: IdempotencyKey,
});

/** Cancels the member's own pending withdrawal (RG-13, where the market allows it). */
export const WithdrawCancelRequest = z.object({ id: z.number().int().positive() });
