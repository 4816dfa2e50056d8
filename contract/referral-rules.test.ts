import { describe, expect, it } from "vitest";
import { DAY_MS, isFriendRange, isQualified, qualificationDeadline, rangeStart } from "./referral-rules";
import { ReferralRules } from "./schemas/promotions";

const rules: ReferralRules = { minDepositMinor: 50_000, rewardMinor: 10_000, inviteeRewardMinor: 10_000, turnoverMultiple: 1, windowDays: 30, conditions: {} };

describe("referral rules (P-INV-02)", () => {
  it("qualifies at the minimum deposit, not below", () => {
    expect(isQualified(49_999, rules)).toBe(false);
    expect(isQualified(50_000, rules)).toBe(true);
    expect(isQualified(0, rules)).toBe(false);
  });

  it("closes the window windowDays after registering", () => {
    expect(qualificationDeadline(1_000, rules)).toBe(1_000 + 30 * DAY_MS);
  });

  it("parses the promotion's rules and refuses anything else", () => {
    expect(ReferralRules.parse(rules)).toEqual(rules);
    expect(ReferralRules.safeParse({ ...rules, minDepositMinor: 0 }).success).toBe(false);
    expect(ReferralRules.safeParse({ ...rules, windowDays: 1.5 }).success).toBe(false);
    expect(ReferralRules.safeParse({}).success).toBe(false);
  });

  it("knows the friends list's ranges", () => {
    const now = 100 * DAY_MS;
    expect(rangeStart("24h", now)).toBe(99 * DAY_MS);
    expect(rangeStart("3d", now)).toBe(97 * DAY_MS);
    expect(rangeStart("7d", now)).toBe(93 * DAY_MS);
    expect(rangeStart("1m", now)).toBe(70 * DAY_MS);
    expect(["24h", "3d", "7d", "1m"].every(isFriendRange)).toBe(true);
    expect(isFriendRange("2y")).toBe(false);
    expect(isFriendRange(undefined)).toBe(false);
  });
});
