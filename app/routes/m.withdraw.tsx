import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { WithdrawTerms } from "@contract/schemas/wallet";
import { Suspense } from "react";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, Link, useLoaderData } from "react-router";
import { z } from "zod";
import { WithdrawForm } from "island:~/features/wallet/WithdrawForm";
import { type ParamsByKey } from "~/features/security/components";
import { SECURITY_PATHS } from "~/features/security/readiness";
import { revalidateAfterPost } from "~/features/security/revalidate";
import securityStylesheet from "~/features/security/security.css?url";
import { describeWithdrawFailure } from "~/features/wallet/failures";
import { W, WITHDRAW_SECRET_FIELDS, allAmount } from "~/features/wallet/rules";
import { withdrawSchema } from "~/features/wallet/schemas";
import type { WithdrawActionData } from "~/features/wallet/types";
import walletStylesheet from "~/features/wallet/wallet.css?url";
import { endsSession } from "~/gateway-client/errors";
import { fetchWithdrawTerms, fetchWithdrawals, withdraw } from "~/gateway-client/wallet.server";
import { useTranslation } from "~/i18n/react";
import { formatMoney } from "~/rules/money";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: securityStylesheet },
  { rel: "stylesheet", href: walletStylesheet },
];
export const shouldRevalidate = revalidateAfterPost;

export const WITHDRAW_PATH = "/m/withdraw";
const RECORDS_PATH = "/m/withdrawReport";
const HIDDEN = WITHDRAW_SECRET_FIELDS;

/**
 * /m/withdraw: balance and withdrawable side by side, the terms (fee, service
 * hours, today's allowance) and the form — a card, an amount, the payment password and a hidden
 * idempotency key made on the server for each render, so a double submit or a retry moves money
 * once. No card or no payment password: a path to the security centre instead of the form.
 * `?amount=all` pre-fills the "All" amount without JavaScript; `?placed=<id>` shows the order
 * just placed.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
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

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
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
    const reply: WithdrawActionData = { result: submission.reply({ hideFields: HIDDEN }), ...(Object.keys(params).length ? { params } : {}) };
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
        <Suspense fallback={null}>
          <WithdrawForm terms={terms} idempotencyKey={idempotencyKey} prefill={prefill} constraint={constraint} />
        </Suspense>
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
