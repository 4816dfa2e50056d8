import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { DOWNLINE_KINDS } from "@contract/downline-rules";
import { FIELD_LIMITS } from "@contract/field-rules";
import { REBATE_CATEGORIES, bpToPercent } from "@contract/rebate-rules";
import { useRef } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { PasswordField, TextField, useClearRefusedFields, useFocusFirstError } from "~/features/account/components";
import { RateInputs } from "~/features/agent/team/RateInputs";
import { T, rateParams, type OwnRates } from "~/features/agent/team/rules";
import { Dialog } from "~/features/home/Dialog";
import { BirthDateField } from "~/features/rg/register/components";
import { FormMessage } from "~/features/security/components";
import { useTranslation } from "~/i18n/react";
import type { FormConstraint } from "~/ui/forms/constraint";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";
import { DOWNLINE_SECRET_FIELDS, inputRates } from "./rules";
import type { Prefill, Review, Age, StepOneValue } from "./types";

/** The forms' instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/agent/team/validation");

/**
 * Step 1: type, username, birth date and rates, posted with `intent=review`: the action checks them
 * and answers the confirm step. A POST, never a GET: the downline's name and birth date stay out of the URL.
 */
export function StepOne({
  own,
  prefill,
  lastResult,
  age,
  maxBirthDate,
  constraint,
}: {
  own: OwnRates;
  prefill: Prefill;
  lastResult: SubmissionResult<string[]> | null;
  age: Age;
  maxBirthDate: string | null;
  constraint: FormConstraint;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(loadValidation);
  const [form, fields] = useForm<StepOneValue>({
    id: "downline-review",
    lastResult,
    constraint,
    defaultValue: prefill,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateDownlineReview(formData, own, age) : deferToServer,
  });
  useFocusFirstError(form.id, lastResult);
  const f = fields;
  const { key: usernameKey, ...usernameInput } = getInputProps(f.username, { type: "text" });
  const rateFields = f.rates.getFieldset();
  const chosen = String(f.type.initialValue ?? prefill.type);

  return (
    <Form method="post" className="card security-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="review" />
      <fieldset className="team-kinds" aria-describedby={f.type.errors ? f.type.errorId : undefined}>
        <legend>{t(`${T}.register.typeLabel`)}</legend>
        {DOWNLINE_KINDS.map((kind) => (
          <label key={kind} className="team-kind">
            <span className="team-kind__title">
              <input type="radio" name={f.type.name} value={kind} defaultChecked={chosen === kind} required />
              {t(`${T}.register.${kind === "agent" ? "typeAgent" : "typeMember"}`)}
            </span>
            <span className="team-kind__hint">{t(`${T}.register.${kind === "agent" ? "typeAgentHint" : "typeMemberHint"}`)}</span>
          </label>
        ))}
        {f.type.errors && (
          <p id={f.type.errorId} className="field__error" role="alert">
            {t(f.type.errors[0] ?? "")}
          </p>
        )}
      </fieldset>
      <TextField
        label={t(`${T}.register.username`)}
        inputProps={{
          key: usernameKey,
          ...usernameInput,
          autoComplete: "off",
          autoCapitalize: "none",
          spellCheck: false,
          "aria-describedby": "downline-username-hint",
        }}
        errors={f.username.errors}
      />
      <p id="downline-username-hint" className="security-hint">
        {t(`${T}.register.usernameHint`)}
      </p>
      {/* The age gate is responsible gaming's: no date of birth where the gateway does not offer it. */}
      {age && maxBirthDate && (
        <BirthDateField
          inputProps={{ ...getInputProps(f.birthDate, { type: "date", description: true }), key: f.birthDate.key }}
          errors={f.birthDate.errors}
          minAge={age.minAge}
          max={maxBirthDate}
          hintKey={`${T}.register.birthDateHint`}
          autoComplete="off"
        />
      )}
      <RateInputs own={own} fields={rateFields} legend={t(`${T}.register.rates`)} hint={t(`${T}.register.ratesHint`)} />
      <button type="submit" className="button button--primary button--block">
        {t(`${T}.register.next`)}
      </button>
    </Form>
  );
}

/**
 * Step 2 (A-REG-01's confirmation sheet): the type, username and rates repeated, the password and
 * its confirmation (never echoed back, cleared after a refusal) and the hidden key. Plain markup
 * without JavaScript; "Back" posts step 1's values (`intent=edit`, never the password) and the
 * action answers step 1 filled in with them.
 */
export function ConfirmDialog({
  own,
  review,
  result,
  idempotencyKey,
  age,
  constraint,
}: {
  own: OwnRates;
  review: Review;
  /** The confirm step's refusal, if it was posted and refused. */
  result: SubmissionResult<string[]> | null;
  idempotencyKey: string;
  age: Age;
  constraint: FormConstraint;
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const editForm = useRef<HTMLFormElement>(null);
  const busy = useNavigation().state !== "idle";
  const validation = useLazyValidation(loadValidation);
  const rates = inputRates(review.rates);

  const [form, fields] = useForm<StepOneValue & { password: string; confirmPassword?: string; idempotencyKey: string }>({
    id: "downline-open",
    lastResult: result,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateDownline(formData, own, age) : deferToServer,
  });
  useFocusFirstError(form.id, result);
  useClearRefusedFields(form.id, result, DOWNLINE_SECRET_FIELDS);
  const f = fields;
  const rateFields = f.rates.getFieldset();
  // The step-1 values travel hidden: a refusal about them (the name was taken meanwhile, a rate
  // above the agent's own) is the form's message, each with the values it names.
  const messages = [
    ...(form.errors ?? []).map((k) => t(k)),
    ...(f.type.errors ?? []).map((k) => t(k)),
    ...(f.username.errors ?? []).map((k) => t(k)),
    ...(f.birthDate.errors ?? []).map((k) => t(k, { minAge: age?.minAge })),
    ...(f.idempotencyKey.errors ?? []).map((k) => t(k)),
    ...REBATE_CATEGORIES.flatMap((c) => (rateFields[c]?.errors ?? []).map((k) => `${t(`games.category.${c}`)}: ${t(k, rateParams(own[c]))}`)),
  ];

  return (
    <Dialog
      role="alertdialog"
      labelledBy="downline-confirm-title"
      describedBy="downline-confirm-body"
      // Escape and the backdrop do what "Back" does.
      onClose={() => editForm.current && submit(editForm.current)}
    >
      <h2 id="downline-confirm-title" className="modal__title">
        {t(`${T}.register.confirmTitle`)}
      </h2>
      <p id="downline-confirm-body" className="modal__body">
        {t(`${T}.register.confirmBody`)}
      </p>
      <dl className="team-review">
        <dt>{t(`${T}.register.typeLabel`)}</dt>
        <dd data-testid="confirm-type">{t(`${T}.common.${review.type}`)}</dd>
        <dt>{t(`${T}.register.username`)}</dt>
        <dd data-testid="confirm-username">{review.username}</dd>
        {review.birthDate && (
          <>
            <dt>{t("account.field.birthDate")}</dt>
            <dd data-testid="confirm-birthDate">{review.birthDate}</dd>
          </>
        )}
        {REBATE_CATEGORIES.map((c) => (
          <div key={c} style={{ display: "contents" }}>
            <dt>{t(`games.category.${c}`)}</dt>
            <dd>{bpToPercent(review.rates[c])} %</dd>
          </div>
        ))}
      </dl>
      <Form method="post" className="security-form" {...getFormProps(form)}>
        <FormMessage errors={messages.length ? messages : undefined} id={form.errorId} />
        <input type="hidden" name="intent" value="open" />
        <StepOneHidden review={review} rates={rates} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <PasswordField
          label={t(`${T}.register.password`)}
          inputProps={{ ...getInputProps(f.password, { type: "password" }), key: f.password.key }}
          errors={f.password.errors}
          autoComplete="new-password"
          hint={t(`${T}.register.passwordHint`, { min: FIELD_LIMITS.passwordMin, max: FIELD_LIMITS.passwordMax })}
        />
        <PasswordField
          label={t(`${T}.register.confirmPassword`)}
          inputProps={{ ...getInputProps(f.confirmPassword, { type: "password" }), key: f.confirmPassword.key }}
          errors={f.confirmPassword.errors}
          autoComplete="new-password"
        />
        <div className="modal__actions">
          {/* Submits the form below (its `form` attribute), so the password is not sent along. */}
          <button type="submit" form="downline-edit" className="button button--ghost">
            {t(`${T}.register.back`)}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t(`${T}.register.submit`)}
          </button>
        </div>
      </Form>
      <Form method="post" id="downline-edit" ref={editForm} hidden>
        <input type="hidden" name="intent" value="edit" />
        <StepOneHidden review={review} rates={rates} />
      </Form>
    </Dialog>
  );
}

/** Step 1's reviewed values as hidden fields, rates as the inputs type them. */
function StepOneHidden({ review, rates }: { review: Review; rates: Record<string, string> }) {
  return (
    <>
      <input type="hidden" name="type" value={review.type} />
      <input type="hidden" name="username" value={review.username} />
      <input type="hidden" name="birthDate" value={review.birthDate} />
      {REBATE_CATEGORIES.map((c) => (
        <input key={c} type="hidden" name={`rates.${c}`} value={rates[c]} />
      ))}
    </>
  );
}
