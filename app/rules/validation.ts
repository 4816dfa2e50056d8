import { z } from "zod";

/**
 * §5 validation rules: one rule set per field name, shared by every form and action.
 * The spec leaves most bounds unstated ("bounds not shown"); the bounds here are ours and are
 * stated once, in this file. Messages are translation keys (validation.* in the account texts).
 */

export const LIMITS = {
  captchaMax: 6,
  smsCodeMax: 10,
  mobileMax: 20,
  mobileMin: 7,
  usernameMin: 4,
  usernameMax: 16,
  passwordMin: 6,
  passwordMax: 20,
  emailMax: 254,
} as const;

/**
 * Names nobody may register (issue 9): ones that read as the operator's staff, and words that
 * code elsewhere may take for a value ("null", "true", …). Compared without case.
 */
export const RESERVED_USERNAMES = new Set([
  "admin", "administrator", "root", "system", "sysadmin", "support", "service", "customerservice", "staff",
  "operator", "moderator", "official", "security", "cashier", "finance", "manager", "webmaster", "postmaster",
  "null", "undefined", "true", "false", "nan", "infinity", "none", "void", "anonymous", "guest", "unknown",
]);
const STAFF_PREFIXES = /^(admin|official|support|system)/i;

export function isReservedUsername(name: string): boolean {
  return RESERVED_USERNAMES.has(name.toLowerCase()) || STAFF_PREFIXES.test(name);
}

/**
 * Password characters: anything visible. Whitespace, control characters (\p{Cc}: NUL, ESC, …)
 * and invisible format characters (\p{Cf}: right-to-left overrides, zero-width joiners) are
 * refused: `\S` alone would accept them, and a password one cannot see cannot be typed again.
 */
const PASSWORD_CHAR = String.raw`[^\s\p{Cc}\p{Cf}]`;

/** A string whose absence reports the field's own "required" key, not zod's English default. */
const text = (requiredKey: string) => z.string({ required_error: requiredKey, invalid_type_error: requiredKey });
const trimmed = (requiredKey: string) => text(requiredKey).trim();

/**
 * A zod preprocessor that reads a blank string (empty or only spaces) as absent: HTML forms and
 * query strings send "" for a field left empty, which must then get the field's default or count
 * as not given, not fail its rule.
 */
export const empty = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** An optional field: empty (or absent) passes, anything else must satisfy the rule (§5). */
export function optional<T extends z.ZodTypeAny>(rule: T) {
  return z.preprocess(empty, rule.optional());
}

/*
 * Some rules repeat their pattern's length bound as a `.max` with the same message: conform's
 * getZodConstraint turns it into the input's maxLength (a pattern alone gives none), so those
 * inputs stop taking characters where the rule would refuse them.
 */
export const rules = {
  /** Registration username: 4–16 letters or digits, starting with a letter. */
  username: trimmed("validation.username.required")
    .min(1, "validation.username.required")
    .regex(/^[A-Za-z][A-Za-z0-9]{3,15}$/, "validation.username.format")
    .max(LIMITS.usernameMax, "validation.username.format")
    .refine((name) => !isReservedUsername(name), "validation.username.reserved"),
  /** Login username: the common rule, also used by forgot-password by e-mail. */
  loginUsername: trimmed("validation.username.required")
    .min(1, "validation.username.required")
    .regex(/^[A-Za-z0-9]{4,16}$/, "validation.username.format"),
  /** New password: 6–20 characters, at least one letter and one digit, no spaces. */
  password: text("validation.password.required")
    .min(1, "validation.password.required")
    .regex(new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)${PASSWORD_CHAR}{6,20}$`, "u"), "validation.password.format"),
  /** Login / old password: 6–20 characters without spaces. */
  loginPassword: text("validation.password.required")
    .min(1, "validation.password.required")
    .regex(new RegExp(`^${PASSWORD_CHAR}{6,20}$`, "u"), "validation.password.format"),
  /** Mobile number: digits only, 7–20 ("mobile message mentions a minimum length"). */
  mobileNum: trimmed("validation.mobile.required")
    .min(1, "validation.mobile.required")
    .regex(/^\d+$/, "validation.mobile.format")
    .min(LIMITS.mobileMin, "validation.mobile.min")
    .max(LIMITS.mobileMax, "validation.mobile.max"),
  /** SMS code: numeric, at most 10 digits. */
  verificationCode: trimmed("validation.code.required")
    .min(1, "validation.code.required")
    .regex(/^\d+$/, "validation.code.format")
    .max(LIMITS.smsCodeMax, "validation.code.max"),
  /** Captcha (when shown): required ('enter the code'), numeric, at most 6. */
  captcha: trimmed("validation.captcha.required")
    .min(1, "validation.captcha.required")
    .regex(/^\d+$/, "validation.captcha.format")
    .max(LIMITS.captchaMax, "validation.captcha.max"),
  /** E-mail: local part, @, a domain with 1–3 dot groups of 2 or 3 letters; trimmed (§5 forgot password). */
  email: trimmed("validation.email.required")
    .min(1, "validation.email.required")
    .max(LIMITS.emailMax, "validation.in_email_incorrect")
    .regex(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z]{2,3}){1,3}$/, "validation.in_email_incorrect"),
  /** Payment password: 6 digits. */
  paymentPassword: text("validation.paymentPassword.format").regex(/^\d{6}$/, "validation.paymentPassword.format").max(6, "validation.paymentPassword.format"),
  nickname: trimmed("validation.nickname.format").min(2, "validation.nickname.format").max(20, "validation.nickname.format"),
  /** Payee name: letters (any script), spaces, dots and hyphens, 2–50. */
  payeeName: trimmed("validation.payeeName.format").regex(/^[\p{L}][\p{L} .'-]{1,49}$/u, "validation.payeeName.format").max(50, "validation.payeeName.format"),
  idNumber: trimmed("validation.idNumber.format").regex(/^[A-Za-z0-9-]{6,30}$/, "validation.idNumber.format").max(30, "validation.idNumber.format"),
  qqNum: trimmed("validation.qqNum.format").regex(/^\d{5,12}$/, "validation.qqNum.format").max(12, "validation.qqNum.format"),
  facebook: trimmed("validation.social.format").regex(/^[A-Za-z0-9.]{3,50}$/, "validation.social.format"),
  wechat: trimmed("validation.social.format").regex(/^[A-Za-z][A-Za-z0-9_-]{5,19}$/, "validation.social.format"),
  line: trimmed("validation.social.format").regex(/^[A-Za-z0-9._-]{3,30}$/, "validation.social.format"),
  whatsapp: trimmed("validation.phoneLike.format").regex(/^\+?\d{7,20}$/, "validation.phoneLike.format").max(21, "validation.phoneLike.format"),
  zalo: trimmed("validation.phoneLike.format").regex(/^\+?\d{7,20}$/, "validation.phoneLike.format").max(21, "validation.phoneLike.format"),
  recommenderId: trimmed("validation.recommender.format").regex(/^[A-Za-z0-9]{1,20}$/, "validation.recommender.format").max(20, "validation.recommender.format"),
  affiliateCode: trimmed("validation.invitation_code_error").regex(/^[A-Za-z0-9]{4,20}$/, "validation.invitation_code_error").max(20, "validation.invitation_code_error"),
  countryDialingCode: text("validation.dialingCode.format").regex(/^\+\d{1,4}$/, "validation.dialingCode.format"),
} as const;

export type RuleName = keyof typeof rules;

/** Confirm-password (§5): required ('Enter password') and equal to the new password. */
export function confirmMatches(password: string, confirm: string | undefined): string | null {
  if (!confirm) return "validation.confirm.required";
  return confirm === password ? null : "validation.confirm.mismatch";
}
