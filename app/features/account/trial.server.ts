import { isTrial } from "@contract/member-types";
import { redirect, type AppLoadContext } from "react-router";
import { createTrialAccount, trialLogin } from "~/gateway-client/account.server";
import { isGatewayError } from "~/gateway-client/errors";
import { startSession } from "~/session/auth.server";
import { describeFailure } from "./failures";
import { TRIAL_LANDING } from "./trial";

/** A started trial answers with its redirect; a refused one with a translation key for the form and a status. */
export type TrialStart = { ok: true; response: Response } | { ok: false; formError: string; status: number };

/** A refusal's status for the page: too many trials from here (429), a timeout (504), else a bad gateway (502). */
function statusOf(e: unknown): number {
  if (!isGatewayError(e)) return 502;
  if (e.kind === "business" && e.code === "limit.exceeded") return 429;
  return e.kind === "timeout" ? 504 : 502;
}

/**
 * The one way into a free trial (§6 type 4, §7 create trial account then testPlay), for
 * /m/login's "Try it free" and /m/trail: creates a trial account, signs it in and answers the
 * redirect to home with the session cookie. The server decides who may: a signed-in trial member
 * is sent home to the trial they have (nothing is created); a signed-in real member is refused,
 * since trials are for visitors. A gateway failure becomes a form error; anything else is thrown.
 */
export async function startTrial(context: AppLoadContext): Promise<TrialStart> {
  const member = context.member;
  if (member) {
    if (isTrial(member.type)) return { ok: true, response: redirect(TRIAL_LANDING) };
    return { ok: false, formError: "account.trail.forVisitors", status: 403 };
  }
  try {
    const { userName } = await createTrialAccount(context.gateway);
    const session = await trialLogin(context.gateway, userName);
    return { ok: true, response: redirect(TRIAL_LANDING, { headers: { "Set-Cookie": await startSession(context, session) } }) };
  } catch (e) {
    const failure = describeFailure(e, "error.generic.body");
    if (!failure) throw e;
    return { ok: false, formError: failure.key, status: statusOf(e) };
  }
}
