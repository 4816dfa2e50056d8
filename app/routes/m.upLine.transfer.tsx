import { type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { now as clockNow } from "@contract/clock";
import { Suspense } from "react";
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, Link, useLoaderData } from "react-router";
import { z } from "zod";
import { ConfirmDialog, AmountForm } from "island:~/features/transfer/UplineTransferForms";
import homeStylesheet from "~/features/home/home.css?url";
import { recordCalendar } from "~/features/records/period";
import { type ParamsByKey } from "~/features/security/components";
import { SECURITY_PATHS } from "~/features/security/readiness";
import { revalidateAfterPost } from "~/features/security/revalidate";
import securityStylesheet from "~/features/security/security.css?url";
import { describeTransferFailure } from "~/features/transfer/failures";
import { U, UPLINE_SECRET_FIELDS, allAmount, plainAmount, uplineName } from "~/features/transfer/rules";
import { reviewSchema, transferSchema } from "~/features/transfer/schemas";
import transferStylesheet from "~/features/transfer/transfer.css?url";
import type { UplineTransferActionData } from "~/features/transfer/types";
import walletStylesheet from "~/features/wallet/wallet.css?url";
import { endsSession } from "~/gateway-client/errors";
import { fetchTransactions } from "~/gateway-client/records.server";
import { fetchUplineTransferTerms, transferToUpline } from "~/gateway-client/transfer.server";
import { useTranslation } from "~/i18n/react";
import { formatMoney } from "~/rules/money";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { requireModule } from "~/server/modules.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";

// home.css brings the dialog's look (the confirm step is a dialog, with JavaScript and without).
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: homeStylesheet },
  { rel: "stylesheet", href: securityStylesheet },
  { rel: "stylesheet", href: walletStylesheet },
  { rel: "stylesheet", href: transferStylesheet },
];
export const shouldRevalidate = revalidateAfterPost;

export const UPLINE_TRANSFER_PATH = "/m/upLine/transfer";
const MEMBER_CENTRE = "/m/mine";
const RECORD_PATH = "/m/transaction/record?kind=transfers";
const HIDDEN = UPLINE_SECRET_FIELDS;

/**
 * /m/upLine/transfer (research U-01…U-04). Two steps, with JavaScript and without:
 * the amount (a GET to `?review=1&amount=…`, checked here against the terms: nothing moves yet),
 * then a confirm dialog that repeats the upline and the amount and asks for the payment password,
 * posted with a hidden idempotency key made for each render. Anyone the rule does not allow (the
 * switch, toUpline, type 2) goes to the member centre; the gateway refuses them too.
 * `?amount=all` pre-fills the whole balance without JavaScript; `?done=<id>` shows the transfer
 * just made with the balance read again.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  await requireModule(context, "uplineTransfer");
  const member = await requireMember(request, context);
  const fail = (e: unknown) => gatewayFailure(e, request, context);
  const terms = await fetchUplineTransferTerms(context.gateway, member.token).catch(fail);
  // U-01: direct URL access by anyone the row is not shown to.
  if (!terms.allowed || !terms.upline) throw redirect(MEMBER_CENTRE);
  const url = new URL(request.url);
  const usable = terms.paymentPassword && terms.blocked === null;

  const amountParam = url.searchParams.get("amount");
  let review: { amount: number } | null = null;
  let reviewResult: SubmissionResult<string[]> | null = null;
  if (usable && url.searchParams.get("review") === "1") {
    const submission = parseWithZod(url.searchParams, { schema: reviewSchema(terms) });
    if (submission.status === "success") review = { amount: submission.value.amount };
    else reviewResult = submission.reply();
  }

  let done: { amount: number; balance: number } | null = null;
  const doneId = Number(url.searchParams.get("done"));
  if (Number.isInteger(doneId) && doneId > 0) {
    const { today, yesterday } = recordCalendar(clockNow());
    const entries = await fetchTransactions(context.gateway, member.token, { from: yesterday, to: today, kind: "transfer_out", page: 1, pageSize: 50 }).catch(
      fail,
    );
    const entry = entries.items.find((e) => e.reference === `upline:${doneId}`);
    if (entry) done = { amount: Math.abs(entry.amount), balance: entry.balanceAfter };
  }

  return {
    terms: { ...terms, upline: terms.upline },
    // A new key for every render: a double submit or a retry of this render moves money once,
    // the next render (after success or a refusal) gets a new one.
    idempotencyKey: crypto.randomUUID(),
    prefill: amountParam === "all" ? allAmount(terms) : amountParam && amountParam.length <= 20 ? amountParam : null,
    review,
    reviewResult,
    done,
    // The constraint attributes of both steps, computed here so the page renders them without zod (decision 055).
    constraint: { review: getZodConstraint(reviewSchema(terms)), transfer: getZodConstraint(transferSchema(terms)) },
  };
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  await requireModule(context, "uplineTransfer");
  const member = await requireMember(request, context);
  const formData = await readFormData(request);
  const params: ParamsByKey = {};
  let doneId = 0;
  let leaveWith: string | null = null;
  // The form's own rules (format); the limits are the gateway's, checked there in its order (a key
  // seen before answers its first transfer even when that one used the balance up).
  const submission = await parseWithZod(formData, {
    async: true,
    schema: transferSchema().transform(async (input, ctx) => {
      try {
        doneId = (await transferToUpline(context.gateway, member.token, input)).id;
        return input;
      } catch (e) {
        if (endsSession(e)) return gatewayFailure(e, request, context);
        const symbol = (await fetchUplineTransferTerms(context.gateway, member.token).catch(() => null))?.currencySymbol ?? "₱";
        const failure = describeTransferFailure(e, symbol);
        if (!failure) throw e;
        if (failure.leave) leaveWith = failure.key;
        if (failure.params) params[failure.key] = failure.params;
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: failure.key, path: failure.field ? [failure.field] : [] });
        return z.NEVER;
      }
    }),
  });
  // The rule no longer allows the member (the switch went off, the upline is gone): back to the centre.
  if (leaveWith) return redirectWithToast(MEMBER_CENTRE, { key: leaveWith, kind: "message", tone: "error" }, context);
  if (submission.status !== "success") {
    const reply: UplineTransferActionData = { result: submission.reply({ hideFields: HIDDEN }), ...(Object.keys(params).length ? { params } : {}) };
    return data(reply, { status: 400 });
  }
  return redirectWithToast(`${UPLINE_TRANSFER_PATH}?done=${doneId}`, { key: `${U}.toastDone`, kind: "success", tone: "success" }, context);
}

export default function UplineTransfer() {
  const { t } = useTranslation();
  const { terms, idempotencyKey, prefill, review, reviewResult, done, constraint } = useLoaderData<typeof loader>();
  const money = (n: number) => formatMoney(n, terms.currencySymbol);

  return (
    <div className="page-body withdraw upline-transfer">
      {done && (
        <section className="card withdraw-placed" role="status" aria-labelledby="upline-done-title">
          <h2 id="upline-done-title" className="withdraw-placed__title">
            {t(`${U}.doneTitle`)}
          </h2>
          <p>{t(`${U}.doneBody`, { amount: money(done.amount), upline: uplineName(terms.upline), balance: money(done.balance) })}</p>
          <Link to={RECORD_PATH} className="button button--block">
            {t(`${U}.viewRecords`)}
          </Link>
        </section>
      )}

      <section className="card upline-transfer__summary" aria-label={t(`${U}.balance`)}>
        <p className="upline-transfer__intro">{t(`${U}.intro`)}</p>
        <dl className="upline-transfer__facts">
          <div>
            <dt>{t(`${U}.to`)}</dt>
            <dd className="upline-transfer__upline" data-testid="upline-account">
              {uplineName(terms.upline)}
            </dd>
          </div>
          <div>
            <dt>{t(`${U}.balance`)}</dt>
            <dd className="withdraw-balances__value withdraw-balances__value--accent" data-testid="upline-balance">
              {money(terms.balance)}
            </dd>
          </div>
        </dl>
      </section>

      {terms.blocked !== null ? (
        <p className="card form-error upline-transfer__blocked" role="status">
          {t(`${U}.blocked`)}
        </p>
      ) : !terms.paymentPassword ? (
        <div className="card security-cta withdraw-cta">
          <p>{t(`${U}.needPassword`)}</p>
          <Link to={SECURITY_PATHS.paymentPassword} className="button button--primary button--block">
            {t(`${U}.setPassword`)}
          </Link>
        </div>
      ) : (
        <>
          <Suspense fallback={null}>
            <AmountForm terms={terms} prefill={review ? plainAmount(review.amount) : prefill} lastResult={reviewResult} constraint={constraint.review} />
          </Suspense>
          {review && (
            <Suspense fallback={null}>
              <ConfirmDialog terms={terms} amount={review.amount} idempotencyKey={idempotencyKey} constraint={constraint.transfer} />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
