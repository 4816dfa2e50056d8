import { RAIN_AUDIENCES, RAIN_SPLITS, rainTermsRefusal } from "@contract/red-rain-rules";
import { PAYMENT_PASSWORD } from "@contract/security-rules";
import { IDEMPOTENCY_KEY, amountToMinor } from "@contract/wallet-rules";
import { z } from "zod";
import { parseAmount } from "~/features/wallet/rules";
import { EXPIRY_CHOICES, R, operatorLocalToEpoch, type RainTerms } from "./rules";

/**
 * The red-envelope rain form's schemas (A-RR-01), shared by the server (the source
 * of truth) and the form (instant feedback): the terms with the bounds of contract/red-rain-rules.ts
 * (the gateway checks the same), then the confirm step's payment password and key. Messages are
 * translation keys under `redRain.`; the values they name come from `rainLimitParams`.
 */
const P = "security.paymentPassword";

// The zod-free rules live in ./rules.ts (the page imports them without zod, decision 055).
export { EXPIRY_CHOICES, R, createRequest, epochToOperatorLocal, operatorLocalToEpoch, termsFields, type RainTerms } from "./rules";

const termsShape = {
  total: z
    .string({ required_error: `${R}.totalRequired`, invalid_type_error: `${R}.totalRequired` })
    .max(20, `${R}.totalFormat`)
    .transform((text, ctx) => {
      const amount = parseAmount(text);
      if (amountToMinor(amount) === null) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${R}.totalFormat` });
        return z.NEVER;
      }
      return amount;
    }),
  // Whole numbers and ranges are checked once, with the other bounds (below).
  count: z.coerce.number({ required_error: `${R}.countRange`, invalid_type_error: `${R}.countRange` }),
  split: z.enum(RAIN_SPLITS, { errorMap: () => ({ message: `${R}.splitRequired` }) }),
  audience: z.enum(RAIN_AUDIENCES, { errorMap: () => ({ message: `${R}.audienceRequired` }) }),
  start: z.enum(["now", "at"], { errorMap: () => ({ message: `${R}.startRequired` }) }),
  startAt: z.string().max(20).optional(),
  expiry: z.coerce.number({ required_error: `${R}.expiryRange`, invalid_type_error: `${R}.expiryRange` }),
};

type Limits = { balance: number };

/** The rain's terms: the bounds and (with the balance the page shows) the balance, in the gateway's order. */
function withBounds<T extends z.ZodRawShape>(shape: T, now: number, limits?: Limits) {
  return z
    .object(shape)
    .superRefine((v, ctx) => {
      const value = v as unknown as { total: number; count: number; start: "now" | "at"; startAt?: string; expiry: number };
      const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
      let startsAt: number | null = null;
      if (value.start === "at") {
        startsAt = value.startAt ? operatorLocalToEpoch(value.startAt) : null;
        if (startsAt === null) return issue("startAt", `${R}.startAtRequired`);
      }
      const totalMinor = Math.round(value.total * 100);
      const refusal = rainTermsRefusal({ totalMinor, count: value.count, expiresInMinutes: value.expiry, startsAt: Math.max(now, startsAt ?? now), now });
      if (refusal === "total.min") issue("total", `${R}.totalMin`);
      else if (refusal === "total.max") issue("total", `${R}.totalMax`);
      else if (refusal === "count.range") issue("count", `${R}.countRange`);
      else if (refusal === "count.tooMany") issue("count", `${R}.countTooMany`);
      else if (refusal === "expiry.range" || !(EXPIRY_CHOICES as readonly number[]).includes(value.expiry)) issue("expiry", `${R}.expiryRange`);
      else if (refusal === "start.range") issue("startAt", `${R}.startRange`);
      else if (limits && value.total > limits.balance) issue("total", `${R}.overBalance`);
    })
    .transform((v) => {
      const value = v as unknown as {
        total: number;
        count: number;
        split: RainTerms["split"];
        audience: RainTerms["audience"];
        start: string;
        startAt?: string;
        expiry: number;
      };
      const terms: RainTerms = {
        total: value.total,
        count: value.count,
        split: value.split,
        audience: value.audience,
        startsAt: value.start === "at" && value.startAt ? operatorLocalToEpoch(value.startAt) : null,
        expiry: value.expiry,
      };
      return { ...v, terms };
    });
}

/** Step 1, the terms (a GET to `?review=1`: nothing moves yet). */
export function reviewSchema(now: number, limits?: Limits) {
  return withBounds(termsShape, now, limits);
}

/** Step 2, the confirmed rain: the terms again (hidden), the payment password and the form's key. */
export function createSchema(now: number, limits?: Limits) {
  return withBounds(
    {
      ...termsShape,
      paymentPassword: z
        .string({ required_error: `${P}.required`, invalid_type_error: `${P}.required` })
        .max(6, `${P}.format`)
        .regex(PAYMENT_PASSWORD, `${P}.format`),
      idempotencyKey: z.string({ required_error: `${R}.expired` }).regex(IDEMPOTENCY_KEY, `${R}.expired`),
    },
    now,
    limits,
  );
}

/** The grab's form: which rain, and the key of this render (no amount: the gateway decides). */
export const grabSchema = z.object({
  rainId: z.coerce.number().int().positive(),
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY),
});
