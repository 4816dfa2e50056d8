import { describe, expect, it } from "vitest";
import { POLL_FALLBACK_MS, POLL_MAX_MS, nextPollDelay } from "./lottery-poll";

describe("§4 lottery lobby poll: smallest remaining time among games with a draw number, max 30 s, 0 or less → 7 s", () => {
  it("waits for the game that changes first", () => {
    expect(
      nextPollDelay([
        { numero: "1", remainTime: 12_000 },
        { numero: "2", remainTime: 4_500 },
      ]),
    ).toBe(4_500);
  });
  it("ignores games without a draw number", () => {
    expect(
      nextPollDelay([
        { numero: null, remainTime: 1_000 },
        { numero: "", remainTime: 2_000 },
        { numero: "3", remainTime: 9_000 },
      ]),
    ).toBe(9_000);
  });
  it("is capped at 30 s", () => {
    expect(nextPollDelay([{ numero: "1", remainTime: 86_000_000 }])).toBe(POLL_MAX_MS);
    expect(nextPollDelay([])).toBe(POLL_MAX_MS);
  });
  it("falls back to 7 s when the smallest is 0 or less", () => {
    expect(
      nextPollDelay([
        { numero: "1", remainTime: 0 },
        { numero: "2", remainTime: 20_000 },
      ]),
    ).toBe(POLL_FALLBACK_MS);
    expect(nextPollDelay([{ numero: "1", remainTime: -50 }])).toBe(POLL_FALLBACK_MS);
  });
});
