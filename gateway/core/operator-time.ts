/**
 * The operator's clock in the gateway: the Philippines, UTC+8 all year, no daylight saving (the app
 * has its own copy in app/rules/operator-time.ts; the gateway imports nothing from app/). Days,
 * "today's" limits and report dates are operator days: midnight to midnight in Manila.
 */
const MINUTE = 60_000;
const DAY = 86_400_000;
export const OPERATOR_UTC_OFFSET_MS = 8 * 60 * MINUTE;

/** Epoch ms of the operator midnight that starts the day `epochMs` falls in. */
export function operatorDayStart(epochMs: number): number {
  return Math.floor((epochMs + OPERATOR_UTC_OFFSET_MS) / DAY) * DAY - OPERATOR_UTC_OFFSET_MS;
}

/** Minutes since operator midnight (0–1439). */
export function operatorMinuteOfDay(epochMs: number): number {
  return Math.floor((epochMs - operatorDayStart(epochMs)) / MINUTE);
}

/** The operator date of an instant, YYYY-MM-DD. */
export function operatorDate(epochMs: number): string {
  return new Date(operatorDayStart(epochMs) + OPERATOR_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** Epoch ms of the operator midnight starting a YYYY-MM-DD date, or null when it is not a real date. */
export function operatorDateStart(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const utc = Date.parse(`${date}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March: a real date reads back the same.
  if (Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 10) !== date) return null;
  return utc - OPERATOR_UTC_OFFSET_MS;
}

/** "HH:MM" (00:00–24:00) as minutes since midnight, or null. */
export function clockMinutes(hhmm: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : null;
}

export const DAY_MS = DAY;
