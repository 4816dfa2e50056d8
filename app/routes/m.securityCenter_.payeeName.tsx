import { getZodConstraint } from "@conform-to/zod";
import { Suspense } from "react";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { PayeeNameForm as PayeeNameFormNow } from "~/features/security/PayeeNameForm";
import { SECURITY_PATHS } from "~/features/security/readiness";
import { revalidateAfterPost } from "~/features/security/revalidate";
import { PayeeNameSchema } from "~/features/security/schemas";
import securityStylesheet from "~/features/security/security.css?url";
import { submitSecurityForm } from "~/features/security/submit.server";
import { fetchSecurityOverview, savePayeeName } from "~/gateway/member.server";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";
import { formIsland } from "~/ui/forms/form-island";

/*
 * The form is an island (decision 058): the server renders it in place, so until its chunk (the
 * form, conform) arrives it is a plain HTML form that posts to the action; then React hydrates it.
 * Use the `…Now` imports only in the SSR branch, or the chunk comes back into the first load.
 */
const PayeeNameForm = import.meta.env.SSR ? PayeeNameFormNow : formIsland(() => import("~/features/security/PayeeNameForm").then((m) => m.PayeeNameForm));

export const links: LinksFunction = () => [{ rel: "stylesheet", href: securityStylesheet }];
export const shouldRevalidate = revalidateAfterPost;

/**
 * /m/securityCenter/payeeName: the real name is set once (bank cards must be held in it), then
 * shown masked and read-only. The gateway refuses a second set, whatever page it came from.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const member = await requireMember(request, context);
  const overview = await fetchSecurityOverview(context.gateway, member.token).catch((e: unknown) => gatewayFailure(e, request, context));
  // The constraint attributes, computed here so the page renders them without zod (decision 055).
  return { payeeName: overview.payeeName, constraint: getZodConstraint(PayeeNameSchema) };
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
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
  return (
    <Suspense fallback={null}>
      <PayeeNameForm />
    </Suspense>
  );
}
