import { createCookie } from "@remix-run/cloudflare";
import { RemixI18Next } from "remix-i18next/server";
import { readCookie } from "~/server/cookies.server";
import { i18nConfig } from "./config";
import { LANGUAGE_COOKIE, LANGUAGE_PARAM, LOCALES, detectLocale, type Locale } from "./locale";
import { resources } from "./resources";

/** The chosen language, remembered for a year. A preference, but no script reads it: HttpOnly. */
const languageCookie = createCookie(LANGUAGE_COOKIE, {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

/** Set-Cookie remembering the language; `secure` from the request (context.cookieOptions.secure). */
export function languageHeader(locale: Locale, secure: boolean): Promise<string> {
  return languageCookie.serialize(locale, { secure });
}

export async function localeOf(request: Request): Promise<Locale> {
  const url = new URL(request.url);
  // An unreadable value is simply no choice (detection falls through); nothing to expire.
  const cookie = await readCookie(languageCookie, request);
  return detectLocale({
    param: url.searchParams.get(LANGUAGE_PARAM),
    cookie: typeof cookie === "string" ? cookie : null,
    acceptLanguage: request.headers.get("Accept-Language"),
  });
}

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: i18nConfig.fallbackLng,
    order: ["custom"],
    findLocale: localeOf,
  },
  i18next: { ...i18nConfig, resources },
});
