import { getZodConstraint } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { SECURITY_PATHS } from "~/features/security/readiness";
import { PayeeNameSchema } from "~/features/security/schemas";
import { submitSecurityForm } from "~/features/security/submit.server";
import { fetchSecurityOverview, savePayeeName } from "~/gateway-client/member.server";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";

/**
 * /m/securityCenter/payeeName: the real name is set once (bank cards must be held in it), then
 * shown masked and read-only. The gateway refuses a second set, whatever page it came from.
 */
export async function payeeNameLoader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const member = await requireMember(request, context);
  const overview = await fetchSecurityOverview(context.gateway, member.token).catch((e: unknown) => gatewayFailure(e, request, context));
  // The constraint attributes, computed here so the page renders them without zod (decision 055).
  return { payeeName: overview.payeeName, constraint: getZodConstraint(PayeeNameSchema) };
}

export async function payeeNameAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
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
