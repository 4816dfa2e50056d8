import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, Link, useLoaderData, useLocation } from "react-router";
import { RecordScreen, recordPageLinks } from "~/features/records/RecordPage";
import { entryLabelKey, kindOptions } from "~/features/records/transaction-kinds";
import { loadTransactionRecord, type TransactionRecordData, type TransactionRow } from "~/features/records/transactions.server";
import { useTranslation } from "~/i18n/react";
import { ReceiptIcon } from "~/ui/icons";

export const links: LinksFunction = () => recordPageLinks;

/** §2 /m/transaction/record (agent variant ?types=A): every ledger entry of the member. */
export function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadTransactionRecord(args);
}

export default function TransactionRecord() {
  const data = useLoaderData<typeof loader>() as TransactionRecordData;
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <RecordScreen
      data={data}
      intro={
        data.agent && (
          <header className="records-intro">
            <h2 className="records-intro__title">{t("records.transactions.agentTitle")}</h2>
            <p className="records-intro__body">{t("records.transactions.agentBody")}</p>
            <Link to={pathname} className="records-intro__link">
              {t("records.transactions.allEntries")}
            </Link>
          </header>
        )
      }
      select={{ label: t("records.transactions.kindLabel"), groups: kindOptions(t, data.agent) }}
      empty={{ icon: <ReceiptIcon size={32} />, title: t("records.list.empty"), body: t("records.list.emptyBody") }}
      listLabel={t("records.transactions.listLabel")}
      renderItem={(entry) => <TransactionEntry entry={entry} />}
      totals={(totals) => [
        { label: t("records.totals.count"), value: totals.count },
        { label: t("records.totals.credits"), value: totals.credits, money: 1 },
        { label: t("records.totals.debits"), value: totals.debits, money: -1 },
        { label: t("records.totals.net"), value: totals.net, money: totals.netSign },
      ]}
    />
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
