import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { useClearRefusedFields, useFocusFirstError } from "~/features/account/components";
import { FormMessage, PinField } from "~/features/security/components";
import { PAYMENT_PASSWORD_SECRET_FIELDS } from "~/features/security/secret-fields";
import type { SecurityActionData } from "~/features/security/submit.server";
import { useTranslation } from "~/i18n/react";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";
import type { paymentPasswordLoader, paymentPasswordAction } from "./payment-password.server";

/** The form's instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/security/validation");

export function PaymentPasswordForm() {
  const { t } = useTranslation();
  const loaderData = useLoaderData<typeof paymentPasswordLoader>();
  const { hasCurrent, lockedUntil } = loaderData;
  const actionData = useActionData<typeof paymentPasswordAction>() as SecurityActionData | undefined;
  const busy = useNavigation().state !== "idle";
  const validation = useLazyValidation(loadValidation);

  const [form, fields] = useForm<Record<string, unknown>>({
    id: "payment-password",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validatePaymentPassword(formData, hasCurrent) : deferToServer,
  });
  useFocusFirstError(form.id, actionData?.result);
  useClearRefusedFields(form.id, actionData?.result, PAYMENT_PASSWORD_SECRET_FIELDS);
  const params = actionData?.params;
  const pin = (name: string, hint?: string) => {
    const f = fields[name]!;
    return { inputProps: { ...getInputProps(f, { type: "password", description: !!hint }), key: f.key }, errors: f.errors, params, hint };
  };

  // Locked: the form could not succeed, so the page says when it can (the gateway refuses meanwhile).
  if (lockedUntil) {
    return (
      <div className="page-body">
        <p className="form-error" role="alert">
          {t("security.paymentPassword.locked", { until: lockedUntil })}
        </p>
      </div>
    );
  }

  return (
    <div className="page-body">
      <Form method="post" className="card security-form" {...getFormProps(form)}>
        <p className="security-intro">{hasCurrent ? t("security.paymentPassword.introChange") : t("security.paymentPassword.introSet")}</p>
        <FormMessage errors={form.errors} id={form.errorId} params={params} />
        {hasCurrent && <PinField label={t("security.paymentPassword.old")} autoComplete="off" {...pin("oldPassword")} />}
        <PinField label={t("security.paymentPassword.new")} autoComplete="new-password" {...pin("newPassword", t("security.paymentPassword.hint"))} />
        <PinField label={t("security.paymentPassword.confirm")} autoComplete="new-password" {...pin("confirmPassword")} />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {hasCurrent ? t("security.paymentPassword.submitChange") : t("security.paymentPassword.submitSet")}
        </button>
      </Form>
    </div>
  );
}
