/**
 * /m/trail — the free trial (§2 route list; §6 free-trial member, type 4; §7 create trial account
 * and testPlay). Works without JavaScript: the start is a plain form post.
 *
 * - A visitor sees what a trial account can and cannot do, the opening balance as the gateway
 *   states it (trialTerms), and one button that creates a trial account, signs it in and lands
 *   on /m/home (startTrial, the same path as the login page's "Try it free").
 * - A signed-in trial member sees that they are on a trial, their current balance and a link home.
 * - A signed-in real member sees that trials are for visitors; the action refuses them too.
 *
 * A failed terms or wallet call shows the page with an error state and a retry link, not a 5xx;
 * a failed start re-renders the page with a translated form error.
 */
import { type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { isTrial } from "@contract/member-types";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { z } from "zod";
import { describeFailure } from "~/features/account/failures";
import { startTrial } from "~/features/account/trial.server";
import { fetchTrialTerms, fetchWallet } from "~/gateway-client/account.server";
import { endsSession } from "~/gateway-client/errors";
import { rejectEarly, type FillTimeInput } from "~/server/fill-time.server";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { requireModule } from "~/server/modules.server";
import { rejectSpam } from "~/server/spam.server";

export type Money = { amount: number; symbol: string };

/** What the page shows, by who is asking. `failure` is the translation key of a failed gateway call. */
export type TrailView =
  | { view: "visitor"; terms: Money | null; failure: string | null; fillTime: FillTimeInput }
  | { view: "trial"; userName: string; balance: Money | null; failure: string | null }
  | { view: "member" };

/**
 * A gateway call whose failure the page shows in place (error state and retry) rather than as an
 * error page. An ended session still goes to sign-in; anything that is not a gateway failure throws.
 */
async function inPlace<T>(
  call: Promise<T>,
  request: Request,
  context: LoaderFunctionArgs<AppLoadContext>["context"],
): Promise<{ value: T } | { failure: string }> {
  try {
    return { value: await call };
  } catch (e) {
    if (endsSession(e)) return gatewayFailure(e, request, context);
    const failure = describeFailure(e, "error.gateway.business");
    if (!failure) throw e;
    return { failure: failure.key };
  }
}

export async function trailLoader({ request, context }: LoaderFunctionArgs<AppLoadContext>): Promise<TrailView> {
  await requireModule(context, "trial");
  const member = context.member;
  if (member && !isTrial(member.type)) return { view: "member" };
  if (member) {
    const wallet = await inPlace(fetchWallet(context.gateway, member.token), request, context);
    return "value" in wallet
      ? { view: "trial", userName: member.userName, balance: { amount: wallet.value.sumBalance, symbol: wallet.value.currencySymbol }, failure: null }
      : { view: "trial", userName: member.userName, balance: null, failure: wallet.failure };
  }
  const terms = await inPlace(fetchTrialTerms(context.gateway), request, context);
  // The start may be sent MIN_FILL_MS.trial after this render, not sooner (ASVS V2.4.2).
  const fillTime = await context.fillTime.input("trial");
  return "value" in terms
    ? { view: "visitor", terms: { amount: terms.value.openingBalance, symbol: terms.value.currencySymbol }, failure: null, fillTime }
    : { view: "visitor", terms: null, failure: terms.failure, fillTime };
}

/** The start form has no fields of its own: the honeypot and the button. */
const TrialStartSchema = z.object({});

export type TrailActionData = { result: SubmissionResult<string[]> };

export async function trailAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  await requireModule(context, "trial");
  const formData = await readFormData(request);
  const spam = await rejectSpam(context, formData, { schema: TrialStartSchema, hideFields: [] });
  if (spam) return data({ result: spam } satisfies TrailActionData, { status: 400 });
  const early = await rejectEarly(context, formData, "trial", { schema: TrialStartSchema, hideFields: [] });
  if (early) return data({ result: early } satisfies TrailActionData, { status: 400 });
  const trial = await startTrial(context);
  if (trial.ok) return trial.response;
  const result = parseWithZod(formData, { schema: TrialStartSchema }).reply({ formErrors: [trial.formError] });
  return data({ result } satisfies TrailActionData, { status: trial.status });
}
