import type { AppLoadContext } from "react-router";
import { expiringCookies } from "./cookies.server";
import { imageCdnOrigins } from "./image-cdn.server";
import { baselineHeaders, contentSecurityPolicy, isHtml, pageHeaders, setMissing } from "./security-headers";
import { DEVICE_COOKIE } from "../session/device.server";
import { SESSION_COOKIE } from "../session/session.server";

/** What no cache may keep: a member's answers and every HTML page (each carries its own CSP nonce). */
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Applied to every answer of the app, so no route has to remember it: by the Pages function to
 * whatever React Router answered (documents, `.data`, actions, redirects, resource routes), and by
 * entry.server.tsx to documents and `.data` answers (the Vite dev server has no Pages function).
 * Applying it twice changes nothing.
 * - what is rendered for a signed-in member (a session cookie that opens) is `private, no-store`:
 *   no shared cache and no later visitor of a shared device gets it;
 * - HTML is `private, no-store` for everyone, guests included (a document carries this response's
 *   CSP nonce, which must never be served twice), unless the answer chose `no-store` itself;
 * - app cookies that failed to parse or verify while answering (context.invalidCookies, filled by
 *   the readers in app/server/cookies.server.ts) are expired, unless the response sets them anew;
 * - a request that brought no valid device cookie gets a new one (app/session/device.server.ts);
 * - a signed-in member whose change answered a new read-after token gets the session cookie again
 *   with it (app/session/session.server.ts), unless the response sets that cookie itself (a sign-in
 *   or sign-out). Only then: a page view never writes the session cookie.
 */
export async function applyResponsePolicy(
  headers: Headers,
  context: Pick<AppLoadContext, "member" | "invalidCookies" | "cookieOptions" | "device" | "readAfter" | "sessions">,
): Promise<void> {
  if (context.member) headers.set("Cache-Control", PRIVATE_NO_STORE);
  else if (isHtml(headers) && !/\bno-store\b/i.test(headers.get("Cache-Control") ?? "")) headers.set("Cache-Control", PRIVATE_NO_STORE);
  const minted = await context.device.mint();
  if (minted && !setsCookie(headers, DEVICE_COOKIE)) headers.append("Set-Cookie", minted);
  const readAfter = setsCookie(headers, SESSION_COOKIE) ? null : await context.readAfter.cookie(context.sessions);
  if (readAfter) headers.append("Set-Cookie", readAfter);
  for (const cookie of expiringCookies(context.invalidCookies, headers.getSetCookie(), context.cookieOptions.secure)) {
    headers.append("Set-Cookie", cookie);
  }
}

/**
 * The Pages function's last step for an answer React Router produced: the response policy above on a copy
 * (a redirect's or a fetched Response's headers are immutable).
 */
export async function withResponsePolicy(response: Response, context: Parameters<typeof applyResponsePolicy>[1]): Promise<Response> {
  const headers = new Headers(response.headers);
  await applyResponsePolicy(headers, context);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function setsCookie(headers: Headers, name: string): boolean {
  return headers.getSetCookie().some((c) => c.slice(0, c.indexOf("=")).trim() === name);
}

/**
 * The hardened headers (decision 050) every answer of the app gets: the baseline (nosniff,
 * Referrer-Policy, HSTS outside local development). entry.server.tsx adds it to `.data` answers;
 * the Pages function puts it on everything else as well.
 */
export function applySecurityBaseline(headers: Headers, context: Pick<AppLoadContext, "cookieOptions">): void {
  setMissing(headers, baselineHeaders(context.cookieOptions.secure));
}

/**
 * A document's headers: the baseline and the page headers, with a Content-Security-Policy that
 * admits only scripts carrying `nonce`. An operator gateway's origin is added to img-src and
 * form-action (its content images, its pay page); img-src allows the image CDNs in force (IMAGE_CDNS,
 * or its default, the gateway's own origin) and nothing else; CSP_FORM_ORIGINS adds game and pay hosts.
 */
export function applyDocumentSecurity(headers: Headers, context: Pick<AppLoadContext, "cookieOptions" | "settings">, nonce: string): void {
  const { secure } = context.cookieOptions;
  const { GATEWAY_URL, CSP_FORM_ORIGINS } = context.settings;
  const gateway = GATEWAY_URL ? [new URL(GATEWAY_URL).origin] : [];
  const csp = contentSecurityPolicy({
    nonce,
    secure,
    imageOrigins: [...new Set([...gateway, ...imageCdnOrigins(context.settings)])],
    formOrigins: [...gateway, ...CSP_FORM_ORIGINS],
  });
  for (const [name, value] of [...baselineHeaders(secure), ...pageHeaders(csp)]) headers.set(name, value);
}
