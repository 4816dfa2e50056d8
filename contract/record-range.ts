import { OPERATOR_UTC_OFFSET_MINUTES } from "./operator-time";

/**
 * The date range of every record page (research R-02): whole operator days
 * (YYYY-MM-DD, UTC+8), both included, reaching at most RECORDS_DAYS_BACK days before today and
 * never past today. The gateway refuses any other range; the app's filter bar keeps the URL
 * inside it, so the two agree by construction.
 */
export const RECORDS_DAYS_BACK = 90;

const DAY_MS = 86_400_000;
const OFFSET_MS = OPERATOR_UTC_OFFSET_MINUTES * 60_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The operator's calendar day at `epochMs`. */
export function operatorDay(epochMs: number): string {
  return new Date(epochMs + OFFSET_MS).toISOString().slice(0, 10);
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const m = DAY_PATTERN.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** `day` moved by `n` days (negative: back). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The instant `day` starts for the operator (00:00 UTC+8). */
export function dayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - OFFSET_MS;
}

/** The earliest and latest day a record range may name at `nowMs`. */
export function recordBounds(nowMs: number): { min: string; max: string } {
  const today = operatorDay(nowMs);
  return { min: addDays(today, -RECORDS_DAYS_BACK), max: today };
}

/** Whether from…to is a range the records accept at `nowMs` (YYYY-MM-DD strings compare as dates). */
export function isRecordRange(from: string, to: string, nowMs: number): boolean {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return false;
  const { min, max } = recordBounds(nowMs);
  return from >= min && from <= to && to <= max;
}

/** The instants a range covers: [start, end), from the first day's midnight to the one after the last day. */
export function rangeInstants(from: string, to: string): { start: number; end: number } {
  return { start: dayStartMs(from), end: dayStartMs(addDays(to, 1)) };
}
