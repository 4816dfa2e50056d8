import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type AppLoadContext } from "react-router";
import { sendVerificationCode } from "~/gateway-client/account.server";
import { countdownSeconds } from "~/rules/sms-countdown";
import { writeSmsSent, type SmsPurpose } from "./cookies.server";
import { describeFailure } from "./failures";
import { SendCodeSchema } from "./schemas";

export type SendCodeResult = { result: SubmissionResult<string[]>; smsSecondsLeft?: number; notice?: string };

/**
 * The "get code" intent shared by login, registration and forgot password (§4 SMS code): validate
 * the mobile fields (§5), ask the gateway, remember the countdown in a cookie so a reload (or a
 * page without JavaScript) shows it. A refusal about a field is shown on that field.
 */
export async function sendCodeIntent<E extends object>(request: Request, context: AppLoadContext, formData: FormData, purpose: SmsPurpose, extra: E) {
  const submission = parseWithZod(formData, { schema: SendCodeSchema });
  if (submission.status !== "success") return data({ ...extra, result: submission.reply() } as E & SendCodeResult, { status: 400 });
  try {
    const sent = await sendVerificationCode(context.gateway, { purpose, ...submission.value });
    const seconds = countdownSeconds(sent.expiredMinutes);
    return data({ ...extra, result: submission.reply(), smsSecondsLeft: seconds, notice: "toast.in_sms_send" } as E & SendCodeResult, {
      headers: { "Set-Cookie": await writeSmsSent(request, context, purpose, submission.value.mobileNum, seconds) },
    });
  } catch (e) {
    const failure = describeFailure(e, "error.generic.body");
    if (!failure) throw e;
    const result = submission.reply(failure.field ? { fieldErrors: { [failure.field]: [failure.key] } } : { formErrors: [failure.key] });
    return data({ ...extra, result } as E & SendCodeResult, { status: 400 });
  }
}
