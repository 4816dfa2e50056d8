import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { SpamError } from "remix-utils/honeypot/server";
import { useHydrated } from "remix-utils/use-hydrated";
import { z } from "zod";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { login } from "~/gateway/account.server";
import { isGatewayError } from "~/gateway/errors";
import { LoginSchema } from "~/features/account/login-schema";
import { getMember, redirectWithToast, safeRedirectTarget, startSession } from "~/session/auth.server";
import { Field } from "~/ui/Field";
import { BackIcon, ClearIcon, EyeIcon, EyeOffIcon } from "~/ui/icons";

export const handle: RouteHandle = { titleKey: "title.login" };

/** Gateway codes the login form explains itself; any other refusal gets the generic sign-in failure. */
const LOGIN_MESSAGES: Record<string, string> = {
  "login.trial.account": "login.trialAccount",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Already signed in: nothing to do here.
  if (await getMember(request, context)) throw redirect(safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo")));
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  try {
    await context.honeypot.check(formData);
  } catch (e) {
    if (!(e instanceof SpamError)) throw e;
    return data(parseWithZod(formData, { schema: LoginSchema }).reply({ formErrors: ["form.spam"], hideFields: ["password"] }), { status: 400 });
  }

  const submission = await parseWithZod(formData, {
    async: true,
    schema: LoginSchema.transform(async (input, ctx) => {
      try {
        return { ...input, session: await login(context.gateway, { username: input.username, password: input.password }) };
      } catch (e) {
        if (!isGatewayError(e)) throw e;
        const message = e.kind === "business" ? (LOGIN_MESSAGES[e.code ?? ""] ?? "login.failed") : `error.gateway.${e.kind}`;
        ctx.addIssue({ code: z.ZodIssueCode.custom, message });
        return z.NEVER;
      }
    }),
  });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const cookie = await startSession(request, context, submission.value.session);
  return redirectWithToast(safeRedirectTarget(submission.value.redirectTo), { key: "toast.signed_in", kind: "success", tone: "success" }, context, {
    "Set-Cookie": cookie,
  });
}

export default function Login() {
  const { t } = useTranslation();
  // conform's reply is plain JSON; single-fetch serialisation types widen it to unknown.
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined;
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const submitting = useNavigation().state === "submitting";
  const [showPassword, setShowPassword] = useState(false);
  const [form, fields] = useForm<z.input<typeof LoginSchema>>({
    id: "login",
    lastResult,
    constraint: getZodConstraint(LoginSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  });

  return (
    <div className="auth">
      <div className="auth__top">
        <Link to="/m/home" className="icon-button" aria-label={t("header.back")}>
          <BackIcon />
        </Link>
      </div>
      <div className="auth__intro">
        <img src="/logo.svg" alt="" width={56} height={56} />
        <h1 className="auth__title">{t("login.heading")}</h1>
        <p className="auth__subtitle">{t("login.subheading")}</p>
      </div>

      <Form method="post" className="card auth__form" {...getFormProps(form)}>
        <HoneypotInputs label={t("form.honeypot")} />
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        {form.errors?.length ? (
          <p className="form-error" role="alert" id={form.errorId}>
            {t(form.errors[0]!)}
          </p>
        ) : null}

        <Field id={fields.username.id} label={t("login.username")} errors={fields.username.errors} errorId={fields.username.errorId}>
          <div className="input-wrap">
            <input
              {...getInputProps(fields.username, { type: "text" })}
              key={fields.username.key}
              className="input"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t("login.usernamePlaceholder")}
            />
            {hydrated && (
              <button
                type="button"
                className="input-wrap__action"
                aria-label={t("login.clearUsername")}
                onClick={() => form.update({ name: fields.username.name, value: "" })}
              >
                <ClearIcon size={20} />
              </button>
            )}
          </div>
        </Field>

        <Field id={fields.password.id} label={t("login.password")} errors={fields.password.errors} errorId={fields.password.errorId}>
          <div className="input-wrap">
            <input
              {...getInputProps(fields.password, { type: showPassword ? "text" : "password" })}
              key={fields.password.key}
              className="input"
              autoComplete="current-password"
              placeholder={t("login.passwordPlaceholder")}
            />
            {hydrated && (
              <button
                type="button"
                className="input-wrap__action"
                aria-label={showPassword ? t("login.hidePassword") : t("login.showPassword")}
                aria-pressed={showPassword}
                onClick={() => setShowPassword((v) => !v)}
              >
                {showPassword ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
              </button>
            )}
          </div>
        </Field>

        <button type="submit" className="button button--primary button--block" disabled={submitting}>
          {submitting ? t("login.submitting") : t("login.submit")}
        </button>
        <p className="auth__hint">{t("login.demoHint")}</p>
      </Form>
    </div>
  );
}
