import { type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { now as clockNow } from "@contract/clock";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { type Message } from "~/features/identity/components";
import { describeIdentityFailure, replyFor } from "~/features/identity/failures";
import { lockEnd } from "~/features/identity/format";
import { questionSchema } from "~/features/identity/schemas";
import { QUESTION_SECRET_FIELDS } from "~/features/security/secret-fields";
import { endsSession } from "~/gateway-client/errors";
import { fetchSecurityQuestions, saveSecurityQuestion } from "~/gateway-client/member.server";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";

/**
 * /m/securityCenter/question: set a security question, or change it with the current
 * answer. Wrong current answers count towards a lock (decision 025); the page says when it lifts.
 * The questions come from the gateway in the page's language.
 */
export async function questionLoader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
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

export type QuestionActionData = { result: SubmissionResult<string[]>; message?: Message };
const FIELDS = ["questionId", "answer", "currentAnswer"] as const;
/** Answers are never sent back into the page. */
const SECRET_FIELDS = QUESTION_SECRET_FIELDS;

export async function questionAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const member = await requireMember(request, context);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: questionSchema(formData.get("mode") === "change") });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: SECRET_FIELDS }) } satisfies QuestionActionData, { status: 400 });
  try {
    await saveSecurityQuestion(context.gateway, member.token, submission.value);
  } catch (e) {
    if (endsSession(e)) return gatewayFailure(e, request, context);
    const failure = describeIdentityFailure(e);
    if (!failure) throw e;
    let message: Message | undefined;
    if (failure.lockedUntil !== undefined) {
      message = { key: "identity.question.locked", params: { time: lockEnd(failure.lockedUntil, clockNow(), context.locale) } };
    } else if (failure.attemptsLeft !== undefined) {
      message = { key: "identity.question.attemptsLeft", params: { count: failure.attemptsLeft } };
    }
    // A lock has its own message (with the time): no second, shorter one above the form.
    const reply = failure.lockedUntil !== undefined ? {} : replyFor(failure, FIELDS);
    return data({ result: submission.reply({ ...reply, hideFields: SECRET_FIELDS }), message } satisfies QuestionActionData, { status: 400 });
  }
  return redirectWithToast("/m/securityCenter", { key: "identity.question.savedToast", kind: "success", tone: "success" }, context);
}
