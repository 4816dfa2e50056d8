import { afterEach, describe, expect, it } from "vitest";
import { dateRange } from "./date-ranges";
import { formatDateTime, formatMatchTime } from "./match-time";
import { OPERATOR_UTC_OFFSET_MINUTES, operatorClock } from "./operator-time";

describe("the operator's clock (UTC+8) whatever the device's zone", () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it("is UTC+8", () => {
    expect(OPERATOR_UTC_OFFSET_MINUTES).toBe(480);
    expect(operatorClock(Date.UTC(2026, 10, 20, 18, 5)).format("YYYY-MM-DD HH:mm")).toBe("2026-11-21 02:05");
  });

  it("reads 02:30 in Manila on 8 March 2026 even in New York, where that local time does not exist (daylight-saving gap)", () => {
    const instant = Date.UTC(2026, 2, 7, 18, 30); // 02:30 on 8 March in Manila
    process.env.TZ = "America/New_York";
    expect(new Date(2026, 2, 8, 2, 30).getHours()).toBe(3); // the gap is real here
    expect(formatMatchTime(instant)).toBe("03/08 02:30");
    expect(formatDateTime(instant)).toBe("2026-03-08 02:30");
    expect(dateRange("yesterday", instant)).toEqual(["2026-03-07", "2026-03-07"]);
  });

  it("reads the same in a zone east of the operator's", () => {
    process.env.TZ = "Pacific/Auckland";
    expect(formatDateTime(Date.UTC(2026, 11, 31, 16, 30))).toBe("2027-01-01 00:30");
  });
});
