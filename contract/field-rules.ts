/**
 * §5 validation rules, one per field name, as data: what the account forms check before sending
 * and what the gateway checks on arrival. The spec leaves most bounds unstated ("bounds not
 * shown"); the bounds here are ours and are stated once, in this file.
 *
 * A failure is named by a reason key (`validation.*`): the app translates it, and the gateway
 * returns it in a refusal, so both sides speak the same keys. The app builds its zod schemas from
 * these rules (app/rules/validation.ts); the gateway checks with `checkField`.
 */

export const FIELD_LIMITS = {
  captchaMax: 6,
  smsCodeMax: 10,
  mobileMax: 20,
  mobileMin: 7,
  usernameMin: 4,
  usernameMax: 16,
  passwordMin: 6,
  passwordMax: 20,
  nicknameMin: 2,
  nicknameMax: 20,
  emailMax: 254,
} as const;

/**
 * Names nobody may register: ones that read as the operator's staff, and words that
 * code elsewhere may take for a value ("null", "true", …). Compared without case.
 */
export const RESERVED_USERNAMES = new Set([
  "admin",
  "administrator",
  "root",
  "system",
  "sysadmin",
  "support",
  "service",
  "customerservice",
  "staff",
  "operator",
  "moderator",
  "official",
  "security",
  "cashier",
  "finance",
  "manager",
  "webmaster",
  "postmaster",
  "null",
  "undefined",
  "true",
  "false",
  "nan",
  "infinity",
  "none",
  "void",
  "anonymous",
  "guest",
  "unknown",
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
const { passwordMin, passwordMax } = FIELD_LIMITS;

/** One check on the text; a rule's checks run in order and the first that fails names the problem. */
export type FieldCheck = { min: number; key: string } | { max: number; key: string } | { pattern: RegExp; key: string };

export type FieldRule = {
  /** Leading and trailing whitespace is dropped before the checks (and from the value kept). */
  trim: boolean;
  /** Reported for a missing value, one that is not text, and (with `nonEmpty`) an empty one. */
  requiredKey: string;
  nonEmpty?: boolean;
  checks: readonly FieldCheck[];
  /** Runs after every check: a value of the right shape that is still refused (reserved names). */
  refuse?: { test: (value: string) => boolean; key: string };
};

const digits = /^\d+$/;
const phoneLike = /^\+?\d{7,20}$/;
/*
 * A rule whose length bound sits only in its pattern repeats it as a `max` with the same key:
 * conform's getZodConstraint turns that into the input's maxLength (a pattern alone gives none).
 */

export const FIELD_RULES = {
  /** Registration username: 4–16 letters or digits, starting with a letter, not a reserved name. */
  username: {
    trim: true,
    requiredKey: "validation.username.required",
    nonEmpty: true,
    checks: [
      { pattern: /^[A-Za-z][A-Za-z0-9]{3,15}$/, key: "validation.username.format" },
      { max: FIELD_LIMITS.usernameMax, key: "validation.username.format" },
    ],
    refuse: { test: isReservedUsername, key: "validation.username.reserved" },
  },
  /** Login username: the common rule, also used by forgot-password by e-mail. */
  loginUsername: {
    trim: true,
    requiredKey: "validation.username.required",
    nonEmpty: true,
    checks: [{ pattern: /^[A-Za-z0-9]{4,16}$/, key: "validation.username.format" }],
  },
  /** New password: 6–20 characters, at least one letter and one digit, no spaces. */
  password: {
    trim: false,
    requiredKey: "validation.password.required",
    nonEmpty: true,
    checks: [{ pattern: new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)${PASSWORD_CHAR}{${passwordMin},${passwordMax}}$`, "u"), key: "validation.password.format" }],
  },
  /** Login / old password: 6–20 characters without spaces. */
  loginPassword: {
    trim: false,
    requiredKey: "validation.password.required",
    nonEmpty: true,
    checks: [{ pattern: new RegExp(`^${PASSWORD_CHAR}{${passwordMin},${passwordMax}}$`, "u"), key: "validation.password.format" }],
  },
  /** Mobile number: digits only, 7–20 ("mobile message mentions a minimum length"). */
  mobileNum: {
    trim: true,
    requiredKey: "validation.mobile.required",
    nonEmpty: true,
    checks: [
      { pattern: digits, key: "validation.mobile.format" },
      { min: FIELD_LIMITS.mobileMin, key: "validation.mobile.min" },
      { max: FIELD_LIMITS.mobileMax, key: "validation.mobile.max" },
    ],
  },
  /** SMS code: numeric, at most 10 digits. */
  verificationCode: {
    trim: true,
    requiredKey: "validation.code.required",
    nonEmpty: true,
    checks: [
      { pattern: digits, key: "validation.code.format" },
      { max: FIELD_LIMITS.smsCodeMax, key: "validation.code.max" },
    ],
  },
  /** Captcha (when shown): required ('enter the code'), numeric, at most 6. */
  captcha: {
    trim: true,
    requiredKey: "validation.captcha.required",
    nonEmpty: true,
    checks: [
      { pattern: digits, key: "validation.captcha.format" },
      { max: FIELD_LIMITS.captchaMax, key: "validation.captcha.max" },
    ],
  },
  /** E-mail: local part, @, a domain with 1–3 dot groups of 2 or 3 letters; trimmed (§5 forgot password). */
  email: {
    trim: true,
    requiredKey: "validation.email.required",
    nonEmpty: true,
    checks: [
      { max: FIELD_LIMITS.emailMax, key: "validation.in_email_incorrect" },
      { pattern: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z]{2,3}){1,3}$/, key: "validation.in_email_incorrect" },
    ],
  },
  /** Payment password: 6 digits. */
  paymentPassword: {
    trim: false,
    requiredKey: "validation.paymentPassword.format",
    checks: [
      { pattern: /^\d{6}$/, key: "validation.paymentPassword.format" },
      { max: 6, key: "validation.paymentPassword.format" },
    ],
  },
  nickname: {
    trim: true,
    requiredKey: "validation.nickname.format",
    checks: [
      { min: FIELD_LIMITS.nicknameMin, key: "validation.nickname.format" },
      { max: FIELD_LIMITS.nicknameMax, key: "validation.nickname.format" },
    ],
  },
  /** Payee name: letters (any script), spaces, dots and hyphens, 2–50. */
  payeeName: {
    trim: true,
    requiredKey: "validation.payeeName.format",
    checks: [
      { pattern: /^[\p{L}][\p{L} .'-]{1,49}$/u, key: "validation.payeeName.format" },
      { max: 50, key: "validation.payeeName.format" },
    ],
  },
  idNumber: {
    trim: true,
    requiredKey: "validation.idNumber.format",
    checks: [
      { pattern: /^[A-Za-z0-9-]{6,30}$/, key: "validation.idNumber.format" },
      { max: 30, key: "validation.idNumber.format" },
    ],
  },
  qqNum: {
    trim: true,
    requiredKey: "validation.qqNum.format",
    checks: [
      { pattern: /^\d{5,12}$/, key: "validation.qqNum.format" },
      { max: 12, key: "validation.qqNum.format" },
    ],
  },
  facebook: { trim: true, requiredKey: "validation.social.format", checks: [{ pattern: /^[A-Za-z0-9.]{3,50}$/, key: "validation.social.format" }] },
  wechat: { trim: true, requiredKey: "validation.social.format", checks: [{ pattern: /^[A-Za-z][A-Za-z0-9_-]{5,19}$/, key: "validation.social.format" }] },
  line: { trim: true, requiredKey: "validation.social.format", checks: [{ pattern: /^[A-Za-z0-9._-]{3,30}$/, key: "validation.social.format" }] },
  whatsapp: {
    trim: true,
    requiredKey: "validation.phoneLike.format",
    checks: [
      { pattern: phoneLike, key: "validation.phoneLike.format" },
      { max: 21, key: "validation.phoneLike.format" },
    ],
  },
  zalo: {
    trim: true,
    requiredKey: "validation.phoneLike.format",
    checks: [
      { pattern: phoneLike, key: "validation.phoneLike.format" },
      { max: 21, key: "validation.phoneLike.format" },
    ],
  },
  recommenderId: {
    trim: true,
    requiredKey: "validation.recommender.format",
    checks: [
      { pattern: /^[A-Za-z0-9]{1,20}$/, key: "validation.recommender.format" },
      { max: 20, key: "validation.recommender.format" },
    ],
  },
  affiliateCode: {
    trim: true,
    requiredKey: "validation.invitation_code_error",
    checks: [
      { pattern: /^[A-Za-z0-9]{4,20}$/, key: "validation.invitation_code_error" },
      { max: 20, key: "validation.invitation_code_error" },
    ],
  },
  countryDialingCode: { trim: false, requiredKey: "validation.dialingCode.format", checks: [{ pattern: /^\+\d{1,4}$/, key: "validation.dialingCode.format" }] },
} satisfies Record<string, FieldRule>;

export type FieldName = keyof typeof FIELD_RULES;

export type FieldResult = { ok: true; value: string } | { ok: false; key: string };

/** Checks one value against a rule: the value as kept (trimmed when the rule says), or the first failing check's key. */
export function checkField(rule: FieldRule, input: unknown): FieldResult {
  if (typeof input !== "string") return { ok: false, key: rule.requiredKey };
  const value = rule.trim ? input.trim() : input;
  if (rule.nonEmpty && value === "") return { ok: false, key: rule.requiredKey };
  for (const check of rule.checks) {
    const fails = "pattern" in check ? !check.pattern.test(value) : "min" in check ? value.length < check.min : value.length > check.max;
    if (fails) return { ok: false, key: check.key };
  }
  if (rule.refuse?.test(value)) return { ok: false, key: rule.refuse.key };
  return { ok: true, value };
}

/** Confirm-password (§5): required ('Enter password') and equal to the new password. */
export function confirmMatches(password: string, confirm: string | undefined): string | null {
  if (!confirm) return "validation.confirm.required";
  return confirm === password ? null : "validation.confirm.mismatch";
}
