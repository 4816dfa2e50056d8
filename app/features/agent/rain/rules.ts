import { OPERATOR_UTC_OFFSET_MINUTES } from "@contract/operator-time";
import type { RAIN_AUDIENCES, RAIN_SPLITS } from "@contract/red-rain-rules";
import type { CreateRainRequest } from "~/gateway-client/red-rain.server";

/**
 * The red-envelope rain form's pure rules: the translation-key prefix, the expiry choices, operator
 * time for the start field and the terms as the steps carry them. No zod here: the page imports
 * these in its first load, while the schemas (./schemas.ts) load with the form's validation after
 * hydration (decision 055).
 */
export const R = "redRain";

/** Fields a refused rain never sends back (hideFields) and the browser empties too. */
export const RAIN_SECRET_FIELDS = ["paymentPassword"];

/** The translation key of an expiry choice ("1 hour"). */
export const expiryKey = (minutes: number) => `${R}.expiryOption.m${minutes}`;

/** The expiry choices the form offers, in minutes (10 minutes to a day). */
export const EXPIRY_CHOICES = [10, 30, 60, 120, 360, 720, 1440] as const;

/** "YYYY-MM-DDTHH:mm" (a datetime-local field) read as operator time (UTC+8): epoch ms, or null. */
export function operatorLocalToEpoch(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi) - OPERATOR_UTC_OFFSET_MINUTES * 60_000;
  const back = new Date(ms + OPERATOR_UTC_OFFSET_MINUTES * 60_000);
  // 2026-02-30 rolls over: not a real date.
  return back.getUTCDate() === d && back.getUTCMonth() === mo - 1 ? ms : null;
}

/** Epoch ms as a datetime-local value in operator time. */
export function epochToOperatorLocal(ms: number): string {
  return new Date(ms + OPERATOR_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

export type RainTerms = {
  total: number;
  count: number;
  split: (typeof RAIN_SPLITS)[number];
  audience: (typeof RAIN_AUDIENCES)[number];
  startsAt: number | null;
  expiry: number;
};

/** The gateway's request for confirmed terms. */
export function createRequest(terms: RainTerms, paymentPassword: string, idempotencyKey: string): CreateRainRequest {
  return {
    totalAmount: terms.total,
    count: terms.count,
    split: terms.split,
    audience: terms.audience,
    startsAt: terms.startsAt,
    expiresInMinutes: terms.expiry,
    paymentPassword,
    idempotencyKey,
  };
}

/** The terms as the form carries them between the steps (query and hidden fields). */
export function termsFields(t: RainTerms): Record<string, string> {
  return {
    total: t.total.toFixed(2),
    count: String(t.count),
    split: t.split,
    audience: t.audience,
    start: t.startsAt === null ? "now" : "at",
    ...(t.startsAt === null ? {} : { startAt: epochToOperatorLocal(t.startsAt) }),
    expiry: String(t.expiry),
  };
}
