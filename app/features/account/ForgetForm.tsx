import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { useEffect } from "react";
import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "react-router";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  AuthIntro,
  DialingCodeSelect,
  FormError,
  MethodTabs,
  PasswordField,
  SmsCodeField,
  TextField,
  useFocusFirstError,
  usePasswordRule,
} from "~/features/account/components";
import { useTranslation } from "~/i18n/react";
import type { loader as rootLoader } from "~/root";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";
import type { forgetLoader, forgetAction, ForgetActionData, ForgetField } from "./forget.server";
import { methodFor } from "./rules";

/** The form's instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/account/validation");

export function ForgetForm() {
  const { t } = useTranslation();
  const passwordRule = usePasswordRule();
  const loaderData = useLoaderData<typeof forgetLoader>();
  const actionData = useActionData<typeof forgetAction>() as ForgetActionData | undefined;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const phoneEnabled = root?.switches.resetByPhone === true;
  const by = methodFor(loaderData.by, phoneEnabled);
  const busy = useNavigation().state !== "idle";
  // §4: the code field opens once a code was sent (now, or earlier: the countdown cookie says so).
  const codeSent = actionData?.codeSent === true || !!actionData?.smsSecondsLeft || loaderData.sms.sent;
  const validation = useLazyValidation(loadValidation);

  const [form, fields] = useForm<Record<string, unknown>>({
    id: `forget-${by}`,
    lastResult: actionData?.result,
    constraint: loaderData.constraint[by],
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { countryDialingCode: "+63" },
    onValidate: validation ? ({ formData }) => validation.validateForgot(formData, by) : deferToServer,
  });
  useFocusFirstError(form.id, actionData?.result);
  const f = fields as Record<ForgetField, (typeof fields)[string]>;
  // §8 with JavaScript too: modify.new.old.same clears the password field, any other error the code.
  useEffect(() => {
    const formErrors = actionData?.result.error?.[""] ?? [];
    if (!formErrors.length) return;
    // Cleared in the DOM: conform's form.update would also drop the message shown above the form.
    const field = formErrors.includes("account.forget.sameAsOld") ? f.newPassword : f.verificationCode;
    const input = document.getElementById(field.id) as HTMLInputElement | null;
    if (input) input.value = "";
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per server answer, not when the field object changes
  }, [actionData]);
  // §4: submit is enabled once a field was touched and all are valid (with JavaScript; the server decides either way).
  const hydrated = useHydrated();
  const ready = form.dirty && form.valid;

  return (
    <div className="auth">
      <AuthIntro title={t("account.forget.heading")} subtitle={by === "email" ? t("account.forget.emailIntro") : t("account.forget.phoneIntro")} logo={false} />
      {phoneEnabled && (
        <MethodTabs
          current={by}
          tabs={[
            { key: "phone", label: t("account.forget.byPhone"), href: "/m/forget?by=phone" },
            { key: "email", label: t("account.forget.byEmail"), href: "/m/forget?by=email" },
          ]}
        />
      )}
      <Form method="post" className="card auth__form" {...getFormProps(form)}>
        <HoneypotInputs label={t("form.honeypot")} />
        <input type="hidden" name="by" value={by} />
        <FormError errors={form.errors} id={form.errorId} />
        {actionData?.notice && (
          <p className="form-notice" role="status">
            {t(actionData.notice)}
          </p>
        )}
        {by === "email" ? (
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
            />
            <TextField
              label={t("account.field.email")}
              inputProps={{ ...getInputProps(f.email, { type: "email" }), key: f.email.key, autoComplete: "email" }}
              errors={f.email.errors}
            />
            <button type="submit" className="button button--primary button--block" disabled={busy}>
              {t("account.forget.submitEmail")}
            </button>
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
              inputProps={{ ...getInputProps(f.verificationCode, { type: "text" }), key: f.verificationCode.key, disabled: !codeSent }}
              errors={f.verificationCode.errors}
              secondsLeft={actionData?.smsSecondsLeft ?? loaderData.sms.secondsLeft}
            />
            {!codeSent && <p className="field__hint">{t("account.forget.codeFirst")}</p>}
            <PasswordField
              label={t("account.field.newPassword")}
              inputProps={{ ...getInputProps(f.newPassword, { type: "password" }), key: f.newPassword.key }}
              errors={f.newPassword.errors}
              autoComplete="new-password"
              hint={passwordRule}
            />
            <button type="submit" name="intent" value="set" className="button button--primary button--block" disabled={busy || (hydrated && !ready)}>
              {t("account.forget.submitPhone")}
            </button>
          </>
        )}
      </Form>
    </div>
  );
}
