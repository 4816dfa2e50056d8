import { operatorClock } from "./operator-time";

/**
 * The quick date ranges of the wallet and agent pages (transaction record, team reports): today,
 * yesterday, the last 7 days (today and the six days before it), the last 30 days (likewise),
 * this month (from its first day to today) and last month (all of it), on the operator's calendar
 * whatever the device's zone.
 */
export const DATE_RANGE_KEYS = ["today", "yesterday", "last7Days", "last30Days", "thisMonth", "lastMonth"] as const;
export type DateRangeKey = (typeof DATE_RANGE_KEYS)[number];

/** First and last day, both included, as YYYY-MM-DD: the gateway's startDate and endDate (§7 Team KPI). */
export type DateRange = readonly [start: string, end: string];

const DAY_FORMAT = "YYYY-MM-DD";

export function isDateRangeKey(value: unknown): value is DateRangeKey {
  return typeof value === "string" && (DATE_RANGE_KEYS as readonly string[]).includes(value);
}

/** The range `key` names, as the operator's calendar reads at `nowMs`. */
export function dateRange(key: DateRangeKey, nowMs: number): DateRange {
  const today = operatorClock(nowMs).startOf("day");
  const span = (start: typeof today, end: typeof today): DateRange => [start.format(DAY_FORMAT), end.format(DAY_FORMAT)];
  switch (key) {
    case "today":
      return span(today, today);
    case "yesterday":
      return span(today.subtract(1, "day"), today.subtract(1, "day"));
    case "last7Days":
      return span(today.subtract(6, "day"), today);
    case "last30Days":
      return span(today.subtract(29, "day"), today);
    case "thisMonth":
      return span(today.startOf("month"), today);
    case "lastMonth": {
      const month = today.startOf("month").subtract(1, "month");
      return span(month, month.endOf("month"));
    }
  }
}
