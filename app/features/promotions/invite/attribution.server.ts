import { INVITE_CODE_PATTERN } from "@contract/referral-rules";
import { createCookie, type AppLoadContext } from "react-router";
import { z } from "zod";
import { recordReferralVisit } from "~/gateway-client/referral.server";
import { readCookieAs } from "~/server/cookies.server";
import { moduleOn } from "~/server/modules.server";

/**
 * Edge attribution of invitation links (research 2.4.2, decision 038). A valid-format `?code=`
 * on any /m page is kept for 30 days in a first-party, signed, HttpOnly, SameSite=Lax cookie
 * (Secure outside development) that holds the code and nothing else; the registration page uses
 * it when its URL names no code (the URL's code wins, and the gateway checks either as always).
 * Writing a new code counts one visit for it ("invited"): the cookie itself makes that once per
 * browser and code, and no address is stored anywhere.
 */

const THIRTY_DAYS = 60 * 60 * 24 * 30;
const InviteCode = z.string().regex(INVITE_CODE_PATTERN);

const inviteCookie = (context: AppLoadContext) =>
  createCookie("el_invite", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: context.cookieOptions.secure,
    secrets: context.cookieOptions.secrets,
    maxAge: THIRTY_DAYS,
  });

/** The code this browser arrived with in the last 30 days, or null. */
export function readInviteCode(request: Request, context: AppLoadContext): Promise<string | null> {
  return readCookieAs(inviteCookie(context), request, InviteCode, context.invalidCookies);
}

/** The URL's `code` when it has a valid format (an invitation code is 4–20 letters and digits), else null. */
export function inviteCodeOfUrl(url: URL): string | null {
  const code = url.searchParams.get("code")?.trim() ?? "";
  // Most pages have no code: answered before zod, whose refusal builds a ZodError (an Error with a
  // stack trace) that cost every page measurable CPU.
  if (code === "") return null;
  return InviteCode.safeParse(code).success ? code.toUpperCase() : null;
}

/**
 * For the /m layout loader: the Set-Cookie header when the URL brings a code this browser does not
 * hold yet (and its visit counted; a failing or refusing gateway never blocks the page), else null.
 */
export async function attributeInvite(request: Request, context: AppLoadContext): Promise<string | null> {
  const url = new URL(request.url);
  // The game launcher's `code` is a game's, not an invitation.
  if (url.pathname === "/m/launchGame") return null;
  const code = inviteCodeOfUrl(url);
  // A gateway without referrals (contract/capabilities.ts) counts no visits: nothing is kept.
  if (!code || !(await moduleOn(context, "referrals"))) return null;
  const held = await readInviteCode(request, context);
  if (held?.toUpperCase() === code) return null;
  const counted = await recordReferralVisit(context.gateway, code).then(
    () => true,
    () => false,
  );
  // An unknown code is not kept: it would only prefill a form the gateway refuses.
  return counted ? inviteCookie(context).serialize(code) : null;
}
