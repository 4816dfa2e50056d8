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
import { entryLabelKey, kindOptions } from "~/features/records/transaction-kinds";
import { loadTransactionRecord, type TransactionRecordData, type TransactionRow } from "~/features/records/transactions.server";
import { ReceiptIcon } from "~/ui/icons";

// content.css brings the empty state's look (EmptyState is shared with the content pages).
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStylesheet },
  { rel: "stylesheet", href: recordsStylesheet },
];

/** §2 /m/transaction/record (agent variant ?types=A): every ledger entry of the member (issue 13 §5). */
export function loader(args: LoaderFunctionArgs) {
  return loadTransactionRecord(args);
}

export default function TransactionRecord() {
  const data = useLoaderData<typeof loader>() as TransactionRecordData;
  const { search } = useLocation();
  // A new URL (filter, period, page) starts from the loader's page; `more` fetches never change it.
  return <TransactionRecordBody key={search} data={data} />;
}

function TransactionRecordBody({ data }: { data: TransactionRecordData }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { query, url } = data;
  const pageHref = useCallback((page: number) => pathname + recordSearch({ ...query, page }, url), [pathname, query, url]);
  const moreHref = useCallback((page: number) => pathname + recordSearch({ ...query, page }, url, { more: true }), [pathname, query, url]);
  const pages = useMorePages<TransactionRow>(data, moreHref);

  return (
    <div className="records-page">
      {data.agent && (
        <header className="records-intro">
          <h2 className="records-intro__title">{t("records.transactions.agentTitle")}</h2>
          <p className="records-intro__body">{t("records.transactions.agentBody")}</p>
          <Link to={pathname} className="records-intro__link">
            {t("records.transactions.allEntries")}
          </Link>
        </header>
      )}
      <FilterBar
        path={pathname}
        query={query}
        url={url}
        bounds={data.bounds}
        adjusted={data.adjusted}
        select={{ label: t("records.transactions.kindLabel"), groups: kindOptions(t, data.agent) }}
      />

      {pages.items.length === 0 ? (
        query.page > 1 ? (
          <EmptyState icon={<ReceiptIcon size={32} />} title={t("records.list.emptyPage")}>
            <Link to={pageHref(1)} className="button button--ghost button--small">
              {t("records.list.firstPage")}
            </Link>
          </EmptyState>
        ) : (
          <EmptyState icon={<ReceiptIcon size={32} />} title={t("records.list.empty")} body={t("records.list.emptyBody")} />
        )
      ) : (
        <>
          <RecordList
            items={pages.items}
            label={t("records.transactions.listLabel")}
            today={data.today}
            yesterday={data.yesterday}
            renderItem={(entry) => <TransactionEntry entry={entry} />}
          />
          <MorePages state={pages} firstPage={data.page} pageHref={pageHref} />
        </>
      )}

      {data.totals && data.totals.count > 0 && (
        <RecordTotals
          figures={[
            { label: t("records.totals.count"), value: data.totals.count },
            { label: t("records.totals.credits"), value: data.totals.credits, money: 1 },
            { label: t("records.totals.debits"), value: data.totals.debits, money: -1 },
            { label: t("records.totals.net"), value: data.totals.net, money: data.totals.netSign },
          ]}
        />
      )}
    </div>
  );
}

const TONE = { 1: " records-amount--credit", [-1]: " records-amount--debit", 0: "" } as const;

/** One ledger entry: kind, time and reference; the signed amount (credit green, debit red) and the balance after it. */
function TransactionEntry({ entry }: { entry: TransactionRow }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="records-item__main">
        <span className="records-item__title">{t(entryLabelKey(entry.kind, entry.reference))}</span>
        <span className="records-item__meta">
          <time dateTime={`${entry.day}T${entry.time}+08:00`}>{entry.time}</time>
          <span className="records-item__ref">{t("records.transactions.reference", { reference: entry.reference })}</span>
        </span>
      </div>
      <div className="records-item__figures">
        <span className={`records-amount${TONE[entry.sign]}`}>{entry.amount}</span>
        <span className="records-item__meta">{t("records.transactions.balanceAfter", { amount: entry.balanceAfter })}</span>
      </div>
    </>
  );
}
