import { describe, expect, it } from "vitest";
import { DATE_RANGE_KEYS, dateRange, isDateRangeKey } from "./date-ranges";

/** An instant given as the operator's wall clock (UTC+8). */
const manila = (y: number, m: number, d: number, h = 12, min = 0, s = 0, ms = 0) => Date.UTC(y, m - 1, d, h, min, s, ms) - 8 * 3_600_000;
const all = (now: number) => Object.fromEntries(DATE_RANGE_KEYS.map((k) => [k, dateRange(k, now)]));

describe("date ranges of the wallet and agent pages, on the operator's calendar", () => {
  it("gives today, yesterday, the last 7 days (today included), this month to date and all of last month", () => {
    expect(all(manila(2026, 11, 21))).toEqual({
      today: ["2026-11-21", "2026-11-21"],
      yesterday: ["2026-11-20", "2026-11-20"],
      last7Days: ["2026-11-15", "2026-11-21"],
      last30Days: ["2026-10-23", "2026-11-21"],
      thisMonth: ["2026-11-01", "2026-11-21"],
      lastMonth: ["2026-10-01", "2026-10-31"],
    });
  });

  it("takes the day from the operator's clock, not UTC's: 02:00 in Manila is still the day before in UTC", () => {
    expect(dateRange("today", Date.UTC(2026, 10, 20, 18, 0))).toEqual(["2026-11-21", "2026-11-21"]);
    expect(dateRange("today", manila(2026, 11, 21, 23, 59, 59, 999))).toEqual(["2026-11-21", "2026-11-21"]);
    expect(dateRange("today", manila(2026, 11, 22, 0, 0))).toEqual(["2026-11-22", "2026-11-22"]);
  });

  it("crosses into the previous month on its first day", () => {
    expect(all(manila(2026, 3, 1, 0, 30))).toEqual({
      today: ["2026-03-01", "2026-03-01"],
      yesterday: ["2026-02-28", "2026-02-28"],
      last7Days: ["2026-02-23", "2026-03-01"],
      last30Days: ["2026-01-31", "2026-03-01"],
      thisMonth: ["2026-03-01", "2026-03-01"],
      lastMonth: ["2026-02-01", "2026-02-28"],
    });
  });

  it("ends last month on its own last day: February of a leap year, and from the 31st", () => {
    expect(dateRange("lastMonth", manila(2028, 3, 1))).toEqual(["2028-02-01", "2028-02-29"]);
    expect(dateRange("lastMonth", manila(2026, 3, 31))).toEqual(["2026-02-01", "2026-02-28"]);
    expect(dateRange("lastMonth", manila(2026, 5, 31))).toEqual(["2026-04-01", "2026-04-30"]);
    expect(dateRange("thisMonth", manila(2026, 1, 31, 23, 59))).toEqual(["2026-01-01", "2026-01-31"]);
  });

  it("crosses into the previous year on the first of January", () => {
    expect(all(manila(2027, 1, 1, 7, 59))).toEqual({
      today: ["2027-01-01", "2027-01-01"],
      yesterday: ["2026-12-31", "2026-12-31"],
      last7Days: ["2026-12-26", "2027-01-01"],
      last30Days: ["2026-12-03", "2027-01-01"],
      thisMonth: ["2027-01-01", "2027-01-01"],
      lastMonth: ["2026-12-01", "2026-12-31"],
    });
  });

  it("reads a range key from a URL value", () => {
    expect(isDateRangeKey("last7Days")).toBe(true);
    expect(isDateRangeKey("lastYear")).toBe(false);
    expect(isDateRangeKey("toString")).toBe(false);
    expect(isDateRangeKey(null)).toBe(false);
  });
});
