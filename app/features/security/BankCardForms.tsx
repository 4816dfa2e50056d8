import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import type { BankCard } from "@contract/schemas/member";
import { Form, Link, useLoaderData, useNavigation } from "react-router";
import { useClearRefusedFields, useFocusFirstError } from "~/features/account/components";
import { FormMessage, PinField, SelectField, TextInputField, type ParamsByKey } from "~/features/security/components";
import { SECURITY_PATHS } from "~/features/security/readiness";
import { useTranslation } from "~/i18n/react";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";
import type { CardsActionData, bankCardsLoader } from "./bank-cards.server";

/** The form's instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/security/validation");

export function BindForm({ banks, payeeName, actionData }: { banks: Array<{ code: string; name: string }>; payeeName: string; actionData?: CardsActionData }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const { constraint } = useLoaderData<typeof bankCardsLoader>();
  const validation = useLazyValidation(loadValidation);
  const [form, fields] = useForm<Record<string, unknown>>({
    id: "bind-card",
    lastResult: actionData?.result,
    constraint: constraint.bind,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateBindCard(formData) : deferToServer,
  });
  useFocusFirstError(form.id, actionData?.result);
  const params: ParamsByKey | undefined = actionData?.params;
  const { bankCode, accountNumber, holderName } = fields as Record<"bankCode" | "accountNumber" | "holderName", (typeof fields)[string]>;

  return (
    <Form method="post" className="card security-form" aria-labelledby="bind-card-title" {...getFormProps(form)}>
      <h2 id="bind-card-title" className="bank-cards__title">
        {t("security.bankCards.addHeading")}
      </h2>
      <input type="hidden" name="intent" value="add" />
      <FormMessage errors={form.errors} id={form.errorId} params={params} />
      <SelectField
        label={t("security.bankCards.bank")}
        placeholder={t("security.bankCards.chooseBank")}
        options={banks.map((b) => ({ value: b.code, label: b.name }))}
        selectProps={{ ...getSelectProps(bankCode), key: bankCode.key }}
        errors={bankCode.errors}
      />
      <TextInputField
        label={t("security.bankCards.accountNumber")}
        hint={t("security.bankCards.accountHint")}
        inputProps={{ ...getInputProps(accountNumber, { type: "text", description: true }), key: accountNumber.key, inputMode: "numeric", autoComplete: "off" }}
        errors={accountNumber.errors}
        params={params}
      />
      <TextInputField
        label={t("security.bankCards.holderName")}
        hint={t("security.bankCards.holderHint", { name: payeeName })}
        inputProps={{ ...getInputProps(holderName, { type: "text", description: true }), key: holderName.key, autoComplete: "name", spellCheck: false }}
        errors={holderName.errors}
        params={params}
      />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {t("security.bankCards.submitAdd")}
      </button>
    </Form>
  );
}

export function CardItem({
  card,
  hasPaymentPassword,
  lockedUntil,
  actionData,
}: {
  card: BankCard;
  hasPaymentPassword: boolean;
  lockedUntil: string | null;
  actionData?: CardsActionData;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const { constraint } = useLoaderData<typeof bankCardsLoader>();
  const validation = useLazyValidation(loadValidation);
  const [form, fields] = useForm<Record<string, unknown>>({
    id: `remove-card-${card.id}`,
    lastResult: actionData?.result,
    constraint: constraint.remove,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateDeleteCard(formData) : deferToServer,
  });
  useFocusFirstError(form.id, actionData?.result);
  useClearRefusedFields(form.id, actionData?.result, ["paymentPassword"]);
  const password = fields.paymentPassword!;

  return (
    <li className="card bank-card">
      <span className="bank-card__bank">{card.bankName}</span>
      {/* The mask is drawn, not said: screen readers hear "ending in 1234". */}
      <span className="bank-card__number">
        <span aria-hidden="true">{`•••• ${card.last4}`}</span>
        <span className="sr-only">{t("security.bankCards.endingIn", { last4: card.last4 })}</span>
      </span>
      <span className="bank-card__holder">{t("security.bankCards.holder", { name: card.holderName })}</span>
      {/* Open after a refused removal, so the message shows without JavaScript too. */}
      <details className="bank-card__remove" open={actionData ? true : undefined}>
        <summary>{t("security.bankCards.remove", { last4: card.last4 })}</summary>
        {!hasPaymentPassword ? (
          <p className="security-intro">
            {t("security.bankCards.needPaymentPassword")} <Link to={SECURITY_PATHS.paymentPassword}>{t("security.paymentPassword.setFirst")}</Link>
          </p>
        ) : lockedUntil ? (
          <p className="form-error" role="alert">
            {t("security.paymentPassword.locked", { until: lockedUntil })}
          </p>
        ) : (
          <Form method="post" {...getFormProps(form)}>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="cardId" value={card.id} />
            <p className="security-intro">{t("security.bankCards.removeIntro")}</p>
            <FormMessage errors={form.errors} id={form.errorId} params={actionData?.params} />
            <PinField
              label={t("title.paymentPassword")}
              autoComplete="off"
              inputProps={{ ...getInputProps(password, { type: "password" }), key: password.key }}
              errors={password.errors}
              params={actionData?.params}
            />
            <button type="submit" className="button button--ghost button--block" disabled={busy}>
              {t("security.bankCards.removeSubmit")}
            </button>
          </Form>
        )}
      </details>
    </li>
  );
}
