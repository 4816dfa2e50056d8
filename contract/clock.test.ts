import { describe, expect, it } from "vitest";
import { configureClock, createClock, now, parseClockSetting } from "./clock";

/** A real clock the test moves by hand. */
function realClock(start: number) {
  let t = start;
  return { read: () => t, advance: (ms: number) => (t += ms) };
}

const REAL = Date.UTC(2031, 5, 15, 3, 7, 11);
const PINNED = "2026-11-28T10:00:00+08:00";
const PINNED_MS = Date.UTC(2026, 10, 28, 2);

describe("EL_NOW clock (test servers run on a pinned operator time)", () => {
  it("EL_NOW: reads an ISO-8601 instant with offset, Z and fractions included", () => {
    expect(parseClockSetting(PINNED)).toBe(PINNED_MS);
    expect(parseClockSetting("2026-11-28T02:00:00Z")).toBe(PINNED_MS);
    expect(parseClockSetting("2026-11-27T21:30-04:30")).toBe(PINNED_MS);
    expect(parseClockSetting("2026-11-28T10:00:00.25+08:00")).toBe(PINNED_MS + 250);
    expect(parseClockSetting("2024-02-29T00:00:00+00:00")).toBe(Date.UTC(2024, 1, 29));
  });

  it("EL_NOW: an invalid value throws naming it (no offset, impossible date or time, not a date)", () => {
    for (const bad of [
      "2026-11-28T10:00:00",
      "2026-11-28",
      "2026-02-30T10:00:00+08:00",
      "2026-11-28T24:00:00Z",
      "2026-11-28T10:60:00Z",
      "2026-11-28T10:00:00+08:60",
      "2026-11-28T10:00:00+19:00",
      "tomorrow",
      " 2026-11-28T10:00:00Z",
    ]) {
      expect(() => parseClockSetting(bad), bad).toThrow(
        `EL_NOW must be an ISO-8601 instant with offset such as 2026-11-28T10:00:00+08:00, not ${JSON.stringify(bad)}`,
      );
    }
    const clock = createClock(realClock(REAL).read);
    expect(() => clock.useFrom("2026-11-28 10:00")).toThrow(/EL_NOW must be/);
    // Never the real clock in silence: still unset, and the next invalid value throws again.
    expect(clock.now()).toBe(REAL);
    expect(() => clock.useFrom("2026-11-28 10:00")).toThrow(/EL_NOW must be/);
  });

  it("EL_NOW: starts at the pinned instant when first set and runs forward in real time", () => {
    const real = realClock(REAL);
    const clock = createClock(real.read);
    clock.useFrom(PINNED);
    expect(clock.now()).toBe(PINNED_MS);
    real.advance(90_000);
    expect(clock.now()).toBe(PINNED_MS + 90_000);
  });

  it("EL_NOW: the first valid value wins, so the clock never jumps back; setting it again is harmless", () => {
    const real = realClock(REAL);
    const clock = createClock(real.read);
    clock.useFrom(PINNED);
    real.advance(60_000);
    clock.useFrom(PINNED);
    clock.useFrom("2020-01-01T00:00:00Z");
    clock.useFrom(undefined);
    clock.useFrom("");
    expect(clock.now()).toBe(PINNED_MS + 60_000);
    // A later invalid value is still refused loudly.
    expect(() => clock.useFrom("soon")).toThrow(/EL_NOW must be/);
  });

  it("EL_NOW: unset (undefined or empty) is the real clock", () => {
    const real = realClock(REAL);
    const clock = createClock(real.read);
    clock.useFrom(undefined);
    clock.useFrom("");
    expect(clock.now()).toBe(REAL);
    real.advance(5);
    expect(clock.now()).toBe(REAL + 5);
    // The module's own clock, never configured in this file, is Date.now.
    configureClock(undefined);
    const before = Date.now();
    const read = now();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
  });
});
