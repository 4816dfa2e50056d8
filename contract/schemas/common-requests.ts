import { z } from "zod";
import { FIELD_RULES, checkField, type FieldName } from "../field-rules";
import { isCalendarDay } from "../record-range";
import { PAYMENT_PASSWORD } from "../security-rules";
import { IDEMPOTENCY_KEY, MAX_AMOUNT_MINOR, amountToMinor } from "../wallet-rules";

/*
 * The pieces many request schemas share (contract/schemas/*-requests.ts): the §5 fields, the
 * idempotency key, the payment password, an amount, an operator day, an uploaded file. Each is
 * built on the pure rule both sides already use, so a schema can never accept what the rule refuses.
 */

/**
 * A §5 field as the gateway reads it from a body: the rule of the same name in field-rules.ts (the
 * rule the app's forms check), so a value the form accepts is never refused, and a refusal's
 * message is the reason key the form would show (`validation.*`). Anything that is not text (a
 * missing field too) is refused with the rule's required key.
 */
export function fieldSchema(name: FieldName) {
  const rule = FIELD_RULES[name];
  return z
    .string({ errorMap: () => ({ message: rule.requiredKey }) })
    .transform((input, ctx) => {
      const result = checkField(rule, input);
      if (result.ok) return result.value;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: result.key });
      return z.NEVER;
    })
    .describe(`text by the §5 rule "${name}" (contract/field-rules.ts FIELD_RULES.${name}); trimmed: ${rule.trim}`);
}

/** An optional §5 field: empty (or absent) passes as absent, anything else must satisfy the rule. */
export function optionalFieldSchema(name: FieldName) {
  return z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), fieldSchema(name).optional());
}

/** A random id the form carries (a UUID fits), so a double submit or a retry is recognised as the same request. */
export const IdempotencyKey = z.string().regex(IDEMPOTENCY_KEY).describe("idempotency key: 16–64 letters, digits, _ or -");

/** The payment password: six digits. */
export const PaymentPassword = z.string().regex(PAYMENT_PASSWORD).describe("payment password: six digits");

/** An amount in major units (₱12.50): above zero, at most two decimals, at most ₱100 million. */
export const Amount = z
  .number()
  .positive()
  .max(MAX_AMOUNT_MINOR / 100)
  .refine((v) => amountToMinor(v) !== null, "amount.format")
  .describe("major units, above zero, at most two decimals");

/** An operator calendar day (UTC+8), YYYY-MM-DD; the records' reach (90 days back, never past today) is checked on top. */
export const OperatorDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isCalendarDay, "day.format")
  .describe("operator day YYYY-MM-DD (UTC+8)");

/** A bounded id in a query string (row ids of announcements, notices, messages, promotions). */
export const QueryId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31);

/**
 * A file part of a multipart/form-data body. The gateway checks the bytes, not the declared type:
 * PNG or JPEG, at most 5 MB (contract/deposit-rules.ts receiptRefusal).
 */
export const UploadedImage = z.any().describe("file (binary): a PNG or JPEG image, at most 5 MB");

/**
 * The language an answer is written in, which every call may carry (gateway/core/language.ts): the
 * gateway's code TY, EN or PT as `language` (the help centre's §7 name is `lang`), else the
 * Accept-Language header; anything else reads as TY. Not repeated in each route's query schema.
 */
export const LanguageQuery = z.object({
  language: z.string().max(10).optional().describe("TY, EN or PT; anything else reads as TY"),
  lang: z.string().max(10).optional().describe("the help centre's name for `language`"),
});
