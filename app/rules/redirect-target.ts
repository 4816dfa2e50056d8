/**
 * Where the app may send a browser back to after sign-in, a preference or a launch (§2 /m/login
 * ?redirectTo, /m/launchGame pageBack): a page of this app under /m/, decided by the URL parser
 * the browser itself uses, never by looking at the raw string. Anything else goes to the fallback.
 */
export const DEFAULT_REDIRECT_TARGET = "/m/home";

// Browsers drop TAB/CR/LF inside URLs ("/\t/evil" becomes "//evil") and CR/LF breaks the header.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL = /[\x00-\x1F\x7F]/;
// Encoded separators may be decoded by a proxy or the browser into "//" or "/\".
const ENCODED_SEPARATOR = /%(2f|5c)/i;

export function redirectTarget(value: unknown, appOrigin: string, fallback = DEFAULT_REDIRECT_TARGET): string {
  if (typeof value !== "string" || value === "") return fallback;
  if (CONTROL.test(value) || value.includes("\\") || ENCODED_SEPARATOR.test(value)) return fallback;
  let origin: string;
  let url: URL;
  try {
    origin = new URL(appOrigin).origin;
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin || !url.pathname.startsWith("/m/")) return fallback;
  // The parser's serialisation, not the input: what the Location header carries is what was checked.
  return url.pathname + url.search + url.hash;
}

/** The sign-in page that comes back to `returnTo` (a path of this app) afterwards. */
export function loginHref(returnTo: string): string {
  return `/m/login?redirectTo=${encodeURIComponent(returnTo)}`;
}

/** The sign-in page that comes back to the page this request asked for. */
export function loginHrefFor(request: Request | URL): string {
  const url = new URL(request instanceof URL ? request : request.url);
  return loginHref(url.pathname + url.search);
}
