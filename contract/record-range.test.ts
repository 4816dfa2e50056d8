import { describe, expect, it } from "vitest";
import { RECORDS_DAYS_BACK, addDays, dayStartMs, isCalendarDay, isRecordRange, operatorDay, rangeInstants, recordBounds } from "./record-range";

/** An instant given as the operator's wall clock (UTC+8). */
const manila = (day: string, h = 12) => Date.parse(`${day}T00:00:00Z`) + (h - 8) * 3_600_000;

describe("record ranges (R-02): operator days, at most 90 back, never past today", () => {
  it("reads the day on the operator's clock: 01:00 in Manila is still the day before in UTC", () => {
    expect(operatorDay(manila("2026-11-21", 1))).toBe("2026-11-21");
    expect(operatorDay(manila("2026-11-21", 0) - 1)).toBe("2026-11-20");
    expect(dayStartMs("2026-11-21")).toBe(Date.UTC(2026, 10, 20, 16));
  });

  it("knows real calendar days only", () => {
    expect(["2026-02-28", "2028-02-29", "2026-12-31"].every(isCalendarDay)).toBe(true);
    expect(["2026-02-29", "2026-13-01", "2026-1-01", "20260101", "", null, 20260101].some(isCalendarDay)).toBe(false);
  });

  it("moves days across months and years", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-11-23", -RECORDS_DAYS_BACK)).toBe("2026-08-25");
  });

  it("bounds: 90 days back to today", () => {
    const now = manila("2026-11-23", 9);
    expect(recordBounds(now)).toEqual({ min: "2026-08-25", max: "2026-11-23" });
    expect(isRecordRange("2026-08-25", "2026-11-23", now)).toBe(true);
    expect(isRecordRange("2026-08-24", "2026-11-23", now)).toBe(false);
    expect(isRecordRange("2026-11-23", "2026-11-24", now)).toBe(false);
    expect(isRecordRange("2026-11-20", "2026-11-19", now)).toBe(false);
    expect(isRecordRange("2026-11-20", "2026-11-20", now)).toBe(true);
  });

  it("covers whole days: from the first midnight to the midnight after the last day", () => {
    expect(rangeInstants("2026-11-20", "2026-11-21")).toEqual({ start: dayStartMs("2026-11-20"), end: dayStartMs("2026-11-22") });
  });
});
