import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormError, TextField, useClearRefusedFields, useFocusFirstError } from "~/features/account/components";
import { FormMessage, SelectField, type Message } from "~/features/identity/components";
import { describeIdentityFailure, replyFor } from "~/features/identity/failures";
import { lockEnd } from "~/features/identity/format";
import identityStylesheet from "~/features/identity/identity.css?url";
import { questionSchema } from "~/features/identity/schemas";
import { endsSession } from "~/gateway/errors";
import { fetchSecurityQuestions, saveSecurityQuestion } from "~/gateway/member.server";
import { useTranslation } from "~/i18n/react";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: identityStylesheet }];

/**
 * /m/securityCenter/question (issue 12): set a security question, or change it with the current
 * answer. Wrong current answers count towards a lock (decision 025); the page says when it lifts.
 * The questions come from the gateway in the page's language.
 */
/** The form's instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/identity/validation");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const { questions, current } = await fetchSecurityQuestions(context.gateway, member.token).catch((e: unknown) => gatewayFailure(e, request, context));
  return {
    questions,
    current,
    currentText: questions.find((q) => q.id === current)?.text ?? null,
    // The constraint attributes, computed here so the page renders them without zod (decision 055).
    constraint: getZodConstraint(questionSchema(current !== null)),
  };
}

type ActionData = { result: SubmissionResult<string[]>; message?: Message };
const FIELDS = ["questionId", "answer", "currentAnswer"] as const;
/** Answers are never sent back into the page. */
const SECRET_FIELDS = ["answer", "currentAnswer"];

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: questionSchema(formData.get("mode") === "change") });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: SECRET_FIELDS }) } satisfies ActionData, { status: 400 });
  try {
    await saveSecurityQuestion(context.gateway, member.token, submission.value);
  } catch (e) {
    if (endsSession(e)) return gatewayFailure(e, request, context);
    const failure = describeIdentityFailure(e);
    if (!failure) throw e;
    let message: Message | undefined;
    if (failure.lockedUntil !== undefined) {
      message = { key: "identity.question.locked", params: { time: lockEnd(failure.lockedUntil, Date.now(), context.locale) } };
    } else if (failure.attemptsLeft !== undefined) {
      message = { key: "identity.question.attemptsLeft", params: { count: failure.attemptsLeft } };
    }
    // A lock has its own message (with the time): no second, shorter one above the form.
    const reply = failure.lockedUntil !== undefined ? {} : replyFor(failure, FIELDS);
    return data({ result: submission.reply({ ...reply, hideFields: SECRET_FIELDS }), message } satisfies ActionData, { status: 400 });
  }
  return redirectWithToast("/m/securityCenter", { key: "identity.question.savedToast", kind: "success", tone: "success" }, context);
}

export default function QuestionPage() {
  const { t } = useTranslation();
  const loaderData = useLoaderData<typeof loader>();
  const { questions, current, currentText } = loaderData;
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const busy = useNavigation().state !== "idle";
  const change = current !== null;
  const validation = useLazyValidation(loadValidation);

  const [form, fields] = useForm<{ questionId: string; answer: string; currentAnswer?: string }>({
    id: "security-question",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
    defaultValue: { questionId: current ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateQuestion(formData, change) : deferToServer,
  });
  useFocusFirstError(form.id, actionData?.result);
  useClearRefusedFields(form.id, actionData?.result, SECRET_FIELDS);
  const options = questions.map((q) => ({ value: q.id, label: q.text }));

  return (
    <div className="page-body identity">
      <p className="identity-intro">{t("identity.question.intro")}</p>
      <Form method="post" className="card identity-card identity-form" {...getFormProps(form)}>
        <input type="hidden" name="mode" value={change ? "change" : "set"} />
        <FormError errors={form.errors} id={form.errorId} />
        <FormMessage message={actionData?.message} />
        {change && (
          <>
            <dl className="identity-facts">
              <div>
                <dt>{t("identity.question.currentQuestion")}</dt>
                <dd>{currentText}</dd>
              </div>
            </dl>
            <TextField
              label={t("identity.question.currentAnswer")}
              inputProps={{ ...getInputProps(fields.currentAnswer, { type: "text" }), key: fields.currentAnswer.key, autoComplete: "off", spellCheck: false }}
              errors={fields.currentAnswer.errors}
            />
          </>
        )}
        <SelectField
          label={change ? t("identity.question.newQuestion") : t("identity.question.question")}
          selectProps={{ ...getSelectProps(fields.questionId), key: fields.questionId.key }}
          errors={fields.questionId.errors}
          options={options}
          placeholder={t("identity.question.choose")}
        />
        <TextField
          label={change ? t("identity.question.newAnswer") : t("identity.question.answer")}
          inputProps={{
            ...getInputProps(fields.answer, { type: "text", ariaDescribedBy: "question-answer-hint" }),
            key: fields.answer.key,
            autoComplete: "off",
            spellCheck: false,
          }}
          errors={fields.answer.errors}
        />
        <p id="question-answer-hint" className="identity-hint">
          {t("identity.question.answerHint")}
        </p>
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t("identity.question.save")}
        </button>
      </Form>
    </div>
  );
}
