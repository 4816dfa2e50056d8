import { describe, expect, it } from "vitest";
import { levelFor, progressToNext } from "./vip";

const LEVELS = [
  { level: 2, deposit: 10_000, turnover: 50_000 },
  { level: 1, deposit: 1_000, turnover: 5_000 },
  { level: 3, deposit: 50_000, turnover: 250_000 },
];

describe("VIP level (current level from real deposits and turnover)", () => {
  it("is 0 until both thresholds of level 1 are met", () => {
    expect(levelFor(LEVELS, { deposit: 0, turnover: 0 })).toBe(0);
    expect(levelFor(LEVELS, { deposit: 1_000, turnover: 4_999 })).toBe(0);
    expect(levelFor(LEVELS, { deposit: 999, turnover: 99_999 })).toBe(0);
  });
  it("is the highest level whose thresholds are both met, exactly at the threshold too", () => {
    expect(levelFor(LEVELS, { deposit: 1_000, turnover: 5_000 })).toBe(1);
    expect(levelFor(LEVELS, { deposit: 10_000, turnover: 49_999 })).toBe(1);
    expect(levelFor(LEVELS, { deposit: 60_000, turnover: 300_000 })).toBe(3);
  });
  it("never skips a level that is not met", () => {
    // Level 3's deposit is met, but not level 2's turnover.
    expect(levelFor([...LEVELS, { level: 4, deposit: 0, turnover: 0 }], { deposit: 60_000, turnover: 10_000 })).toBe(1);
  });
});

describe("progress to the next level", () => {
  it("fills the bar with the lagging threshold and says what is missing", () => {
    const p = progressToNext(LEVELS, 1, { deposit: 8_000, turnover: 32_000 });
    expect(p.next?.level).toBe(2);
    expect(p.deposit).toBeCloseTo(0.8);
    expect(p.turnover).toBeCloseTo(0.64);
    expect(p.overall).toBeCloseTo(0.64);
    expect(p.depositToGo).toBe(2_000);
    expect(p.turnoverToGo).toBe(18_000);
  });
  it("caps a met threshold at 100 % and reports nothing missing", () => {
    const p = progressToNext(LEVELS, 0, { deposit: 5_000, turnover: 1_000 });
    expect(p.deposit).toBe(1);
    expect(p.depositToGo).toBe(0);
    expect(p.overall).toBeCloseTo(0.2);
  });
  it("has no next level at the top", () => {
    expect(progressToNext(LEVELS, 3, { deposit: 1e9, turnover: 1e9 })).toMatchObject({ next: null, overall: 1 });
  });
});
