import { IDEMPOTENCY_KEY } from "@contract/wallet-rules";
import { z } from "zod";
import { C, ORDER_ID } from "./bet-cancel";

/** The cancel form's schema (bet-cancel.ts), for the action only: the page's first load carries no zod (decision 055). */

/** More sub-orders than an order can hold is a forged form. */
const MAX_SUBORDERS = 100;

export const cancelSchema = z.object({
  orderId: z.string().regex(ORDER_ID, `${C}.invalid`),
  suborderIds: z
    .array(
      z
        .string()
        .regex(/^\d{1,12}$/, `${C}.invalid`)
        .transform(Number)
        .pipe(z.number().int().positive(`${C}.invalid`)),
    )
    .max(MAX_SUBORDERS, `${C}.invalid`)
    .transform((ids) => [...new Set(ids)]),
  idempotencyKey: z.string({ required_error: `${C}.expired`, invalid_type_error: `${C}.expired` }).regex(IDEMPOTENCY_KEY, `${C}.expired`),
});
export type CancelForm = z.output<typeof cancelSchema>;
