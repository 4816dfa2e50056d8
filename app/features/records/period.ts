import { isCalendarDay, recordBounds } from "@contract/record-range";
import { dateRange, type DateRangeKey } from "~/rules/date-ranges";

/**
 * The period of a record page as its URL carries it (research ): a preset
 * (today, yesterday, 7 days, 30 days) or custom from/to days, on the operator's calendar, at most
 * 90 days back and never past today (contract/record-range.ts, which the gateway enforces too).
 * Pure, so the loader reads and every chip, form and fetcher URL writes the same period.
 *
 *   period  today | yesterday | 7d (default, left out of URLs) | 30d | custom
 *   from,to YYYY-MM-DD, read only with period=custom
 */
export const PERIOD_PRESETS = ["today", "yesterday", "7d", "30d", "custom"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
type FixedPreset = Exclude<PeriodPreset, "custom">;

/** Seven days reads better than today for a record page: the last deposit is usually in it. */
export const DEFAULT_PRESET: FixedPreset = "7d";

const RANGE_OF: Record<FixedPreset, DateRangeKey> = {
  today: "today",
  yesterday: "yesterday",
  "7d": "last7Days",
  "30d": "last30Days",
};

/** Days from and to, both included (YYYY-MM-DD). */
export type Period = { preset: PeriodPreset; from: string; to: string };

/** `adjusted`: the URL asked for something the records do not allow, and the period was moved into bounds. */
export type PeriodReading = { period: Period; adjusted: boolean };

function isPreset(value: unknown): value is PeriodPreset {
  return typeof value === "string" && (PERIOD_PRESETS as readonly string[]).includes(value);
}

/** A preset's days at `nowMs` (custom: the default's days, as a starting point for the form). */
export function presetPeriod(preset: PeriodPreset, nowMs: number): Period {
  const [from, to] = dateRange(RANGE_OF[preset === "custom" ? DEFAULT_PRESET : preset], nowMs);
  return { preset, from, to };
}

/** A custom range kept inside the bounds, reversed days swapped (the player meant the span between them). */
function customPeriod(fromValue: string | null, toValue: string | null, nowMs: number): PeriodReading {
  const from = isCalendarDay(fromValue) ? fromValue : null;
  const to = isCalendarDay(toValue) ? toValue : null;
  // A value that is not a day is a changed URL, not a choice: say the period was adjusted.
  let adjusted = from !== fromValue || to !== toValue;
  if (from === null && to === null) return { period: presetPeriod(DEFAULT_PRESET, nowMs), adjusted };
  // One day given: that day alone.
  let [first, last] = [from ?? to ?? "", to ?? from ?? ""];
  if (first > last) [first, last, adjusted] = [last, first, true];
  const { min, max } = recordBounds(nowMs);
  const clamp = (day: string) => (day < min ? min : day > max ? max : day);
  if (clamp(first) !== first || clamp(last) !== last) adjusted = true;
  return { period: { preset: "custom", from: clamp(first), to: clamp(last) }, adjusted };
}

/** The period a URL asks for; an unknown preset or unusable dates fall back, flagged `adjusted`. */
export function readPeriod(params: URLSearchParams, nowMs: number): PeriodReading {
  const value = params.get("period");
  if (value === null || value === "") return { period: presetPeriod(DEFAULT_PRESET, nowMs), adjusted: false };
  if (!isPreset(value)) return { period: presetPeriod(DEFAULT_PRESET, nowMs), adjusted: true };
  if (value === "custom") return customPeriod(params.get("from") || null, params.get("to") || null, nowMs);
  return { period: presetPeriod(value, nowMs), adjusted: false };
}

/** The URL parameters of a period, canonical: nothing for the default preset, dates only for custom. */
export function periodParams(period: Period): [string, string][] {
  if (period.preset === "custom") {
    return [
      ["period", "custom"],
      ["from", period.from],
      ["to", period.to],
    ];
  }
  return period.preset === DEFAULT_PRESET ? [] : [["period", period.preset]];
}

/** What every record page's loader hands its filter bar and day headers: the range bounds and the operator's today and yesterday. */
export function recordCalendar(nowMs: number): { bounds: { min: string; max: string }; today: string; yesterday: string } {
  const [today] = dateRange("today", nowMs);
  const [yesterday] = dateRange("yesterday", nowMs);
  return { bounds: recordBounds(nowMs), today, yesterday };
}
