import { describe, expect, it } from "vitest";
import { countdownSeconds, fromSecondsLeft, tick } from "./sms-countdown";

describe("§4 SMS code: idle → sending → countdown → idle", () => {
  it("counts expiredMinutes × 60 s, 60 s by default (§9)", () => {
    expect(countdownSeconds(2)).toBe(120);
    expect(countdownSeconds(undefined)).toBe(60);
    expect(countdownSeconds(0)).toBe(60);
  });
  it("runs the countdown down to idle", () => {
    let s = fromSecondsLeft(2);
    s = tick(s);
    expect(s).toEqual({ phase: "countdown", secondsLeft: 1 });
    s = tick(s);
    expect(s).toEqual({ phase: "idle" });
    expect(fromSecondsLeft(0)).toEqual({ phase: "idle" });
  });
});
