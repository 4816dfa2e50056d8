import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import {
  latestBirthDate,
  visibleRegistrationFields,
  type FieldSettings,
  type RegistrationField,
  type RegistrationMethod,
  type RegisterSource,
} from "@shared/registration";
import type { LimitKind } from "@shared/rg-rules";
import { useState, useSyncExternalStore } from "react";
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
import { smsSecondsLeft, readCaptcha, writeCaptcha } from "~/features/account/cookies.server";
import { describeFailure } from "~/features/account/failures";
import { initialRegistrationMethod, registrationMethods, withRequiredCaptcha } from "~/features/account/rules";
import { registrationSchema } from "~/features/account/schemas";
import { sendCodeIntent } from "~/features/account/send-code.server";
import { readInviteCode } from "~/features/promotions/invite/attribution.server";
import { BirthDateField, RegisterLimits } from "~/features/rg/register/components";
import { RG_FORM_FIELDS, type RegisterRg } from "~/features/rg/register/fields";
import { limitsOf } from "~/features/rg/register/schemas";
import { affiliateIsValid, fetchRegistrationSettings, register } from "~/gateway/account.server";
import { fetchMarket } from "~/gateway/rg.server";
import { useTranslation } from "~/i18n/react";
import { TAB_CARRY_DELAY_MS } from "~/rules/form-timing";
import { detectRegisterSource } from "~/rules/register-method";
import { rules } from "~/rules/validation";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { rejectSpam } from "~/server/spam.server";
import { redirectWithToast, requireGuest, startSession } from "~/session/auth.server";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";

export const handle: RouteHandle = { titleKey: "account.title.register" };

/** Everything the page and its action both need: settings, methods, the URL's affiliate code. */
async function registrationContext(request: Request, context: LoaderFunctionArgs["context"], methodParam: string | null) {
  const [site, operatorSettings, captcha, market] = await Promise.all([
    context.siteStatus(),
    fetchRegistrationSettings(context.gateway),
    readCaptcha(request, context),
    fetchMarket(context.gateway),
  ]);
  // Past this address's hourly registrations the gateway demands a captcha: show it from then on.
  const settings = withRequiredCaptcha(operatorSettings, captcha.registerRequired);
  const methods = registrationMethods(site.whiteLabel);
  const method: RegistrationMethod = methods.includes(methodParam as RegistrationMethod)
    ? (methodParam as RegistrationMethod)
    : initialRegistrationMethod(site.whiteLabel);
  // The market's age gate and required limits (issue 16, decision 043).
  const rg = { minAge: market.minAge, requiredLimits: market.requiredLimits };
  return { settings, methods, method: methods.includes(method) ? method : methods[0]!, rg };
}

async function checkAffiliate(request: Request, context: LoaderFunctionArgs["context"], code: string | null): Promise<{ code: string; valid: boolean } | null> {
  if (!code) return null;
  const format = rules.affiliateCode.safeParse(code);
  const valid = format.success && (await affiliateIsValid(context.gateway, format.data, new URL(request.url).hostname));
  return { code, valid };
}

/** The form's instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/account/validation");

/**
 * The constraint attributes (required, minLength, pattern) of the form the loader's settings give,
 * computed here so the browser needs no zod to render them; `requiredCaptcha` is the captcha
 * field's for when the gateway starts demanding one in the same form (the action says so).
 */
function registrationConstraint(settings: FieldSettings, method: RegistrationMethod, affiliateInputShown: boolean, rg: RegisterRg) {
  return {
    fields: getZodConstraint(registrationSchema(settings, method, affiliateInputShown, rg)),
    requiredCaptcha: getZodConstraint(registrationSchema(withRequiredCaptcha(settings, true), method, affiliateInputShown, rg)).captcha ?? {},
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireGuest(context);
  const url = new URL(request.url);
  // The URL's code wins; else the code an invitation link left in this browser (decision 038).
  const affiliateParam = url.searchParams.get("code") ?? url.searchParams.get("affiliateCode") ?? (await readInviteCode(request, context));
  const [ctx, affiliate, secondsLeft] = await Promise.all([
    registrationContext(request, context, url.searchParams.get("method")),
    checkAffiliate(request, context, affiliateParam),
    smsSecondsLeft(request, context, "register"),
  ]).catch((e: unknown) => gatewayFailure(e, request, context));
  const now = Date.now();
  return {
    ...ctx,
    constraint: registrationConstraint(ctx.settings, ctx.method, !affiliate?.valid, { ...ctx.rg, now }),
    affiliate,
    mobileNum: (url.searchParams.get("mobileNum") ?? "").replace(/\D/g, "").slice(0, 20),
    smsSecondsLeft: secondsLeft,
    nonce: crypto.randomUUID().slice(0, 8),
    maxBirthDate: latestBirthDate(ctx.rg.minAge, now),
    // The instant the form checks the age at (the action checks again at its own).
    now,
  };
}

type ActionData = { result: SubmissionResult<string[]>; smsSecondsLeft?: number; notice?: string; nonce: string; captchaRequired?: boolean };

/** Secrets a refused submission never sends back (hideFields) and the browser empties too. */
const SECRET_FIELDS = ["password", "confirmPassword", "paymentPassword", "captcha"];

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const nonce = crypto.randomUUID().slice(0, 8);
  const { settings, method, rg } = await registrationContext(request, context, String(formData.get("method") ?? "")).catch((e: unknown) =>
    gatewayFailure(e, request, context),
  );
  const affiliateFromUrl = String(formData.get("affiliateFromUrl") ?? "");
  // The URL's code is checked again here: the server never trusts what the page was told.
  const urlAffiliate = await checkAffiliate(request, context, affiliateFromUrl || null);
  const affiliateInputShown = !urlAffiliate?.valid;
  const schema = registrationSchema(settings, method, affiliateInputShown, { ...rg, now: Date.now() });
  const reply = (result: SubmissionResult<string[]>, extra: Partial<ActionData> = {}, headers?: HeadersInit) =>
    data({ result, nonce, ...extra } satisfies ActionData, { status: 400, headers });

  const spam = rejectSpam(context, formData, { schema, hideFields: SECRET_FIELDS });
  if (spam) return reply(spam);

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

/** How each plain text field asks to be typed; its length bounds come from its rule (getZodConstraint). */
const INPUT_HINTS: Partial<Record<RegistrationField, React.InputHTMLAttributes<HTMLInputElement> & { type?: "text" | "email" | "tel" }>> = {
  username: { autoComplete: "username", autoCapitalize: "none", spellCheck: false },
  email: { type: "email", autoComplete: "email" },
  nickname: { autoComplete: "nickname" },
  payeeName: { autoComplete: "name" },
  qqNum: { inputMode: "numeric" },
  whatsapp: { type: "tel", inputMode: "tel" },
  zalo: { type: "tel", inputMode: "tel" },
  affiliateCode: { autoCapitalize: "characters" },
};

/** Every field the registration form renders: the operator's fields and the form's own. */
type RegisterField = RegistrationField | "confirmPassword" | "countryDialingCode" | "agree" | (typeof RG_FORM_FIELDS)[number];

/** The display mode of an installed web app does not change while it runs: nothing to subscribe to. */
const subscribeNever = () => () => {};
const browserRegisterSource = (): RegisterSource =>
  detectRegisterSource({
    userAgent: navigator.userAgent,
    displayModeStandalone: window.matchMedia("(display-mode: standalone)").matches,
    iosStandalone: (navigator as Navigator & { standalone?: boolean }).standalone === true,
  });

export default function Register() {
  const { t } = useTranslation();
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  const { method, affiliate, rg, maxBirthDate } = loaderData;
  // The action learns first when the gateway starts demanding a captcha; the loader knows it afterwards.
  const settings = withRequiredCaptcha(loaderData.settings as FieldSettings, actionData?.captchaRequired);
  const affiliateInputShown = !affiliate?.valid;
  const visible = visibleRegistrationFields(settings as FieldSettings, method, affiliateInputShown);
  const [agreed, setAgreed] = useState(true);
  // §3 registerMethod: how the app is running, known only in the browser (H5 on the server and
  // without JavaScript). Rendered as the input's value, not written into it through a ref: a hidden
  // input's value is its attribute, and React wrote defaultValue back on every render (issue 17).
  const registerSource = useSyncExternalStore(subscribeNever, browserRegisterSource, () => "H5" as RegisterSource);
  // Built per the operator's settings and the method; also says which fields are optional.
  const constraint = actionData?.captchaRequired
    ? { ...loaderData.constraint.fields, captcha: loaderData.constraint.requiredCaptcha }
    : loaderData.constraint.fields;
  const validation = useLazyValidation(loadValidation);

  const [form, fields] = useForm<Record<string, unknown>>({
    id: `register-${method}`,
    lastResult: actionData?.result,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { mobileNum: loaderData.mobileNum, countryDialingCode: "+63", agree: "on", lossPeriod: "day" },
    onValidate: validation
      ? ({ formData }) =>
          validation.validateRegistration(formData, { settings: settings as FieldSettings, method, affiliateInputShown, rg: { ...rg, now: loaderData.now } })
      : deferToServer,
  });
  useFocusFirstError(form.id, actionData?.result);
  // The fields the action leaves out of its reply (hideFields) are emptied with JavaScript too.
  useClearRefusedFields(form.id, actionData?.result, SECRET_FIELDS);
  const f = fields as Record<RegisterField, (typeof fields)[string]>;

  const keepQuery = (m: RegistrationMethod, withMobile = "") => {
    const q = new URLSearchParams({ method: m });
    if (affiliate?.code) q.set("code", affiliate.code);
    if (withMobile) q.set("mobileNum", withMobile);
    return `/m/register?${q}`;
  };

  return (
    <div className="auth">
      <AuthIntro title={t("account.register.heading")} subtitle={t("account.register.subheading")} />

      {loaderData.methods.length > 1 && (
        <div
          onClickCapture={(e) => {
            // Carry the typed mobile number to the other tab (§4), after the spec's 150 ms.
            const link = (e.target as HTMLElement).closest("a");
            if (!link) return;
            e.preventDefault();
            const target = link.getAttribute("href")?.includes("method=mobileNum") ? "mobileNum" : "username";
            const typed = String(f.mobileNum.value ?? "").replace(/\D/g, "");
            setTimeout(() => navigate(keepQuery(target, typed), { replace: true, preventScrollReset: true }), TAB_CARRY_DELAY_MS);
          }}
        >
          <MethodTabs
            current={method}
            tabs={loaderData.methods.map((m) => ({
              key: m,
              label: m === "username" ? t("account.tabs.username") : t("account.tabs.mobile"),
              href: keepQuery(m),
            }))}
          />
        </div>
      )}

      <Form method="post" className="card auth__form" {...getFormProps(form)}>
        <HoneypotInputs label={t("form.honeypot")} />
        <input type="hidden" name="method" value={method} />
        <input type="hidden" name="affiliateFromUrl" value={affiliate?.valid ? affiliate.code : ""} />
        <input type="hidden" name="registerMethod" value={registerSource} />
        <FormError errors={form.errors} id={form.errorId} />
        {actionData?.notice && (
          <p className="form-notice" role="status">
            {t(actionData.notice)}
          </p>
        )}
        {affiliate?.valid && (
          <p className="form-notice" role="status">
            {t("account.register.affiliateApplied", { code: affiliate.code })}
          </p>
        )}

        {visible.map((name) => {
          const meta = f[name];
          const label = t(`account.field.${name}`);
          const optional = !constraint[name]?.required;
          if (name === "password") {
            return (
              <div key={name}>
                <PasswordField
                  label={label}
                  inputProps={{ ...getInputProps(meta, { type: "password" }), key: meta.key }}
                  errors={meta.errors}
                  autoComplete="new-password"
                />
                <PasswordField
                  label={t("account.field.confirmPassword")}
                  inputProps={{ ...getInputProps(f.confirmPassword, { type: "password" }), key: f.confirmPassword.key }}
                  errors={f.confirmPassword.errors}
                  autoComplete="new-password"
                />
              </div>
            );
          }
          if (name === "paymentPassword") {
            return (
              <PasswordField
                key={name}
                label={label}
                inputProps={{ ...getInputProps(meta, { type: "password" }), key: meta.key, inputMode: "numeric" }}
                errors={meta.errors}
                autoComplete="new-password"
              />
            );
          }
          if (name === "mobileNum") {
            return (
              <div key={name} className="mobile-row">
                <DialingCodeSelect selectProps={{ ...getSelectProps(f.countryDialingCode), key: f.countryDialingCode.key }} />
                <TextField
                  label={label}
                  inputProps={{ ...getInputProps(meta, { type: "tel" }), key: meta.key, inputMode: "numeric", autoComplete: "tel-national" }}
                  errors={meta.errors}
                  optional={optional}
                />
              </div>
            );
          }
          if (name === "verificationCode") {
            return (
              <SmsCodeField
                key={name}
                label={label}
                inputProps={{ ...getInputProps(meta, { type: "text" }), key: meta.key }}
                errors={meta.errors}
                secondsLeft={actionData?.smsSecondsLeft ?? loaderData.smsSecondsLeft}
              />
            );
          }
          if (name === "captcha") {
            return (
              <CaptchaField
                key={name}
                // Conform keeps the constraint the form started with, and the gateway can demand the
                // captcha later in the same form: its attributes follow the action's answer.
                inputProps={{ ...getInputProps(meta, { type: "text" }), ...constraint.captcha, key: meta.key }}
                errors={meta.errors}
                nonce={actionData?.nonce ?? loaderData.nonce}
              />
            );
          }
          const { type = "text", ...hints } = INPUT_HINTS[name] ?? {};
          return (
            <TextField
              key={name}
              label={label}
              inputProps={{ ...getInputProps(meta, { type }), key: meta.key, ...hints }}
              errors={meta.errors}
              optional={optional}
            />
          );
        })}

        <BirthDateField
          inputProps={{ ...getInputProps(f.birthDate, { type: "date", description: true }), key: f.birthDate.key }}
          errors={f.birthDate.errors}
          minAge={rg.minAge}
          max={maxBirthDate}
        />
        <RegisterLimits
          required={rg.requiredLimits}
          deposit={{
            input: { ...getInputProps(f.depositLimit, { type: "text" }), key: f.depositLimit.key, inputMode: "decimal" },
            errors: f.depositLimit.errors,
          }}
          loss={{ input: { ...getInputProps(f.lossLimit, { type: "text" }), key: f.lossLimit.key, inputMode: "decimal" }, errors: f.lossLimit.errors }}
          lossPeriod={{ select: { ...getSelectProps(f.lossPeriod), key: f.lossPeriod.key }, errors: f.lossPeriod.errors }}
          session={{
            input: { ...getInputProps(f.sessionLimit, { type: "text", description: true }), key: f.sessionLimit.key, inputMode: "numeric" },
            errors: f.sessionLimit.errors,
          }}
        />

        <label className="checkbox agree">
          <input {...getInputProps(f.agree, { type: "checkbox" })} key={f.agree.key} onChange={(e) => setAgreed(e.currentTarget.checked)} />
          <span>
            {t("account.register.agree")} <Link to="/m/useragreement">{t("account.register.agreement")}</Link>
          </span>
        </label>
        {f.agree.errors?.[0] && (
          <p className="field__error" role="alert">
            {t(f.agree.errors[0])}
          </p>
        )}

        <button type="submit" name="intent" value="register" className="button button--primary button--block" disabled={busy || !agreed}>
          {busy ? t("account.register.submitting") : t("account.register.submit")}
        </button>
      </Form>

      <p className="auth__links">
        <span>{t("account.register.haveAccount")}</span> <Link to="/m/login">{t("account.register.login")}</Link>
        <span aria-hidden="true"> · </span>
        <Link to="/m/service">{t("account.login.service")}</Link>
      </p>
    </div>
  );
}
