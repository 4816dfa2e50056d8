import { getZodConstraint } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { SECURITY_PATHS } from "~/features/security/readiness";
import { paymentPasswordSchema } from "~/features/security/schemas";
import { PAYMENT_PASSWORD_SECRET_FIELDS } from "~/features/security/secret-fields";
import { submitSecurityForm } from "~/features/security/submit.server";
import { fetchSecurityOverview, savePaymentPassword } from "~/gateway-client/member.server";
import { formatDateTime } from "~/rules/match-time";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";

const PIN_FIELDS = PAYMENT_PASSWORD_SECRET_FIELDS;

async function overviewOf(request: Request, context: LoaderFunctionArgs<AppLoadContext>["context"], token: string) {
  return fetchSecurityOverview(context.gateway, token).catch((e: unknown) => gatewayFailure(e, request, context));
}

/** /m/securityCenter/paymentPassword: set one (new + confirm), or change it (old + new + confirm). */
export async function paymentPasswordLoader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const member = await requireMember(request, context);
  const overview = await overviewOf(request, context, member.token);
  return {
    hasCurrent: overview.paymentPassword,
    // The constraint attributes, computed here so the page renders them without zod (decision 055).
    constraint: getZodConstraint(paymentPasswordSchema(overview.paymentPassword)),
    lockedUntil: overview.paymentPassword && overview.paymentPasswordLockedUntil ? formatDateTime(overview.paymentPasswordLockedUntil) : null,
  };
}

export async function paymentPasswordAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
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
