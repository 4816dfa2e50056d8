import { createCookie } from "react-router";
import { readCookie } from "~/server/cookies.server";
import { LANGUAGE_COOKIE, LANGUAGE_PARAM, detectLocale, type Locale } from "./locale";

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
