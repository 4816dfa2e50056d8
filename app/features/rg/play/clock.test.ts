import { describe, expect, it } from "vitest";
import { elapsedMinutes, formatElapsed, formatNet, msToNextMinute, msUntilDue, realityDue } from "./clock";

const T0 = Date.UTC(2026, 10, 24, 1, 0, 0);
const min = (m: number) => m * 60_000;

describe("session clock (RTS 13C)", () => {
  it("shows hours and minutes since sign-in as h:mm", () => {
    expect(formatElapsed(T0, T0)).toBe("0:00");
    expect(formatElapsed(T0, T0 + min(42) + 59_000)).toBe("0:42");
    expect(formatElapsed(T0, T0 + min(60))).toBe("1:00");
    expect(formatElapsed(T0, T0 + min(12 * 60 + 5))).toBe("12:05");
  });

  it("never shows a negative time when the clocks disagree a little", () => {
    expect(elapsedMinutes(T0, T0 - 5_000)).toBe(0);
    expect(formatElapsed(T0, T0 - min(3))).toBe("0:00");
  });

  it("ticks at the next whole minute since sign-in, never sooner than a second", () => {
    expect(msToNextMinute(T0, T0)).toBe(60_000);
    expect(msToNextMinute(T0, T0 + 45_000)).toBe(15_000);
    expect(msToNextMinute(T0, T0 + min(1) - 200)).toBe(1_000);
    expect(msToNextMinute(T0, T0 - 5_000)).toBe(5_000);
  });
});

describe("reality check due (RG-09)", () => {
  it("is due from its instant on, never when off", () => {
    expect(realityDue(null, T0)).toBe(false);
    expect(realityDue(T0 + 1, T0)).toBe(false);
    expect(realityDue(T0, T0)).toBe(true);
    expect(realityDue(T0 - min(1), T0)).toBe(true);
  });

  it("counts down to the instant and stops at zero", () => {
    expect(msUntilDue(null, T0)).toBeNull();
    expect(msUntilDue(T0 + 3_000, T0)).toBe(3_000);
    expect(msUntilDue(T0 - 3_000, T0)).toBe(0);
  });
});

describe("net position sign", () => {
  it("signs a win with + and a loss with a real minus", () => {
    expect(formatNet(120, "₱")).toEqual({ text: "+₱120.00", tone: "up" });
    expect(formatNet(-35, "₱")).toEqual({ text: "\u2212₱35.00", tone: "down" });
    expect(formatNet(-1234.5, "₱")).toEqual({ text: "\u2212₱1,234.50", tone: "down" });
  });

  it("shows no sign for nothing won or lost, also after rounding", () => {
    expect(formatNet(0, "₱")).toEqual({ text: "₱0.00", tone: "even" });
    expect(formatNet(-0.001, "₱")).toEqual({ text: "₱0.00", tone: "even" });
  });
});
