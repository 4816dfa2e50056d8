import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useEffect } from "react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import type { z } from "zod";
import { FormError, TextField, useFocusFirstError } from "~/features/account/components";
import { FormMessage, SendCodeButton, VerificationBadge } from "~/features/identity/components";
import { type EmailCodeSchema, type EmailSchema } from "~/features/identity/schemas";
import { useTranslation } from "~/i18n/react";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";
import type { emailLoader, emailAction, EmailActionData } from "./email.server";

/** The form's instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/identity/validation");

export function EmailPageForm() {
  const { t } = useTranslation();
  const loaderData = useLoaderData<typeof emailLoader>();
  const { email } = loaderData;
  const validation = useLazyValidation(loadValidation);
  const actionData = useActionData<typeof emailAction>() as EmailActionData | undefined;
  const busy = useNavigation().state !== "idle";
  const sendResult = actionData?.intent === "send-code" ? actionData.result : undefined;
  const verifyResult = actionData?.intent === "verify" ? actionData.result : undefined;

  const [sendForm, sendFields] = useForm<z.input<typeof EmailSchema>>({
    id: "email-send",
    lastResult: sendResult,
    constraint: loaderData.constraint.send,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateEmail(formData) : deferToServer,
  });
  const [codeForm, codeFields] = useForm<z.input<typeof EmailCodeSchema>>({
    id: "email-code",
    lastResult: verifyResult,
    constraint: loaderData.constraint.code,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateEmailCode(formData) : deferToServer,
  });
  useFocusFirstError(sendForm.id, sendResult);
  useFocusFirstError(codeForm.id, verifyResult);
  // A code just sent: the next thing to type is the code.
  const codeInputId = codeFields.code.id;
  useEffect(() => {
    if (actionData?.sent) document.getElementById(codeInputId)?.focus();
  }, [actionData, codeInputId]);

  if (email?.verified) {
    return (
      <div className="page-body identity">
        <section className="card identity-card">
          <dl className="identity-facts">
            <div>
              <dt>{t("identity.email.addressLabel")}</dt>
              <dd>
                <span className="identity-address">{email.address}</span> <VerificationBadge verified />
              </dd>
            </div>
          </dl>
          <p className="identity-note">{t("identity.email.verifiedNote")}</p>
          <Link to="/m/service" className="button button--ghost button--block">
            {t("identity.email.service")}
          </Link>
        </section>
      </div>
    );
  }

  return (
    <div className="page-body identity">
      <p className="identity-intro">{t("identity.email.intro")}</p>
      {email && (
        <section className="card identity-card" aria-labelledby="email-pending-title">
          <h2 id="email-pending-title" className="identity-card__title">
            <span className="identity-address">{email.address}</span> <VerificationBadge verified={false} />
          </h2>
          <Form method="post" className="identity-form" {...getFormProps(codeForm)}>
            <FormError errors={codeForm.errors} id={codeForm.errorId} />
            <FormMessage message={actionData?.sent ? { key: "identity.email.codeSent" } : null} tone="notice" />
            <p className="identity-note">{t("identity.email.pendingBody", { address: email.address })}</p>
            <TextField
              label={t("identity.email.code")}
              inputProps={{
                ...getInputProps(codeFields.code, { type: "text" }),
                key: codeFields.code.key,
                inputMode: "numeric",
                autoComplete: "one-time-code",
                maxLength: 6,
              }}
              errors={codeFields.code.errors}
            />
            <button type="submit" name="intent" value="verify" className="button button--primary button--block" disabled={busy}>
              {t("identity.email.verify")}
            </button>
          </Form>
        </section>
      )}
      <section className="card identity-card" aria-labelledby={email ? "email-resend-title" : undefined}>
        {email && (
          <>
            <h2 id="email-resend-title" className="identity-card__title">
              {t("identity.email.resendHeading")}
            </h2>
            <p className="identity-note">{t("identity.email.resendBody")}</p>
          </>
        )}
        <Form method="post" className="identity-form" {...getFormProps(sendForm)}>
          <FormError errors={sendForm.errors} id={sendForm.errorId} />
          <TextField
            label={t("account.field.email")}
            inputProps={{
              ...getInputProps(sendFields.email, { type: "email" }),
              key: sendFields.email.key,
              autoComplete: "email",
              autoCapitalize: "none",
              spellCheck: false,
            }}
            errors={sendFields.email.errors}
          />
          <SendCodeButton secondsLeft={actionData?.intent === "send-code" ? (actionData.secondsLeft ?? 0) : 0} label={t("identity.email.send")} />
        </Form>
      </section>
    </div>
  );
}
