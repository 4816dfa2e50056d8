/**
 * The hardened headers of every answer (decision 050). Pure: no I/O, no React Router, so
 * the Pages function, entry.server.tsx and unit tests share one definition.
 *
 * - every answer: X-Content-Type-Options, Referrer-Policy, and HSTS outside local development;
 * - documents add a Content-Security-Policy with this response's nonce, X-Frame-Options,
 *   Cross-Origin-Opener-Policy and Permissions-Policy;
 * - HTML that is not the app (the embedded gateway's demo pages, a fallback error page) gets a
 *   policy without any script at all.
 */

/** Plain http on a loopback host is local development; everything else gets Secure cookies and HSTS. */
export function isLocalDevelopment(url: URL): boolean {
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

/**
 * 128 random bits, base64: a new one for every document, so a script injected into one answer
 * cannot reuse a nonce it read from an earlier one (CSP Level 3 asks for at least 128 bits).
 */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Base64 only: a nonce is written into a header and an attribute, so nothing else may pass. */
const NONCE = /^[A-Za-z0-9+/]{16,}={0,2}$/;

/**
 * An origin an operator may add to the policy: https, a host (optionally `*.` for its subdomains)
 * and a port. Anything else ('unsafe-inline', a path, a `;` that would start a new directive) is
 * refused, so a configuration mistake cannot weaken the policy.
 */
const CSP_ORIGIN = /^https:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/** Parses a comma- or space-separated origin list (an env var); throws naming the first bad entry. */
export function parseOriginList(value: string | undefined): string[] {
  const entries = (value ?? "")
    .split(/[\s,]+/)
    .map((s) => s.trim().toLowerCase().replace(/\/+$/, ""))
    .filter(Boolean);
  for (const entry of entries) {
    if (!CSP_ORIGIN.test(entry)) throw new Error(`not an https origin: ${entry}`);
  }
  return [...new Set(entries)];
}

export type DocumentPolicy = {
  nonce: string;
  /** False only in local development (plain http on loopback): no HSTS, no upgrade-insecure-requests. */
  secure: boolean;
  /** Hosts the gateway's content images come from (operator CDNs; the gateway's own origin). */
  imageOrigins?: readonly string[];
  /** Where a form may post or be redirected to: the e-wallet pay page and game hosts of an operator. */
  formOrigins?: readonly string[];
};

const join = (...parts: ReadonlyArray<string | readonly string[]>) => parts.flat().join(" ");

/**
 * The app's policy. Scripts run only with this response's nonce; 'strict-dynamic' lets those
 * scripts load the route modules they import (React Router's lazy routes, the service worker's
 * registration module) without listing every hashed file. 'self' stays for browsers that predate
 * 'strict-dynamic' (CSP 3 browsers ignore it then). Styles keep 'unsafe-inline': React `style={}`
 * attributes and the streamed-fallback `<style>` of home need it, and a style cannot run code.
 */
export function contentSecurityPolicy(policy: DocumentPolicy): string {
  if (!NONCE.test(policy.nonce)) throw new Error("a CSP nonce must be base64");
  const directives = [
    "default-src 'self'",
    join("script-src 'self'", `'nonce-${policy.nonce}'`, "'strict-dynamic'"),
    "style-src 'self' 'unsafe-inline'",
    join("img-src 'self' data: blob:", policy.imageOrigins ?? []),
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    // Games open as whole pages (/m/launchGame redirects), nothing is embedded.
    "frame-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    join("form-action 'self'", policy.formOrigins ?? []),
    "frame-ancestors 'none'",
  ];
  if (policy.secure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * For HTML that carries no script of its own (the demo game and pay pages, a plain error page):
 * nothing runs, nothing is fetched but same-origin images; forms post to this origin (and to
 * `formOrigins`, where such a page sends the player back after a post).
 */
export function scriptlessPagePolicy(formOrigins: readonly string[] = []): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    join("form-action 'self'", formOrigins),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

/**
 * Features no page uses are switched off for the page and anything it might embed; the two that
 * copy and share buttons use (invite links, the deposit account number) stay for this origin.
 * Only features Chromium knows: an unknown name is logged as a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "bluetooth=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=(self)",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "clipboard-read=()",
  "clipboard-write=(self)",
  "web-share=(self)",
].join(", ");

export const HSTS = "max-age=31536000; includeSubDomains";

/** Headers every answer gets, whatever it is (documents, `.data`, resource routes, redirects). */
export function baselineHeaders(secure: boolean): Array<[string, string]> {
  const out: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ];
  // Over plain http browsers ignore HSTS anyway; on localhost it would pin other local apps to https.
  if (secure) out.push(["Strict-Transport-Security", HSTS]);
  return out;
}

/** Headers of an HTML page on top of the baseline; `csp` is the page's own policy. */
export function pageHeaders(csp: string): Array<[string, string]> {
  return [
    ["Content-Security-Policy", csp],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
  ];
}

/** Sets each header the answer does not already have (a route's own choice wins). */
export function setMissing(headers: Headers, entries: Iterable<[string, string]>): void {
  for (const [name, value] of entries) if (!headers.has(name)) headers.set(name, value);
}

export const isHtml = (headers: Headers) => /^text\/html\b/i.test(headers.get("Content-Type") ?? "");

/**
 * The safety net the Pages function puts on every answer of the app: the baseline, and for HTML
 * that set no policy of its own, the scriptless one. Documents rendered by entry.server.tsx
 * already carry theirs, so for them this changes nothing.
 */
export function hardenResponse(response: Response, secure: boolean): Response {
  const headers = new Headers(response.headers);
  setMissing(headers, baselineHeaders(secure));
  if (isHtml(headers)) setMissing(headers, pageHeaders(scriptlessPagePolicy()));
  // A copy: headers of a fetched or redirect Response are immutable.
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
