import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData } from "react-router";
import { cancelDepositIntent } from "~/features/deposit/cancel.server";
import { CancelOrderForm } from "~/features/deposit/CancelOrderForm";
import depositStylesheet from "~/features/deposit/deposit.css?url";
import { loadDepositRecord, type DepositRecordData, type DepositRow } from "~/features/deposit/records.server";
import { DEPOSIT_STATUSES } from "~/features/deposit/statuses";
import { RecordScreen, recordPageLinks } from "~/features/records/RecordPage";
import { useTranslation } from "~/i18n/react";
import { readFormData } from "~/server/form-data.server";
import { requireMember } from "~/session/auth.server";
import { DepositIcon } from "~/ui/icons";

export const links: LinksFunction = () => [...recordPageLinks, { rel: "stylesheet", href: depositStylesheet }];

/** §2 /m/vouReport: the member's deposit orders, their status and receipts. */
export function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadDepositRecord(args);
}

/**
 * An unpaid e-wallet order has a Cancel button (a plain form posting
 * intent=cancelDeposit and its id here); back to this list, as it was filtered, with a toast.
 */
export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const member = await requireMember(request, context);
  const url = new URL(request.url);
  const form = await readFormData(request);
  return cancelDepositIntent(request, context, member.token, form, () => `${url.pathname}${url.search}`);
}

export default function DepositRecord() {
  const data = useLoaderData<typeof loader>() as DepositRecordData;
  const { t } = useTranslation();
  return (
    <RecordScreen
      data={data}
      select={{
        label: t("deposit.record.statusLabel"),
        groups: [{ options: DEPOSIT_STATUSES.map((s) => ({ value: s, label: t(`deposit.record.status.${s}`) })) }],
      }}
      empty={{
        icon: <DepositIcon size={32} />,
        title: t("deposit.record.empty"),
        body: t("deposit.record.emptyBody"),
        action: { to: "/m/voucherCenter", label: t("deposit.record.depositNow") },
      }}
      listLabel={t("deposit.record.listLabel")}
      renderItem={(order) => <DepositEntry order={order} />}
      totals={(totals) => [
        { label: t("deposit.record.count"), value: totals.count },
        { label: t("deposit.record.amount"), value: totals.amount, money: 0 },
        { label: t("deposit.record.credited"), value: totals.credited, money: 0 },
      ]}
    />
  );
}

/** One order: channel, time and order no; amount, status; a detail (no JavaScript needed) with payer, remark and the receipts. */
function DepositEntry({ order }: { order: DepositRow }) {
  const { t } = useTranslation();
  const hasDetail = order.payerName || order.remark || order.receipts > 0 || order.transferAt;
  return (
    <>
      <div className="records-item__main">
        <span className="records-item__title">{order.channelName}</span>
        <span className="records-item__meta">
          <time dateTime={`${order.day}T${order.time}+08:00`}>{order.time}</time>
          <span className="records-item__ref">{t("deposit.record.order", { id: order.id })}</span>
        </span>
        {order.reason && <span className="records-item__reason">{t("deposit.record.reason", { reason: order.reason })}</span>}
        {hasDetail && (
          <details className="records-item__details">
            <summary>{t("deposit.record.details")}</summary>
            <dl>
              {order.payerName && (
                <div>
                  <dt>{t("deposit.record.payer")}</dt>
                  <dd>{order.payerName}</dd>
                </div>
              )}
              {order.transferAt && (
                <div>
                  <dt>{t("deposit.record.transferAt")}</dt>
                  <dd>{order.transferAt}</dd>
                </div>
              )}
              {order.remark && (
                <div>
                  <dt>{t("deposit.record.remark")}</dt>
                  <dd>{order.remark}</dd>
                </div>
              )}
            </dl>
            {order.receipts > 0 && (
              <div className="records-item__receipts" aria-label={t("deposit.record.receipts")}>
                {Array.from({ length: order.receipts }, (_, i) => (
                  <a key={i} href={`/m/vouReport/receipt/${order.id}/${i + 1}`} target="_blank" rel="noreferrer">
                    <img
                      src={`/m/vouReport/receipt/${order.id}/${i + 1}`}
                      alt={t("deposit.record.receipt", { n: i + 1, id: order.id })}
                      width={96}
                      height={96}
                      loading="lazy"
                    />
                  </a>
                ))}
              </div>
            )}
          </details>
        )}
      </div>
      <div className="records-item__figures">
        <span className="records-amount">{order.amount}</span>
        <span className={`records-badge records-badge--${order.status}`}>{t(`deposit.record.status.${order.status}`)}</span>
        {order.bonus && <span className="records-item__meta">{t("deposit.record.bonus", { amount: order.bonus })}</span>}
        {order.fee && <span className="records-item__meta">{t("deposit.record.fee", { amount: order.fee })}</span>}
        {order.cancellable && <CancelOrderForm id={order.id} />}
      </div>
    </>
  );
}
