import { describe, expect, it } from "vitest";
import { matchTime, promotionStatus } from "./content";

const NOW = Date.UTC(2026, 10, 21, 4, 0); // 12:00 in Manila

describe("§3 hot matches: kick-off rolls forward with the clock", () => {
  it("places a match at its minute of the operator's day, a day later once passed", () => {
    // NOW is 12:00 in Manila: 20:00 today is ahead; 09:00 today has passed and moves to tomorrow.
    expect(matchTime(NOW, 0, 20 * 60)).toBe(Date.UTC(2026, 10, 21, 12, 0));
    expect(matchTime(NOW, 0, 9 * 60)).toBe(Date.UTC(2026, 10, 22, 1, 0));
    expect(matchTime(NOW, 1, 18 * 60)).toBe(Date.UTC(2026, 10, 22, 10, 0));
  });
});

describe("§4 activity statuses of promotions", () => {
  it("derives coming / Process / Closed from the dates when there is no entry", () => {
    expect(promotionStatus({ starts_at: NOW + 1, ends_at: null, entry_status: null }, NOW)).toBe("coming");
    expect(promotionStatus({ starts_at: null, ends_at: NOW - 1, entry_status: null }, NOW)).toBe("Closed");
    expect(promotionStatus({ starts_at: NOW - 1, ends_at: NOW + 1, entry_status: null }, NOW)).toBe("Process");
    expect(promotionStatus({ starts_at: null, ends_at: NOW - 1, entry_status: "Claimed" }, NOW)).toBe("Claimed");
  });
});
