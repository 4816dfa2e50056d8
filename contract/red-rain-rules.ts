/**
 * Red-envelope rain (research A-RR-01…03, decision 032): the bounds a rain's
 * terms must keep and the split of its total into envelopes. One set of rules for the agent's form
 * (instant feedback) and the gateway (the source of truth), which decides every envelope's amount
 * when the rain is created — never the browser.
 */

export const RAIN_SPLITS = ["random", "equal"] as const;
export type RainSplit = (typeof RAIN_SPLITS)[number];

/** Who may grab: the agent's direct downlines, or everyone in their team (any depth). */
export const RAIN_AUDIENCES = ["direct", "team"] as const;
export type RainAudience = (typeof RAIN_AUDIENCES)[number];

export const RAIN_LIMITS = {
  /** ₱1 to ₱100,000 per rain (and never more than the agent's balance). */
  minTotalMinor: 100,
  maxTotalMinor: 10_000_000,
  minCount: 1,
  maxCount: 200,
  /** Every envelope holds at least ₱0.01. */
  minEnvelopeMinor: 1,
  /** A rain lasts 10 minutes to a day. */
  minExpiryMinutes: 10,
  maxExpiryMinutes: 1440,
  /** A start may be set up to a week ahead; a start in the past means now. */
  maxStartAheadMs: 7 * 86_400_000,
} as const;

export type RainTermsRefusal = "total.min" | "total.max" | "count.range" | "count.tooMany" | "expiry.range" | "start.range";

/**
 * Why these terms cannot make a rain (null: they can), in the order the form names them: the total
 * in its range, the count in its range and small enough that each envelope holds ₱0.01, the
 * expiry in its range, the start not too far ahead. The balance is the gateway's to check.
 */
export function rainTermsRefusal(t: { totalMinor: number; count: number; expiresInMinutes: number; startsAt: number; now: number }): RainTermsRefusal | null {
  if (t.totalMinor < RAIN_LIMITS.minTotalMinor) return "total.min";
  if (t.totalMinor > RAIN_LIMITS.maxTotalMinor) return "total.max";
  if (!Number.isInteger(t.count) || t.count < RAIN_LIMITS.minCount || t.count > RAIN_LIMITS.maxCount) return "count.range";
  if (t.totalMinor < t.count * RAIN_LIMITS.minEnvelopeMinor) return "count.tooMany";
  if (!Number.isInteger(t.expiresInMinutes) || t.expiresInMinutes < RAIN_LIMITS.minExpiryMinutes || t.expiresInMinutes > RAIN_LIMITS.maxExpiryMinutes) {
    return "expiry.range";
  }
  if (t.startsAt > t.now + RAIN_LIMITS.maxStartAheadMs) return "start.range";
  return null;
}

/**
 * The total split into `count` envelopes of whole minor units, each at least ₱0.01, summing
 * exactly to the total. Equal: the same amount each, the odd centavos on the first envelopes.
 * Random ("lucky"): the double-average rule — each envelope draws between ₱0.01 and twice the
 * average of what is left (so no envelope can starve the rest), the last takes the remainder —
 * then shuffled, so no position is luckier. `random` returns floats in [0, 1): crypto in the
 * gateway, a seeded PRNG in the seed and the tests (the same seed gives the same split).
 */
export function splitRain(totalMinor: number, count: number, split: RainSplit, random: () => number): number[] {
  if (!Number.isSafeInteger(totalMinor) || !Number.isInteger(count) || count < 1 || totalMinor < count * RAIN_LIMITS.minEnvelopeMinor) {
    throw new Error(`red rain: cannot split ${totalMinor} into ${count}`);
  }
  if (split === "equal") {
    const base = Math.floor(totalMinor / count);
    const odd = totalMinor - base * count;
    return Array.from({ length: count }, (_, i) => base + (i < odd ? 1 : 0));
  }
  const out: number[] = [];
  let rest = totalMinor;
  for (let left = count; left > 1; left--) {
    // Leave at least ₱0.01 for each envelope still to come.
    const max = Math.max(1, Math.min(rest - (left - 1), Math.floor((2 * rest) / left)));
    const amount = 1 + Math.min(max - 1, Math.floor(random() * max));
    out.push(amount);
    rest -= amount;
  }
  out.push(rest);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Floats in [0, 1) from the platform's CSPRNG: what the gateway splits real rains with. */
export function cryptoRandom(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 4294967296;
}
