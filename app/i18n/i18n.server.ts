import { createCookie } from "@remix-run/cloudflare";
import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig } from "./config";
import { LANGUAGE_COOKIE, LANGUAGE_PARAM, LOCALES, detectLocale, type Locale } from "./locale";
import { resources } from "./resources";

/** The chosen language, remembered for a year. Not HttpOnly-sensitive: it is a preference. */
export const languageCookie = createCookie(LANGUAGE_COOKIE, {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export async function localeOf(request: Request): Promise<Locale> {
  const url = new URL(request.url);
  const cookie = await languageCookie.parse(request.headers.get("Cookie"));
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
