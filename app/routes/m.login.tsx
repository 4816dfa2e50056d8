import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { z } from "zod";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import {
  AuthIntro,
  CaptchaField,
  DialingCodeSelect,
  FormError,
  MethodTabs,
  PasswordField,
  SmsCodeField,
  TextField,
  useClearRefusedFields,
  useFocusFirstError,
} from "~/features/account/components";
import { readCaptcha, readRemembered, smsSecondsLeft, writeCaptcha, writeRemembered } from "~/features/account/cookies.server";
import { describeFailure } from "~/features/account/failures";
import { loginSmsSchema, loginUsernameSchema } from "~/features/account/schemas";
import { sendCodeIntent } from "~/features/account/send-code.server";
import { startTrial } from "~/features/account/trial.server";
import { login, type LoginRequest } from "~/gateway/account.server";
import { useTranslation } from "~/i18n/react";
import { LANGUAGE_REVALIDATE_DELAY_MS } from "~/rules/form-timing";
import { runsOnEmbeddedGateway } from "~/server/env.server";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { combineHeaders } from "~/server/headers";
import { rejectSpam } from "~/server/spam.server";
import { redirectWithToast, requireGuest, safeRedirectTarget, startSession } from "~/session/auth.server";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";
import { DEMO_PLAYER } from "../../gateway/demo-accounts";

export const handle: RouteHandle = { titleKey: "title.login" };

type Method = "username" | "sms";
/** The fields of both methods' schemas: one form shows one method at a time. */
type LoginField = keyof z.input<ReturnType<typeof loginUsernameSchema>> | keyof z.input<ReturnType<typeof loginSmsSchema>>;
/** Mobile-code login only while the operator's switch (SMSLOGIN3) is on: the server decides, not the form. */
const methodOf = (v: unknown, smsEnabled: boolean): Method => (v === "sms" && smsEnabled ? "sms" : "username");

async function smsLoginEnabled(request: Request, context: LoaderFunctionArgs["context"]): Promise<boolean> {
  const site = await context.siteStatus().catch((e: unknown) => gatewayFailure(e, request, context));
  return site.features.SMSLOGIN3 === true;
}

/** The form's instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/account/validation");

/**
 * The constraint attributes (required, minLength, pattern) of a method's form, computed here so the
 * browser needs no zod to render them; `captcha` is the captcha field's, for when a refusal demands
 * one later in the same form.
 */
function loginConstraint(method: Method) {
  const schemaOf = method === "sms" ? loginSmsSchema : loginUsernameSchema;
  return { fields: getZodConstraint(schemaOf(false)), captcha: getZodConstraint(schemaOf(true)).captcha ?? {} };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  requireGuest(context, safeRedirectTarget(url.searchParams.get("redirectTo"), url));
  const [smsEnabled, remembered, captcha, secondsLeft] = await Promise.all([
    smsLoginEnabled(request, context),
    readRemembered(request, context),
    readCaptcha(request, context),
    smsSecondsLeft(request, context, "login"),
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
    // Seeded credentials exist only on the embedded gateway: an operator's login page never shows them.
    demoAccount: runsOnEmbeddedGateway(context.settings) ? { account: DEMO_PLAYER.account, password: DEMO_PLAYER.password } : null,
  };
}

type ActionData = { result: SubmissionResult<string[]>; captchaRequired?: boolean; smsSecondsLeft?: number; notice?: string; nonce: string };

/** Secrets a refused submission never sends back (hideFields) and the browser empties too. */
const SECRET_FIELDS = ["password", "verificationCode", "captcha"];

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const nonce = crypto.randomUUID().slice(0, 8);
  const intent = formData.get("intent");
  const [smsEnabled, captchaState] = await Promise.all([smsLoginEnabled(request, context), readCaptcha(request, context)]);
  const method = methodOf(formData.get("method"), smsEnabled);
  const schema = method === "sms" ? loginSmsSchema(captchaState.required) : loginUsernameSchema(captchaState.required);
  const reply = (result: SubmissionResult<string[]>, extra: Partial<ActionData> = {}, headers?: HeadersInit) =>
    data({ result, nonce, ...extra } satisfies ActionData, { status: 400, headers });

  const spam = rejectSpam(context, formData, { schema, hideFields: SECRET_FIELDS });
  if (spam) return reply(spam);

  if (intent === "trial") {
    // The same trial start as /m/trail (app/features/account/trial.server.ts).
    const trial = await startTrial(context);
    if (trial.ok) return trial.response;
    return reply(parseWithZod(formData, { schema }).reply({ formErrors: [trial.formError], hideFields: SECRET_FIELDS }));
  }

  if (intent === "send-code" && method === "sms") return sendCodeIntent(request, context, formData, "login", { nonce });

  // Sign in. The gateway decides; a refusal that demands a captcha shows one from now on.
  let captchaRequired = captchaState.required;
  const submission = await parseWithZod(formData, {
    async: true,
    schema: schema.transform(async (input, ctx) => {
      const request_: LoginRequest =
        "mobileNum" in input
          ? { type: "sms", username: input.mobileNum, password: input.verificationCode, countryDialingCode: input.countryDialingCode }
          : { type: "username", username: input.username, password: input.password };
      try {
        const session = await login(context.gateway, { ...request_, captcha: input.captcha, captchaId: captchaState.id });
        return { input, session };
      } catch (e) {
        const failure = describeFailure(e, "account.login.failed");
        if (!failure) throw e;
        const demanded = (e as { value?: { captcha?: unknown } }).value?.captcha;
        if (typeof demanded === "boolean") captchaRequired = demanded;
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: failure.key, path: failure.field ? [failure.field] : [] });
        return z.NEVER;
      }
    }),
  });

  if (submission.status !== "success") {
    const headers =
      captchaRequired !== captchaState.required ? { "Set-Cookie": await writeCaptcha({ ...captchaState, required: captchaRequired }, context) } : undefined;
    return reply(submission.reply({ hideFields: SECRET_FIELDS }), { captchaRequired }, headers);
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

export default function Login() {
  const { t, i18n } = useTranslation();
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  // The loader decided both from the site status: the tabs show only while the switch is on.
  const { smsEnabled, method } = loaderData;
  const captchaShown = actionData?.captchaRequired ?? loaderData.captchaRequired;
  const smsSeconds = actionData?.smsSecondsLeft ?? loaderData.smsSecondsLeft;
  const busy = useNavigation().state !== "idle";
  const remembered = loaderData.remembered;
  const constraint = captchaShown ? { ...loaderData.constraint.fields, captcha: loaderData.constraint.captcha } : loaderData.constraint.fields;
  const validation = useLazyValidation(loadValidation);

  // Two schemas (one per method) drive one form, so the field map is typed loosely here.
  const [form, fields] = useForm<Record<string, unknown>>({
    id: `login-${method}`,
    lastResult: actionData?.result,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue:
      method === "sms"
        ? { countryDialingCode: remembered.sms?.countryDialingCode ?? "+63", mobileNum: remembered.sms?.mobileNum ?? "", remember: remembered.sms ? "on" : "" }
        : { username: remembered.username ?? "", remember: remembered.username ? "on" : "" },
    onValidate: validation ? ({ formData }) => validation.validateLogin(formData, { method, captchaShown }) : deferToServer,
  });
  useFocusFirstError(form.id, actionData?.result);
  // The fields the action leaves out of its reply (hideFields) are emptied with JavaScript too.
  useClearRefusedFields(form.id, actionData?.result, SECRET_FIELDS);

  // §4: a language change re-validates the non-empty fields after 200 ms.
  useEffect(() => {
    const timer = setTimeout(() => {
      for (const [name, errors] of Object.entries(form.allErrors)) {
        if (name && errors.length && fields[name]?.value) form.validate({ name });
      }
    }, LANGUAGE_REVALIDATE_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a language change re-validates (§4), not every render of the form
  }, [i18n.language]);

  const f = fields as Record<LoginField, (typeof fields)[string]>;
  const keep = loaderData.redirectTo ? `&redirectTo=${encodeURIComponent(loaderData.redirectTo)}` : "";
  const remember = getInputProps(f.remember, { type: "checkbox" });

  return (
    <div className="auth">
      <AuthIntro title={t("account.login.heading")} subtitle={t("account.login.subheading")} />

      {smsEnabled && (
        <MethodTabs
          current={method}
          tabs={[
            { key: "username", label: t("account.tabs.username"), href: `/m/login?method=username${keep}` },
            { key: "sms", label: t("account.tabs.mobile"), href: `/m/login?method=sms${keep}` },
          ]}
        />
      )}

      <Form method="post" className="card auth__form" {...getFormProps(form)}>
        <HoneypotInputs label={t("form.honeypot")} />
        <input type="hidden" name="method" value={method} />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <FormError errors={form.errors} id={form.errorId} />
        {actionData?.notice && (
          <p className="form-notice" role="status">
            {t(actionData.notice)}
          </p>
        )}

        {method === "username" ? (
          <>
            <TextField
              label={t("account.field.username")}
              inputProps={{
                ...getInputProps(f.username, { type: "text" }),
                key: f.username.key,
                autoComplete: "username",
                autoCapitalize: "none",
                spellCheck: false,
              }}
              errors={f.username.errors}
              clearable
              onClear={() => form.update({ name: "username", value: "" })}
            />
            <PasswordField
              label={t("account.field.password")}
              inputProps={{ ...getInputProps(f.password, { type: "password" }), key: f.password.key }}
              errors={f.password.errors}
              autoComplete="current-password"
            />
          </>
        ) : (
          <>
            <div className="mobile-row">
              <DialingCodeSelect selectProps={{ ...getSelectProps(f.countryDialingCode), key: f.countryDialingCode.key }} />
              <TextField
                label={t("account.field.mobileNum")}
                inputProps={{ ...getInputProps(f.mobileNum, { type: "tel" }), key: f.mobileNum.key, inputMode: "numeric", autoComplete: "tel-national" }}
                errors={f.mobileNum.errors}
              />
            </div>
            <SmsCodeField
              label={t("account.field.verificationCode")}
              inputProps={{ ...getInputProps(f.verificationCode, { type: "text" }), key: f.verificationCode.key }}
              errors={f.verificationCode.errors}
              secondsLeft={smsSeconds}
            />
          </>
        )}

        {captchaShown && (
          <CaptchaField
            // Conform keeps the constraint the form started with, and a refusal can demand the
            // captcha later in the same form: its attributes are the loader's captcha constraint.
            inputProps={{ ...getInputProps(f.captcha, { type: "text" }), ...loaderData.constraint.captcha, key: f.captcha.key }}
            errors={f.captcha.errors}
            nonce={actionData?.nonce ?? loaderData.nonce}
          />
        )}

        <div className="auth__row">
          <label className="checkbox">
            <input {...remember} key={f.remember.key} />
            <span>{t("account.login.remember")}</span>
          </label>
          <Link to="/m/forget" className="auth__link">
            {t("account.login.forgot")}
          </Link>
        </div>

        <button type="submit" name="intent" value="login" className="button button--primary button--block" disabled={busy}>
          {busy ? t("account.login.submitting") : t("account.login.submit")}
        </button>
        <button type="submit" name="intent" value="trial" formNoValidate className="button button--ghost button--block" disabled={busy}>
          {t("account.login.trial")}
        </button>
      </Form>

      <p className="auth__links">
        <span>{t("account.login.noAccount")}</span> <Link to="/m/register">{t("account.login.register")}</Link>
        <span aria-hidden="true"> · </span>
        <Link to="/m/service">{t("account.login.service")}</Link>
      </p>
      {loaderData.demoAccount && <p className="auth__hint">{t("account.login.demoHint", loaderData.demoAccount)}</p>}
    </div>
  );
}
