import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import type { z } from "zod";
import { FormError, TextField, useFocusFirstError } from "~/features/account/components";
import { FormMessage, SendCodeButton, VerificationBadge } from "~/features/identity/components";
import { describeIdentityFailure, replyFor } from "~/features/identity/failures";
import identityStylesheet from "~/features/identity/identity.css?url";
import { EmailCodeSchema, EmailSchema } from "~/features/identity/schemas";
import { endsSession } from "~/gateway/errors";
import { fetchSecurityOverview, sendEmailCode, verifyEmail } from "~/gateway/member.server";
import { useTranslation } from "~/i18n/react";
import { countdownSeconds } from "~/rules/sms-countdown";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: identityStylesheet }];

/**
 * /m/securityCenter/email (issue 12): bind an e-mail address. No address, or one pending: the
 * address form, and for a pending one the code form above it. Verified: the masked address and
 * its badge; changing it goes through customer service. The address arrives masked (decision 025).
 */
/** The form's instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/identity/validation");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const overview = await fetchSecurityOverview(context.gateway, member.token).catch((e: unknown) => gatewayFailure(e, request, context));
  // The constraint attributes, computed here so the page renders them without zod (decision 055).
  return { email: overview.email, constraint: { send: getZodConstraint(EmailSchema), code: getZodConstraint(EmailCodeSchema) } };
}

type ActionData = { intent: "send-code" | "verify"; result: SubmissionResult<string[]>; secondsLeft?: number; sent?: boolean };

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const formData = await readFormData(request);

  if (formData.get("intent") === "send-code") {
    const submission = parseWithZod(formData, { schema: EmailSchema });
    if (submission.status !== "success") return data({ intent: "send-code", result: submission.reply() } satisfies ActionData, { status: 400 });
    try {
      const sent = await sendEmailCode(context.gateway, member.token, submission.value.email);
      // The typed address stays in the form (conform's reply keeps it), so "send again" needs no retyping.
      return data({ intent: "send-code", result: submission.reply(), secondsLeft: countdownSeconds(sent.expiredMinutes), sent: true } satisfies ActionData);
    } catch (e) {
      if (endsSession(e)) return gatewayFailure(e, request, context);
      const failure = describeIdentityFailure(e);
      if (!failure) throw e;
      return data(
        { intent: "send-code", result: submission.reply(replyFor(failure, ["email"])), secondsLeft: failure.retryAfterSeconds } satisfies ActionData,
        { status: 400 },
      );
    }
  }

  const submission = parseWithZod(formData, { schema: EmailCodeSchema });
  if (submission.status !== "success") return data({ intent: "verify", result: submission.reply() } satisfies ActionData, { status: 400 });
  try {
    await verifyEmail(context.gateway, member.token, submission.value.code);
  } catch (e) {
    if (endsSession(e)) return gatewayFailure(e, request, context);
    const failure = describeIdentityFailure(e);
    if (!failure) throw e;
    return data({ intent: "verify", result: submission.reply({ ...replyFor(failure, ["code"]), hideFields: ["code"] }) } satisfies ActionData, { status: 400 });
  }
  return redirectWithToast("/m/securityCenter", { key: "identity.email.verifiedToast", kind: "success", tone: "success" }, context);
}

export default function EmailPage() {
  const { t } = useTranslation();
  const loaderData = useLoaderData<typeof loader>();
  const { email } = loaderData;
  const validation = useLazyValidation(loadValidation);
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const busy = useNavigation().state !== "idle";
  const sendResult = actionData?.intent === "send-code" ? actionData.result : undefined;
  const verifyResult = actionData?.intent === "verify" ? actionData.result : undefined;

  const [sendForm, sendFields] = useForm<z.input<typeof EmailSchema>>({
    id: "email-send",
    lastResult: sendResult,
    constraint: loaderData.constraint.send,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateEmail(formData) : deferToServer,
  });
  const [codeForm, codeFields] = useForm<z.input<typeof EmailCodeSchema>>({
    id: "email-code",
    lastResult: verifyResult,
    constraint: loaderData.constraint.code,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateEmailCode(formData) : deferToServer,
  });
  useFocusFirstError(sendForm.id, sendResult);
  useFocusFirstError(codeForm.id, verifyResult);
  // A code just sent: the next thing to type is the code.
  const codeInputId = codeFields.code.id;
  useEffect(() => {
    if (actionData?.sent) document.getElementById(codeInputId)?.focus();
  }, [actionData, codeInputId]);

  if (email?.verified) {
    return (
      <div className="page-body identity">
        <section className="card identity-card">
          <dl className="identity-facts">
            <div>
              <dt>{t("identity.email.addressLabel")}</dt>
              <dd>
                <span className="identity-address">{email.address}</span> <VerificationBadge verified />
              </dd>
            </div>
          </dl>
          <p className="identity-note">{t("identity.email.verifiedNote")}</p>
          <Link to="/m/service" className="button button--ghost button--block">
            {t("identity.email.service")}
          </Link>
        </section>
      </div>
    );
  }

  return (
    <div className="page-body identity">
      <p className="identity-intro">{t("identity.email.intro")}</p>
      {email && (
        <section className="card identity-card" aria-labelledby="email-pending-title">
          <h2 id="email-pending-title" className="identity-card__title">
            <span className="identity-address">{email.address}</span> <VerificationBadge verified={false} />
          </h2>
          <Form method="post" className="identity-form" {...getFormProps(codeForm)}>
            <FormError errors={codeForm.errors} id={codeForm.errorId} />
            <FormMessage message={actionData?.sent ? { key: "identity.email.codeSent" } : null} tone="notice" />
            <p className="identity-note">{t("identity.email.pendingBody", { address: email.address })}</p>
            <TextField
              label={t("identity.email.code")}
              inputProps={{
                ...getInputProps(codeFields.code, { type: "text" }),
                key: codeFields.code.key,
                inputMode: "numeric",
                autoComplete: "one-time-code",
                maxLength: 6,
              }}
              errors={codeFields.code.errors}
            />
            <button type="submit" name="intent" value="verify" className="button button--primary button--block" disabled={busy}>
              {t("identity.email.verify")}
            </button>
          </Form>
        </section>
      )}
      <section className="card identity-card" aria-labelledby={email ? "email-resend-title" : undefined}>
        {email && (
          <>
            <h2 id="email-resend-title" className="identity-card__title">
              {t("identity.email.resendHeading")}
            </h2>
            <p className="identity-note">{t("identity.email.resendBody")}</p>
          </>
        )}
        <Form method="post" className="identity-form" {...getFormProps(sendForm)}>
          <FormError errors={sendForm.errors} id={sendForm.errorId} />
          <TextField
            label={t("account.field.email")}
            inputProps={{
              ...getInputProps(sendFields.email, { type: "email" }),
              key: sendFields.email.key,
              autoComplete: "email",
              autoCapitalize: "none",
              spellCheck: false,
            }}
            errors={sendFields.email.errors}
          />
          <SendCodeButton secondsLeft={actionData?.intent === "send-code" ? (actionData.secondsLeft ?? 0) : 0} label={t("identity.email.send")} />
        </Form>
      </section>
    </div>
  );
}
