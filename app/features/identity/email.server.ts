import { type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { describeIdentityFailure, replyFor } from "~/features/identity/failures";
import { EmailCodeSchema, EmailSchema } from "~/features/identity/schemas";
import { endsSession } from "~/gateway-client/errors";
import { fetchSecurityOverview, sendEmailCode, verifyEmail } from "~/gateway-client/member.server";
import { countdownSeconds } from "~/rules/sms-countdown";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";

/**
 * /m/securityCenter/email: bind an e-mail address. No address, or one pending: the
 * address form, and for a pending one the code form above it. Verified: the masked address and
 * its badge; changing it goes through customer service. The address arrives masked (decision 025).
 */
export async function emailLoader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const member = await requireMember(request, context);
  const overview = await fetchSecurityOverview(context.gateway, member.token).catch((e: unknown) => gatewayFailure(e, request, context));
  // The constraint attributes, computed here so the page renders them without zod (decision 055).
  return { email: overview.email, constraint: { send: getZodConstraint(EmailSchema), code: getZodConstraint(EmailCodeSchema) } };
}

export type EmailActionData = { intent: "send-code" | "verify"; result: SubmissionResult<string[]>; secondsLeft?: number; sent?: boolean };

export async function emailAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const member = await requireMember(request, context);
  const formData = await readFormData(request);

  if (formData.get("intent") === "send-code") {
    const submission = parseWithZod(formData, { schema: EmailSchema });
    if (submission.status !== "success") return data({ intent: "send-code", result: submission.reply() } satisfies EmailActionData, { status: 400 });
    try {
      const sent = await sendEmailCode(context.gateway, member.token, submission.value.email);
      // The typed address stays in the form (conform's reply keeps it), so "send again" needs no retyping.
      return data({
        intent: "send-code",
        result: submission.reply(),
        secondsLeft: countdownSeconds(sent.expiredMinutes),
        sent: true,
      } satisfies EmailActionData);
    } catch (e) {
      if (endsSession(e)) return gatewayFailure(e, request, context);
      const failure = describeIdentityFailure(e);
      if (!failure) throw e;
      return data(
        { intent: "send-code", result: submission.reply(replyFor(failure, ["email"])), secondsLeft: failure.retryAfterSeconds } satisfies EmailActionData,
        { status: 400 },
      );
    }
  }

  const submission = parseWithZod(formData, { schema: EmailCodeSchema });
  if (submission.status !== "success") return data({ intent: "verify", result: submission.reply() } satisfies EmailActionData, { status: 400 });
  try {
    await verifyEmail(context.gateway, member.token, submission.value.code);
  } catch (e) {
    if (endsSession(e)) return gatewayFailure(e, request, context);
    const failure = describeIdentityFailure(e);
    if (!failure) throw e;
    return data({ intent: "verify", result: submission.reply({ ...replyFor(failure, ["code"]), hideFields: ["code"] }) } satisfies EmailActionData, {
      status: 400,
    });
  }
  return redirectWithToast("/m/securityCenter", { key: "identity.email.verifiedToast", kind: "success", tone: "success" }, context);
}
