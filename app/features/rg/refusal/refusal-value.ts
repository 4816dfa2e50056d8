import { MONEY_PERIODS, type MoneyPeriod } from "@contract/rg-rules";
import type { RgRefusalValue } from "@contract/schemas/rg";

/**
 * The value of an rg.* refusal, read without zod: pages word refusals at render (a game launch, the
 * deposit page), so this runs in the browser, where zod is not in the first load (decision 055).
 * It accepts exactly what RgRefusalValue (contract/schemas/rg.ts) accepts — a test holds the
 * two together — and, like zod, keeps only the known fields. null when the value is neither shape.
 */
export function readRgRefusalValue(value: unknown): RgRefusalValue | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (
    (v.kind === "deposit" || v.kind === "loss" || v.kind === "stake") &&
    isMoneyPeriod(v.period) &&
    isMoney(v.limit) &&
    isMoney(v.used) &&
    isMoney(v.remaining) &&
    isNumber(v.resetAt)
  ) {
    return { kind: v.kind, period: v.period, limit: v.limit, used: v.used, remaining: v.remaining, resetAt: v.resetAt };
  }
  if (v.until === null || isNumber(v.until)) return { until: v.until };
  return null;
}

/** zod's z.number(): any number but NaN. */
const isNumber = (n: unknown): n is number => typeof n === "number" && !Number.isNaN(n);
/** The schemas' money: a number, not negative. */
const isMoney = (n: unknown): n is number => isNumber(n) && n >= 0;
const isMoneyPeriod = (p: unknown): p is MoneyPeriod => (MONEY_PERIODS as readonly unknown[]).includes(p);
