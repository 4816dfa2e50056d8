import { LANGUAGE_PARAM, detectLocale, type Locale } from "../../../i18n/locale";

/**
 * The language of the offline page the worker answers with. The same order as the server's
 * detection (app/i18n/locale.ts): an explicit ?lng on the page that failed to load, then the
 * language the player last used (the page tells the worker; a worker cannot read the HttpOnly
 * `lng` cookie), then the browser's languages, then TY.
 */
export function offlineLocale(input: { navigationUrl: string; remembered: string | null; browserLanguages: readonly string[] }): Locale {
  return detectLocale({
    param: new URL(input.navigationUrl).searchParams.get(LANGUAGE_PARAM),
    cookie: input.remembered,
    acceptLanguage: input.browserLanguages.join(","),
  });
}
