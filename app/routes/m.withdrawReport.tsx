import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import contentStylesheet from "~/features/content/content.css?url";
import { EmptyState } from "~/features/content/ui";
import { FilterBar } from "~/features/records/FilterBar";
import { MorePages, useMorePages } from "~/features/records/MorePages";
import { recordSearch } from "~/features/records/query";
import { RecordList } from "~/features/records/RecordList";
import recordsStylesheet from "~/features/records/records.css?url";
import { RecordTotals } from "~/features/records/RecordTotals";
import { WITHDRAWAL_STATUSES } from "~/features/records/withdrawal-statuses";
import { loadWithdrawRecord, type WithdrawalRow, type WithdrawRecordData } from "~/features/records/withdrawals.server";
import { WithdrawIcon } from "~/ui/icons";

// content.css brings the empty state's look (EmptyState is shared with the content pages).
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStylesheet },
  { rel: "stylesheet", href: recordsStylesheet },
];

/** §2 /m/withdrawReport: the member's withdrawal orders and their status (issue 13 §5). */
export function loader(args: LoaderFunctionArgs) {
  return loadWithdrawRecord(args);
}

export default function WithdrawRecord() {
  const data = useLoaderData<typeof loader>() as WithdrawRecordData;
  const { search } = useLocation();
  // A new URL (status, period, page) starts from the loader's page; `more` fetches never change it.
  return <WithdrawRecordBody key={search} data={data} />;
}

function WithdrawRecordBody({ data }: { data: WithdrawRecordData }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { query, url } = data;
  const pageHref = useCallback((page: number) => pathname + recordSearch({ ...query, page }, url), [pathname, query, url]);
  const moreHref = useCallback((page: number) => pathname + recordSearch({ ...query, page }, url, { more: true }), [pathname, query, url]);
  const pages = useMorePages<WithdrawalRow>(data, moreHref);

  return (
    <div className="records-page">
      <FilterBar
        path={pathname}
        query={query}
        url={url}
        bounds={data.bounds}
        adjusted={data.adjusted}
        select={{
          label: t("records.withdrawals.statusLabel"),
          groups: [{ options: WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: t(`records.withdrawals.status.${s}`) })) }],
        }}
      />

      {pages.items.length === 0 ? (
        query.page > 1 ? (
          <EmptyState icon={<WithdrawIcon size={32} />} title={t("records.list.emptyPage")}>
            <Link to={pageHref(1)} className="button button--ghost button--small">
              {t("records.list.firstPage")}
            </Link>
          </EmptyState>
        ) : (
          <EmptyState icon={<WithdrawIcon size={32} />} title={t("records.withdrawals.empty")} body={t("records.withdrawals.emptyBody")}>
            <Link to="/m/withdraw" className="button button--primary button--small">
              {t("records.withdrawals.withdrawNow")}
            </Link>
          </EmptyState>
        )
      ) : (
        <>
          <RecordList
            items={pages.items}
            label={t("records.withdrawals.listLabel")}
            today={data.today}
            yesterday={data.yesterday}
            renderItem={(order) => <WithdrawalEntry order={order} />}
          />
          <MorePages state={pages} firstPage={data.page} pageHref={pageHref} />
        </>
      )}

      {data.totals && data.totals.count > 0 && (
        <RecordTotals
          figures={[
            { label: t("records.withdrawals.count"), value: data.totals.count },
            { label: t("records.withdrawals.amount"), value: data.totals.amount, money: 0 },
          ]}
        />
      )}
    </div>
  );
}

/** One order: bank and card, time and order id; the amount, its status and, when charged, the fee. */
function WithdrawalEntry({ order }: { order: WithdrawalRow }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="records-item__main">
        <span className="records-item__title">{t("records.withdrawals.card", { bank: order.bankName, last4: order.last4 })}</span>
        <span className="records-item__meta">
          <time dateTime={`${order.day}T${order.time}+08:00`}>{order.time}</time>
          <span className="records-item__ref">{t("records.withdrawals.order", { id: order.id })}</span>
        </span>
        {order.reason && <span className="records-item__reason">{t("records.withdrawals.reason", { reason: order.reason })}</span>}
      </div>
      <div className="records-item__figures">
        <span className="records-amount">{order.amount}</span>
        <span className={`records-badge records-badge--${order.status}`}>{t(`records.withdrawals.status.${order.status}`)}</span>
        {order.fee && <span className="records-item__meta">{t("records.withdrawals.fee", { amount: order.fee })}</span>}
      </div>
    </>
  );
}
