import { PAYMENT_PASSWORD } from "@contract/security-rules";
import { IDEMPOTENCY_KEY, amountToMinor } from "@contract/wallet-rules";
import { z } from "zod";
import { parseAmount } from "~/features/wallet/rules";
import { U, type TransferLimits } from "./rules";

/**
 * The upline-transfer form's schemas (U-03), shared by the server (the source of
 * truth) and the form (instant feedback). The amount's format is the gateway's
 * (contract/wallet-rules.ts: above zero, at most two decimals); with the terms the page shows (min,
 * max, available) it also checks the limits, so the page and the gateway agree. Messages are
 * translation keys; the values they name come from `transferLimitParams`.
 */
const P = "security.paymentPassword";

// The zod-free rules live in ./rules.ts (the page imports them without zod, decision 055).
export { U, allAmount, plainAmount, type TransferLimits } from "./rules";

function amountField(limits?: TransferLimits) {
  return z
    .string({ required_error: `${U}.amountRequired`, invalid_type_error: `${U}.amountRequired` })
    .max(20, `${U}.amountFormat`)
    .transform((text, ctx) => {
      const amount = parseAmount(text);
      if (amountToMinor(amount) === null) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${U}.amountFormat` });
        return z.NEVER;
      }
      return amount;
    })
    .superRefine((amount, ctx) => {
      if (!limits) return;
      const issue = (message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      // The order of the gateway's refusals: min, max, then the balance.
      if (amount < limits.min) issue(`${U}.amountMin`);
      else if (amount > limits.max) issue(`${U}.amountMax`);
      else if (amount > limits.available) issue(`${U}.amountOverBalance`);
    });
}

/** Step 1, the amount (a GET to `?review=1`: nothing moves, so no key and no password yet). */
export function reviewSchema(limits?: TransferLimits) {
  return z.object({ amount: amountField(limits) });
}

/** Step 2, the confirmed transfer: the amount again (hidden), the payment password and the form's key. */
export function transferSchema(limits?: TransferLimits) {
  return z.object({
    amount: amountField(limits),
    paymentPassword: z
      .string({ required_error: `${P}.required`, invalid_type_error: `${P}.required` })
      .max(6, `${P}.format`)
      .regex(PAYMENT_PASSWORD, `${P}.format`),
    idempotencyKey: z.string({ required_error: `${U}.expired` }).regex(IDEMPOTENCY_KEY, `${U}.expired`),
  });
}
export type TransferForm = z.output<ReturnType<typeof transferSchema>>;
