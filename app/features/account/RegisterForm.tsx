import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { visibleRegistrationFields, type FieldSettings, type RegistrationField, type RegistrationMethod, type RegisterSource } from "@contract/registration";
import { useState, useSyncExternalStore } from "react";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "react-router";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import {
  AuthIntro,
  CaptchaField,
  DialingCodeSelect,
  FillTimeField,
  FormError,
  MethodTabs,
  PasswordField,
  SmsCodeField,
  TextField,
  useClearRefusedFields,
  useFocusFirstError,
  usePasswordRule,
} from "~/features/account/components";
import { withRequiredCaptcha } from "~/features/account/rules";
import { BirthDateField, RegisterLimits } from "~/features/rg/register/components";
import { useTranslation } from "~/i18n/react";
import { TAB_CARRY_DELAY_MS } from "~/rules/form-timing";
import { detectRegisterSource } from "~/rules/register-method";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";
import type { registerLoader, registerAction, RegisterActionData, RegisterField } from "./register.server";
import { REGISTER_SECRET_FIELDS } from "./rules";

/** The form's instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/account/validation");

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

/** The display mode of an installed web app does not change while it runs: nothing to subscribe to. */
const subscribeNever = () => () => {};
const browserRegisterSource = (): RegisterSource =>
  detectRegisterSource({
    userAgent: navigator.userAgent,
    displayModeStandalone: window.matchMedia("(display-mode: standalone)").matches,
    iosStandalone: (navigator as Navigator & { standalone?: boolean }).standalone === true,
  });

export function RegisterForm() {
  const { t } = useTranslation();
  const passwordRule = usePasswordRule();
  const loaderData = useLoaderData<typeof registerLoader>();
  const actionData = useActionData<typeof registerAction>() as RegisterActionData | undefined;
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
  // input's value is its attribute, and React wrote defaultValue back on every render.
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
          validation.validateRegistration(formData, {
            settings: settings as FieldSettings,
            method,
            affiliateInputShown,
            rg: rg && { ...rg, now: loaderData.now },
          })
      : deferToServer,
  });
  useFocusFirstError(form.id, actionData?.result);
  // The fields the action leaves out of its reply (hideFields) are emptied with JavaScript too.
  useClearRefusedFields(form.id, actionData?.result, REGISTER_SECRET_FIELDS);
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
        <FillTimeField fillTime={loaderData.fillTime} />
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
                  hint={passwordRule}
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

        {/* The age gate and the limits are responsible gaming's: none where the gateway does not offer it. */}
        {rg && maxBirthDate && (
          <>
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
          </>
        )}

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
