import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { useEffect } from "react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
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
} from "~/features/account/components";
import { useTranslation } from "~/i18n/react";
import { LANGUAGE_REVALIDATE_DELAY_MS } from "~/rules/form-timing";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";
import type { loginLoader, loginAction, LoginActionData, LoginField } from "./login.server";
import { LOGIN_SECRET_FIELDS } from "./rules";

/** The form's instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/account/validation");

export function LoginForm() {
  const { t, i18n } = useTranslation();
  const loaderData = useLoaderData<typeof loginLoader>();
  const actionData = useActionData<typeof loginAction>() as LoginActionData | undefined;
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
  useClearRefusedFields(form.id, actionData?.result, LOGIN_SECRET_FIELDS);

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
        {/* Read only by "Try it free": a trial start is timed, signing in is not. */}
        {loaderData.trialFillTime && <FillTimeField fillTime={loaderData.trialFillTime} />}
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

        {method === "username" && actionData?.unlock && (
          <div className="unlock-step" role="group" aria-labelledby="unlock-intro">
            <p id="unlock-intro" className="form-notice">
              {actionData.unlock.to ? t("account.unlock.intro", { to: actionData.unlock.to }) : t("account.unlock.introAgain")}
            </p>
            <SmsCodeField
              label={t("account.unlock.field")}
              inputProps={{ ...getInputProps(f.unlockCode, { type: "text" }), key: f.unlockCode.key }}
              errors={f.unlockCode.errors}
              secondsLeft={smsSeconds}
            />
          </div>
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
        {/* The free trial, where the gateway offers it (contract/capabilities.ts). */}
        {loaderData.trialFillTime && (
          <button type="submit" name="intent" value="trial" formNoValidate className="button button--ghost button--block" disabled={busy}>
            {t("account.login.trial")}
          </button>
        )}
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
