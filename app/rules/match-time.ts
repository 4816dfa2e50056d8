import { OPERATOR_UTC_OFFSET_MINUTES, operatorClock } from "./operator-time";

/** Hot-match kick-off as MM/DD HH:mm (§2 hot-match modal, §9 "Match time format"), on the operator's clock. */
export function formatMatchTime(epochMs: number, utcOffsetMinutes = OPERATOR_UTC_OFFSET_MINUTES): string {
  return operatorClock(epochMs, utcOffsetMinutes).format("MM/DD HH:mm");
}

/** Calendar date (YYYY-MM-DD) on the operator's clock, for notices, messages and promotion periods. */
export function formatDate(epochMs: number, utcOffsetMinutes = OPERATOR_UTC_OFFSET_MINUTES): string {
  return operatorClock(epochMs, utcOffsetMinutes).format("YYYY-MM-DD");
}

/** Date and time (YYYY-MM-DD HH:mm) on the operator's clock. */
export function formatDateTime(epochMs: number, utcOffsetMinutes = OPERATOR_UTC_OFFSET_MINUTES): string {
  return operatorClock(epochMs, utcOffsetMinutes).format("YYYY-MM-DD HH:mm");
}
