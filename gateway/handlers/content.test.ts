import { describe, expect, it } from "vitest";
import { matchTime } from "./content";

const NOW = Date.UTC(2026, 10, 21, 4, 0); // 12:00 in Manila

describe("§3 hot matches: kick-off rolls forward with the clock", () => {
  it("places a match at its minute of the operator's day, a day later once passed", () => {
    // NOW is 12:00 in Manila: 20:00 today is ahead; 09:00 today has passed and moves to tomorrow.
    expect(matchTime(NOW, 0, 20 * 60)).toBe(Date.UTC(2026, 10, 21, 12, 0));
    expect(matchTime(NOW, 0, 9 * 60)).toBe(Date.UTC(2026, 10, 22, 1, 0));
    expect(matchTime(NOW, 1, 18 * 60)).toBe(Date.UTC(2026, 10, 22, 10, 0));
  });
});
