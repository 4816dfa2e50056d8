import { type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { z } from "zod";
import { readCaptcha, readRemembered, smsSecondsLeft, writeCaptcha, writeRemembered } from "~/features/account/cookies.server";
import { describeFailure, unlockOffer } from "~/features/account/failures";
import { LOGIN_SECRET_FIELDS } from "~/features/account/rules";
import { SendUnlockSchema, loginSmsSchema, loginUsernameSchema } from "~/features/account/schemas";
import { sendCodeIntent } from "~/features/account/send-code.server";
import { startTrial } from "~/features/account/trial.server";
import { login, sendUnlockCode, type LoginRequest } from "~/gateway-client/account.server";
import { countdownSeconds } from "~/rules/sms-countdown";
import { rejectEarly } from "~/server/fill-time.server";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { runsOnEmbeddedGateway } from "~/server/gateway-transport.server";
import { combineHeaders } from "~/server/headers";
import { moduleOn, requireModule } from "~/server/modules.server";
import { rejectSpam } from "~/server/spam.server";
import { redirectWithToast, requireGuest, safeRedirectTarget, startSession } from "~/session/auth.server";
import { DEMO_PLAYER } from "../../../gateway/accounts/demo-accounts";

type Method = "username" | "sms";
/** The fields of both methods' schemas: one form shows one method at a time. */
export type LoginField = keyof z.input<ReturnType<typeof loginUsernameSchema>> | keyof z.input<ReturnType<typeof loginSmsSchema>>;
/** Mobile-code login only while the operator's switch (SMSLOGIN3) is on: the server decides, not the form. */
const methodOf = (v: unknown, smsEnabled: boolean): Method => (v === "sms" && smsEnabled ? "sms" : "username");

async function smsLoginEnabled(request: Request, context: LoaderFunctionArgs<AppLoadContext>["context"]): Promise<boolean> {
  const site = await context.siteStatus().catch((e: unknown) => gatewayFailure(e, request, context));
  return site.features.SMSLOGIN3 === true;
}

/**
 * The constraint attributes (required, minLength, pattern) of a method's form, computed here so the
 * browser needs no zod to render them; `captcha` is the captcha field's, for when a refusal demands
 * one later in the same form.
 */
function loginConstraint(method: Method) {
  const schemaOf = method === "sms" ? loginSmsSchema : loginUsernameSchema;
  return { fields: getZodConstraint(schemaOf(false)), captcha: getZodConstraint(schemaOf(true)).captcha ?? {} };
}

export async function loginLoader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  requireGuest(context, safeRedirectTarget(url.searchParams.get("redirectTo"), url), { allowTrial: true });
  const [smsEnabled, remembered, captcha, secondsLeft, trial] = await Promise.all([
    smsLoginEnabled(request, context),
    readRemembered(request, context),
    readCaptcha(request, context),
    smsSecondsLeft(request, context, "login"),
    moduleOn(context, "trial"),
  ]);
  const method = methodOf(url.searchParams.get("method"), smsEnabled);
  return {
    smsEnabled,
    method,
    constraint: loginConstraint(method),
    redirectTo: url.searchParams.get("redirectTo") ?? "",
    remembered,
    captchaRequired: captcha.required,
    smsSecondsLeft: secondsLeft,
    nonce: crypto.randomUUID().slice(0, 8),
    // "Try it free" starts a trial: timed like /m/trail's button (ASVS V2.4.2); signing in is not.
    // Only where the gateway offers the free trial (contract/capabilities.ts).
    trialFillTime: trial ? await context.fillTime.input("trial") : null,
    // Seeded credentials exist only on the embedded gateway: an operator's login page never shows them.
    demoAccount: runsOnEmbeddedGateway(context.settings) ? { account: DEMO_PLAYER.account, password: DEMO_PLAYER.password } : null,
  };
}

export type LoginActionData = {
  result: SubmissionResult<string[]>;
  captchaRequired?: boolean;
  smsSecondsLeft?: number;
  notice?: string;
  nonce: string;
  /** The account is locked for this device: where its unlock code goes (`to`, masked; null when it was just sent). */
  unlock?: { to: string | null };
};

/** Secrets a refused submission never sends back (hideFields) and the browser empties too. */
const SECRET_FIELDS = LOGIN_SECRET_FIELDS;

export async function loginAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const formData = await readFormData(request);
  const nonce = crypto.randomUUID().slice(0, 8);
  const intent = formData.get("intent");
  const [smsEnabled, captchaState] = await Promise.all([smsLoginEnabled(request, context), readCaptcha(request, context)]);
  const method = methodOf(formData.get("method"), smsEnabled);
  const schema = method === "sms" ? loginSmsSchema(captchaState.required) : loginUsernameSchema(captchaState.required);
  const reply = (result: SubmissionResult<string[]>, extra: Partial<LoginActionData> = {}, headers?: HeadersInit) =>
    data({ result, nonce, ...extra } satisfies LoginActionData, { status: 400, headers });

  const spam = await rejectSpam(context, formData, { schema, hideFields: SECRET_FIELDS });
  if (spam) return reply(spam);

  if (intent === "trial") {
    await requireModule(context, "trial");
    // The same trial start as /m/trail (app/features/account/trial.server.ts), with its minimum fill time.
    const early = await rejectEarly(context, formData, "trial", { schema, hideFields: SECRET_FIELDS });
    if (early) return reply(early);
    const trial = await startTrial(context);
    if (trial.ok) return trial.response;
    return reply(parseWithZod(formData, { schema }).reply({ formErrors: [trial.formError], hideFields: SECRET_FIELDS }));
  }

  if (intent === "send-code" && method === "sms") return sendCodeIntent(request, context, formData, "login", { nonce });
  if (intent === "send-code") return sendUnlockIntent(context, formData, nonce);

  // Sign in. The gateway decides; a refusal that demands a captcha shows one from now on.
  let captchaRequired = captchaState.required;
  let unlock: LoginActionData["unlock"];
  const submission = await parseWithZod(formData, {
    async: true,
    schema: schema.transform(async (input, ctx) => {
      const request_: LoginRequest =
        "mobileNum" in input
          ? { type: "sms", username: input.mobileNum, password: input.verificationCode, countryDialingCode: input.countryDialingCode }
          : { type: "username", username: input.username, password: input.password, unlockCode: input.unlockCode };
      try {
        const session = await login(context.gateway, { ...request_, captcha: input.captcha, captchaId: captchaState.id });
        return { input, session };
      } catch (e) {
        const failure = describeFailure(e, "account.login.failed");
        if (!failure) throw e;
        const demanded = (e as { value?: { captcha?: unknown } }).value?.captcha;
        if (typeof demanded === "boolean") captchaRequired = demanded;
        const offer = unlockOffer(e);
        if (offer) unlock = { to: offer.to };
        // A lock this device can open with a code reads as the way in, not as a dead end.
        const key = offer && failure.key === "account.login.locked" ? "account.unlock.needed" : failure.key;
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: key, path: failure.field ? [failure.field] : [] });
        return z.NEVER;
      }
    }),
  });

  if (submission.status !== "success") {
    const headers =
      captchaRequired !== captchaState.required ? { "Set-Cookie": await writeCaptcha({ ...captchaState, required: captchaRequired }, context) } : undefined;
    // A wrong unlock code or password keeps the unlock step on screen.
    if (!unlock && "unlockCode" in submission.payload && submission.payload.unlockCode) unlock = { to: null };
    return reply(submission.reply({ hideFields: SECRET_FIELDS }), { captchaRequired, unlock }, headers);
  }

  const { input, session } = submission.value;
  // Remember the account name of this method only (never the password), or forget it.
  const remembered = await readRemembered(request, context);
  if ("mobileNum" in input) remembered.sms = input.remember ? { countryDialingCode: input.countryDialingCode, mobileNum: input.mobileNum } : undefined;
  else remembered.username = input.remember ? input.username : undefined;
  return redirectWithToast(
    safeRedirectTarget(input.redirectTo, request),
    { key: "toast.signed_in", kind: "success", tone: "success" },
    context,
    combineHeaders(
      { "Set-Cookie": await startSession(context, session) },
      { "Set-Cookie": await writeRemembered(remembered, context) },
      { "Set-Cookie": await writeCaptcha({ required: false }, context) },
    ),
  );
}

/**
 * Sends the unlock code of a locked account to its owner's number or e-mail (decision 072). The
 * answer is the same for every name, so the page says only that a code is on its way if the
 * account is locked, without naming the channel.
 */
async function sendUnlockIntent(context: ActionFunctionArgs<AppLoadContext>["context"], formData: FormData, nonce: string) {
  const submission = parseWithZod(formData, { schema: SendUnlockSchema });
  const unlock = { to: null };
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: SECRET_FIELDS }), nonce, unlock } satisfies LoginActionData, { status: 400 });
  try {
    const sent = await sendUnlockCode(context.gateway, submission.value.username);
    const result = submission.reply({ hideFields: SECRET_FIELDS });
    return data({ result, nonce, unlock, smsSecondsLeft: countdownSeconds(sent.expiredMinutes), notice: "account.unlock.sent" } satisfies LoginActionData);
  } catch (e) {
    const failure = describeFailure(e, "error.generic.body");
    if (!failure) throw e;
    return data({ result: submission.reply({ formErrors: [failure.key], hideFields: SECRET_FIELDS }), nonce, unlock } satisfies LoginActionData, {
      status: 400,
    });
  }
}
