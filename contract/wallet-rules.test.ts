import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY, MAX_AMOUNT_MINOR, amountToMinor } from "./wallet-rules";

describe("amountToMinor (above zero, at most two decimals)", () => {
  it("takes whole and two-decimal amounts exactly", () => {
    expect(amountToMinor(100)).toBe(10_000);
    expect(amountToMinor(12.5)).toBe(1_250);
    expect(amountToMinor(0.01)).toBe(1);
    expect(amountToMinor(1.1)).toBe(110);
    expect(amountToMinor(19.99)).toBe(1_999);
    expect(amountToMinor(50_000)).toBe(5_000_000);
  });

  it("refuses zero, negatives, three decimals, float noise, non-numbers and absurd sizes", () => {
    for (const bad of [0, -0, -1, -0.01, 0.001, 12.345, 1.005, 0.1 + 0.2, NaN, Infinity, -Infinity, "100", null, undefined, {}, MAX_AMOUNT_MINOR]) {
      expect(amountToMinor(bad), String(bad)).toBeNull();
    }
  });

  it("reads back every amount typed with two decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (cents) => {
        const typed = Number(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`);
        expect(amountToMinor(typed)).toBe(cents);
      }),
    );
  });
});

describe("idempotency keys", () => {
  it("are 16–64 of A–Z a–z 0–9 - _ (a UUID fits)", () => {
    expect(IDEMPOTENCY_KEY.test(crypto.randomUUID())).toBe(true);
    expect(IDEMPOTENCY_KEY.test("a".repeat(16))).toBe(true);
    expect(IDEMPOTENCY_KEY.test("A_b-".repeat(16))).toBe(true);
    for (const bad of ["a".repeat(15), "a".repeat(65), "0b6f8f0e 6a4c 4c43", "key';DROP TABLE--x", "ключ-ключ-ключ-ключ", ""]) {
      expect(IDEMPOTENCY_KEY.test(bad), bad).toBe(false);
    }
  });
});
