import { OPERATOR_UTC_OFFSET_MINUTES } from "./operator-time";

/**
 * The agent home's greeting (§2 "Greeting by hour", §9 greeting hours): by the operator's hour
 * (UTC+8), 0–10 morning, 11–14 early afternoon, 15–18 late afternoon, 19–24 evening. Pure, so the
 * loader and the tests read the same rule.
 */
export const GREETINGS = ["morning", "earlyAfternoon", "lateAfternoon", "evening"] as const;
export type Greeting = (typeof GREETINGS)[number];

/** The greeting for an hour of the day (0–23; 24 is midnight seen from the evening before). */
export function greetingForHour(hour: number): Greeting {
  if (!Number.isInteger(hour) || hour < 0 || hour > 24) throw new RangeError(`not an hour: ${hour}`);
  if (hour <= 10) return "morning";
  if (hour <= 14) return "earlyAfternoon";
  if (hour <= 18) return "lateAfternoon";
  return "evening";
}

/** The operator's hour (0–23) at an instant. */
export function operatorHour(epochMs: number): number {
  return new Date(epochMs + OPERATOR_UTC_OFFSET_MINUTES * 60_000).getUTCHours();
}

/** The greeting at an instant, by the operator's clock. */
export function greetingAt(epochMs: number): Greeting {
  return greetingForHour(operatorHour(epochMs));
}
