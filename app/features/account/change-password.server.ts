import { type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { z } from "zod";
import { describeFailure } from "~/features/account/failures";
import { STAY_FOR_TOAST, sameAsOld } from "~/features/account/rules";
import { ChangePasswordSchema } from "~/features/account/schemas";
import { changePassword } from "~/gateway-client/account.server";
import { endsSession } from "~/gateway-client/errors";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";
import { confirmMember } from "~/session/confirm-member.server";

/** §2 Change password: no session → /m/home. We never hold a password, so the old one is always asked. */
async function memberOrHome(request: Request, context: LoaderFunctionArgs<AppLoadContext>["context"]) {
  if (!context.member) throw redirect("/m/home");
  return requireMember(request, context);
}

export async function changePasswordLoader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  // The page shows the account name from the cookie: the gateway confirms the token first.
  const member = await confirmMember(request, context, await memberOrHome(request, context));
  // The constraint attributes, computed here so the page renders them without zod (decision 055).
  return { userName: member.userName, constraint: getZodConstraint(ChangePasswordSchema) };
}

/** `params`: the values a refusal's message names, by its key (when the old-password check unlocks). */
export type ChangePasswordActionData = {
  result: SubmissionResult<string[]>;
  sameAsOld?: boolean;
  params?: Record<string, Record<string, string>>;
  /** Saved, and the hydrated page goes home itself once the toast has shown (STAY_FOR_TOAST). */
  saved?: boolean;
};

export async function changePasswordAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const member = await memberOrHome(request, context);
  const formData = await readFormData(request);
  const first = parseWithZod(formData, { schema: ChangePasswordSchema });
  // §4: new equal to old → a confirmation says so and nothing is sent.
  if (first.status === "success" && sameAsOld(first.value)) {
    return data(
      { result: first.reply({ hideFields: ["oldPassword", "newPassword", "confirmPassword"] }), sameAsOld: true } satisfies ChangePasswordActionData,
      {
        status: 400,
      },
    );
  }
  let params: ChangePasswordActionData["params"];
  const submission = await parseWithZod(formData, {
    async: true,
    schema: ChangePasswordSchema.transform(async (input, ctx) => {
      try {
        await changePassword(context.gateway, member.token, {
          oldPassword: input.oldPassword,
          newPassword: input.newPassword,
          confirmNewPassword: input.confirmPassword ?? "",
        });
        return input;
      } catch (e) {
        if (endsSession(e)) return gatewayFailure(e, request, context);
        const failure = describeFailure(e, "error.generic.body");
        if (!failure) throw e;
        if (failure.params) params = { [failure.key]: failure.params };
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: failure.key, path: failure.field ? [failure.field] : [] });
        return z.NEVER;
      }
    }),
  });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["oldPassword", "newPassword", "confirmPassword"] }), params } satisfies ChangePasswordActionData, {
      status: 400,
    });
  }
  // §4: 'Change saved' for 1 s, then home. The hydrated page shows the toast itself and leaves
  // after 1 s (ChangePasswordForm); without JavaScript the redirect is at once and /m/home shows it.
  if (formData.get(STAY_FOR_TOAST.name) === STAY_FOR_TOAST.value) {
    return data({ result: submission.reply({ resetForm: true }), saved: true } satisfies ChangePasswordActionData);
  }
  const saved = { key: "toast.change_saved", kind: "success", tone: "success" } as const;
  return redirectWithToast("/m/home", saved, context);
}
