import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useClearRefusedFields, useFocusFirstError } from "~/features/account/components";
import { FormMessage, PinField } from "~/features/security/components";
import { SECURITY_PATHS } from "~/features/security/readiness";
import { revalidateAfterPost } from "~/features/security/revalidate";
import { paymentPasswordSchema } from "~/features/security/schemas";
import securityStylesheet from "~/features/security/security.css?url";
import { submitSecurityForm, type SecurityActionData } from "~/features/security/submit.server";
import { fetchSecurityOverview, savePaymentPassword } from "~/gateway/member.server";
import { useTranslation } from "~/i18n/react";
import { formatDateTime } from "~/rules/match-time";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: securityStylesheet }];
export const shouldRevalidate = revalidateAfterPost;

const PIN_FIELDS = ["oldPassword", "newPassword", "confirmPassword"];

async function overviewOf(request: Request, context: LoaderFunctionArgs["context"], token: string) {
  return fetchSecurityOverview(context.gateway, token).catch((e: unknown) => gatewayFailure(e, request, context));
}

/** /m/securityCenter/paymentPassword: set one (new + confirm), or change it (old + new + confirm). */
/** The form's instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/security/validation");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const overview = await overviewOf(request, context, member.token);
  return {
    hasCurrent: overview.paymentPassword,
    // The constraint attributes, computed here so the page renders them without zod (decision 055).
    constraint: getZodConstraint(paymentPasswordSchema(overview.paymentPassword)),
    lockedUntil: overview.paymentPassword && overview.paymentPasswordLockedUntil ? formatDateTime(overview.paymentPasswordLockedUntil) : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const formData = await readFormData(request);
  // Set or change is decided by the gateway's state now, not by the page the form came from.
  const { paymentPassword: hasCurrent } = await overviewOf(request, context, member.token);
  const outcome = await submitSecurityForm({
    formData,
    schema: paymentPasswordSchema(hasCurrent),
    form: "paymentPassword",
    request,
    context,
    hideFields: PIN_FIELDS,
    call: (v) =>
      savePaymentPassword(
        context.gateway,
        member.token,
        hasCurrent ? { oldPassword: v.oldPassword, newPassword: v.newPassword } : { newPassword: v.newPassword },
      ),
  });
  if (!outcome.ok) return data(outcome.data, { status: 400 });
  const key = hasCurrent ? "security.toast.paymentPasswordChanged" : "security.toast.paymentPasswordSet";
  return redirectWithToast(SECURITY_PATHS.centre, { key, kind: "success", tone: "success" }, context);
}

export default function PaymentPassword() {
  const { t } = useTranslation();
  const loaderData = useLoaderData<typeof loader>();
  const { hasCurrent, lockedUntil } = loaderData;
  const actionData = useActionData<typeof action>() as SecurityActionData | undefined;
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
  useClearRefusedFields(form.id, actionData?.result, PIN_FIELDS);
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
