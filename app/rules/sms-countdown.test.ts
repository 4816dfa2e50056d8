import { describe, expect, it } from "vitest";
import { canRequestCode, countdownSeconds, fromSecondsLeft, tick } from "./sms-countdown";

describe("§4 SMS code: idle → sending → countdown → idle", () => {
  it("counts expiredMinutes × 60 s, 60 s by default (§9)", () => {
    expect(countdownSeconds(2)).toBe(120);
    expect(countdownSeconds(undefined)).toBe(60);
    expect(countdownSeconds(0)).toBe(60);
  });
  it("allows a request only when idle: the button is inactive while sending and counting down", () => {
    expect(canRequestCode({ phase: "idle" })).toBe(true);
    expect(canRequestCode({ phase: "sending" })).toBe(false);
    expect(canRequestCode({ phase: "countdown", secondsLeft: 5 })).toBe(false);
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
