import { describe, expect, it } from "vitest";
import {
  COUNTDOWN_NEAR_END_MS,
  COUNTDOWN_NONE,
  COUNTDOWN_TICK_MS,
  countdownRemainingMs,
  formatCountdown,
  isNearEnd,
  lotteryCountdown,
} from "./lottery-countdown";

describe("§4 lottery countdown: format hh:mm:ss, --:--:-- when there is nothing to count", () => {
  it("formats hours, minutes and seconds with two digits", () => {
    expect(formatCountdown(3_723_000)).toBe("01:02:03");
    expect(formatCountdown(59_000)).toBe("00:00:59");
    expect(formatCountdown(100 * 3600_000)).toBe("100:00:00");
  });
  it("rounds partial seconds up, so 00:00:00 is never shown while time is left", () => {
    expect(formatCountdown(500)).toBe("00:00:01");
    expect(formatCountdown(1_001)).toBe("00:00:02");
  });
  it("shows --:--:-- at zero, below zero and without a value", () => {
    expect(formatCountdown(0)).toBe(COUNTDOWN_NONE);
    expect(formatCountdown(-1)).toBe(COUNTDOWN_NONE);
    expect(formatCountdown(null)).toBe(COUNTDOWN_NONE);
    expect(formatCountdown(Number.NaN)).toBe(COUNTDOWN_NONE);
    expect(COUNTDOWN_NONE).toBe("--:--:--");
  });
});

describe("§4 lottery countdown: value = remainTime minus half the time range, floor 0", () => {
  it("subtracts half the spread of the two-value range", () => {
    expect(countdownRemainingMs(60_000, [0, 10_000])).toBe(55_000);
    expect(countdownRemainingMs(60_000, [20_000, 10_000])).toBe(55_000);
    expect(countdownRemainingMs(60_000, null)).toBe(60_000);
  });
  it("never goes below zero", () => {
    expect(countdownRemainingMs(3_000, [0, 10_000])).toBe(0);
    expect(countdownRemainingMs(-5_000)).toBe(0);
  });
});

describe("§4 lottery countdown: near-end at 5 s or fewer, tick 500 ms (§9)", () => {
  it("uses the spec's constants", () => {
    expect(COUNTDOWN_TICK_MS).toBe(500);
    expect(COUNTDOWN_NEAR_END_MS).toBe(5_000);
  });
  it("is near at 5 s and below, not at 5.5 s, and not once run out", () => {
    expect(isNearEnd(5_000)).toBe(true);
    expect(isNearEnd(1)).toBe(true);
    expect(isNearEnd(5_500)).toBe(false);
    expect(isNearEnd(0)).toBe(false);
  });
});

describe("§4 lottery countdown: state of a game", () => {
  it("counts down while on sale", () => {
    expect(lotteryCountdown({ isSale: true, remainTimeMs: 65_000 })).toEqual({ text: "00:01:05", nearEnd: false, remainingMs: 65_000, running: true });
    expect(lotteryCountdown({ isSale: true, remainTimeMs: 65_000, elapsedMs: 60_500 })).toMatchObject({ text: "00:00:05", nearEnd: true, running: true });
  });
  it("shows --:--:-- when not on sale, whatever the remaining time", () => {
    expect(lotteryCountdown({ isSale: false, remainTimeMs: 65_000 })).toEqual({ text: "--:--:--", nearEnd: false, remainingMs: 0, running: false });
  });
  it("shows --:--:-- once the time has run out", () => {
    expect(lotteryCountdown({ isSale: true, remainTimeMs: 2_000, elapsedMs: 2_000 })).toMatchObject({ text: "--:--:--", running: false, nearEnd: false });
    expect(lotteryCountdown({ isSale: true, remainTimeMs: 8_000, timeRangeMs: [0, 4_000], elapsedMs: 6_000 })).toMatchObject({
      text: "--:--:--",
      running: false,
    });
  });
});
