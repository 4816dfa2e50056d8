import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { z } from "zod";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { AuthIntro, DialingCodeSelect, FormError, MethodTabs, PasswordField, SmsCodeField, TextField, useFocusFirstError } from "~/features/account/components";
import { smsStatus } from "~/features/account/cookies.server";
import { describeFailure } from "~/features/account/failures";
import { ForgotEmailSchema, ForgotPhoneSchema } from "~/features/account/schemas";
import { sendCodeIntent } from "~/features/account/send-code.server";
import { login, requestPasswordEmail, setPasswordByPhone } from "~/gateway/account.server";
import { useTranslation } from "~/i18n/react";
import type { loader as rootLoader } from "~/root";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { rejectSpam } from "~/server/spam.server";
import { redirectWithToast, requireGuest, startSession } from "~/session/auth.server";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";

export const handle: RouteHandle = { titleKey: "title.forget" };

type By = "phone" | "email";
/** The fields of both ways' schemas: one form shows one way at a time. */
type ForgetField = keyof z.input<typeof ForgotEmailSchema> | keyof z.input<typeof ForgotPhoneSchema>;

/** §4: recovery by phone is offered only when its setting is on, and is then the initial choice. */
function methodFor(param: string | null, phoneEnabled: boolean): By {
  if (!phoneEnabled) return "email";
  return param === "email" ? "email" : "phone";
}

/** The form's instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/account/validation");

export async function loader({ request, context }: LoaderFunctionArgs) {
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

type ActionData = { result: SubmissionResult<string[]>; smsSecondsLeft?: number; codeSent?: boolean; notice?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const site = await context.siteStatus().catch((e: unknown) => gatewayFailure(e, request, context));
  const by = methodFor(String(formData.get("by") ?? ""), site.features.PWDPHONEVERF3 === true);
  const intent = formData.get("intent");
  const reply = (result: SubmissionResult<string[]>, extra: Partial<ActionData> = {}) => data({ result, ...extra } satisfies ActionData, { status: 400 });

  const spam = rejectSpam(context, formData, { schema: by === "email" ? ForgotEmailSchema : ForgotPhoneSchema, hideFields: ["newPassword"] });
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

export default function Forget() {
  const { t } = useTranslation();
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const phoneEnabled = root?.features.PWDPHONEVERF3 === true;
  const by = methodFor(loaderData.by, phoneEnabled);
  const busy = useNavigation().state !== "idle";
  // §4: the code field opens once a code was sent (now, or earlier: the countdown cookie says so).
  const codeSent = actionData?.codeSent === true || !!actionData?.smsSecondsLeft || loaderData.sms.sent;
  const validation = useLazyValidation(loadValidation);

  const [form, fields] = useForm<Record<string, unknown>>({
    id: `forget-${by}`,
    lastResult: actionData?.result,
    constraint: loaderData.constraint[by],
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { countryDialingCode: "+63" },
    onValidate: validation ? ({ formData }) => validation.validateForgot(formData, by) : deferToServer,
  });
  useFocusFirstError(form.id, actionData?.result);
  const f = fields as Record<ForgetField, (typeof fields)[string]>;
  // §8 with JavaScript too: modify.new.old.same clears the password field, any other error the code.
  useEffect(() => {
    const formErrors = actionData?.result.error?.[""] ?? [];
    if (!formErrors.length) return;
    // Cleared in the DOM: conform's form.update would also drop the message shown above the form.
    const field = formErrors.includes("account.forget.sameAsOld") ? f.newPassword : f.verificationCode;
    const input = document.getElementById(field.id) as HTMLInputElement | null;
    if (input) input.value = "";
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per server answer, not when the field object changes
  }, [actionData]);
  // §4: submit is enabled once a field was touched and all are valid (with JavaScript; the server decides either way).
  const hydrated = useHydrated();
  const ready = form.dirty && form.valid;

  return (
    <div className="auth">
      <AuthIntro title={t("account.forget.heading")} subtitle={by === "email" ? t("account.forget.emailIntro") : t("account.forget.phoneIntro")} logo={false} />
      {phoneEnabled && (
        <MethodTabs
          current={by}
          tabs={[
            { key: "phone", label: t("account.forget.byPhone"), href: "/m/forget?by=phone" },
            { key: "email", label: t("account.forget.byEmail"), href: "/m/forget?by=email" },
          ]}
        />
      )}
      <Form method="post" className="card auth__form" {...getFormProps(form)}>
        <HoneypotInputs label={t("form.honeypot")} />
        <input type="hidden" name="by" value={by} />
        <FormError errors={form.errors} id={form.errorId} />
        {actionData?.notice && (
          <p className="form-notice" role="status">
            {t(actionData.notice)}
          </p>
        )}
        {by === "email" ? (
          <>
            <TextField
              label={t("account.field.username")}
              inputProps={{
                ...getInputProps(f.username, { type: "text" }),
                key: f.username.key,
                autoComplete: "username",
                autoCapitalize: "none",
                spellCheck: false,
              }}
              errors={f.username.errors}
            />
            <TextField
              label={t("account.field.email")}
              inputProps={{ ...getInputProps(f.email, { type: "email" }), key: f.email.key, autoComplete: "email" }}
              errors={f.email.errors}
            />
            <button type="submit" className="button button--primary button--block" disabled={busy}>
              {t("account.forget.submitEmail")}
            </button>
          </>
        ) : (
          <>
            <div className="mobile-row">
              <DialingCodeSelect selectProps={{ ...getSelectProps(f.countryDialingCode), key: f.countryDialingCode.key }} />
              <TextField
                label={t("account.field.mobileNum")}
                inputProps={{ ...getInputProps(f.mobileNum, { type: "tel" }), key: f.mobileNum.key, inputMode: "numeric", autoComplete: "tel-national" }}
                errors={f.mobileNum.errors}
              />
            </div>
            <SmsCodeField
              label={t("account.field.verificationCode")}
              inputProps={{ ...getInputProps(f.verificationCode, { type: "text" }), key: f.verificationCode.key, disabled: !codeSent }}
              errors={f.verificationCode.errors}
              secondsLeft={actionData?.smsSecondsLeft ?? loaderData.sms.secondsLeft}
            />
            {!codeSent && <p className="field__hint">{t("account.forget.codeFirst")}</p>}
            <PasswordField
              label={t("account.field.newPassword")}
              inputProps={{ ...getInputProps(f.newPassword, { type: "password" }), key: f.newPassword.key }}
              errors={f.newPassword.errors}
              autoComplete="new-password"
            />
            <button type="submit" name="intent" value="set" className="button button--primary button--block" disabled={busy || (hydrated && !ready)}>
              {t("account.forget.submitPhone")}
            </button>
          </>
        )}
      </Form>
    </div>
  );
}
