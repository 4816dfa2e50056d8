/**
 * Cross-site request defence for mutations (with SameSite=Lax cookies; see docs/decisions).
 * A non-GET request is refused when the browser says it came from another origin.
 * Requests without Origin (non-browser clients, old browsers) fall back to Sec-Fetch-Site.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isForeignMutation(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get("Origin");
  if (origin === null) return request.headers.get("Sec-Fetch-Site") === "cross-site";
  if (origin === "null") return true; // opaque origin: sandboxed frame, data: URL, privacy redirect
  return origin !== new URL(request.url).origin;
}
