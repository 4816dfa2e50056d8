import type { AppLoadContext } from "@remix-run/cloudflare";
import { expiringCookies } from "./cookies.server";
import { baselineHeaders, contentSecurityPolicy, pageHeaders, setMissing } from "./security-headers";

/**
 * Applied by entry.server.tsx to every document and every `.data` response, so no route has to
 * remember it:
 * - what is rendered for a signed-in member (a session cookie that opens) is `private, no-store`:
 *   no shared cache and no later visitor of a shared device gets it; guests' responses keep theirs;
 * - app cookies that failed to parse or verify while answering (context.invalidCookies, filled by
 *   the readers in app/server/cookies.server.ts) are expired, unless the response sets them anew.
 */
export function applyResponsePolicy(headers: Headers, context: AppLoadContext): void {
  if (context.member) headers.set("Cache-Control", "private, no-store");
  for (const cookie of expiringCookies(context.invalidCookies, headers.getSetCookie(), context.cookieOptions.secure)) {
    headers.append("Set-Cookie", cookie);
  }
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
 * form-action (its content images, its pay page); CSP_IMAGE_ORIGINS and CSP_FORM_ORIGINS add the
 * operator's CDNs and game hosts.
 */
export function applyDocumentSecurity(headers: Headers, context: Pick<AppLoadContext, "cookieOptions" | "settings">, nonce: string): void {
  const { secure } = context.cookieOptions;
  const { GATEWAY_URL, CSP_IMAGE_ORIGINS, CSP_FORM_ORIGINS } = context.settings;
  const gateway = GATEWAY_URL ? [new URL(GATEWAY_URL).origin] : [];
  const csp = contentSecurityPolicy({
    nonce,
    secure,
    imageOrigins: [...gateway, ...CSP_IMAGE_ORIGINS],
    formOrigins: [...gateway, ...CSP_FORM_ORIGINS],
  });
  for (const [name, value] of [...baselineHeaders(secure), ...pageHeaders(csp)]) headers.set(name, value);
}
