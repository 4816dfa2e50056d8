import { describe, expect, it } from "vitest";
import { greetingAt, greetingForHour, operatorHour } from "./agent-greeting";

describe("agent greeting (§9 greeting hours, A-HOME-01)", () => {
  it.each([
    [0, "morning"],
    [10, "morning"],
    [11, "earlyAfternoon"],
    [14, "earlyAfternoon"],
    [15, "lateAfternoon"],
    [18, "lateAfternoon"],
    [19, "evening"],
    [23, "evening"],
    [24, "evening"],
  ] as const)("hour %i is %s", (hour, greeting) => {
    expect(greetingForHour(hour)).toBe(greeting);
  });

  it("refuses what is not an hour", () => {
    expect(() => greetingForHour(-1)).toThrow(RangeError);
    expect(() => greetingForHour(25)).toThrow(RangeError);
    expect(() => greetingForHour(10.5)).toThrow(RangeError);
  });

  it("reads the operator's clock (UTC+8), not the server's", () => {
    // 02:59 UTC is 10:59 in Manila (morning); 03:00 UTC is 11:00 (early afternoon).
    expect(operatorHour(Date.UTC(2026, 10, 24, 2, 59))).toBe(10);
    expect(greetingAt(Date.UTC(2026, 10, 24, 2, 59, 59))).toBe("morning");
    expect(greetingAt(Date.UTC(2026, 10, 24, 3))).toBe("earlyAfternoon");
    // 16:00 UTC is midnight in Manila the next day.
    expect(greetingAt(Date.UTC(2026, 10, 24, 16))).toBe("morning");
    expect(greetingAt(Date.UTC(2026, 10, 24, 11))).toBe("evening");
  });
});
