import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { now as clockNow } from "@contract/clock";
import { EWALLET_ORDER_TTL_MINUTES, sniffImage } from "@contract/deposit-rules";
import type { DepositChannel } from "@contract/schemas/deposit";
import { useState, Suspense } from "react";
import {
  data,
  redirectDocument,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type AppLoadContext,
  Link,
  useActionData,
  useLoaderData,
} from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { z } from "zod";
import { DepositForm } from "island:~/features/deposit/DepositForm";
import { CANCEL_INTENT, isUnpaidEwalletOrder } from "~/features/deposit/cancel";
import { cancelDepositIntent } from "~/features/deposit/cancel.server";
import { CancelOrderForm } from "~/features/deposit/CancelOrderForm";
import { ChannelList, ChannelTiles, FormStepHeading } from "~/features/deposit/ChannelPicker";
import depositStylesheet from "~/features/deposit/deposit.css?url";
import { depositLimitParams, describeDepositFailure } from "~/features/deposit/failures";
import { D, offeredChannels, type ManualDepositForm } from "~/features/deposit/rules";
import { depositSchema } from "~/features/deposit/schemas";
import type { DepositActionData } from "~/features/deposit/types";
import { describeRgRefusal } from "~/features/rg/refusal/refusal";
import { DepositLimitMeter, DepositsPaused, LimitPromptCard, RG_PAGE } from "~/features/rg/register/deposit";
import { loadDepositRg, setLimitIntent, type LimitPromptReply } from "~/features/rg/register/deposit.server";
import { type ParamsByKey } from "~/features/security/components";
import securityStylesheet from "~/features/security/security.css?url";
import walletStylesheet from "~/features/wallet/wallet.css?url";
import { deposit, fetchDepositChannels, fetchDeposits, manualDeposit } from "~/gateway-client/deposit.server";
import { GatewayError, endsSession } from "~/gateway-client/errors";
import { useTranslation } from "~/i18n/react";
import { formatDateTime } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";
import { templateVariant } from "~/rules/template";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { modulesOff, requireModule } from "~/server/modules.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";
import { ReceiptIcon } from "~/ui/icons";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: securityStylesheet },
  { rel: "stylesheet", href: walletStylesheet },
  { rel: "stylesheet", href: depositStylesheet },
];

export const DEPOSIT_PATH = "/m/voucherCenter";
const RECORDS_PATH = "/m/vouReport";
/** Three receipts of 5 MB and the fields, with room for the multipart framing. */
const BODY_LIMIT = 16 * 1024 * 1024;

/**
 * /m/voucherCenter (W-DEP-01…11): method tiles → channel chips → amount with
 * presets → bonus picker → submit. An e-wallet order redirects to its pay page (the gateway's
 * /gw/pay/<token>), which sends the player back here with `?deposit=<id>` to show the outcome; a
 * manual transfer shows the receiving account and takes the payer, the time, a remark and 1–3
 * receipts, and waits for the operator. Every choice is a link (`?channel=`, `?amount=`), so the
 * page works without JavaScript; the form carries a hidden idempotency key made per render.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const member = await requireMember(request, context);
  const fail = (e: unknown) => gatewayFailure(e, request, context);
  const url = new URL(request.url);
  const site = await context.siteStatus().catch(fail);
  // Responsible gaming's limits and prompt, and the manual transfer's channels, only where the gateway offers them (contract/capabilities.ts).
  const responsibleGaming = !site.unofferedModules.includes("responsibleGaming");
  const [terms, rg] = await Promise.all([
    fetchDepositChannels(context.gateway, member.token).then((t) => offeredChannels(t, site.unofferedModules), fail),
    responsibleGaming ? loadDepositRg(request, context, member.token) : null,
  ]);
  const channel = terms.channels.find((c) => c.code === url.searchParams.get("channel")) ?? terms.channels[0] ?? null;
  const orderId = Number(url.searchParams.get("deposit"));
  let order: DepositOrder | null = null;
  if (Number.isInteger(orderId) && orderId > 0) {
    const records = await fetchDeposits(context.gateway, member.token, { pageSize: 50 }).catch(fail);
    const found = records.list.find((r) => r.id === orderId);
    if (found) {
      order = {
        id: found.id,
        status: found.status,
        amount: found.amount - found.fee,
        bonus: found.bonus,
        reason: found.reason,
        unpaid: isUnpaidEwalletOrder(found),
      };
    }
  }
  const amount = url.searchParams.get("amount");
  return {
    terms,
    channelCode: channel?.code ?? null,
    idempotencyKey: crypto.randomUUID(),
    prefill: amount && /^\d{1,9}(\.\d{1,2})?$/.test(amount) ? amount : null,
    order,
    // §2/§3 dep_func: which layout picks the channel (decision 080); everything else is shared.
    template: templateVariant(site.mobileTemplate.dep_func),
    now: clockNow(),
    rg,
    responsibleGaming,
    // The chosen channel's constraint attributes, computed here so the page renders them without zod (decision 055).
    constraint: channel ? getZodConstraint(depositSchema({ kind: channel.kind, min: channel.min, max: channel.max })) : {},
  };
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const member = await requireMember(request, context);
  const formData = await readFormData(request, { limit: BODY_LIMIT });
  // The order shown here, unpaid, cancelled so it stops holding the deposit limit.
  if (formData.get("intent") === CANCEL_INTENT) {
    return cancelDepositIntent(request, context, member.token, formData, (id) => (id ? `${DEPOSIT_PATH}?deposit=${id}` : DEPOSIT_PATH));
  }
  // The limit prompt (decision 043): back to the page, on the same channel.
  if (formData.get("intent") === "setLimit") {
    await requireModule(context, "responsibleGaming");
    const channel = new URL(request.url).searchParams.get("channel");
    return setLimitIntent(request, context, member.token, formData, channel ? `${DEPOSIT_PATH}?channel=${encodeURIComponent(channel)}` : DEPOSIT_PATH);
  }
  const terms = await fetchDepositChannels(context.gateway, member.token).then(
    async (t) => offeredChannels(t, await modulesOff(context)),
    (e: unknown) => gatewayFailure(e, request, context),
  );
  const channel = terms.channels.find((c) => c.code === formData.get("channelCode")) ?? null;
  const params: ParamsByKey = channel ? depositLimitParams(channel, terms.currencySymbol) : {};
  let next = "";
  let rg: DepositActionData["rg"];
  const submission = await parseWithZod(formData, {
    async: true,
    schema: depositSchema(channel ?? undefined).transform(async (input, ctx) => {
      if (!channel) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${D}.channelInvalid` });
        return z.NEVER;
      }
      try {
        if (channel.kind === "MANUAL") {
          const manual = input as unknown as ManualDepositForm;
          // The browser checked the declared type; the bytes decide (the gateway checks them again).
          for (const file of manual.receipts) {
            if (!sniffImage(new Uint8Array(await file.slice(0, 16).arrayBuffer()))) {
              ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${D}.receiptType`, path: ["receipts"] });
              return z.NEVER;
            }
          }
          const placed = await manualDeposit(context.gateway, member.token, { ...manual, channelCode: channel.code });
          next = `${DEPOSIT_PATH}?deposit=${placed.id}`;
        } else {
          const placed = await deposit(context.gateway, member.token, { ...input, channelCode: channel.code, returnUrl: DEPOSIT_PATH });
          next = placed.payUrl;
        }
        return input;
      } catch (e) {
        if (endsSession(e)) return gatewayFailure(e, request, context);
        const failure = describeDepositFailure(e, terms.currencySymbol);
        if (!failure) throw e;
        if (failure.params) params[failure.key] = failure.params;
        if (failure.rg) rg = failure.rg;
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: failure.key, path: failure.field ? [failure.field] : [] });
        return z.NEVER;
      }
    }),
  });
  if (submission.status !== "success") {
    const reply: DepositActionData = {
      form: "deposit",
      result: submission.reply({ hideFields: ["receipts"] }),
      ...(Object.keys(params).length ? { params } : {}),
      ...(rg ? { rg } : {}),
    };
    return data(reply, { status: 400 });
  }
  // The pay page (an e-wallet) is a document of the gateway's, not a route of the app: with
  // JavaScript the browser must load it as a page (redirectDocument), not as the app's data.
  if (!next.startsWith(DEPOSIT_PATH)) return redirectDocument(next);
  return redirectWithToast(next, { key: "deposit.result.toastManual", kind: "success", tone: "success" }, context);
}

export default function VoucherCenter() {
  const { t } = useTranslation();
  const { terms, channelCode, order, idempotencyKey, prefill, now, rg, responsibleGaming, constraint, template } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as DepositActionData | LimitPromptReply | undefined;
  const limitReply = actionData && "form" in actionData && actionData.form === "limit" ? actionData : null;
  const channel = terms.channels.find((c) => c.code === channelCode) ?? null;
  const money = (n: number) => formatMoney(n, terms.currencySymbol);
  const ChannelPicker = template === "base" ? ChannelList : ChannelTiles;

  return (
    <div className={`page-body deposit deposit--${template}`} data-template={template}>
      <div className="deposit-top">
        {responsibleGaming && <Link to={RG_PAGE}>{t("rg.register.depositLimits")}</Link>}
        <Link to={RECORDS_PATH}>
          <ReceiptIcon size={18} aria-hidden="true" />
          {t("deposit.page.records")}
        </Link>
      </div>

      {order && <OrderResult order={order} money={money} />}

      {rg?.block ? (
        <DepositsPaused block={rg.block} />
      ) : terms.refusal?.code === "rg.limits.required" && rg?.prompt ? (
        // The market's required limits come first (BR, RG-08): the form, with no "Not now".
        <LimitPromptCard prompt={rg.prompt} symbol={terms.currencySymbol} reply={limitReply} skipHref={DEPOSIT_PATH} />
      ) : terms.refusal ? (
        <>
          {/* A deposit limit already used up (RG-01): the meter and when it resets, not a bare "refused". */}
          {terms.refusal.code.startsWith("rg.") && rg?.meter && <DepositLimitMeter meter={rg.meter} symbol={terms.currencySymbol} />}
          <p className="card deposit-section form-error" role="alert">
            {terms.refusal.code === "deposit.trial" ? t(`${D}.trial`) : <RefusalText refusal={terms.refusal} symbol={terms.currencySymbol} />}
          </p>
        </>
      ) : !channel ? (
        <p className="card deposit-section">{t("deposit.page.noChannels")}</p>
      ) : (
        <>
          {rg?.prompt && (
            <LimitPromptCard
              prompt={rg.prompt}
              symbol={terms.currencySymbol}
              reply={limitReply}
              skipHref={`?${new URLSearchParams({ channel: channel.code, limits: "skip" })}`}
            />
          )}
          {rg?.meter && <DepositLimitMeter meter={rg.meter} symbol={terms.currencySymbol} />}
          <ChannelPicker channels={terms.channels} channel={channel} money={money} />
          {template === "base" && <FormStepHeading />}

          {channel.account && <ReceivingAccount account={channel.account} />}

          {/* A new channel is a new form: amount, bonus and files start over (W-DEP-02). */}
          <Suspense fallback={null}>
            <DepositForm
              key={channel.code}
              channel={channel}
              symbol={terms.currencySymbol}
              idempotencyKey={idempotencyKey}
              prefill={prefill}
              now={now}
              constraint={constraint}
            />
          </Suspense>
        </>
      )}

      <section className="card deposit-help" aria-label={t("deposit.page.help")}>
        <strong>{t("deposit.page.help")}</strong>
        <span>{t("deposit.page.helpBody")}</span>
        <Link to="/m/help">{t("deposit.page.faq")}</Link>
        <Link to="/m/service">{t("deposit.page.service")}</Link>
      </section>
    </div>
  );
}

/** The order the pay page sent the player back with; `unpaid`: a pending e-wallet order, which the player may cancel. */
type DepositOrder = { id: number; status: string; amount: number; bonus: number | null; reason: string | null; unpaid: boolean };

function OrderResult({ order, money }: { order: DepositOrder; money: (n: number) => string }) {
  const { t } = useTranslation();
  const R = "deposit.result";
  const [title, body] =
    order.status === "success"
      ? [t(`${R}.successTitle`), t(`${R}.successBody`, { amount: money(order.amount), id: order.id })]
      : order.status === "pending"
        ? [
            t(`${R}.pendingTitle`),
            order.unpaid
              ? t(`${R}.unpaidBody`, { amount: money(order.amount), id: order.id, minutes: EWALLET_ORDER_TTL_MINUTES })
              : t(`${R}.pendingBody`, { amount: money(order.amount), id: order.id }),
          ]
        : order.status === "cancelled"
          ? [t(`${R}.cancelledTitle`), t(`${R}.cancelledBody`, { id: order.id })]
          : [t(`${R}.failedTitle`), t(`${R}.failedBody`, { id: order.id, reason: order.reason ?? "" })];
  return (
    <section
      className={`card deposit-result deposit-result--${order.status}`}
      role="status"
      aria-labelledby="deposit-result-title"
      data-testid="deposit-result"
    >
      <h2 id="deposit-result-title" className="deposit-section__title">
        {title}
      </h2>
      <p>{body}</p>
      {order.status === "success" && order.bonus ? <p>{t(`${R}.bonusBody`, { bonus: money(order.bonus) })}</p> : null}
      {order.unpaid && <CancelOrderForm id={order.id} block />}
      <Link to={RECORDS_PATH} className="button button--block">
        {t("deposit.page.records")}
      </Link>
    </section>
  );
}

function ReceivingAccount({ account }: { account: NonNullable<DepositChannel["account"]> }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t("deposit.page.bankName"), account.bankName],
    [t("deposit.page.accountNumber"), account.accountNumber],
    [t("deposit.page.holder"), account.holder],
  ];
  return (
    <section className="card deposit-section" aria-labelledby="deposit-account">
      <h2 id="deposit-account" className="deposit-section__title">
        {t("deposit.page.account")}
      </h2>
      <dl className="deposit-account">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <span>{value}</span>
              <CopyButton value={value} label={label} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Copies with JavaScript; without it the button is not rendered (hydration adds it) and the text is selectable. */
function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      className="button button--small button--ghost"
      aria-label={`${t("deposit.page.copy")} ${label}`}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        });
      }}
    >
      {copied ? t("deposit.page.copied") : t("deposit.page.copy")}
    </button>
  );
}

/** Why deposits are refused before any form is sent: an rg.* refusal in words (limit, usage, reset), else the generic text. */
function RefusalText({ refusal, symbol }: { refusal: { code: string; value?: unknown }; symbol: string }) {
  const { t } = useTranslation();
  const text = describeRgRefusal(new GatewayError("business", DEPOSIT_PATH, refusal.code, undefined, refusal.value), symbol, (ms) => formatDateTime(ms), t);
  return <>{text ? t(text.key, text.params) : t("deposit.page.refused")}</>;
}
