import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { useEffect } from "react";
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { z } from "zod";
import { DialingCodeSelect, FormError, PasswordField, TextField, useFocusFirstError } from "~/features/account/components";
import { FormMessage, SendCodeButton } from "~/features/identity/components";
import { type MobileCodeSchema, type MobileRemoveSchema, type MobileSendSchema } from "~/features/identity/schemas";
import { useTranslation } from "~/i18n/react";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";
import type { mobileLoader, mobileAction, MobileActionData } from "./mobile.server";

/** The form's instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/identity/validation");

/**
 * The mobile number's page: the bound number (masked) with its proof, the replace form (password
 * and new number, then the code sent to it) and the remove form. Each is a plain form with an
 * intent, so the page works without JavaScript.
 */
export function MobilePageForm() {
  const { t } = useTranslation();
  const loaderData = useLoaderData<typeof mobileLoader>();
  const { mobile } = loaderData;
  const validation = useLazyValidation(loadValidation);
  const actionData = useActionData<typeof mobileAction>() as MobileActionData | undefined;
  const busy = useNavigation().state !== "idle";
  const sendResult = actionData?.intent === "send-code" ? actionData.result : undefined;
  const verifyResult = actionData?.intent === "verify" ? actionData.result : undefined;
  const removeResult = actionData?.intent === "remove" ? actionData.result : undefined;
  const sentTo = actionData?.sentTo;

  const [sendForm, sendFields] = useForm<z.input<typeof MobileSendSchema>>({
    id: "mobile-send",
    lastResult: sendResult,
    constraint: loaderData.constraint.send,
    defaultValue: { countryDialingCode: "+63" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateMobileSend(formData) : deferToServer,
  });
  const [codeForm, codeFields] = useForm<z.input<typeof MobileCodeSchema>>({
    id: "mobile-code",
    lastResult: verifyResult,
    constraint: loaderData.constraint.code,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateMobileCode(formData) : deferToServer,
  });
  const [removeForm, removeFields] = useForm<z.input<typeof MobileRemoveSchema>>({
    id: "mobile-remove",
    lastResult: removeResult,
    constraint: loaderData.constraint.remove,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateMobileRemove(formData) : deferToServer,
  });
  useFocusFirstError(sendForm.id, sendResult);
  useFocusFirstError(codeForm.id, verifyResult);
  useFocusFirstError(removeForm.id, removeResult);
  // A code just sent: the next thing to type is the code.
  const codeInputId = codeFields.code.id;
  useEffect(() => {
    if (actionData?.intent === "send-code" && actionData.sentTo) document.getElementById(codeInputId)?.focus();
  }, [actionData, codeInputId]);

  return (
    <div className="page-body identity">
      <p className="identity-intro">{t("identity.mobile.intro")}</p>
      <section className="card identity-card">
        <dl className="identity-facts">
          <div>
            <dt>{t("identity.mobile.numberLabel")}</dt>
            <dd>
              {mobile ? (
                <>
                  <span className="identity-address">{mobile.number}</span>{" "}
                  <span className={`badge identity-badge identity-badge--${mobile.verified ? "ok" : "pending"}`}>
                    {mobile.verified ? t("identity.mobile.proven") : t("identity.mobile.unproven")}
                  </span>
                </>
              ) : (
                t("identity.mobile.none")
              )}
            </dd>
          </div>
        </dl>
      </section>

      {sentTo && (
        <section className="card identity-card" aria-labelledby="mobile-code-title">
          <h2 id="mobile-code-title" className="identity-card__title">
            {t("identity.mobile.codeHeading")}
          </h2>
          <Form method="post" className="identity-form" {...getFormProps(codeForm)}>
            <FormError errors={codeForm.errors} id={codeForm.errorId} />
            <FormMessage message={actionData?.intent === "send-code" ? { key: "identity.mobile.codeSent", params: { number: sentTo } } : null} tone="notice" />
            <input type="hidden" name="sentTo" value={sentTo} />
            <TextField
              label={t("identity.mobile.code")}
              inputProps={{
                ...getInputProps(codeFields.code, { type: "text" }),
                key: codeFields.code.key,
                inputMode: "numeric",
                autoComplete: "one-time-code",
              }}
              errors={codeFields.code.errors}
            />
            <button type="submit" name="intent" value="verify" className="button button--primary button--block" disabled={busy}>
              {t("identity.mobile.confirm")}
            </button>
          </Form>
        </section>
      )}

      <section className="card identity-card" aria-labelledby="mobile-replace-title">
        <h2 id="mobile-replace-title" className="identity-card__title">
          {mobile ? t("identity.mobile.replaceHeading") : t("identity.mobile.addHeading")}
        </h2>
        <p className="identity-note">{t("identity.mobile.replaceBody")}</p>
        <Form method="post" className="identity-form" {...getFormProps(sendForm)}>
          <FormError errors={sendForm.errors} id={sendForm.errorId} />
          <FormMessage message={actionData?.intent === "send-code" ? actionData.message : null} />
          <PasswordField
            label={t("identity.mobile.password")}
            inputProps={{ ...getInputProps(sendFields.password, { type: "password" }), key: sendFields.password.key }}
            errors={sendFields.password.errors}
            autoComplete="current-password"
          />
          <div className="mobile-row">
            <DialingCodeSelect selectProps={{ ...getSelectProps(sendFields.countryDialingCode), key: sendFields.countryDialingCode.key }} />
            <TextField
              label={t("account.field.mobileNum")}
              inputProps={{
                ...getInputProps(sendFields.mobileNum, { type: "tel" }),
                key: sendFields.mobileNum.key,
                inputMode: "numeric",
                autoComplete: "tel-national",
              }}
              errors={sendFields.mobileNum.errors}
            />
          </div>
          <SendCodeButton secondsLeft={actionData?.intent === "send-code" ? (actionData.secondsLeft ?? 0) : 0} label={t("identity.mobile.send")} />
        </Form>
      </section>

      {mobile && (
        <section className="card identity-card" aria-labelledby="mobile-remove-title">
          <h2 id="mobile-remove-title" className="identity-card__title">
            {t("identity.mobile.removeHeading")}
          </h2>
          <p className="identity-note">{t("identity.mobile.removeBody")}</p>
          <Form method="post" className="identity-form" {...getFormProps(removeForm)}>
            <FormError errors={removeForm.errors} id={removeForm.errorId} />
            <FormMessage message={actionData?.intent === "remove" ? actionData.message : null} />
            <PasswordField
              label={t("identity.mobile.password")}
              inputProps={{ ...getInputProps(removeFields.password, { type: "password" }), key: removeFields.password.key }}
              errors={removeFields.password.errors}
              autoComplete="current-password"
            />
            <button type="submit" name="intent" value="remove" className="button button--ghost button--block" disabled={busy}>
              {t("identity.mobile.remove")}
            </button>
          </Form>
        </section>
      )}
    </div>
  );
}
