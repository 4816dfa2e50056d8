import { describe, expect, it } from "vitest";
import { RAIN_LIMITS, rainTermsRefusal, splitRain } from "./red-rain-rules";
import { prng } from "../gateway/core/prng";

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe("splitRain (A-RR-03: the server decides every envelope)", () => {
  it("equal: the same amount each, the odd centavos on the first, summing exactly", () => {
    expect(splitRain(1_000, 3, "equal", Math.random)).toEqual([334, 333, 333]);
    expect(splitRain(50_000, 20, "equal", Math.random)).toEqual(Array(20).fill(2_500));
    expect(splitRain(200, 200, "equal", Math.random)).toEqual(Array(200).fill(1));
  });

  it("random: every envelope at least ₱0.01, summing exactly to the total, for many totals and counts", () => {
    const random = prng(42);
    for (let i = 0; i < 2_000; i++) {
      const count = 1 + Math.floor(random() * RAIN_LIMITS.maxCount);
      const total = count + Math.floor(random() * 1_000_000);
      const parts = splitRain(total, count, "random", random);
      expect(parts).toHaveLength(count);
      expect(sum(parts)).toBe(total);
      expect(Math.min(...parts)).toBeGreaterThanOrEqual(1);
      expect(parts.every(Number.isSafeInteger)).toBe(true);
    }
  });

  it("random: the tightest pool (₱0.01 each) and the extremes of the random source", () => {
    expect(splitRain(200, 200, "random", prng(1))).toEqual(Array(200).fill(1));
    for (const r of [() => 0, () => 0.999_999_999]) {
      const parts = splitRain(10_000, 50, "random", r);
      expect([sum(parts), Math.min(...parts) >= 1]).toEqual([10_000, true]);
    }
  });

  it("random: deterministic for a seed, different for another, and not all equal", () => {
    const a = splitRain(50_000, 20, "random", prng(7));
    expect(splitRain(50_000, 20, "random", prng(7))).toEqual(a);
    expect(splitRain(50_000, 20, "random", prng(8))).not.toEqual(a);
    expect(new Set(a).size).toBeGreaterThan(1);
  });

  it("refuses a total that cannot give each envelope ₱0.01", () => {
    expect(() => splitRain(19, 20, "random", Math.random)).toThrow();
    expect(() => splitRain(100, 0, "equal", Math.random)).toThrow();
  });
});

describe("rainTermsRefusal (A-RR-01 bounds)", () => {
  const now = 1_000_000;
  const ok = { totalMinor: 50_000, count: 20, expiresInMinutes: 60, startsAt: now, now };
  it("accepts terms inside every bound, and names the first bound broken", () => {
    expect(rainTermsRefusal(ok)).toBeNull();
    expect(rainTermsRefusal({ ...ok, totalMinor: 99 })).toBe("total.min");
    expect(rainTermsRefusal({ ...ok, totalMinor: 10_000_001 })).toBe("total.max");
    expect(rainTermsRefusal({ ...ok, count: 0 })).toBe("count.range");
    expect(rainTermsRefusal({ ...ok, count: 201 })).toBe("count.range");
    expect(rainTermsRefusal({ ...ok, count: 1.5 })).toBe("count.range");
    expect(rainTermsRefusal({ ...ok, totalMinor: 150, count: 151 })).toBe("count.tooMany");
    expect(rainTermsRefusal({ ...ok, totalMinor: 200, count: 200 })).toBeNull();
    expect(rainTermsRefusal({ ...ok, expiresInMinutes: 9 })).toBe("expiry.range");
    expect(rainTermsRefusal({ ...ok, expiresInMinutes: 1441 })).toBe("expiry.range");
    expect(rainTermsRefusal({ ...ok, startsAt: now + RAIN_LIMITS.maxStartAheadMs + 1 })).toBe("start.range");
  });
});
