import { useTranslation } from "~/i18n/react";

/** Money figures arrive formatted by the loader (symbol, grouping, two decimals: app/rules/money.ts). */
export type TotalsFigures = { count: number; credits: string; debits: string; net: string; netSign: -1 | 0 | 1 };

/**
 * One figure of a list's foot. `money` marks an amount (tabular, bold); its sign colours it
 * (1 credit green, -1 debit red, 0 plain). A figure without `money` is a plain number (a count).
 */
export type TotalsFigure = { label: string; value: string | number; money?: -1 | 0 | 1 };

const TONE = { 1: " records-amount--credit", [-1]: " records-amount--debit", 0: "" } as const;

/**
 * The foot of a record list (research R-07): totals over the whole filtered period,
 * from the gateway (not a sum of the rows on screen, which is only the pages loaded so far). Each
 * page names its own figures (the transaction record's money in and out, the withdraw record's count
 * and amount).
 */
export function RecordTotals({ figures }: { figures: readonly TotalsFigure[] }) {
  const { t } = useTranslation();
  return (
    <section className="records-totals" aria-labelledby="records-totals-title">
      <h2 id="records-totals-title" className="records-totals__title">
        {t("records.totals.label")}
      </h2>
      <dl className="records-totals__grid">
        {figures.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd className={f.money === undefined ? undefined : `records-amount${TONE[f.money]}`}>{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
