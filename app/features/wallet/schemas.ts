import { PAYMENT_PASSWORD } from "@contract/security-rules";
import { IDEMPOTENCY_KEY, amountToMinor } from "@contract/wallet-rules";
import { z } from "zod";
import { W, dailyLeft, parseAmount, type WithdrawLimits } from "./rules";

/**
 * The withdraw form's schema, shared by the action (the source of truth) and the form (instant
 * feedback). The amount rules are the gateway's (contract/wallet-rules.ts); with the terms the page
 * shows (min, max, withdrawable) it also checks the limits, so the page and the gateway agree.
 * Messages are translation keys; the values they name come from `withdrawParams`.
 */
const P = "security.paymentPassword";

// The zod-free rules live in ./rules.ts (pages import them without zod, decision 055); the
// server code that already imports them from here keeps working.
export { W, allAmount, dailyLeft, parseAmount, type WithdrawLimits } from "./rules";

export function withdrawSchema(limits?: WithdrawLimits) {
  return z.object({
    cardId: z.coerce
      .number({ required_error: `${W}.cardRequired`, invalid_type_error: `${W}.cardRequired` })
      .int(`${W}.cardRequired`)
      .positive(`${W}.cardRequired`),
    amount: z
      .string({ required_error: `${W}.amountRequired`, invalid_type_error: `${W}.amountRequired` })
      .max(20, `${W}.amountFormat`)
      .transform((text, ctx) => {
        const amount = parseAmount(text);
        if (amountToMinor(amount) === null) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${W}.amountFormat` });
          return z.NEVER;
        }
        return amount;
      })
      .superRefine((amount, ctx) => {
        if (!limits) return;
        const issue = (message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, message });
        if (amount < limits.min) issue(`${W}.amountMin`);
        else if (amount > limits.max) issue(`${W}.amountMax`);
        else if (amount > limits.withdrawable) issue(`${W}.amountOverBalance`);
        else if (amount > (dailyLeft(limits) ?? Infinity)) issue(`${W}.dailyAmount`);
      }),
    paymentPassword: z
      .string({ required_error: `${P}.required`, invalid_type_error: `${P}.required` })
      .max(6, `${P}.format`)
      .regex(PAYMENT_PASSWORD, `${P}.format`),
    idempotencyKey: z.string({ required_error: `${W}.expired` }).regex(IDEMPOTENCY_KEY, `${W}.expired`),
  });
}
export type WithdrawForm = z.output<ReturnType<typeof withdrawSchema>>;
