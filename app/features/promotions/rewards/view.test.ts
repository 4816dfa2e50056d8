import { describe, expect, it } from "vitest";
import { claimableHere, expiryText, leftText, periodLabel, progressPercent, progressText, rewardDescription, rewardTitle, wageringText } from "./view";

const base = { key: "event:1", source: "event", title: null, state: "claimable" as const, detail: {} };

describe("reward centre view (P-RC-01)", () => {
  it("names an item after its promotion, else its source, else a generic reward", () => {
    expect(rewardTitle({ source: "event", title: "Big-win showcase" })).toBe("Big-win showcase");
    expect(rewardTitle({ source: "mission", title: null })).toEqual({ key: "promotions.rewards.source.mission" });
    expect(rewardTitle({ source: "lottery_jackpot", title: null })).toEqual({ key: "promotions.rewards.source.other" });
  });

  it("describes each source from its detail, and unknown detail gracefully", () => {
    expect(rewardDescription({ ...base, source: "deposit_bonus", state: "owed", detail: { minDepositMinor: 20_000 } }, "₱")).toEqual({
      key: "promotions.rewards.describe.depositMin",
      params: { amount: "₱200.00" },
    });
    expect(rewardDescription({ ...base, source: "mission", detail: { goal: "stake", target: 100_000, category: "RNG" } }, "₱")).toEqual({
      key: "promotions.rewards.goal.stake_category",
      params: { target: "₱1,000.00" },
      nested: { category: "games.category.RNG" },
    });
    expect(rewardDescription({ ...base, source: "mission", detail: { goal: "stake", target: 100_000, category: "slots" } }, "₱")).toEqual({
      key: "promotions.rewards.goal.stake",
      params: { target: "₱1,000.00" },
    });
    expect(rewardDescription({ ...base, source: "mission", detail: { goal: "stake_count", target: 5 } }, "₱").params).toEqual({ target: 5 });
    expect(rewardDescription({ ...base, source: "mission", detail: { goal: "fly", target: 5, period: "2026-W48" } }, "₱")).toEqual({
      key: "promotions.rewards.describe.mission",
      params: { period: "2026-11-23 – 2026-11-29" }, // the week as its days (periodLabel)
    });
    expect(rewardDescription({ ...base, source: "referral", key: "referral:4:117", detail: { invitee: "pl****01" } }, "₱")).toEqual({
      key: "promotions.rewards.describe.referral",
      params: { invitee: "pl****01" },
    });
    expect(rewardDescription({ ...base, source: "referral", key: "referral:4:self" }, "₱").key).toBe("promotions.rewards.describe.referral_self");
    expect(rewardDescription({ ...base, source: "promo_rebate", detail: { period: 12 } }, "₱").key).toBe("promotions.rewards.describe.promo_rebate_plain");
    expect(rewardDescription({ ...base, source: "weird", detail: { anything: "x" } }, "₱").key).toBe("promotions.rewards.describe.other");
  });

  it("measures progress and what is left", () => {
    expect(progressPercent(640, 1000)).toBe(64);
    expect(progressPercent(2000, 1000)).toBe(100);
    expect(progressPercent(5, 0)).toBe(0);
    expect(progressText({ done: 640, target: 1000, unit: "money" }, "₱").params).toEqual({ done: "₱640.00", target: "₱1,000.00" });
    expect(progressText({ done: 2, target: 3, unit: "days" }, "₱")).toEqual({ key: "promotions.rewards.progress.days", params: { done: 2, target: 3 } });
    expect(leftText({ source: "mission", progress: { done: 700, target: 1000, unit: "money" }, detail: {} }, "₱")).toEqual({
      key: "promotions.rewards.left.money",
      params: { amount: "₱300.00" },
    });
    expect(leftText({ source: "deposit_bonus", progress: null, detail: { minDepositMinor: 20_000 } }, "₱")).toEqual({
      key: "promotions.rewards.left.deposit",
      params: { amount: "₱200.00" },
    });
    expect(leftText({ source: "mission", progress: { done: 3, target: 5, unit: "count" }, detail: {} }, "₱").params).toEqual({ count: 2 });
    expect(leftText({ source: "promo_rebate", progress: null, detail: {} }, "₱").key).toBe("promotions.rewards.left.wait");
  });

  it("says when an item expires", () => {
    const now = Date.UTC(2026, 10, 24);
    expect(expiryText(null, now)).toBeNull();
    expect(expiryText(now + 2 * 86_400_000 + 3 * 3_600_000 + 5 * 60_000, now)).toEqual({
      key: "promotions.rewards.expires.days",
      params: { days: 2, hours: 3 },
    });
    expect(expiryText(now + 5 * 3_600_000 + 12 * 60_000, now)).toEqual({ key: "promotions.rewards.expires.hours", params: { hours: 5, minutes: 12 } });
    expect(expiryText(now + 10_000, now)).toEqual({ key: "promotions.rewards.expires.minutes", params: { minutes: 1 } });
  });

  it("shows wagering as x of y with what is left (P-RC-02)", () => {
    expect(wageringText(null, "₱")).toBeNull();
    expect(wageringText({ required: 50, done: 0, met: false }, "₱")).toEqual({
      main: { key: "promotions.rewards.history.wagered", params: { done: "₱0.00", required: "₱50.00" } },
      state: { key: "promotions.rewards.history.left", params: { amount: "₱50.00" } },
    });
    expect(wageringText({ required: 50, done: 50, met: true }, "₱")!.state).toEqual({ key: "promotions.rewards.history.done" });
  });

  it("claims here only what is claimable and not another page's", () => {
    const list = [
      { key: "a", state: "claimable" as const, claimPath: null },
      { key: "b", state: "claimable" as const, claimPath: "/m/member/manualRebate" },
      { key: "c", state: "owed" as const, claimPath: null },
    ];
    expect(claimableHere(list).map((r) => r.key)).toEqual(["a"]);
  });
});

describe("periodLabel (research P-RC-01: a period a player can read)", () => {
  it("turns an ISO week into its Monday to Sunday and leaves a day as it is", () => {
    expect(periodLabel("2026-W48")).toBe("2026-11-23 – 2026-11-29");
    expect(periodLabel("2026-W01")).toBe("2025-12-29 – 2026-01-04");
    expect(periodLabel("2020-W53")).toBe("2020-12-28 – 2021-01-03");
    expect(periodLabel("2026-11-24")).toBe("2026-11-24");
    expect(periodLabel(null)).toBeNull();
  });
});
