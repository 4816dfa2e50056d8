import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, Link, useLoaderData, useLocation } from "react-router";
import { betRecordUrl } from "~/features/records/bet-filters";
import { loadPersonalReport, type PersonalReportData } from "~/features/records/bets.server";
import { FilterBar } from "~/features/records/FilterBar";
import { recordSearch } from "~/features/records/query";
import recordsStylesheet from "~/features/records/records.css?url";
import { useTranslation } from "~/i18n/react";
import { TableScroll } from "~/ui/TableScroll";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: recordsStylesheet }];

const TONE = { 1: " records-amount--credit", [-1]: " records-amount--debit", 0: "" } as const;

/** §2 /m/profitandloss: the member's personal report for a period (research R-08). */
export function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadPersonalReport(args);
}

export default function PersonalReportPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const data = useLoaderData<typeof loader>() as PersonalReportData;
  const r = data.report;
  const figures: Array<[string, string, string]> = [
    ["bets", t("records.report.bets"), r.bets],
    ["validTurnover", t("records.report.validTurnover"), r.validTurnover],
    ["wins", t("records.report.wins"), r.wins],
    ["bonuses", t("records.report.bonuses"), r.bonuses],
    ["rebates", t("records.report.rebates"), r.rebates],
    ["deposits", t("records.report.deposits"), r.deposits],
    ["withdrawals", t("records.report.withdrawals"), r.withdrawals],
  ];

  return (
    <div className="records-page">
      {/* The period only: the report has no select. */}
      <FilterBar path={pathname} query={data.query} url={data.url} bounds={data.bounds} adjusted={data.adjusted} />

      <section className="report-profit" aria-labelledby="report-profit-label">
        <span id="report-profit-label" className="report-profit__label">
          {t("records.report.profit")}
        </span>
        <strong className={`records-amount report-profit__value${TONE[r.profitSign]}`} data-testid="report-profit">
          {r.profit}
        </strong>
        <span className="report-profit__rule">{t("records.report.profitRule")}</span>
        <span className="report-range">{t("records.report.range", { from: data.query.period.from, to: data.query.period.to })}</span>
      </section>

      <section className="records-totals" aria-labelledby="report-figures-title">
        <h2 id="report-figures-title" className="records-totals__title">
          {t("records.report.figures")}
        </h2>
        <dl className="records-totals__grid">
          {figures.map(([name, label, value]) => (
            <div key={name}>
              <dt>{label}</dt>
              <dd className="records-amount" data-testid={`report-${name}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="records-totals" aria-labelledby="report-category-title">
        <h2 id="report-category-title" className="records-totals__title">
          {t("records.report.byCategory")}
        </h2>
        {r.byCategory.length === 0 ? (
          <p className="records-filter__hint">{t("records.report.categoryEmpty")}</p>
        ) : (
          // Bets, wins and profit per type fit a 390 px phone; the valid turnover is the period's, above.
          <TableScroll label={t("records.report.byCategory")}>
            <table className="report-table">
              <thead>
                <tr>
                  <th scope="col">{t("records.report.category")}</th>
                  <th scope="col">{t("records.report.bets")}</th>
                  <th scope="col">{t("records.report.wins")}</th>
                  <th scope="col">{t("records.report.profit")}</th>
                </tr>
              </thead>
              <tbody>
                {r.byCategory.map((c) => (
                  <tr key={c.gameType}>
                    <th scope="row">{t(`games.category.${c.gameType}`, { defaultValue: c.gameType })}</th>
                    <td>{c.bets}</td>
                    <td>{c.wins}</td>
                    <td className={`records-amount${TONE[c.profitSign]}`}>{c.profit}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>

      <section className="records-totals" aria-labelledby="report-net-title">
        <h2 id="report-net-title" className="records-totals__title">
          {t("records.report.netDeposits")}
        </h2>
        <p className={`records-amount${TONE[r.netDepositsSign]}`} data-testid="report-net-deposits">
          {r.netDeposits}
        </p>
        <p className="records-filter__hint">{t("records.report.netDepositsRule")}</p>
      </section>

      {/* The same period in the bet record, every type and status. */}
      <Link to={`/m/gameRecord${recordSearch({ ...data.query, filter: null, page: 1 }, betRecordUrl(null))}`} className="records-intro__link bet-detail__back">
        {t("records.report.betRecord")}
      </Link>
    </div>
  );
}
