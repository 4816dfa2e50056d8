import type { Locale } from "~/i18n/locale";
import { operatorClock } from "~/rules/operator-time";

/*
 * How the identity pages show times, devices and countries. All of it runs in the loader or
 * action, on the server, so the HTML and the hydrated page show the same strings whatever the
 * device's own time zone or ICU data.
 */

/** Dates as each language's players write them: month first in the Philippines and in English, day first in Portugal. */
const DATE_TIME: Record<Locale, string> = { ty: "MM/DD/YYYY HH:mm", en: "MM/DD/YYYY HH:mm", pt: "DD/MM/YYYY HH:mm" };

/** A sign-in's time on the operator's clock (Philippine time, stated on the page). */
export function signInTime(epochMs: number, locale: Locale): string {
  return operatorClock(epochMs).format(DATE_TIME[locale]);
}

/** When a lock lifts: the time alone on the same operator day, with the date otherwise. */
export function lockEnd(untilMs: number, nowMs: number, locale: Locale): string {
  const until = operatorClock(untilMs);
  return until.isSame(operatorClock(nowMs), "day") ? until.format("HH:mm") : until.format(DATE_TIME[locale]);
}

/** "Chrome · Android"; one of the two alone when only it is known; null when neither is. */
export function deviceLabel(entry: { browser: string | null; os: string | null }): string | null {
  return [entry.browser, entry.os].filter(Boolean).join(" · ") || null;
}

/** BCP 47 tags for Intl: Tagalog is "fil" to ICU; Portuguese is Portugal's. */
const INTL_LOCALE: Record<Locale, string> = { ty: "fil", en: "en", pt: "pt-PT" };

/** The country's name in the page's language ("PH" → "Pilipinas"), or the code when ICU has none. */
export function countryName(code: string, locale: Locale): string {
  try {
    const name = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: "region", fallback: "code" }).of(code);
    return name || code;
  } catch {
    return code;
  }
}
