import { type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { z } from "zod";
import { smsStatus } from "~/features/account/cookies.server";
import { describeFailure } from "~/features/account/failures";
import { methodFor } from "~/features/account/rules";
import { ForgotEmailSchema, ForgotPhoneSchema } from "~/features/account/schemas";
import { sendCodeIntent } from "~/features/account/send-code.server";
import { login, requestPasswordEmail, setPasswordByPhone } from "~/gateway-client/account.server";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { rejectSpam } from "~/server/spam.server";
import { redirectWithToast, requireGuest, startSession } from "~/session/auth.server";

export type { By } from "~/features/account/rules";
/** The fields of both ways' schemas: one form shows one way at a time. */
export type ForgetField = keyof z.input<typeof ForgotEmailSchema> | keyof z.input<typeof ForgotPhoneSchema>;

/**
 * /m/forget (§2 Forgot password): a visitor asks for a reset by e-mail or, where the operator's
 * PWDPHONEVERF3 switch is on, sets a new password with an SMS code to the bound mobile.
 */
export async function forgetLoader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  requireGuest(context);
  const sms = await smsStatus(request, context, "reset");
  return {
    by: new URL(request.url).searchParams.get("by"),
    sms,
    // The constraint attributes of both ways (the page picks one with the root's switch), computed
    // here so the page renders them without zod (decision 055).
    constraint: { email: getZodConstraint(ForgotEmailSchema), phone: getZodConstraint(ForgotPhoneSchema) },
  };
}

export type ForgetActionData = { result: SubmissionResult<string[]>; smsSecondsLeft?: number; codeSent?: boolean; notice?: string };

export async function forgetAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const formData = await readFormData(request);
  const site = await context.siteStatus().catch((e: unknown) => gatewayFailure(e, request, context));
  const by = methodFor(String(formData.get("by") ?? ""), site.features.PWDPHONEVERF3 === true);
  const intent = formData.get("intent");
  const reply = (result: SubmissionResult<string[]>, extra: Partial<ForgetActionData> = {}) =>
    data({ result, ...extra } satisfies ForgetActionData, { status: 400 });

  const spam = await rejectSpam(context, formData, { schema: by === "email" ? ForgotEmailSchema : ForgotPhoneSchema, hideFields: ["newPassword"] });
  if (spam) return reply(spam);

  if (by === "email") {
    const submission = parseWithZod(formData, { schema: ForgotEmailSchema });
    if (submission.status !== "success") return reply(submission.reply());
    try {
      await requestPasswordEmail(context.gateway, submission.value);
    } catch (e) {
      const failure = describeFailure(e, "error.generic.body");
      if (!failure) throw e;
      return reply(submission.reply({ formErrors: [failure.key] }));
    }
    // §8: in_been_out for 1 s, then back.
    return redirectWithToast("/m/login", { key: "toast.in_been_out", kind: "success", tone: "success" }, context);
  }

  if (intent === "send-code") return sendCodeIntent(request, context, formData, "reset", {});

  // Set password by phone; on success sign in with the mobile number and the new password (§4).
  const cleared: { field: "newPassword" | "verificationCode" } = { field: "verificationCode" };
  const submission = await parseWithZod(formData, {
    async: true,
    schema: ForgotPhoneSchema.transform(async (input, ctx) => {
      try {
        await setPasswordByPhone(context.gateway, input);
        return await login(context.gateway, { type: "username", username: input.mobileNum, password: input.newPassword });
      } catch (e) {
        const failure = describeFailure(e, "account.forget.codeError");
        if (!failure) throw e;
        // §8: modify.new.old.same clears the password field; any other error clears the code.
        const same = failure.key === "account.forget.sameAsOld";
        cleared.field = same ? "newPassword" : "verificationCode";
        // Shown above the form: the field it concerns is cleared, and its own message would go with it.
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: failure.key, path: [] });
        return z.NEVER;
      }
    }),
  });
  if (submission.status !== "success") {
    // The password is never echoed back; on modify.new.old.same the code stays for another try.
    const hide = cleared.field === "newPassword" ? ["newPassword"] : ["verificationCode", "newPassword"];
    return reply(submission.reply({ hideFields: hide }), { codeSent: true });
  }
  return redirectWithToast("/m/home", { key: "toast.change_saved", kind: "success", tone: "success" }, context, {
    "Set-Cookie": await startSession(context, submission.value),
  });
}
