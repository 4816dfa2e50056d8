/**
 * The server's clock: what "now" is for the app's loaders and actions, the embedded gateway, its
 * seed and the operator commands. Unset, it is the real clock. The test servers set
 * EL_NOW (an ISO-8601 instant with offset, e.g. 2026-11-28T10:00:00+08:00) so that no test depends
 * on when the suite runs: the clock then starts at EL_NOW when the process (or Worker isolate)
 * first configures it and runs forward in real time from there, now() = real + offset.
 *
 * Nothing here reads the environment: Node scripts pass process.env.EL_NOW, the Worker its
 * EL_NOW binding on each request (functions/[[path]].ts, load-context.ts, gateway/worker.ts).
 * Durations (budgets, timeouts, elapsed times) are measured with the real clock, not this one.
 */
import { operatorDay } from "./record-range";

/** The setting's form: a date, a time to the minute (seconds and milliseconds optional), an offset. */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Epoch ms of an EL_NOW value; throws naming the value when it is not an instant with offset. A
 * value without an offset is refused, not read in the machine's zone, and an impossible date
 * (2026-02-30, which Date.parse rolls over to March) too.
 */
export function parseClockSetting(value: string): number {
  const m = INSTANT.exec(value);
  const invalid = () => new Error(`EL_NOW must be an ISO-8601 instant with offset such as 2026-11-28T10:00:00+08:00, not ${JSON.stringify(value)}`);
  if (!m) throw invalid();
  const [year, month, day, hour, minute, second = "0", fraction = "0", zone = ""] = m.slice(1) as (string | undefined)[];
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second), Number(fraction.padEnd(3, "0")));
  const back = new Date(wall);
  const real =
    back.getUTCFullYear() === Number(year) &&
    back.getUTCMonth() === Number(month) - 1 &&
    back.getUTCDate() === Number(day) &&
    back.getUTCHours() === Number(hour) &&
    back.getUTCMinutes() === Number(minute) &&
    back.getUTCSeconds() === Number(second);
  const [zoneHours, zoneMinutes] = zone === "Z" ? [0, 0] : [Number(zone.slice(1, 3)), Number(zone.slice(4, 6))];
  // Offsets in use run from -12:00 to +14:00; ISO allows up to 18 hours.
  if (!real || zoneHours > 18 || zoneMinutes >= 60) throw invalid();
  const offsetMinutes = (zone.startsWith("-") ? -1 : 1) * (zoneHours * 60 + zoneMinutes);
  return wall - offsetMinutes * 60_000;
}

export type Clock = {
  /** Epoch ms: the real time, or EL_NOW plus the real time elapsed since the clock was set. */
  now(): number;
  /**
   * Sets the clock from an EL_NOW value: undefined or "" leaves it as it is (the real clock unless
   * set before). The first valid value wins for the life of the clock, so it never jumps back; an
   * invalid value throws every time it is given, never falls back to the real clock in silence.
   */
  useFrom(value: string | undefined): void;
};

/** A clock over a real one (a test passes its own; the app uses the module's, over Date.now). */
export function createClock(real: () => number = () => Date.now()): Clock {
  let pinned: { value: string; offset: number } | null = null;
  return {
    now: () => (pinned ? real() + pinned.offset : real()),
    useFrom(value) {
      // Every request of an isolate passes the same value: the common case costs one comparison.
      if (value === undefined || value === "" || value === pinned?.value) return;
      const at = parseClockSetting(value);
      if (!pinned) pinned = { value, offset: at - real() };
    },
  };
}

const clock = createClock();

/** The server's current time in epoch ms (see the module's comment). */
export const now = (): number => clock.now();

/**
 * Sets the server's clock from EL_NOW (process.env in Node, the binding in a Worker); idempotent.
 * Not named use…: it is no React hook.
 */
export const configureClock = (value: string | undefined): void => clock.useFrom(value);

/**
 * The EL_NOW the test servers run at: 10:00 operator time on the operator day of `at` (the run's
 * start), so no test result depends on the hour the suite runs at. The browser worlds and the
 * built app under Miniflare (the vitest projects "fuzz" and "worker") use it.
 */
export function testClockSetting(at: number): string {
  return `${operatorDay(at)}T10:00:00+08:00`;
}
