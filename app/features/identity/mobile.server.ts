import { type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { now as clockNow } from "@contract/clock";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { type Message } from "~/features/identity/components";
import { describeIdentityFailure, replyFor, type IdentityFailure } from "~/features/identity/failures";
import { lockEnd } from "~/features/identity/format";
import { MobileCodeSchema, MobileRemoveSchema, MobileSendSchema } from "~/features/identity/schemas";
import { endsSession } from "~/gateway-client/errors";
import { bindMobile, fetchSecurityOverview, removeMobile, sendMobileCode } from "~/gateway-client/member.server";
import { countdownSeconds } from "~/rules/sms-countdown";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";

/**
 * /m/securityCenter/mobile (ASVS V6.5.6): the member replaces or removes a lost or stolen mobile
 * number. The bound number arrives masked with its proof; replacing it takes the sign-in password
 * and a code sent to the new number, removing it the password. Wrong passwords count towards the
 * lock every form that asks for it shares; the page says how many tries are left, or when it lifts.
 */
export async function mobileLoader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const member = await requireMember(request, context);
  const overview = await fetchSecurityOverview(context.gateway, member.token).catch((e: unknown) => gatewayFailure(e, request, context));
  // The constraint attributes, computed here so the page renders them without zod (decision 055).
  return {
    mobile: overview.mobile,
    constraint: { send: getZodConstraint(MobileSendSchema), code: getZodConstraint(MobileCodeSchema), remove: getZodConstraint(MobileRemoveSchema) },
  };
}

export type MobileIntent = "send-code" | "verify" | "remove";
/** `sentTo`: the number a code just went to, as the member typed it (the code form shows while it is set). */
export type MobileActionData = { intent: MobileIntent; result: SubmissionResult<string[]>; message?: Message; secondsLeft?: number; sentTo?: string };

/** The password is never sent back into the page. */
const SECRET_FIELDS = ["password"];

/** The message above a form for a refused password: tries left, or when the lock lifts. */
function passwordMessage(failure: IdentityFailure, locale: Parameters<typeof lockEnd>[2]): Message | undefined {
  if (failure.lockedUntil !== undefined) return { key: "identity.mobile.locked", params: { time: lockEnd(failure.lockedUntil, clockNow(), locale) } };
  if (failure.attemptsLeft !== undefined) return { key: "identity.mobile.attemptsLeft", params: { count: failure.attemptsLeft } };
  return undefined;
}

export async function mobileAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const member = await requireMember(request, context);
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  /** A gateway refusal as the form shows it; anything else is thrown (or ends the session). */
  const refused = (
    e: unknown,
    name: MobileIntent,
    submission: { reply: (o?: object) => SubmissionResult<string[]> },
    fields: readonly string[],
    extra = {},
  ) => {
    if (endsSession(e)) return gatewayFailure(e, request, context);
    const failure = describeIdentityFailure(e);
    if (!failure) throw e;
    const message = passwordMessage(failure, context.locale);
    // A lock has its own message (with the time): no second, shorter one above the form.
    const reply = failure.lockedUntil !== undefined ? {} : replyFor(failure, fields);
    return data(
      {
        intent: name,
        result: submission.reply({ ...reply, hideFields: name === "verify" ? ["code"] : SECRET_FIELDS }),
        message,
        secondsLeft: failure.retryAfterSeconds,
        ...extra,
      } satisfies MobileActionData,
      { status: 400 },
    );
  };

  if (intent === "send-code") {
    const submission = parseWithZod(formData, { schema: MobileSendSchema });
    if (submission.status !== "success") {
      return data({ intent: "send-code", result: submission.reply({ hideFields: SECRET_FIELDS }) } satisfies MobileActionData, { status: 400 });
    }
    try {
      const sent = await sendMobileCode(context.gateway, member.token, submission.value);
      // The typed number stays in the form (conform's reply keeps it), so "send again" needs only the password.
      return data({
        intent: "send-code",
        result: submission.reply({ hideFields: SECRET_FIELDS }),
        secondsLeft: countdownSeconds(sent.expiredMinutes),
        sentTo: `${submission.value.countryDialingCode} ${submission.value.mobileNum}`,
      } satisfies MobileActionData);
    } catch (e) {
      return refused(e, "send-code", submission, ["password", "countryDialingCode", "mobileNum"]);
    }
  }

  if (intent === "remove") {
    const submission = parseWithZod(formData, { schema: MobileRemoveSchema });
    if (submission.status !== "success")
      return data({ intent: "remove", result: submission.reply({ hideFields: SECRET_FIELDS }) } satisfies MobileActionData, { status: 400 });
    try {
      await removeMobile(context.gateway, member.token, submission.value.password);
    } catch (e) {
      return refused(e, "remove", submission, ["password"]);
    }
    return redirectWithToast("/m/securityCenter", { key: "identity.mobile.removedToast", kind: "success", tone: "success" }, context);
  }

  const submission = parseWithZod(formData, { schema: MobileCodeSchema });
  // The code form stays on the page after a refusal: the number it went to is still pending.
  const sentTo = typeof formData.get("sentTo") === "string" ? String(formData.get("sentTo")).slice(0, 32) : undefined;
  if (submission.status !== "success")
    return data({ intent: "verify", result: submission.reply({ hideFields: ["code"] }), sentTo } satisfies MobileActionData, { status: 400 });
  try {
    await bindMobile(context.gateway, member.token, submission.value.code);
  } catch (e) {
    return refused(e, "verify", submission, ["code"], { sentTo });
  }
  return redirectWithToast("/m/securityCenter", { key: "identity.mobile.boundToast", kind: "success", tone: "success" }, context);
}
