import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { FormError, TextField, useClearRefusedFields, useFocusFirstError } from "~/features/account/components";
import { FormMessage, SelectField } from "~/features/identity/components";
import { QUESTION_SECRET_FIELDS } from "~/features/security/secret-fields";
import { useTranslation } from "~/i18n/react";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";
import type { questionLoader, questionAction, QuestionActionData } from "./question.server";

/** The form's instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/identity/validation");

export function QuestionPageForm() {
  const { t } = useTranslation();
  const loaderData = useLoaderData<typeof questionLoader>();
  const { questions, current, currentText } = loaderData;
  const actionData = useActionData<typeof questionAction>() as QuestionActionData | undefined;
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
  useClearRefusedFields(form.id, actionData?.result, QUESTION_SECRET_FIELDS);
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
