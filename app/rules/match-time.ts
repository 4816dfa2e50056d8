import { OPERATOR_UTC_OFFSET_MINUTES } from "@contract/operator-time";

/*
 * Dates shown on every page (the header's reality check, notices, promotions) are formatted without
 * dayjs: it would put 5 kB (gzip) into the chunk every /m page loads first (decision 048). Shifting
 * the instant by the operator's offset and reading UTC fields gives the operator's wall clock on
 * every device, as operatorClock does for the server's reports.
 */
const two = (n: number) => String(n).padStart(2, "0");

function operatorFields(epochMs: number, utcOffsetMinutes: number) {
  const d = new Date(epochMs + utcOffsetMinutes * 60_000);
  return { y: d.getUTCFullYear(), mo: two(d.getUTCMonth() + 1), d: two(d.getUTCDate()), h: two(d.getUTCHours()), mi: two(d.getUTCMinutes()) };
}

/** Hot-match kick-off as MM/DD HH:mm (§2 hot-match modal, §9 "Match time format"), on the operator's clock. */
export function formatMatchTime(epochMs: number, utcOffsetMinutes = OPERATOR_UTC_OFFSET_MINUTES): string {
  const f = operatorFields(epochMs, utcOffsetMinutes);
  return `${f.mo}/${f.d} ${f.h}:${f.mi}`;
}

/** Calendar date (YYYY-MM-DD) on the operator's clock, for notices, messages and promotion periods. */
export function formatDate(epochMs: number, utcOffsetMinutes = OPERATOR_UTC_OFFSET_MINUTES): string {
  const f = operatorFields(epochMs, utcOffsetMinutes);
  return `${f.y}-${f.mo}-${f.d}`;
}

/** Date and time (YYYY-MM-DD HH:mm) on the operator's clock. */
export function formatDateTime(epochMs: number, utcOffsetMinutes = OPERATOR_UTC_OFFSET_MINUTES): string {
  const f = operatorFields(epochMs, utcOffsetMinutes);
  return `${f.y}-${f.mo}-${f.d} ${f.h}:${f.mi}`;
}
