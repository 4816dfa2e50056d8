import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import contentStylesheet from "~/features/content/content.css?url";
import { EmptyState } from "~/features/content/ui";
import depositStylesheet from "~/features/deposit/deposit.css?url";
import { loadDepositRecord, type DepositRecordData, type DepositRow } from "~/features/deposit/records.server";
import { DEPOSIT_STATUSES } from "~/features/deposit/statuses";
import { FilterBar } from "~/features/records/FilterBar";
import { MorePages, useMorePages } from "~/features/records/MorePages";
import { recordSearch } from "~/features/records/query";
import { RecordList } from "~/features/records/RecordList";
import recordsStylesheet from "~/features/records/records.css?url";
import { RecordTotals } from "~/features/records/RecordTotals";
import { DepositIcon } from "~/ui/icons";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStylesheet },
  { rel: "stylesheet", href: recordsStylesheet },
  { rel: "stylesheet", href: depositStylesheet },
];

/** §2 /m/vouReport: the member's deposit orders, their status and receipts (issue 13 §5). */
export function loader(args: LoaderFunctionArgs) {
  return loadDepositRecord(args);
}

export default function DepositRecord() {
  const data = useLoaderData<typeof loader>() as DepositRecordData;
  const { search } = useLocation();
  return <DepositRecordBody key={search} data={data} />;
}

function DepositRecordBody({ data }: { data: DepositRecordData }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { query, url } = data;
  const pageHref = useCallback((page: number) => pathname + recordSearch({ ...query, page }, url), [pathname, query, url]);
  const moreHref = useCallback((page: number) => pathname + recordSearch({ ...query, page }, url, { more: true }), [pathname, query, url]);
  const pages = useMorePages<DepositRow>(data, moreHref);

  return (
    <div className="records-page">
      <FilterBar
        path={pathname}
        query={query}
        url={url}
        bounds={data.bounds}
        adjusted={data.adjusted}
        select={{
          label: t("deposit.record.statusLabel"),
          groups: [{ options: DEPOSIT_STATUSES.map((s) => ({ value: s, label: t(`deposit.record.status.${s}`) })) }],
        }}
      />

      {pages.items.length === 0 ? (
        query.page > 1 ? (
          <EmptyState icon={<DepositIcon size={32} />} title={t("records.list.emptyPage")}>
            <Link to={pageHref(1)} className="button button--ghost button--small">
              {t("records.list.firstPage")}
            </Link>
          </EmptyState>
        ) : (
          <EmptyState icon={<DepositIcon size={32} />} title={t("deposit.record.empty")} body={t("deposit.record.emptyBody")}>
            <Link to="/m/voucherCenter" className="button button--primary button--small">
              {t("deposit.record.depositNow")}
            </Link>
          </EmptyState>
        )
      ) : (
        <>
          <RecordList
            items={pages.items}
            label={t("deposit.record.listLabel")}
            today={data.today}
            yesterday={data.yesterday}
            renderItem={(order) => <DepositEntry order={order} />}
          />
          <MorePages state={pages} firstPage={data.page} pageHref={pageHref} />
        </>
      )}

      {data.totals && data.totals.count > 0 && (
        <RecordTotals
          figures={[
            { label: t("deposit.record.count"), value: data.totals.count },
            { label: t("deposit.record.amount"), value: data.totals.amount, money: 0 },
            { label: t("deposit.record.credited"), value: data.totals.credited, money: 0 },
          ]}
        />
      )}
    </div>
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
      </div>
    </>
  );
}
