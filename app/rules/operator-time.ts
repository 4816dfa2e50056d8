import { OPERATOR_UTC_OFFSET_MINUTES } from "@contract/operator-time";
import { dayjs, type Dayjs } from "./dayjs";

/**
 * The operator's time zone, in one place (contract/operator-time.ts, which the gateway reads too):
 * the Philippines (Asia/Manila), UTC+8 all year, with no daylight saving. Dates the app shows or
 * sends (match times, notice dates, report ranges) are on this clock, so the server's HTML and the
 * hydrated page agree whatever the device's own zone.
 */
export { OPERATOR_UTC_OFFSET_MINUTES };

/**
 * The operator's wall clock at `epochMs`: a dayjs in UTC mode whose fields (year to second) read
 * as the operator's. Shifting the instant and reading UTC fields keeps the answer the same on
 * every device; dayjs's own utcOffset() and tz() go through the device's local time and come out
 * an hour off inside a daylight-saving gap of the device's zone.
 */
export function operatorClock(epochMs: number, utcOffsetMinutes = OPERATOR_UTC_OFFSET_MINUTES): Dayjs {
  return dayjs.utc(epochMs + utcOffsetMinutes * 60_000);
}
