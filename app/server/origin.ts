/**
 * Cross-site request defence for mutations (with SameSite=Lax cookies; see docs/decisions).
 * A non-GET request is refused when the browser says it came from another origin.
 * Requests without Origin (non-browser clients, old browsers) fall back to Sec-Fetch-Site.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isForeignMutation(request: Request): boolean {
  const method = request.method.toUpperCase();
  // A client-sent X-Forwarded-Host naming another host is a forged proxy header (Remix's own
  // check would throw a 500 on it): refused like a foreign origin. Found by `npm run fuzz`. HEAD
  // counts here: single fetch treats every non-GET `.data` request, HEAD included, as an action.
  const forwarded = request.headers.get("X-Forwarded-Host");
  if (method !== "GET" && forwarded !== null && forwarded !== new URL(request.url).host) return true;
  if (SAFE_METHODS.has(method)) return false;
  const origin = request.headers.get("Origin");
  if (origin === null) return request.headers.get("Sec-Fetch-Site") === "cross-site";
  if (origin === "null") return true; // opaque origin: sandboxed frame, data: URL, privacy redirect
  return origin !== new URL(request.url).origin;
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
 * rendering). Answered 400 before Remix sees them. Found by `npm run fuzz`.
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
