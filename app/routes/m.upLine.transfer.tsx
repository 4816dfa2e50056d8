import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { useClearRefusedFields, useFocusFirstError } from "~/features/account/components";
import { Dialog } from "~/features/home/Dialog";
import homeStylesheet from "~/features/home/home.css?url";
import { recordCalendar } from "~/features/records/period";
import { FormMessage, PinField, SecurityField, type ParamsByKey } from "~/features/security/components";
import { SECURITY_PATHS } from "~/features/security/readiness";
import { revalidateAfterPost } from "~/features/security/revalidate";
import securityStylesheet from "~/features/security/security.css?url";
import { describeTransferFailure, transferLimitParams } from "~/features/transfer/failures";
import { U, allAmount, plainAmount } from "~/features/transfer/rules";
import { reviewSchema, transferSchema } from "~/features/transfer/schemas";
import transferStylesheet from "~/features/transfer/transfer.css?url";
import walletStylesheet from "~/features/wallet/wallet.css?url";
import { endsSession } from "~/gateway/errors";
import { fetchTransactions } from "~/gateway/records.server";
import type { UplineTransferTerms } from "~/gateway/transfer-schemas";
import { fetchUplineTransferTerms, transferToUpline } from "~/gateway/transfer.server";
import { useTranslation } from "~/i18n/react";
import { formatMoney } from "~/rules/money";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";
import type { FormConstraint } from "~/ui/forms/constraint";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";

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
const HIDDEN = ["paymentPassword"];

/** The forms' instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/transfer/validation");

type Upline = NonNullable<UplineTransferTerms["upline"]>;
type ActionData = { result: SubmissionResult<string[]>; params?: ParamsByKey };

/** "agent (Agent Ramos)", or the account alone. */
const uplineName = (u: Upline) => (u.nickname ? `${u.account} (${u.nickname})` : u.account);

/**
 * /m/upLine/transfer (issue 13 item 6, research U-01…U-04). Two steps, with JavaScript and without:
 * the amount (a GET to `?review=1&amount=…`, checked here against the terms: nothing moves yet),
 * then a confirm dialog that repeats the upline and the amount and asks for the payment password,
 * posted with a hidden idempotency key made for each render. Anyone the rule does not allow (the
 * switch, toUpline, type 2) goes to the member centre; the gateway refuses them too.
 * `?amount=all` pre-fills the whole balance without JavaScript; `?done=<id>` shows the transfer
 * just made with the balance read again.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
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
    const { today, yesterday } = recordCalendar(Date.now());
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

export async function action({ request, context }: ActionFunctionArgs) {
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
    const reply: ActionData = { result: submission.reply({ hideFields: HIDDEN }), ...(Object.keys(params).length ? { params } : {}) };
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
          <AmountForm terms={terms} prefill={review ? plainAmount(review.amount) : prefill} lastResult={reviewResult} constraint={constraint.review} />
          {review && <ConfirmDialog terms={terms} amount={review.amount} idempotencyKey={idempotencyKey} constraint={constraint.transfer} />}
        </>
      )}
    </div>
  );
}

type PageTerms = UplineTransferTerms & { upline: Upline };

/** Step 1: the amount, with "All" and the limits. A GET: the server checks it and answers the confirm step. */
function AmountForm({
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
function ConfirmDialog({
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
  const actionData = useActionData<typeof action>() as ActionData | undefined;
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
  useClearRefusedFields(form.id, actionData?.result, HIDDEN);
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
