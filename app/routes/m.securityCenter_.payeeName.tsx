import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useFocusFirstError } from "~/features/account/components";
import { FormMessage, TextInputField } from "~/features/security/components";
import { SECURITY_PATHS } from "~/features/security/readiness";
import { revalidateAfterPost } from "~/features/security/revalidate";
import { PayeeNameSchema } from "~/features/security/schemas";
import securityStylesheet from "~/features/security/security.css?url";
import { submitSecurityForm, type SecurityActionData } from "~/features/security/submit.server";
import { fetchSecurityOverview, savePayeeName } from "~/gateway/member.server";
import { useTranslation } from "~/i18n/react";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: securityStylesheet }];
export const shouldRevalidate = revalidateAfterPost;

/**
 * /m/securityCenter/payeeName: the real name is set once (bank cards must be held in it), then
 * shown masked and read-only. The gateway refuses a second set, whatever page it came from.
 */
/** The form's instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/security/validation");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const overview = await fetchSecurityOverview(context.gateway, member.token).catch((e: unknown) => gatewayFailure(e, request, context));
  // The constraint attributes, computed here so the page renders them without zod (decision 055).
  return { payeeName: overview.payeeName, constraint: getZodConstraint(PayeeNameSchema) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const outcome = await submitSecurityForm({
    formData: await readFormData(request),
    schema: PayeeNameSchema,
    form: "payeeName",
    request,
    context,
    call: (v) => savePayeeName(context.gateway, member.token, v.payeeName),
  });
  if (!outcome.ok) return data(outcome.data, { status: 400 });
  return redirectWithToast(SECURITY_PATHS.centre, { key: "security.toast.payeeNameSet", kind: "success", tone: "success" }, context);
}

export default function PayeeName() {
  const { t } = useTranslation();
  const loaderData = useLoaderData<typeof loader>();
  const { payeeName } = loaderData;
  const validation = useLazyValidation(loadValidation);
  const actionData = useActionData<typeof action>() as SecurityActionData | undefined;
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
