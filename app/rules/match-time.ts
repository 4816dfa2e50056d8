/**
 * Hot-match kick-off as MM/DD HH:mm (§2 hot-match modal, §9 "Match time format").
 * Shown in the operator's time zone (UTC+8, the Philippines) so the server's HTML and the
 * browser's hydrated page agree whatever the device's own zone.
 */
export const OPERATOR_UTC_OFFSET_MINUTES = 8 * 60;

export function formatMatchTime(epochMs: number, utcOffsetMinutes = OPERATOR_UTC_OFFSET_MINUTES): string {
  const d = new Date(epochMs + utcOffsetMinutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** Calendar date (YYYY-MM-DD) in the operator's zone, for notices, messages and promotion periods. */
export function formatDate(epochMs: number, utcOffsetMinutes = OPERATOR_UTC_OFFSET_MINUTES): string {
  const d = new Date(epochMs + utcOffsetMinutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Date and time (YYYY-MM-DD HH:mm) in the operator's zone. */
export function formatDateTime(epochMs: number, utcOffsetMinutes = OPERATOR_UTC_OFFSET_MINUTES): string {
  const d = new Date(epochMs + utcOffsetMinutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${formatDate(epochMs, utcOffsetMinutes)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
