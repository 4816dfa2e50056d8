/**
 * Headers of the embedded gateway's own HTML pages (the demo game page, the demo pay page): no
 * script runs on them, so their Content-Security-Policy allows none (decision 050). Written here,
 * not imported from the app: the gateway is a separate program that only shares the app's origin
 * when embedded. A form's POST is answered with a redirect back to the app (`returnTo`), which
 * form-action must allow when the gateway runs on an origin of its own.
 */
export function gatewayPageHeaders(returnTo?: string): Record<string, string> {
  const back = originOf(returnTo);
  const formAction = ["form-action 'self'", ...(back ? [back] : [])].join(" ");
  return {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Content-Security-Policy": `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
  };
}

/** The http(s) origin of an absolute URL; null for a relative one (same origin) or anything else. */
function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
