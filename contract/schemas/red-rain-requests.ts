import { z } from "zod";
import { Amount, IdempotencyKey, PaymentPassword } from "./common-requests";
import { RAIN_AUDIENCES, RAIN_LIMITS, RAIN_SPLITS } from "../red-rain-rules";

/*
 * Requests of the red-envelope rain (decision 032; gateway/handlers/red-rain.ts),
 * read field by field so each refusal names what is wrong (rain.terms.format { field }, then the
 * bounds of contract/red-rain-rules.ts).
 */

/** Funds a rain from the agent's balance, confirmed with the payment password. */
export const CreateRedRainRequest = z.object({
  totalAmount: Amount.describe(`major units, ${RAIN_LIMITS.minTotalMinor / 100}–${RAIN_LIMITS.maxTotalMinor / 100}`),
  count: z.number().int().describe(`envelopes, ${RAIN_LIMITS.minCount}–${RAIN_LIMITS.maxCount}`),
  split: z.enum(RAIN_SPLITS),
  audience: z.enum(RAIN_AUDIENCES),
  /** Epoch ms; absent, null or past: now. */
  startsAt: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable().optional(),
  expiresInMinutes: z.number().int().describe(`${RAIN_LIMITS.minExpiryMinutes}–${RAIN_LIMITS.maxExpiryMinutes}`),
  paymentPassword: PaymentPassword,
  idempotencyKey: IdempotencyKey,
});

/** Grabs one envelope: the gateway picks it and its amount. */
export const GrabRedRainRequest = z.object({ rainId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), idempotencyKey: IdempotencyKey });
