import { useTranslation } from "react-i18next";

/** Money figures arrive formatted by the loader (symbol, grouping, two decimals: app/rules/money.ts). */
export type TotalsFigures = { count: number; credits: string; debits: string; net: string; netSign: -1 | 0 | 1 };

/**
 * The foot of a record list (issue 13 §5, research R-07): totals over the whole filtered period,
 * from the gateway (not a sum of the rows on screen, which is only the pages loaded so far).
 */
export function RecordTotals({ totals }: { totals: TotalsFigures }) {
  const { t } = useTranslation();
  const tone = totals.netSign > 0 ? " records-amount--credit" : totals.netSign < 0 ? " records-amount--debit" : "";
  return (
    <section className="records-totals" aria-labelledby="records-totals-title">
      <h2 id="records-totals-title" className="records-totals__title">
        {t("records.totals.label")}
      </h2>
      <dl className="records-totals__grid">
        <div>
          <dt>{t("records.totals.count")}</dt>
          <dd>{totals.count}</dd>
        </div>
        <div>
          <dt>{t("records.totals.credits")}</dt>
          <dd className="records-amount records-amount--credit">{totals.credits}</dd>
        </div>
        <div>
          <dt>{t("records.totals.debits")}</dt>
          <dd className="records-amount records-amount--debit">{totals.debits}</dd>
        </div>
        <div>
          <dt>{t("records.totals.net")}</dt>
          <dd className={`records-amount${tone}`}>{totals.net}</dd>
        </div>
      </dl>
    </section>
  );
}
