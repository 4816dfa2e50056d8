import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { useClearRefusedFields, useFocusFirstError } from "~/features/account/components";
import { FormMessage, PinField, SecurityField, type ParamsByKey } from "~/features/security/components";
import { SECURITY_PATHS } from "~/features/security/readiness";
import { revalidateAfterPost } from "~/features/security/revalidate";
import securityStylesheet from "~/features/security/security.css?url";
import { describeWithdrawFailure, limitParams } from "~/features/wallet/failures";
import { W, allAmount } from "~/features/wallet/rules";
import { withdrawSchema } from "~/features/wallet/schemas";
import walletStylesheet from "~/features/wallet/wallet.css?url";
import { endsSession } from "~/gateway/errors";
import type { WithdrawTerms } from "~/gateway/wallet-schemas";
import { fetchWithdrawTerms, fetchWithdrawals, withdraw } from "~/gateway/wallet.server";
import { useTranslation } from "~/i18n/react";
import { formatMoney } from "~/rules/money";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";
import type { FormConstraint } from "~/ui/forms/constraint";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: securityStylesheet },
  { rel: "stylesheet", href: walletStylesheet },
];
export const shouldRevalidate = revalidateAfterPost;

export const WITHDRAW_PATH = "/m/withdraw";
const RECORDS_PATH = "/m/withdrawReport";
const HIDDEN = ["paymentPassword"];

/** The form's instant feedback: zod and the schema load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/wallet/validation");

type ActionData = { result: import("@conform-to/react").SubmissionResult<string[]>; params?: ParamsByKey };

/**
 * /m/withdraw (issue 13 item 3): balance and withdrawable side by side, the terms (fee, service
 * hours, today's allowance) and the form — a card, an amount, the payment password and a hidden
 * idempotency key made on the server for each render, so a double submit or a retry moves money
 * once. No card or no payment password: a path to the security centre instead of the form.
 * `?amount=all` pre-fills the "All" amount without JavaScript; `?placed=<id>` shows the order
 * just placed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const fail = (e: unknown) => gatewayFailure(e, request, context);
  const url = new URL(request.url);
  const terms = await fetchWithdrawTerms(context.gateway, member.token).catch(fail);
  const placedId = Number(url.searchParams.get("placed"));
  let placed: { id: number; amount: number; status: string } | null = null;
  if (Number.isInteger(placedId) && placedId > 0) {
    const records = await fetchWithdrawals(context.gateway, member.token, { pageSize: 20 }).catch(fail);
    const order = records.list.find((r) => r.id === placedId);
    if (order) placed = { id: order.id, amount: order.amount, status: order.status };
  }
  return {
    terms,
    // A new key for every render: the form posts it back, so a double submit or a retry of this
    // render places one order, and the next render (after success or a refusal) a new one.
    idempotencyKey: crypto.randomUUID(),
    prefill: url.searchParams.get("amount") === "all" ? allAmount(terms) : null,
    // The constraint attributes, computed here so the page renders them without zod (decision 055).
    constraint: getZodConstraint(withdrawSchema(terms)),
    placed,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const formData = await readFormData(request);
  const params: ParamsByKey = {};
  let placedId = 0;
  // The form's own rules (format); the limits are the gateway's, checked there in its order (a key
  // seen before answers its first order even when that order used the limits up).
  const submission = await parseWithZod(formData, {
    async: true,
    schema: withdrawSchema().transform(async (input, ctx) => {
      try {
        const placed = await withdraw(context.gateway, member.token, input);
        placedId = placed.id;
        return input;
      } catch (e) {
        if (endsSession(e)) return gatewayFailure(e, request, context);
        const symbol = (await fetchWithdrawTerms(context.gateway, member.token).catch(() => null))?.currencySymbol ?? "₱";
        const failure = describeWithdrawFailure(e, symbol);
        if (!failure) throw e;
        if (failure.params) params[failure.key] = failure.params;
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: failure.key, path: failure.field ? [failure.field] : [] });
        return z.NEVER;
      }
    }),
  });
  if (submission.status !== "success") {
    const reply: ActionData = { result: submission.reply({ hideFields: HIDDEN }), ...(Object.keys(params).length ? { params } : {}) };
    return data(reply, { status: 400 });
  }
  return redirectWithToast(`${WITHDRAW_PATH}?placed=${placedId}`, { key: `${W}.toastPlaced`, kind: "success", tone: "success" }, context);
}

export default function Withdraw() {
  const { t } = useTranslation();
  const { terms, idempotencyKey, prefill, placed, constraint } = useLoaderData<typeof loader>();
  const money = (n: number) => formatMoney(n, terms.currencySymbol);
  const owesTurnover = terms.turnoverRequired > terms.turnoverDone;

  return (
    <div className="page-body withdraw">
      {placed && (
        <section className="card withdraw-placed" role="status" aria-labelledby="withdraw-placed-title">
          <h2 id="withdraw-placed-title" className="withdraw-placed__title">
            {t(`${W}.placedTitle`)}
          </h2>
          <p>{t(`${W}.placedBody`, { amount: money(placed.amount), id: placed.id })}</p>
          <Link to={RECORDS_PATH} className="button button--block">
            {t(`${W}.viewRecords`)}
          </Link>
        </section>
      )}

      <section className="card withdraw-balances" aria-label={t(`${W}.balance`)}>
        <div className="withdraw-balances__item">
          <span className="withdraw-balances__label">{t(`${W}.balance`)}</span>
          <strong className="withdraw-balances__value" data-testid="withdraw-balance">
            {money(terms.balance)}
          </strong>
        </div>
        <div className="withdraw-balances__item">
          <span className="withdraw-balances__label">{t(`${W}.withdrawable`)}</span>
          <strong className="withdraw-balances__value withdraw-balances__value--accent" data-testid="withdraw-withdrawable">
            {money(terms.withdrawable)}
          </strong>
        </div>
        {terms.withdrawable !== terms.balance && owesTurnover && (
          <p className="withdraw-balances__reason">
            <span className="withdraw-balances__wagered">
              {t(`${W}.wagered`, { done: money(terms.turnoverDone), required: money(terms.turnoverRequired) })}
            </span>{" "}
            {t(`${W}.wageredReason`)}
          </p>
        )}
      </section>

      {terms.cards.length === 0 ? (
        <div className="card security-cta withdraw-cta">
          <p>{t(`${W}.needCard`)}</p>
          <Link to={SECURITY_PATHS.bankCards} className="button button--primary button--block">
            {t(`${W}.bindCard`)}
          </Link>
        </div>
      ) : !terms.paymentPassword ? (
        <div className="card security-cta withdraw-cta">
          <p>{t(`${W}.needPassword`)}</p>
          <Link to={SECURITY_PATHS.paymentPassword} className="button button--primary button--block">
            {t(`${W}.setPassword`)}
          </Link>
        </div>
      ) : (
        <WithdrawForm terms={terms} idempotencyKey={idempotencyKey} prefill={prefill} constraint={constraint} />
      )}

      <TermsList terms={terms} />
    </div>
  );
}

function TermsList({ terms }: { terms: WithdrawTerms }) {
  const { t } = useTranslation();
  const money = (n: number) => formatMoney(n, terms.currencySymbol);
  const countLeft = Math.max(0, terms.dailyCount - terms.todayCount);
  const amountLeft = Math.max(0, terms.dailyLimit - terms.todayAmount);
  const rows: Array<[string, React.ReactNode]> = [
    [t(`${W}.fee`), terms.fee > 0 ? t(`${W}.feeRate`, { rate: terms.fee }) : t(`${W}.feeFree`)],
    [
      t(`${W}.hours`),
      <>
        {`${terms.serviceHours.open}–${terms.serviceHours.close}`}{" "}
        <span className={`withdraw-state withdraw-state--${terms.open ? "open" : "closed"}`}>{terms.open ? t(`${W}.openNow`) : t(`${W}.closedNow`)}</span>
      </>,
    ],
    [t(`${W}.countLeft`), t(`${W}.countLeftValue`, { left: countLeft, count: terms.dailyCount })],
    [t(`${W}.amountLeft`), money(amountLeft)],
  ];
  return (
    <section className="card withdraw-terms" aria-labelledby="withdraw-terms-title">
      <h2 id="withdraw-terms-title" className="withdraw-terms__title">
        {t(`${W}.termsLabel`)}
      </h2>
      <dl className="withdraw-terms__list">
        {rows.map(([label, value]) => (
          <div key={label} className="withdraw-terms__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Why the form cannot succeed now (W-WD-10, W-WD-04), or null. */
function blockedReason(terms: WithdrawTerms): { key: string; params?: Record<string, string | number> } | null {
  if (!terms.open) return { key: `${W}.blockedClosed`, params: { open: terms.serviceHours.open, close: terms.serviceHours.close } };
  if (terms.todayCount >= terms.dailyCount) return { key: `${W}.blockedCount`, params: { count: terms.dailyCount } };
  if (terms.withdrawable <= 0 && terms.turnoverRequired > terms.turnoverDone) return { key: `${W}.blockedTurnover` };
  return null;
}

function WithdrawForm({
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
  const actionData = useActionData<typeof action>() as ActionData | undefined;
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
