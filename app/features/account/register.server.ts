import { type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { now as clockNow } from "@contract/clock";
import { latestBirthDate, type FieldSettings, type RegistrationField, type RegistrationMethod } from "@contract/registration";
import type { LimitKind } from "@contract/rg-rules";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { z } from "zod";
import { smsSecondsLeft, readCaptcha, writeCaptcha } from "~/features/account/cookies.server";
import { describeFailure } from "~/features/account/failures";
import { REGISTER_SECRET_FIELDS, initialRegistrationMethod, registrationMethods, withRequiredCaptcha } from "~/features/account/rules";
import { registrationSchema } from "~/features/account/schemas";
import { sendCodeIntent } from "~/features/account/send-code.server";
import { readInviteCode } from "~/features/promotions/invite/attribution.server";
import { RG_FORM_FIELDS, type RegisterRg } from "~/features/rg/register/fields";
import { limitsOf } from "~/features/rg/register/schemas";
import { affiliateIsValid, fetchRegistrationSettings, register } from "~/gateway-client/account.server";
import { fetchMarket } from "~/gateway-client/rg.server";
import { rules } from "~/rules/validation";
import { rejectEarly } from "~/server/fill-time.server";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { rejectSpam } from "~/server/spam.server";
import { redirectWithToast, requireGuest, startSession } from "~/session/auth.server";

/** Everything the page and its action both need: settings, methods, the URL's affiliate code. */
async function registrationContext(request: Request, context: LoaderFunctionArgs<AppLoadContext>["context"], methodParam: string | null) {
  const site = await context.siteStatus();
  // The age gate and the limits belong to responsible gaming: a gateway without it asks for neither (contract/capabilities.ts).
  const responsibleGaming = !site.unofferedModules.includes("responsibleGaming");
  const [operatorSettings, captcha, market] = await Promise.all([
    fetchRegistrationSettings(context.gateway),
    readCaptcha(request, context),
    responsibleGaming ? fetchMarket(context.gateway) : null,
  ]);
  // Past this address's hourly registrations the gateway demands a captcha: show it from then on.
  const settings = withRequiredCaptcha(operatorSettings, captcha.registerRequired);
  const methods = registrationMethods(site.whiteLabel);
  const method: RegistrationMethod = methods.includes(methodParam as RegistrationMethod)
    ? (methodParam as RegistrationMethod)
    : initialRegistrationMethod(site.whiteLabel);
  // The market's age gate and required limits (decision 043).
  const rg = market && { minAge: market.minAge, requiredLimits: market.requiredLimits };
  return { settings, methods, method: methods.includes(method) ? method : methods[0]!, rg };
}

async function checkAffiliate(
  request: Request,
  context: LoaderFunctionArgs<AppLoadContext>["context"],
  code: string | null,
): Promise<{ code: string; valid: boolean } | null> {
  if (!code) return null;
  const format = rules.affiliateCode.safeParse(code);
  const valid = format.success && (await affiliateIsValid(context.gateway, format.data, new URL(request.url).hostname));
  return { code, valid };
}

/**
 * The constraint attributes (required, minLength, pattern) of the form the loader's settings give,
 * computed here so the browser needs no zod to render them; `requiredCaptcha` is the captcha
 * field's for when the gateway starts demanding one in the same form (the action says so).
 */
function registrationConstraint(settings: FieldSettings, method: RegistrationMethod, affiliateInputShown: boolean, rg: RegisterRg | null) {
  return {
    fields: getZodConstraint(registrationSchema(settings, method, affiliateInputShown, rg)),
    requiredCaptcha: getZodConstraint(registrationSchema(withRequiredCaptcha(settings, true), method, affiliateInputShown, rg)).captcha ?? {},
  };
}

export async function registerLoader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  requireGuest(context, undefined, { allowTrial: true });
  const url = new URL(request.url);
  // The URL's code wins; else the code an invitation link left in this browser (decision 038).
  const affiliateParam = url.searchParams.get("code") ?? url.searchParams.get("affiliateCode") ?? (await readInviteCode(request, context));
  const [ctx, affiliate, secondsLeft] = await Promise.all([
    registrationContext(request, context, url.searchParams.get("method")),
    checkAffiliate(request, context, affiliateParam),
    smsSecondsLeft(request, context, "register"),
  ]).catch((e: unknown) => gatewayFailure(e, request, context));
  const now = clockNow();
  return {
    ...ctx,
    constraint: registrationConstraint(ctx.settings, ctx.method, !affiliate?.valid, ctx.rg && { ...ctx.rg, now }),
    affiliate,
    mobileNum: (url.searchParams.get("mobileNum") ?? "").replace(/\D/g, "").slice(0, 20),
    smsSecondsLeft: secondsLeft,
    nonce: crypto.randomUUID().slice(0, 8),
    maxBirthDate: ctx.rg ? latestBirthDate(ctx.rg.minAge, now) : null,
    // The instant the form checks the age at (the action checks again at its own).
    now,
    // The form may be sent MIN_FILL_MS.register after this render, not sooner (ASVS V2.4.2). Real
    // time, not the server clock: remix-utils checks the token against Date.now.
    fillTime: await context.fillTime.input("register"),
  };
}

export type RegisterActionData = { result: SubmissionResult<string[]>; smsSecondsLeft?: number; notice?: string; nonce: string; captchaRequired?: boolean };

/** Secrets a refused submission never sends back (hideFields) and the browser empties too. */
const SECRET_FIELDS = REGISTER_SECRET_FIELDS;

export async function registerAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const formData = await readFormData(request);
  const nonce = crypto.randomUUID().slice(0, 8);
  const { settings, method, rg } = await registrationContext(request, context, String(formData.get("method") ?? "")).catch((e: unknown) =>
    gatewayFailure(e, request, context),
  );
  const affiliateFromUrl = String(formData.get("affiliateFromUrl") ?? "");
  // The URL's code is checked again here: the server never trusts what the page was told.
  const urlAffiliate = await checkAffiliate(request, context, affiliateFromUrl || null);
  const affiliateInputShown = !urlAffiliate?.valid;
  const schema = registrationSchema(settings, method, affiliateInputShown, rg && { ...rg, now: clockNow() });
  const reply = (result: SubmissionResult<string[]>, extra: Partial<RegisterActionData> = {}, headers?: HeadersInit) =>
    data({ result, nonce, ...extra } satisfies RegisterActionData, { status: 400, headers });

  const spam = await rejectSpam(context, formData, { schema, hideFields: SECRET_FIELDS });
  if (spam) return reply(spam);
  // Before the code is sent too: an SMS costs the operator as much as an account.
  const early = await rejectEarly(context, formData, "register", { schema, hideFields: SECRET_FIELDS });
  if (early) return reply(early);

  if (formData.get("intent") === "send-code") return sendCodeIntent(request, context, formData, "register", { nonce });

  const captcha = await readCaptcha(request, context);
  let captchaDemanded = false;
  const submission = await parseWithZod(formData, {
    async: true,
    schema: schema.transform(async (input, ctx) => {
      const limitFields: readonly string[] = RG_FORM_FIELDS.filter((f) => f !== "birthDate");
      const fields = Object.fromEntries(Object.entries(input).filter(([k, v]) => typeof v === "string" && v !== "" && !limitFields.includes(k))) as Record<
        string,
        string
      >;
      try {
        return await register(context.gateway, {
          ...fields,
          limits: limitsOf(input as Parameters<typeof limitsOf>[0]),
          affiliateCode: urlAffiliate?.valid ? urlAffiliate.code : fields.affiliateCode,
          captchaId: captcha.id,
          registerMethod: input.registerMethod,
          registerUrl: new URL(request.url).host,
          type: "0",
        });
      } catch (e) {
        const failure = describeFailure(e, "account.register.failed");
        if (!failure) throw e;
        // The gateway names the field it refused; its message is one of our translation keys.
        const detail = (e as { value?: { field?: unknown; message?: unknown; captcha?: unknown } }).value;
        captchaDemanded = detail?.captcha === true;
        // A required limit left out (BR): each missing one is marked on its own field (decision 043).
        const kinds = (e as { value?: { kinds?: unknown } }).value?.kinds;
        if (Array.isArray(kinds)) {
          for (const kind of kinds) {
            const path = LIMIT_FIELD[kind as LimitKind];
            if (path) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "rg.register.error.required", path: [path] });
          }
        }
        // "limits" names no single input: the refusal is the form's.
        const named = typeof detail?.field === "string" && detail.field !== "limits" ? detail.field : null;
        const field = named ?? failure.field;
        const key = typeof detail?.message === "string" && detail.message.startsWith("validation.") ? detail.message : failure.key;
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: key, path: field ? [field] : [] });
        return z.NEVER;
      }
    }),
  });
  if (submission.status !== "success") {
    if (captchaDemanded && !captcha.registerRequired) {
      const headers = { "Set-Cookie": await writeCaptcha({ ...captcha, registerRequired: true }, context) };
      return reply(submission.reply({ hideFields: SECRET_FIELDS }), { captchaRequired: true }, headers);
    }
    return reply(submission.reply({ hideFields: SECRET_FIELDS }));
  }
  return redirectWithToast("/m/home", { key: "toast.in_registered_successfully", kind: "message", tone: "success" }, context, {
    "Set-Cookie": await startSession(context, submission.value),
  });
}

/** The form field of each limit kind (a required one the gateway says is missing is marked there). */
const LIMIT_FIELD: Partial<Record<LimitKind, string>> = { deposit: "depositLimit", loss: "lossLimit", session: "sessionLimit" };

/** Every field the registration form renders: the operator's fields and the form's own. */
export type RegisterField = RegistrationField | "confirmPassword" | "countryDialingCode" | "agree" | (typeof RG_FORM_FIELDS)[number];
