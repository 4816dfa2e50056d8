import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { AgentRains } from "@contract/schemas/red-rain";
import { Form, Link, useActionData, useNavigate, useNavigation } from "react-router";
import { useClearRefusedFields, useFocusFirstError } from "~/features/account/components";
import { rainLimitParams } from "~/features/agent/rain/failures";
import { EXPIRY_CHOICES, R, termsFields, type RainTerms } from "~/features/agent/rain/rules";
import { Dialog } from "~/features/home/Dialog";
import { FormMessage, PinField, SecurityField, type ParamsByKey } from "~/features/security/components";
import { useTranslation } from "~/i18n/react";
import { formatDateTime } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";
import type { FormConstraint } from "~/ui/forms/constraint";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";
import { RAIN_SECRET_FIELDS, expiryKey } from "./rules";
import type { RedRainActionData } from "./types";

/** The forms' instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/agent/rain/validation");

/** Step 1 (A-RR-01): the terms. A GET: the server checks them and answers the confirm step. */
export function TermsForm({
  agent,
  prefill,
  lastResult,
  now,
  constraint,
}: {
  agent: AgentRains;
  prefill: Record<string, string>;
  lastResult: SubmissionResult<string[]> | null;
  now: number;
  constraint: FormConstraint;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(loadValidation);
  const money = (n: number) => formatMoney(n, agent.currencySymbol);
  const [form, fields] = useForm<Record<string, unknown>>({
    id: "rain-terms",
    lastResult,
    constraint,
    defaultValue: { split: "random", audience: "direct", start: "now", expiry: "60", ...prefill },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateRainReview(formData, now, { balance: agent.balance }) : deferToServer,
  });
  useFocusFirstError(form.id, lastResult);
  const params = rainLimitParams(agent.limits, agent.balance, agent.currencySymbol);
  const f = fields as Record<"total" | "count" | "split" | "audience" | "start" | "startAt" | "expiry", (typeof fields)[string]>;
  const { key: totalKey, ...totalInput } = getInputProps(f.total, { type: "text", description: true });
  const { key: countKey, ...countInput } = getInputProps(f.count, { type: "number", description: true });
  const { key: startAtKey, ...startAtInput } = getInputProps(f.startAt, { type: "datetime-local" });

  const radios = (field: (typeof f)["split"], legend: string, options: { value: string; label: string }[]) => (
    <fieldset className="red-rain__choice" aria-describedby={field.errors ? `${field.id}-error` : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="red-rain__chips">
        {options.map((o) => (
          <label key={o.value} className="red-rain__chip">
            <input type="radio" name={field.name} value={o.value} defaultChecked={(field.initialValue ?? "") === o.value} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <p id={`${field.id}-error`} className="field__error" role={field.errors ? "alert" : undefined}>
        {field.errors?.[0] ? t(field.errors[0]) : null}
      </p>
    </fieldset>
  );

  return (
    <Form method="get" className="card security-form withdraw-form red-rain__terms" {...getFormProps(form)}>
      <input type="hidden" name="review" value="1" />
      <SecurityField
        id={f.total.id}
        label={t(`${R}.total`)}
        hint={t(`${R}.totalHint`, { min: money(agent.limits.minTotal), max: money(Math.min(agent.limits.maxTotal, Math.max(agent.balance, 0))) })}
        errors={f.total.errors}
        params={params}
      >
        <div className="withdraw-amount">
          <span className="withdraw-amount__symbol" aria-hidden="true">
            {agent.currencySymbol}
          </span>
          <input key={totalKey} className="input withdraw-amount__input" {...totalInput} inputMode="decimal" autoComplete="off" />
        </div>
      </SecurityField>
      <SecurityField
        id={f.count.id}
        label={t(`${R}.count`)}
        hint={t(`${R}.countHint`, { min: agent.limits.minCount, max: agent.limits.maxCount })}
        errors={f.count.errors}
        params={params}
      >
        <input key={countKey} className="input" {...countInput} inputMode="numeric" min={agent.limits.minCount} max={agent.limits.maxCount} step={1} />
      </SecurityField>
      {radios(f.split, t(`${R}.split`), [
        { value: "random", label: t(`${R}.splitRandom`) },
        { value: "equal", label: t(`${R}.splitEqual`) },
      ])}
      {radios(f.audience, t(`${R}.audience`), [
        { value: "direct", label: t(`${R}.audienceDirect`) },
        { value: "team", label: t(`${R}.audienceTeam`) },
      ])}
      {radios(f.start, t(`${R}.start`), [
        { value: "now", label: t(`${R}.startNow`) },
        { value: "at", label: t(`${R}.startAt`) },
      ])}
      <SecurityField id={f.startAt.id} label={t(`${R}.startAtLabel`)} errors={f.startAt.errors}>
        <input key={startAtKey} className="input" {...startAtInput} />
      </SecurityField>
      <SecurityField id={f.expiry.id} label={t(`${R}.expiry`)} errors={f.expiry.errors}>
        <select className="input select" id={f.expiry.id} name={f.expiry.name} defaultValue={String(f.expiry.initialValue ?? "60")}>
          {EXPIRY_CHOICES.map((m) => (
            <option key={m} value={m}>
              {t(expiryKey(m))}
            </option>
          ))}
        </select>
      </SecurityField>
      <button type="submit" className="button button--primary button--block" disabled={agent.balance < agent.limits.minTotal}>
        {t(`${R}.next`)}
      </button>
    </Form>
  );
}

/** Step 2: the terms repeated, the payment password (never echoed) and the hidden key. Plain markup without JavaScript. */
export function ConfirmDialog({
  agent,
  terms,
  idempotencyKey,
  now,
  constraint,
}: {
  agent: AgentRains;
  terms: RainTerms;
  idempotencyKey: string;
  now: number;
  constraint: FormConstraint;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actionData = useActionData() as RedRainActionData | undefined;
  const created = actionData?.intent === "create" ? actionData : undefined;
  const busy = useNavigation().state !== "idle";
  const validation = useLazyValidation(loadValidation);
  const hidden = termsFields(terms);
  const backHref = `?${new URLSearchParams(hidden).toString()}`;
  const money = (n: number) => formatMoney(n, agent.currencySymbol);

  const [form, fields] = useForm<Record<string, unknown>>({
    id: "rain-confirm",
    lastResult: created?.result,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateRainCreate(formData, now, { balance: agent.balance }) : deferToServer,
  });
  useFocusFirstError(form.id, created?.result);
  useClearRefusedFields(form.id, created?.result, RAIN_SECRET_FIELDS);
  const params: ParamsByKey = { ...rainLimitParams(agent.limits, agent.balance, agent.currencySymbol), ...created?.params };
  const { paymentPassword } = fields as Record<"paymentPassword", (typeof fields)[string]>;
  // The terms travel hidden: a refusal about one of them is the form's message.
  const errors = [
    ...(form.errors ?? []),
    ...Object.entries(fields)
      .filter(([name]) => name !== "paymentPassword")
      .flatMap(([, field]) => field.errors ?? []),
  ];
  const start = terms.startsAt === null ? t(`${R}.startNow`) : formatDateTime(terms.startsAt);

  return (
    <Dialog role="alertdialog" labelledBy="rain-confirm-title" describedBy="rain-confirm-body" onClose={() => navigate(backHref, { replace: true })}>
      <h2 id="rain-confirm-title" className="modal__title">
        {t(`${R}.confirmTitle`)}
      </h2>
      <p id="rain-confirm-body" className="modal__body">
        {t(`${R}.confirmBody`)}
      </p>
      <dl className="red-rain__facts red-rain__facts--confirm">
        <div>
          <dt>{t(`${R}.total`)}</dt>
          <dd data-testid="confirm-total">{money(terms.total)}</dd>
        </div>
        <div>
          <dt>{t(`${R}.count`)}</dt>
          <dd>{terms.count}</dd>
        </div>
        <div>
          <dt>{t(`${R}.split`)}</dt>
          <dd>{t(`${R}.splitShort.${terms.split}`)}</dd>
        </div>
        <div>
          <dt>{t(`${R}.audience`)}</dt>
          <dd>{t(`${R}.audienceShort.${terms.audience}`)}</dd>
        </div>
        <div>
          <dt>{t(`${R}.start`)}</dt>
          <dd>{start}</dd>
        </div>
        <div>
          <dt>{t(`${R}.expiry`)}</dt>
          <dd>{t(expiryKey(terms.expiry))}</dd>
        </div>
      </dl>
      <Form method="post" className="security-form" {...getFormProps(form)}>
        <FormMessage errors={errors.length ? errors : undefined} id={form.errorId} params={params} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <PinField
          label={t(`${R}.paymentPassword`)}
          hint={t(`${R}.paymentPasswordHint`)}
          autoComplete="off"
          inputProps={{ ...getInputProps(paymentPassword, { type: "password", description: true }), key: paymentPassword.key }}
          errors={paymentPassword.errors}
          params={params}
        />
        <div className="modal__actions">
          <Link to={backHref} replace className="button button--ghost">
            {t(`${R}.back`)}
          </Link>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t(`${R}.submit`)}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
