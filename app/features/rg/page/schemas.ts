import { EXCLUSION_MONTHS, MAX_LIMIT_MINOR, MONEY_PERIODS, REALITY_CHECK_MINUTES, SESSION_MINUTES, TIMEOUT_DAYS } from "@contract/rg-rules";
import { z } from "zod";
import { parseAmount } from "~/features/wallet/rules";
import { CONTROLS, MONEY_KINDS } from "./controls";

/**
 * The forms of /m/responsibleGaming: one schema per form, told apart by the
 * hidden `intent`. The server parses every post with these (the source of truth for the format);
 * whether a change applies now or after the 24-hour cooling-off is the gateway's decision alone
 * (contract/rg-rules.ts changeSetting), never the form's. Messages are translation keys (rg.page.error.*).
 *
 * Amounts: free text in the currency's major unit, like the wallet forms (parseAmount): "100",
 * "100.5" and "1,000" (commas are thousands separators and are dropped) are accepted; a sign,
 * letters, more than two decimals, zero or more than MAX_LIMIT_MINOR are refused.
 */
export const E = "rg.page.error";

const MAX_LIMIT = MAX_LIMIT_MINOR / 100;

/** A money limit typed by the member, in major units; null when the text is not one. */
export function parseLimitAmount(text: string): number | null {
  const amount = parseAmount(text);
  if (!Number.isFinite(amount)) return null;
  const minor = Math.round(amount * 100);
  // At most two decimals: the cents give the number back (12.345 does not).
  if (minor / 100 !== amount || minor < 1 || minor > MAX_LIMIT_MINOR) return null;
  return amount;
}

const text = (max: number, required: string) => z.string({ required_error: required, invalid_type_error: required }).trim().max(max, required);

/** The value field of a limit form: required for Save, ignored for Remove. */
const op = z.enum(["save", "remove"], { errorMap: () => ({ message: `${E}.invalid` }) });

const moneyLimit = z
  .object({
    intent: z.literal("limit"),
    kind: z.enum(MONEY_KINDS, { errorMap: () => ({ message: `${E}.invalid` }) }),
    period: z.enum(MONEY_PERIODS, { errorMap: () => ({ message: `${E}.invalid` }) }),
    op,
    amount: z.string().max(40).optional(),
  })
  .transform((v, ctx) => {
    if (v.op === "remove") return { intent: "limit" as const, kind: v.kind, period: v.period, value: null };
    const raw = (v.amount ?? "").trim();
    if (!raw) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${E}.amountRequired`, path: ["amount"] });
      return z.NEVER;
    }
    const amount = parseLimitAmount(raw);
    if (amount === null) {
      const plain = parseAmount(raw);
      const tooBig = Number.isFinite(plain) && plain > MAX_LIMIT;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: tooBig ? `${E}.amountMax` : `${E}.amountFormat`, path: ["amount"] });
      return z.NEVER;
    }
    return { intent: "limit" as const, kind: v.kind, period: v.period, value: amount };
  });

const sessionLimit = z
  .object({
    intent: z.literal("session"),
    op,
    minutes: z.string().max(40).optional(),
  })
  .transform((v, ctx) => {
    if (v.op === "remove") return { intent: "limit" as const, kind: "session" as const, period: "session" as const, value: null };
    const raw = (v.minutes ?? "").trim();
    if (!raw) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${E}.minutesRequired`, path: ["minutes"] });
      return z.NEVER;
    }
    const minutes = /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(minutes) || minutes < SESSION_MINUTES.min || minutes > SESSION_MINUTES.max) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${E}.minutesFormat`, path: ["minutes"] });
      return z.NEVER;
    }
    return { intent: "limit" as const, kind: "session" as const, period: "session" as const, value: minutes };
  });

const reality = z.object({
  intent: z.literal("reality"),
  minutes: z
    .enum(["off", ...REALITY_CHECK_MINUTES.map(String)] as [string, ...string[]], { errorMap: () => ({ message: `${E}.realityChoice` }) })
    .transform((m) => (m === "off" ? null : Number(m))),
});

const cancel = z.object({
  intent: z.literal("cancel"),
  control: z.enum(CONTROLS, { errorMap: () => ({ message: `${E}.invalid` }) }),
});

/** The confirm checkbox: a plain checkbox posts "on" when ticked and nothing when not. */
const confirmed = z.literal("on", { errorMap: () => ({ message: `${E}.confirmRequired` }) });

const timeout = z.object({
  intent: z.literal("timeout"),
  days: z.coerce
    .number({ errorMap: () => ({ message: `${E}.timeoutChoice` }) })
    .refine((d) => (TIMEOUT_DAYS as readonly number[]).includes(d), `${E}.timeoutChoice`),
  confirm: confirmed,
});

const exclusion = z.object({
  intent: z.literal("exclusion"),
  months: z.coerce
    .number({ errorMap: () => ({ message: `${E}.exclusionChoice` }) })
    .refine((m) => (EXCLUSION_MONTHS as readonly number[]).includes(m), `${E}.exclusionChoice`),
  password: z
    .string({ required_error: `${E}.passwordRequired`, invalid_type_error: `${E}.passwordRequired` })
    .min(1, `${E}.passwordRequired`)
    .max(128, `${E}.passwordRequired`),
  reason: text(200, `${E}.reasonTooLong`)
    .optional()
    .transform((r) => (r ? r : null)),
  confirm: confirmed,
});

export const INTENTS = ["limit", "session", "reality", "cancel", "timeout", "exclusion"] as const;
export type Intent = (typeof INTENTS)[number];

export const SCHEMAS = { limit: moneyLimit, session: sessionLimit, reality, cancel, timeout, exclusion } as const;

export type RgFormValue =
  | z.output<typeof moneyLimit>
  | z.output<typeof sessionLimit>
  | z.output<typeof reality>
  | z.output<typeof cancel>
  | z.output<typeof timeout>
  | z.output<typeof exclusion>;

/** Field errors by field name ("" = the form's own message), as translation keys. */
export type FieldErrors = Record<string, string>;

/**
 * Parses one posted form. Unknown intents are null (a forged post: the page answers 400). Empty
 * fields arrive as "" from a browser; they are treated as missing.
 */
export function parseRgForm(formData: FormData): { intent: Intent; value: RgFormValue } | { intent: Intent; errors: FieldErrors } | null {
  const intent = INTENTS.find((i) => i === formData.get("intent"));
  if (!intent) return null;
  const input: Record<string, string> = {};
  for (const [key, v] of formData) if (typeof v === "string" && v !== "" && !(key in input)) input[key] = v;
  const parsed = SCHEMAS[intent].safeParse(input);
  if (parsed.success) return { intent, value: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    // A tampered hidden field (kind, period, op, control) is the form's message, not a field's.
    const name = ["intent", "kind", "period", "op", "control"].includes(field) ? "" : field;
    errors[name] ??= issue.message;
  }
  return { intent, errors };
}
