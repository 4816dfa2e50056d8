import { describe, expect, it } from "vitest";
import { bonusFor, requiredTurnover, withdrawable } from "./turnover";

const OFFER = { percentBp: 2_000, capMinor: 100_000, minDepositMinor: 20_000, turnoverMultiple: 5 };

describe("the first-deposit bonus (W-DEP-05, decision 027)", () => {
  it("is a percent of the deposit, rounded down, capped, nothing below the minimum deposit", () => {
    expect(bonusFor(OFFER, 50_000)).toBe(10_000);
    expect(bonusFor(OFFER, 50_001)).toBe(10_000);
    expect(bonusFor(OFFER, 20_000)).toBe(4_000);
    expect(bonusFor(OFFER, 19_999)).toBe(0);
    expect(bonusFor(OFFER, 10_000_000)).toBe(100_000);
  });
  it("requires (deposit + bonus) × the multiple in turnover", () => {
    expect(requiredTurnover(OFFER, 50_000, 10_000)).toBe(300_000);
    expect(requiredTurnover({ turnoverMultiple: 0 }, 50_000, 10_000)).toBe(0);
  });
});

describe("withdrawable = balance − bonus of unmet requirements", () => {
  it("is the balance without requirements, and reads 0 of 0", () => {
    expect(withdrawable(70_000, [])).toEqual({ withdrawableMinor: 70_000, lockedMinor: 0, turnoverRequiredMinor: 0, turnoverDoneMinor: 0 });
  });
  it("locks the bonus until the stakes reach the turnover", () => {
    const r = { bonusMinor: 10_000, requiredMinor: 300_000, stakedMinor: 120_000 };
    expect(withdrawable(60_000, [r])).toEqual({ withdrawableMinor: 50_000, lockedMinor: 10_000, turnoverRequiredMinor: 300_000, turnoverDoneMinor: 120_000 });
    expect(withdrawable(60_000, [{ ...r, stakedMinor: 300_000 }])).toEqual({
      withdrawableMinor: 60_000,
      lockedMinor: 0,
      turnoverRequiredMinor: 0,
      turnoverDoneMinor: 0,
    });
  });
  it("never goes below zero (the bonus was partly lost at play) and counts refunds back", () => {
    expect(withdrawable(4_000, [{ bonusMinor: 10_000, requiredMinor: 300_000, stakedMinor: -500 }]).withdrawableMinor).toBe(0);
    expect(withdrawable(4_000, [{ bonusMinor: 10_000, requiredMinor: 300_000, stakedMinor: -500 }]).turnoverDoneMinor).toBe(0);
  });
  it("adds up several unmet requirements and ignores met ones", () => {
    const out = withdrawable(100_000, [
      { bonusMinor: 10_000, requiredMinor: 300_000, stakedMinor: 50_000 },
      { bonusMinor: 5_000, requiredMinor: 100_000, stakedMinor: 100_000 },
      { bonusMinor: 2_000, requiredMinor: 50_000, stakedMinor: 10_000 },
    ]);
    expect(out).toEqual({ withdrawableMinor: 88_000, lockedMinor: 12_000, turnoverRequiredMinor: 350_000, turnoverDoneMinor: 60_000 });
  });
});
