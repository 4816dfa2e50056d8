import { describe, expect, it } from "vitest";
import { countdownParts, missionMoney, missionTitle, percentDone, progressSides } from "./mission-view";

describe("P-MIS-01 mission wording", () => {
  it("composes titles from goal, target and category", () => {
    expect(missionTitle({ goal: "stake_count", category: null, target: 5 }, "day", "₱")).toEqual({
      key: "promotions.missions.goal.stake_count.day",
      values: { count: 5 },
    });
    expect(missionTitle({ goal: "stake", category: "RNG", target: 1000 }, "day", "₱")).toEqual({
      key: "promotions.missions.goal.stakeIn.day",
      values: { amount: "₱1,000", categoryKey: "games.category.RNG" },
    });
    expect(missionTitle({ goal: "win_total", category: null, target: 2000 }, "week", "₱").key).toBe("promotions.missions.goal.win_total.week");
  });

  it("shows whole amounts without cents and progress as amounts, bets or days", () => {
    expect(missionMoney(640, "₱")).toBe("₱640");
    expect(missionMoney(12.5, "₱")).toBe("₱12.50");
    expect(progressSides({ unit: "minor", progress: 640, target: 1000 }, "₱")).toEqual({ done: "₱640", target: "₱1,000" });
    expect(progressSides({ unit: "count", progress: 3, target: 5 }, "₱")).toEqual({ key: "promotions.missions.bets", done: 3, target: 5 });
    expect(percentDone({ progress: 640, target: 1000 })).toBe(64);
    expect(percentDone({ progress: 5, target: 5 })).toBe(100);
  });

  it("counts down by minute", () => {
    expect(countdownParts((5 * 60 + 12) * 60_000)).toEqual({ key: "promotions.missions.duration.hours", values: { h: 5, m: 12 } });
    expect(countdownParts((2 * 1440 + 5 * 60) * 60_000)).toEqual({ key: "promotions.missions.duration.days", values: { d: 2, h: 5 } });
    expect(countdownParts(30_000)).toEqual({ key: "promotions.missions.duration.minutes", values: { m: 1 } });
    expect(countdownParts(0)).toBeNull();
  });
});
