import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { useFocusFirstError } from "~/features/account/components";
import { FormMessage, TextInputField } from "~/features/security/components";
import type { SecurityActionData } from "~/features/security/submit.server";
import { useTranslation } from "~/i18n/react";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";
import type { payeeNameLoader, payeeNameAction } from "./payee-name.server";

/** The form's instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/security/validation");

export function PayeeNameForm() {
  const { t } = useTranslation();
  const loaderData = useLoaderData<typeof payeeNameLoader>();
  const { payeeName } = loaderData;
  const validation = useLazyValidation(loadValidation);
  const actionData = useActionData<typeof payeeNameAction>() as SecurityActionData | undefined;
  const busy = useNavigation().state !== "idle";

  const [form, fields] = useForm<Record<string, unknown>>({
    id: "payee-name",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validatePayeeName(formData) : deferToServer,
  });
  useFocusFirstError(form.id, actionData?.result);
  const f = fields.payeeName!;

  if (payeeName) {
    return (
      <div className="page-body">
        {/* A set refused because the name was set meanwhile (another tab): say so above what stands. */}
        <FormMessage errors={form.errors} id={form.errorId} params={actionData?.params} />
        <section className="card security-fixed" aria-labelledby="payee-current">
          <h2 id="payee-current" className="field__label">
            {t("security.payeeName.current")}
          </h2>
          <p className="security-fixed__value">{payeeName}</p>
          <p className="security-fixed__note">{t("security.payeeName.readOnly")}</p>
        </section>
      </div>
    );
  }

  return (
    <div className="page-body">
      <Form method="post" className="card security-form" {...getFormProps(form)}>
        <p className="security-intro">{t("security.payeeName.intro")}</p>
        <p className="security-warning" role="note">
          {t("security.payeeName.warning")}
        </p>
        <FormMessage errors={form.errors} id={form.errorId} params={actionData?.params} />
        <TextInputField
          label={t("security.payeeName.label")}
          hint={t("security.payeeName.hint")}
          inputProps={{
            ...getInputProps(f, { type: "text", description: true }),
            key: f.key,
            autoComplete: "name",
            autoCapitalize: "words",
            spellCheck: false,
          }}
          errors={f.errors}
          params={actionData?.params}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t("security.payeeName.submit")}
        </button>
      </Form>
    </div>
  );
}
