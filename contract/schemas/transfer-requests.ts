import { z } from "zod";
import { Amount, IdempotencyKey, PaymentPassword } from "./common-requests";

/*
 * Request of the upline transfer (gateway/handlers/transfer.ts), read field by
 * field so each refusal names what is wrong in the contract's order.
 */

/** Moves an amount to the member's upline, confirmed with the payment password. */
export const UplineTransferRequest = z.object({ amount: Amount, paymentPassword: PaymentPassword, idempotencyKey: IdempotencyKey });
