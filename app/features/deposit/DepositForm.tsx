import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { RECEIPT_ACCEPT, REMARK_MAX } from "@contract/deposit-rules";
import type { DepositChannel } from "@contract/schemas/deposit";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { useClearRefusedFields, useFocusFirstError } from "~/features/account/components";
import { msToOperatorLocal, type ChannelTerms } from "~/features/deposit/rules";
import { describeRgRefusal } from "~/features/rg/refusal/refusal";
import { type LimitPromptReply } from "~/features/rg/register/deposit.server";
import { FormMessage, SecurityField, type ParamsByKey } from "~/features/security/components";
import { GatewayError } from "~/gateway-client/errors";
import { useTranslation } from "~/i18n/react";
import { formatDateTime } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";
import type { FormConstraint } from "~/ui/forms/constraint";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";
import { depositLimitParams } from "./failures";
import type { DepositActionData } from "./types";

/** The form's instant feedback: zod and the schema load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/deposit/validation");

export function DepositForm({
  channel,
  symbol,
  idempotencyKey,
  prefill,
  now,
  constraint,
}: {
  channel: DepositChannel;
  symbol: string;
  idempotencyKey: string;
  prefill: string | null;
  now: number;
  constraint: FormConstraint;
}) {
  const { t } = useTranslation();
  const reply = useActionData() as DepositActionData | LimitPromptReply | undefined;
  // The limit prompt's answers are its own, not this form's.
  const actionData = reply && !("form" in reply && reply.form === "limit") ? (reply as DepositActionData) : undefined;
  const busy = useNavigation().state !== "idle";
  const terms: ChannelTerms = { kind: channel.kind, min: channel.min, max: channel.max };
  const validation = useLazyValidation(loadValidation);
  const money = (n: number) => formatMoney(n, symbol);
  const manual = channel.kind === "MANUAL";

  const [form, fields] = useForm<Record<string, unknown>>({
    id: `deposit-${channel.code}`,
    lastResult: actionData?.result,
    constraint,
    defaultValue: { amount: prefill ?? "", bonusCode: "", transferAt: msToOperatorLocal(now) },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateDeposit(formData, terms) : deferToServer,
  });
  useFocusFirstError(form.id, actionData?.result);
  useClearRefusedFields(form.id, actionData?.result, ["receipts"]);
  const params: ParamsByKey = { ...depositLimitParams(channel, symbol), ...actionData?.params };
  // A limit, pause or reality-check refusal names its figures in the reader's language.
  const rgText = actionData?.rg
    ? describeRgRefusal(new GatewayError("business", "", actionData.rg.code, undefined, actionData.rg.value), symbol, (ms) => formatDateTime(ms), t)
    : null;
  if (rgText) params[rgText.key] = rgText.params;
  const f = fields as Record<"amount" | "bonusCode" | "payerName" | "transferAt" | "remark" | "receipts", (typeof fields)[string]>;
  const { key: amountKey, ...amountInput } = getInputProps(f.amount, { type: "text", description: true });
  const chosenBonus = String(f.bonusCode.value ?? "");

  return (
    <Form
      method="post"
      encType={manual ? "multipart/form-data" : undefined}
      className="card security-form deposit-section"
      {...getFormProps(form)}
      aria-label={channel.name}
    >
      {/* The hidden key's refusal (a forged or stale form) belongs to the whole form. */}
      <FormMessage errors={[...(form.errors ?? []), ...(fields.idempotencyKey?.errors ?? [])]} id={form.errorId} params={params} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="channelCode" value={channel.code} />

      <SecurityField
        id={f.amount.id}
        label={t("deposit.page.amount")}
        hint={t("deposit.page.amountHint", { min: money(channel.min), max: money(channel.max) })}
        errors={f.amount.errors}
        params={params}
      >
        <div className="withdraw-amount">
          <span className="withdraw-amount__symbol" aria-hidden="true">
            {symbol}
          </span>
          <input key={amountKey} className="input withdraw-amount__input" {...amountInput} inputMode="decimal" autoComplete="off" />
        </div>
      </SecurityField>
      {channel.presets.length > 0 && (
        <div className="deposit-presets" role="group" aria-label={t("deposit.page.presets")}>
          {channel.presets.map((p) => (
            <Link
              key={p}
              to={`?channel=${channel.code}&amount=${p}`}
              replace
              preventScrollReset
              className="deposit-preset"
              // A link cannot be "pressed" (axe aria-allowed-attr): the chosen amount is the current one.
              aria-current={String(f.amount.value ?? "") === String(p) ? "true" : undefined}
              onClick={(e) => {
                // With JavaScript the preset fills the field in place.
                e.preventDefault();
                form.update({ name: f.amount.name, value: String(p) });
              }}
            >
              {money(p)}
            </Link>
          ))}
        </div>
      )}

      <fieldset className="field deposit-bonuses">
        <legend className="field__label">{t("deposit.page.bonus")}</legend>
        <label className="deposit-bonus">
          <input type="radio" name={f.bonusCode.name} value="" defaultChecked={chosenBonus === ""} />
          <span>{t("deposit.page.noBonus")}</span>
        </label>
        {channel.bonuses.map((b) => (
          <label key={b.code} className="deposit-bonus">
            <input type="radio" name={f.bonusCode.name} value={b.code} defaultChecked={chosenBonus === b.code} />
            <span>
              {b.name}
              <small>{t("deposit.page.bonusTerms", { percent: b.percent, cap: money(b.cap), min: money(b.minDeposit), multiple: b.turnoverMultiple })}</small>
            </span>
          </label>
        ))}
        <p id={`${f.bonusCode.id}-error`} className="field__error" role={f.bonusCode.errors?.[0] ? "alert" : undefined}>
          {f.bonusCode.errors?.[0] ? t(f.bonusCode.errors[0], params[f.bonusCode.errors[0]]) : null}
        </p>
      </fieldset>

      {manual && (
        <>
          <SecurityField
            id={f.payerName.id}
            label={t("deposit.page.payerName")}
            hint={t("deposit.page.payerNameHint")}
            errors={f.payerName.errors}
            params={params}
          >
            <input className="input" {...getInputProps(f.payerName, { type: "text", description: true })} key={f.payerName.key} autoComplete="name" />
          </SecurityField>
          <SecurityField
            id={f.transferAt.id}
            label={t("deposit.page.transferAt")}
            hint={t("deposit.page.transferAtHint")}
            errors={f.transferAt.errors}
            params={params}
          >
            <input className="input" {...getInputProps(f.transferAt, { type: "datetime-local", description: true })} key={f.transferAt.key} />
          </SecurityField>
          <SecurityField
            id={f.remark.id}
            label={t("deposit.page.remark")}
            hint={t("deposit.page.remarkHint", { max: REMARK_MAX })}
            errors={f.remark.errors}
            params={params}
          >
            <textarea
              className="input"
              {...getTextareaProps(f.remark, { ariaDescribedBy: `${f.remark.id}-description` })}
              key={f.remark.key}
              maxLength={REMARK_MAX}
              rows={2}
            />
          </SecurityField>
          <SecurityField id={f.receipts.id} label={t("deposit.page.receipts")} hint={t("deposit.page.receiptsHint")} errors={f.receipts.errors} params={params}>
            <input
              className="input"
              {...getInputProps(f.receipts, { type: "file", description: true })}
              key={f.receipts.key}
              accept={RECEIPT_ACCEPT}
              multiple
            />
          </SecurityField>
        </>
      )}

      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {manual ? t("deposit.page.submitManual") : t("deposit.page.submitEwallet")}
      </button>
    </Form>
  );
}
