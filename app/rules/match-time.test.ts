import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMatchTime } from "./match-time";

describe("§9 match time format MM/DD HH:mm (operator zone UTC+8)", () => {
  it("formats with two-digit fields", () => {
    expect(formatMatchTime(Date.UTC(2026, 0, 5, 1, 7))).toBe("01/05 09:07");
  });
  it("crosses midnight into the operator's next day", () => {
    expect(formatMatchTime(Date.UTC(2026, 11, 31, 16, 30))).toBe("01/01 00:30");
  });
  it("accepts another offset", () => {
    expect(formatMatchTime(Date.UTC(2026, 0, 5, 1, 7), 0)).toBe("01/05 01:07");
  });
});

describe("dates of notices and messages", () => {
  it("formats date and date-time in the operator zone", () => {
    expect(formatDate(Date.UTC(2026, 10, 20, 18, 0))).toBe("2026-11-21");
    expect(formatDateTime(Date.UTC(2026, 10, 20, 18, 5))).toBe("2026-11-21 02:05");
  });
});
