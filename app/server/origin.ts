/**
 * Cross-site request defence for mutations (with SameSite=Lax cookies; see docs/decisions).
 * A non-GET request passes only when it shows it comes from this very origin:
 * - with an Origin header, that header must be the request's origin;
 * - without one, Fetch Metadata must say `same-origin` (`same-site` is a sibling subdomain, another
 *   application; `none` is a typed URL or a bookmark, never a form post);
 * - without either, a Referer on the request's origin (a browser before Fetch Metadata).
 * A request that says nothing about where it comes from is refused: every browser that can post
 * the app's forms sends at least one of the three, and a non-browser client can send them too.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isForeignMutation(request: Request): boolean {
  const method = request.method.toUpperCase();
  // A client-sent X-Forwarded-Host naming another host is a forged proxy header (React Router's own
  // check would throw a 500 on it): refused like a foreign origin. Found by `npm run fuzz`. HEAD
  // counts here: single fetch treats every non-GET `.data` request, HEAD included, as an action.
  const forwarded = request.headers.get("X-Forwarded-Host");
  if (method !== "GET" && forwarded !== null && forwarded !== new URL(request.url).host) return true;
  if (SAFE_METHODS.has(method)) return false;
  const own = new URL(request.url).origin;
  const origin = request.headers.get("Origin");
  if (origin === "null") return true; // opaque origin: sandboxed frame, data: URL, privacy redirect
  if (origin !== null) return origin !== own;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null) return site !== "same-origin";
  return refererOrigin(request.headers.get("Referer")) !== own;
}

function refererOrigin(referer: string | null): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/** Fetch Metadata values of a navigation the player started on this site or by hand. */
const OWN_NAVIGATION = new Set(["same-origin", "none"]);

/**
 * For the few GETs that do something (the lottery launcher opens a game session; decision 020):
 * true when the browser says another site sent the player here. `same-origin` (our links and
 * redirects) and `none` (typed URL, bookmark, a link opened from another app) pass, and so does a
 * request without the header (browsers before Fetch Metadata, non-browser clients); `cross-site`,
 * `same-site` (a sibling subdomain is another application) and any unknown value are refused.
 */
export function isCrossSiteNavigation(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  return site !== null && !OWN_NAVIGATION.has(site);
}

/**
 * Paths no page of the app can have: a malformed percent-escape, or one that decodes to a
 * backslash or a control character ("/%5c%5c" makes React Router's URL handling throw during
 * rendering). Answered 400 before React Router sees them. Found by `npm run fuzz`.
 */
export function isUnroutablePath(url: URL): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return true;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  return /[\\\x00-\x1F\x7F]/.test(decoded);
}
