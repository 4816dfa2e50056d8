import type { AppLoadContext } from "@remix-run/cloudflare";
import { expiringCookies } from "./cookies.server";

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
