import { PAYMENT_PASSWORD } from "@shared/security-rules";
import { IDEMPOTENCY_KEY, amountToMinor } from "@shared/wallet-rules";
import { z } from "zod";

/**
 * The withdraw form's schema, shared by the action (the source of truth) and the form (instant
 * feedback). The amount rules are the gateway's (shared/wallet-rules.ts); with the terms the page
 * shows (min, max, withdrawable) it also checks the limits, so the page and the gateway agree.
 * Messages are translation keys; the values they name come from `withdrawParams`.
 */
export const W = "wallet.withdraw";
const P = "security.paymentPassword";

/** The page's terms; `dailyLimit` and `todayAmount` (optional) give today's amount left. */
export type WithdrawLimits = { min: number; max: number; withdrawable: number; dailyLimit?: number; todayAmount?: number };

/** Today's amount left, or null when the terms do not say. */
export function dailyLeft(limits: Pick<WithdrawLimits, "dailyLimit" | "todayAmount">): number | null {
  return limits.dailyLimit === undefined ? null : Math.max(0, Math.round((limits.dailyLimit - (limits.todayAmount ?? 0)) * 100) / 100);
}

/** "1,234.5" / " 100 " → 1234.5 / 100; anything that is not a plain decimal → NaN. */
export function parseAmount(text: string): number {
  const plain = text.trim().replace(/,/g, "");
  return /^\d+(\.\d*)?$|^\.\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

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

/** What "All" fills: the withdrawable amount, capped at the per-withdrawal maximum (two decimals, no grouping). */
export function allAmount(limits: Pick<WithdrawLimits, "max" | "withdrawable">): string {
  return (Math.floor(Math.min(limits.withdrawable, limits.max) * 100 + 1e-6) / 100).toFixed(2);
}
