import { describe, expect, it } from "vitest";
import {
  depositStreak,
  isoWeekKey,
  leaderboard,
  missionProgress,
  missionRewardKey,
  periodBounds,
  previousPeriod,
  rankRows,
  type PeriodFacts,
  type StakeFact,
} from "./mission-rules";

/** Manila wall clock (UTC+8) → epoch ms. */
const manila = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h - 8, min);
const none: PeriodFacts = { stakes: [], wins: [], deposits: [] };

describe("P-MIS-01 mission periods (operator time)", () => {
  it("a day is the operator day, keyed by its date", () => {
    const b = periodBounds("day", manila(2026, 11, 24, 0, 30));
    expect(b.key).toBe("2026-11-24");
    expect(b.start).toBe(manila(2026, 11, 24));
    expect(b.end).toBe(manila(2026, 11, 25));
    // 23:59 UTC on the 23rd is already the 24th in Manila.
    expect(periodBounds("day", Date.UTC(2026, 10, 23, 16, 0)).key).toBe("2026-11-24");
    expect(periodBounds("day", Date.UTC(2026, 10, 23, 15, 59)).key).toBe("2026-11-23");
  });

  it("a week is the ISO week Monday to Monday in operator time", () => {
    const b = periodBounds("week", manila(2026, 11, 24, 12)); // a Tuesday
    expect(b.key).toBe("2026-W48");
    expect(b.start).toBe(manila(2026, 11, 23));
    expect(b.end).toBe(manila(2026, 11, 30));
    expect(periodBounds("week", manila(2026, 11, 29, 23, 59)).key).toBe("2026-W48");
    expect(periodBounds("week", manila(2026, 11, 30)).key).toBe("2026-W49");
  });

  it("ISO week numbers follow the year of the week's Thursday", () => {
    expect(isoWeekKey("2026-01-01")).toBe("2026-W01"); // a Thursday
    expect(isoWeekKey("2027-01-01")).toBe("2026-W53"); // a Friday: 2026 has 53 weeks
    expect(isoWeekKey("2024-12-30")).toBe("2025-W01"); // a Monday
    expect(isoWeekKey("2026-11-23")).toBe("2026-W48");
  });

  it("the previous period ends where the current one starts", () => {
    const now = manila(2026, 11, 24, 9);
    expect(previousPeriod("day", now).key).toBe("2026-11-23");
    expect(previousPeriod("week", now).key).toBe("2026-W47");
    expect(previousPeriod("week", now).end).toBe(periodBounds("week", now).start);
  });

  it("reward keys name the mission and the period", () => {
    expect(missionRewardKey(3, "2026-11-24")).toBe("mission:3:2026-11-24");
  });
});

describe("P-MIS-01 mission progress per goal", () => {
  const now = manila(2026, 11, 24, 15);
  const day = periodBounds("day", now);
  const stake = (orderId: number, gameType: string, stakeMinor: number, status = "lost"): StakeFact => ({ orderId, gameType, stakeMinor, status });

  it("stake_count counts orders, not sub-orders, and never cancelled ones", () => {
    const facts = { ...none, stakes: [stake(1, "RNG", 100), stake(2, "LOTT", 100), stake(2, "LOTT", 100), stake(3, "LOTT", 100, "cancelled")] };
    expect(missionProgress({ goal: "stake_count", category: null, target: 5 }, facts, day, now)).toBe(2);
  });

  it("stake sums stakes of the mission's category, cancelled stakes left out, capped at the target", () => {
    const facts = {
      ...none,
      stakes: [stake(1, "RNG", 60_000), stake(2, "RNG", 4_000, "open"), stake(3, "LOTT", 90_000), stake(4, "RNG", 50_000, "cancelled")],
    };
    expect(missionProgress({ goal: "stake", category: "RNG", target: 100_000 }, facts, day, now)).toBe(64_000);
    expect(missionProgress({ goal: "stake", category: null, target: 100_000 }, facts, day, now)).toBe(100_000);
  });

  it("win_total sums won sub-orders only", () => {
    const facts = {
      ...none,
      wins: [
        { winMinor: 150_000, status: "won" },
        { winMinor: 0, status: "lost" },
      ],
    };
    expect(missionProgress({ goal: "win_total", category: null, target: 200_000 }, facts, day, now)).toBe(150_000);
  });

  it("deposit_total counts deposits credited inside the period only", () => {
    const facts = {
      ...none,
      deposits: [
        { creditedAt: manila(2026, 11, 24, 1), amountMinor: 30_000 },
        { creditedAt: manila(2026, 11, 23, 23, 59), amountMinor: 90_000 },
      ],
    };
    expect(missionProgress({ goal: "deposit_total", category: null, target: 50_000 }, facts, day, now)).toBe(30_000);
  });
});

describe("P-MIS-01 deposit streaks", () => {
  const dep = (d: number, h = 10) => ({ creditedAt: manila(2026, 11, d, h), amountMinor: 10_000 });

  it("counts consecutive operator days ending today", () => {
    const now = manila(2026, 11, 25, 20); // Wednesday of W48
    expect(depositStreak([dep(23), dep(24), dep(25)], periodBounds("week", now), now, 3)).toBe(3);
  });

  it("a run ending yesterday is still alive today; a gap breaks it", () => {
    const now = manila(2026, 11, 26, 8); // Thursday
    const week = periodBounds("week", now);
    expect(depositStreak([dep(24), dep(25)], week, now, 3)).toBe(2);
    expect(depositStreak([dep(23), dep(24)], week, now, 3)).toBe(0);
  });

  it("does not carry a streak across the week boundary", () => {
    const now = manila(2026, 11, 24, 12); // Tuesday of W48: Sat, Sun of W47 do not count
    expect(depositStreak([dep(21), dep(22), dep(23), dep(24)], periodBounds("week", now), now, 3)).toBe(2);
  });

  it("a streak that reached the target stays done after a missed day", () => {
    const now = manila(2026, 11, 28, 12); // Saturday, nothing since Wednesday
    expect(depositStreak([dep(23), dep(24), dep(25)], periodBounds("week", now), now, 3)).toBe(3);
  });

  it("the progress is capped at the target", () => {
    const now = manila(2026, 11, 27, 12);
    const facts = { ...none, deposits: [dep(23), dep(24), dep(25), dep(26), dep(27)] };
    expect(missionProgress({ goal: "deposit_streak", category: null, target: 3 }, facts, periodBounds("week", now), now)).toBe(3);
  });
});

describe("P-MIS-01 leaderboard ranks", () => {
  const rows = [
    { memberId: 1, name: "alice", score: 900 },
    { memberId: 2, name: "bob", score: 500 },
    { memberId: 3, name: "carol", score: 500 },
    { memberId: 4, name: "dave", score: 100 },
  ];

  it("ties share a rank and the next rank skips the tied places", () => {
    expect(rankRows(rows, null).map((r) => r.rank)).toEqual([1, 2, 2, 4]);
  });

  it("names are masked", () => {
    expect(rankRows(rows, 3).map((r) => r.name)).toEqual(["a***", "b***", "c***", "d***"]);
    expect(rankRows(rows, 3).find((r) => r.me)?.name).toBe("c***");
  });

  it("my row is pinned when I am outside the top N, with my real rank", () => {
    const board = leaderboard(rows, { memberId: 9, name: "zed", score: 100, higher: 3 }, 3);
    expect(board.top).toHaveLength(3);
    expect(board.pinned).toEqual({ rank: 4, name: "z***", score: 100, me: true });
  });

  it("no pinned row when I am in the top N or have no score", () => {
    expect(leaderboard(rows, { memberId: 1, name: "alice", score: 900, higher: 0 }, 3).pinned).toBeNull();
    expect(leaderboard(rows, { memberId: 9, name: "zed", score: 0, higher: 4 }, 3).pinned).toBeNull();
  });
});
