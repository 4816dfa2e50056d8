import { ACCOUNT_NUMBER, PAYMENT_PASSWORD, isPayeeName, normalizeAccountNumber, normalizePayeeName } from "@contract/security-rules";
import { z } from "zod";

/**
 * Form schemas of the security centre's money pages, shared by each action (the source of truth)
 * and its form (instant feedback). The rules are the gateway's (contract/security-rules.ts);
 * messages are translation keys.
 */

const P = "security.paymentPassword";
const C = "security.bankCards";

/** Six digits; an empty field reports `requiredKey` (conform reads "" as absent). */
function sixDigits(requiredKey: string) {
  return z.string({ required_error: requiredKey, invalid_type_error: requiredKey }).regex(PAYMENT_PASSWORD, `${P}.format`).max(6, `${P}.format`);
}

/**
 * Set (new + confirm) or, once one is set, change (old + new + confirm). The new one must differ
 * from the old one; the gateway checks the old one itself.
 */
export function paymentPasswordSchema(hasCurrent: boolean) {
  return z
    .object({
      oldPassword: hasCurrent ? sixDigits(`${P}.oldRequired`) : z.string().optional(),
      newPassword: sixDigits(`${P}.required`),
      confirmPassword: z.string().max(6, `${P}.confirmMismatch`).optional(),
    })
    .superRefine((v, ctx) => {
      if (!v.confirmPassword) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["confirmPassword"], message: `${P}.confirmRequired` });
      else if (v.confirmPassword !== v.newPassword) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["confirmPassword"], message: `${P}.confirmMismatch` });
      if (hasCurrent && v.oldPassword && v.oldPassword === v.newPassword) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["newPassword"], message: `${P}.same` });
      }
    });
}

/** A name as the gateway keeps it (spaces collapsed), checked with its rule. */
function personName(requiredKey: string, formatKey: string) {
  return z
    .string({ required_error: requiredKey, invalid_type_error: requiredKey })
    .max(100, formatKey)
    .transform(normalizePayeeName)
    .refine(isPayeeName, formatKey);
}

export const PayeeNameSchema = z.object({ payeeName: personName("security.payeeName.required", "security.payeeName.format") });

/** The bank-card page's two forms share one action, told apart by `intent`. */
export const BindCardSchema = z.object({
  intent: z.literal("add"),
  bankCode: z.string({ required_error: `${C}.bankRequired`, invalid_type_error: `${C}.bankRequired` }).max(32, `${C}.bankUnknown`),
  accountNumber: z
    .string({ required_error: `${C}.accountRequired`, invalid_type_error: `${C}.accountRequired` })
    .max(40, `${C}.accountFormat`)
    .transform(normalizeAccountNumber)
    .refine((n) => ACCOUNT_NUMBER.test(n), `${C}.accountFormat`),
  holderName: personName(`${C}.holderRequired`, "security.payeeName.format"),
});

export const DeleteCardSchema = z.object({
  intent: z.literal("delete"),
  cardId: z.coerce.number().int().positive(),
  paymentPassword: sixDigits(`${P}.required`),
});

export const CARD_INTENTS = ["add", "delete"] as const;
export type CardIntent = (typeof CARD_INTENTS)[number];
