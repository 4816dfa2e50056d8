import type { AppLoadContext } from "@remix-run/cloudflare";
import { getMember } from "~/session/auth.server";
import { expiringCookies } from "./cookies.server";

/**
 * Applied by entry.server.tsx to every document and every `.data` response, so no route has to
 * remember it:
 * - what is rendered for a signed-in member (a session cookie that opens) is `private, no-store`:
 *   no shared cache and no later visitor of a shared device gets it; guests' responses keep theirs;
 * - app cookies that failed to parse or verify while answering (context.invalidCookies, filled by
 *   the readers in app/server/cookies.server.ts) are expired, unless the response sets them anew.
 */
export async function applyResponsePolicy(headers: Headers, request: Request, context: AppLoadContext): Promise<void> {
  // Read first: an unopenable session cookie is noted here too.
  if (await getMember(request, context)) headers.set("Cache-Control", "private, no-store");
  for (const cookie of expiringCookies(context.invalidCookies, headers.getSetCookie(), context.cookieOptions.secure)) {
    headers.append("Set-Cookie", cookie);
  }
}
