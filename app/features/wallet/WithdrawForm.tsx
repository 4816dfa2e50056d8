import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import type { WithdrawTerms } from "@contract/schemas/wallet";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { useClearRefusedFields, useFocusFirstError } from "~/features/account/components";
import { FormMessage, PinField, SecurityField, type ParamsByKey } from "~/features/security/components";
import { SECURITY_PATHS } from "~/features/security/readiness";
import { limitParams } from "~/features/wallet/failures";
import { W, allAmount } from "~/features/wallet/rules";
import { useTranslation } from "~/i18n/react";
import { formatMoney } from "~/rules/money";
import type { FormConstraint } from "~/ui/forms/constraint";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";
import { WITHDRAW_SECRET_FIELDS as HIDDEN } from "./rules";
import type { WithdrawActionData } from "./types";

/** The form's instant feedback: zod and the schema load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/wallet/validation");

/** Why the form cannot succeed now (W-WD-10, W-WD-04), or null. */
function blockedReason(terms: WithdrawTerms): { key: string; params?: Record<string, string | number> } | null {
  if (!terms.open) return { key: `${W}.blockedClosed`, params: { open: terms.serviceHours.open, close: terms.serviceHours.close } };
  if (terms.todayCount >= terms.dailyCount) return { key: `${W}.blockedCount`, params: { count: terms.dailyCount } };
  if (terms.withdrawable <= 0 && terms.turnoverRequired > terms.turnoverDone) return { key: `${W}.blockedTurnover` };
  return null;
}

export function WithdrawForm({
  terms,
  idempotencyKey,
  prefill,
  constraint,
}: {
  terms: WithdrawTerms;
  idempotencyKey: string;
  prefill: string | null;
  constraint: FormConstraint;
}) {
  const { t } = useTranslation();
  const actionData = useActionData() as WithdrawActionData | undefined;
  const busy = useNavigation().state !== "idle";
  const validation = useLazyValidation(loadValidation);
  const money = (n: number) => formatMoney(n, terms.currencySymbol);

  const [form, fields] = useForm<Record<string, unknown>>({
    id: "withdraw",
    lastResult: actionData?.result,
    constraint,
    defaultValue: { cardId: String(terms.cards[0]?.id ?? ""), amount: prefill ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateWithdraw(formData, terms) : deferToServer,
  });
  useFocusFirstError(form.id, actionData?.result);
  useClearRefusedFields(form.id, actionData?.result, HIDDEN);
  const params: ParamsByKey = { ...limitParams(terms), ...actionData?.params };
  const { cardId, amount, paymentPassword } = fields as Record<"cardId" | "amount" | "paymentPassword", (typeof fields)[string]>;
  const blocked = blockedReason(terms);
  const all = allAmount(terms);
  const { key: selectKey, ...select } = getSelectProps(cardId);
  const { key: amountKey, ...amountInput } = getInputProps(amount, { type: "text", description: true });

  return (
    <Form method="post" className="card security-form withdraw-form" {...getFormProps(form)}>
      <FormMessage errors={form.errors} id={form.errorId} params={params} />
      {blocked && (
        <p className="form-error" role="status">
          {t(blocked.key, blocked.params)}
        </p>
      )}
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />

      <SecurityField id={cardId.id} label={t(`${W}.card`)} errors={cardId.errors} params={params}>
        <select key={selectKey} className="input select" {...select}>
          <option value="">{t(`${W}.chooseCard`)}</option>
          {terms.cards.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {`${c.bankName} •••• ${c.last4}`}
            </option>
          ))}
        </select>
      </SecurityField>
      <Link to={SECURITY_PATHS.bankCards} className="withdraw-form__manage">
        {t(`${W}.manageCards`)}
      </Link>

      <SecurityField
        id={amount.id}
        label={t(`${W}.amount`)}
        hint={t(`${W}.amountHint`, { min: money(terms.min), max: money(terms.max) })}
        errors={amount.errors}
        params={params}
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
            title={t(`${W}.allLabel`)}
            onClick={(e) => {
              // With JavaScript the link is a button: it fills the field in place.
              e.preventDefault();
              form.update({ name: amount.name, value: all });
            }}
          >
            {t(`${W}.all`)}
          </Link>
        </div>
      </SecurityField>

      <PinField
        label={t(`${W}.paymentPassword`)}
        hint={t(`${W}.paymentPasswordHint`)}
        autoComplete="off"
        inputProps={{ ...getInputProps(paymentPassword, { type: "password", description: true }), key: paymentPassword.key }}
        errors={paymentPassword.errors}
        params={params}
      />

      <button type="submit" className="button button--primary button--block" disabled={busy || blocked !== null}>
        {t(`${W}.submit`)}
      </button>
    </Form>
  );
}
