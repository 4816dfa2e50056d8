import { describe, expect, it } from "vitest";
import {
  MIN_REBATE_CLAIM_MINOR,
  REBATE_MAX_BP,
  commissionAt,
  downlineRateRefusal,
  effectiveRate,
  payoutAt,
  rebateClaimable,
  rebateDayStatus,
  rebateRest,
  restPayout,
} from "./rebate-rules";

describe("rebate rates (rebate caps, research A-REB-01)", () => {
  it("a set rate wins over the VIP rate, and neither goes above the upline's", () => {
    expect(effectiveRate(80, 30, 100)).toBe(80);
    expect(effectiveRate(null, 30, 100)).toBe(30);
    expect(effectiveRate(150, 30, 100)).toBe(100);
    expect(effectiveRate(null, 60, 40)).toBe(40);
    expect(effectiveRate(900, 0, null)).toBe(REBATE_MAX_BP);
  });

  it("a downline's rate is a 0.1 % step from 0 to the ceiling and never above the agent's own", () => {
    expect(downlineRateRefusal(50, 50)).toBeNull();
    expect(downlineRateRefusal(0, 50)).toBeNull();
    expect(downlineRateRefusal(60, 50)).toBe("above_own");
    expect(downlineRateRefusal(55, 80)).toBe("step");
    expect(downlineRateRefusal(-10, 80)).toBe("range");
    expect(downlineRateRefusal(REBATE_MAX_BP + 10, 1000)).toBe("range");
    expect(downlineRateRefusal(1.5, 80)).toBe("range");
  });

  it("pays rounded down to the centavo, nothing on nothing", () => {
    expect(payoutAt(123_456, 50)).toBe(617); // 0.5 % of ₱1,234.56 = ₱6.1728
    expect(payoutAt(0, 50)).toBe(0);
    expect(payoutAt(100_000, 0)).toBe(0);
  });

  it("differentials along a chain never pay more than the top agent's rate", () => {
    const base = 1_000_000;
    const [top, mid, player] = [100, 60, 30];
    const paid = payoutAt(base, player) + commissionAt(base, mid, player) + commissionAt(base, top, mid);
    expect(paid).toBeLessThanOrEqual(payoutAt(base, top));
    expect(commissionAt(base, 40, 60)).toBe(0);
  });
});

describe("the manual rebate's accrual and watermark (P-REB-01, decision 037)", () => {
  it("owes what accrued minus what was paid, never less than nothing", () => {
    expect(rebateRest(payoutAt(100_000, 30), 0)).toBe(300);
    expect(rebateRest(300, 120)).toBe(180);
    expect(rebateRest(300, 300)).toBe(0);
    // A rate lowered after a claim: nothing owed, nothing taken back.
    expect(rebateRest(200, 300)).toBe(0);
  });

  it("pays the rest keyed by what was paid before it, so two payments that saw the same amount paid share one key", () => {
    expect(restPayout(300, 0)).toEqual({ amountMinor: 300, watermark: 0 });
    expect(restPayout(500, 300)).toEqual({ amountMinor: 200, watermark: 300 });
    expect(restPayout(300, 300)).toBeNull();
    expect(restPayout(0, 0)).toBeNull();
  });

  it("calls a day paid, partly paid, accruing or nothing earned", () => {
    expect(rebateDayStatus(300, 0)).toBe("paid");
    expect(rebateDayStatus(300, 50)).toBe("partly_paid");
    expect(rebateDayStatus(0, 50)).toBe("accruing");
    expect(rebateDayStatus(0, 0)).toBe("none");
  });

  it("lets a claim be made from the minimum (₱1.00) up", () => {
    expect(MIN_REBATE_CLAIM_MINOR).toBe(100);
    expect(rebateClaimable(99)).toBe(false);
    expect(rebateClaimable(100)).toBe(true);
  });
});
