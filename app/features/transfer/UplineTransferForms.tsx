import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useNavigate, useNavigation } from "react-router";
import { useClearRefusedFields, useFocusFirstError } from "~/features/account/components";
import { Dialog } from "~/features/home/Dialog";
import { FormMessage, PinField, SecurityField, type ParamsByKey } from "~/features/security/components";
import { transferLimitParams } from "~/features/transfer/failures";
import { U, allAmount, plainAmount } from "~/features/transfer/rules";
import { useTranslation } from "~/i18n/react";
import { formatMoney } from "~/rules/money";
import type { FormConstraint } from "~/ui/forms/constraint";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";
import { UPLINE_SECRET_FIELDS, uplineName } from "./rules";
import type { UplineTransferActionData, PageTerms } from "./types";

/** The forms' instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/transfer/validation");

/** Step 1: the amount, with "All" and the limits. A GET: the server checks it and answers the confirm step. */
export function AmountForm({
  terms,
  prefill,
  lastResult,
  constraint,
}: {
  terms: PageTerms;
  prefill: string | null;
  lastResult: SubmissionResult<string[]> | null;
  constraint: FormConstraint;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(loadValidation);
  const money = (n: number) => formatMoney(n, terms.currencySymbol);
  const [form, fields] = useForm<Record<string, unknown>>({
    id: "upline-amount",
    lastResult,
    constraint,
    defaultValue: { amount: prefill ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateReview(formData, terms) : deferToServer,
  });
  useFocusFirstError(form.id, lastResult);
  const { amount } = fields as Record<"amount", (typeof fields)[string]>;
  const { key: amountKey, ...amountInput } = getInputProps(amount, { type: "text", description: true });
  const all = allAmount(terms);

  return (
    <Form method="get" className="card security-form withdraw-form" {...getFormProps(form)}>
      <input type="hidden" name="review" value="1" />
      <SecurityField
        id={amount.id}
        label={t(`${U}.amount`)}
        hint={t(`${U}.amountHint`, { min: money(terms.min), max: money(terms.max) })}
        errors={amount.errors}
        params={transferLimitParams(terms)}
      >
        <div className="withdraw-amount">
          <span className="withdraw-amount__symbol" aria-hidden="true">
            {terms.currencySymbol}
          </span>
          <input key={amountKey} className="input withdraw-amount__input" {...amountInput} inputMode="decimal" autoComplete="off" />
          <Link
            to="?amount=all"
            replace
            preventScrollReset
            className="button withdraw-amount__all"
            title={t(`${U}.allLabel`)}
            onClick={(e) => {
              // With JavaScript the link is a button: it fills the field in place.
              e.preventDefault();
              form.update({ name: amount.name, value: all });
            }}
          >
            {t(`${U}.all`)}
          </Link>
        </div>
      </SecurityField>
      <button type="submit" className="button button--primary button--block" disabled={terms.available <= 0}>
        {t(`${U}.next`)}
      </button>
    </Form>
  );
}

/**
 * Step 2 (U-03): the upline and the amount repeated, the payment password (never echoed, cleared
 * after a refusal) and the hidden key. Plain markup without JavaScript; "Back" returns to step 1
 * with the amount kept.
 */
export function ConfirmDialog({
  terms,
  amount,
  idempotencyKey,
  constraint,
}: {
  terms: PageTerms;
  amount: number;
  idempotencyKey: string;
  constraint: FormConstraint;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actionData = useActionData() as UplineTransferActionData | undefined;
  const busy = useNavigation().state !== "idle";
  const validation = useLazyValidation(loadValidation);
  const backHref = `?amount=${plainAmount(amount)}`;

  const [form, fields] = useForm<Record<string, unknown>>({
    id: "upline-transfer",
    lastResult: actionData?.result,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateTransfer(formData, terms) : deferToServer,
  });
  useFocusFirstError(form.id, actionData?.result);
  useClearRefusedFields(form.id, actionData?.result, UPLINE_SECRET_FIELDS);
  const params: ParamsByKey = { ...transferLimitParams(terms), ...actionData?.params };
  const { paymentPassword } = fields as Record<"paymentPassword", (typeof fields)[string]>;
  // The amount travels hidden: a refusal about it (the balance moved in between) is the form's message.
  const errors = [...(form.errors ?? []), ...(fields.amount?.errors ?? []), ...(fields.idempotencyKey?.errors ?? [])];

  return (
    <Dialog role="alertdialog" labelledBy="upline-confirm-title" describedBy="upline-confirm-body" onClose={() => navigate(backHref, { replace: true })}>
      <h2 id="upline-confirm-title" className="modal__title">
        {t(`${U}.confirmTitle`)}
      </h2>
      <p id="upline-confirm-body" className="modal__body">
        {t(`${U}.confirmBody`)}
      </p>
      <dl className="upline-transfer__facts upline-transfer__facts--confirm">
        <div>
          <dt>{t(`${U}.to`)}</dt>
          <dd data-testid="confirm-upline">{uplineName(terms.upline)}</dd>
        </div>
        <div>
          <dt>{t(`${U}.confirmAmount`)}</dt>
          <dd className="withdraw-balances__value" data-testid="confirm-amount">
            {formatMoney(amount, terms.currencySymbol)}
          </dd>
        </div>
      </dl>
      <Form method="post" className="security-form upline-transfer__confirm" {...getFormProps(form)}>
        <FormMessage errors={errors.length ? errors : undefined} id={form.errorId} params={params} />
        <input type="hidden" name="amount" value={plainAmount(amount)} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <PinField
          label={t(`${U}.paymentPassword`)}
          hint={t(`${U}.paymentPasswordHint`)}
          autoComplete="off"
          inputProps={{ ...getInputProps(paymentPassword, { type: "password", description: true }), key: paymentPassword.key }}
          errors={paymentPassword.errors}
          params={params}
        />
        <div className="modal__actions">
          <Link to={backHref} replace className="button button--ghost">
            {t(`${U}.back`)}
          </Link>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t(`${U}.submit`)}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
