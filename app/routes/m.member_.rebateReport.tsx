import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, Link, useLoaderData, useLocation } from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { EmptyState, Pager } from "~/features/content/ui";
import { MANUAL_REBATE_PATH, R } from "~/features/promotions/rebates/paths";
import rebatesStylesheet from "~/features/promotions/rebates/rebates.css?url";
import { loadRebateReport, type RebateReportData } from "~/features/promotions/rebates/report.server";
import { FilterBar } from "~/features/records/FilterBar";
import { recordSearch } from "~/features/records/query";
import { recordPageLinks } from "~/features/records/RecordPage";
import { RecordTotals } from "~/features/records/RecordTotals";
import { useTranslation } from "~/i18n/react";
import { PercentIcon } from "~/ui/icons";
import { TableScroll } from "~/ui/TableScroll";

export const links: LinksFunction = () => [...recordPageLinks, { rel: "stylesheet", href: rebatesStylesheet }];
export const handle: RouteHandle = { titleKey: "promotions.rebates.title.report" };

/**
 * §2 /m/member/rebateReport (research P-REB-02, decision 037): the member's rebate
 * by day and category for a period (the records' filter bar and presets): valid bet, rate, rebate
 * paid, still unpaid, status (paid, partly paid, accruing); totals over the whole period; pages of
 * 20 rows with plain links. A sibling route (m.member_), nested in nothing but /m.
 */
export function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadRebateReport(args);
}

export default function RebateReportPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const data = useLoaderData<typeof loader>() as RebateReportData;
  const pageHref = (page: number) => `${pathname}${recordSearch({ ...data.query, page }, data.url)}`;
  return (
    <div className="records-page rebate-page">
      <p className="records-filter__hint">{t(`${R}.report.intro`)}</p>
      <FilterBar path={pathname} query={data.query} url={data.url} bounds={data.bounds} adjusted={data.adjusted} />
      {data.items.length === 0 ? (
        <EmptyState icon={<PercentIcon size={32} />} title={t(`${R}.report.empty`)} body={t(`${R}.report.emptyBody`)} />
      ) : (
        <section className="records-totals" aria-labelledby="rebate-report-title">
          <h2 id="rebate-report-title" className="sr-only">
            {t(`${R}.title.report`)}
          </h2>
          <TableScroll label={t(`${R}.title.report`)}>
            <table className="report-table" data-testid="rebate-report">
              <thead>
                <tr>
                  {/* The day and its category share a column: six columns do not fit a 390 px phone. */}
                  <th scope="col">
                    {t(`${R}.report.date`)}
                    <span className="rebate-earlier__range">{t(`${R}.report.category`)}</span>
                  </th>
                  <th scope="col">{t(`${R}.report.validBet`)}</th>
                  <th scope="col">{t(`${R}.report.rate`)}</th>
                  {/* The rebate and its status share a column too (a pill under the amount). */}
                  <th scope="col">
                    {t(`${R}.report.rebate`)}
                    <span className="rebate-earlier__range">{t(`${R}.report.status`)}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((r) => (
                  <tr key={r.id} data-testid="rebate-report-row" data-day={r.day} data-category={r.category}>
                    <th scope="row">
                      <time dateTime={r.day}>{r.day}</time>
                      <span className="rebate-earlier__range">{t(`games.category.${r.category}`, { defaultValue: r.category })}</span>
                    </th>
                    <td>{r.validTurnover}</td>
                    <td>{`${r.rate} %`}</td>
                    <td className="records-amount">
                      {r.paid}
                      {r.status === "partly_paid" || r.status === "accruing" ? (
                        <span className="rebate-earlier__range">
                          {t(`${R}.report.unpaid`)} {r.unpaid}
                        </span>
                      ) : null}
                      <span className={`rebate-status rebate-status--${r.status}`} data-testid="rebate-status" data-status={r.status}>
                        {t(`${R}.report.statuses.${r.status}`)}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <Pager page={data.page} totalPages={data.totalPages} hrefFor={pageHref} />
        </section>
      )}
      <RecordTotals
        figures={[
          { label: t(`${R}.report.validBet`), value: data.totals.validTurnover, money: 0 },
          { label: t(`${R}.report.rebate`), value: data.totals.paid, money: 1 },
          { label: t(`${R}.report.unpaid`), value: data.totals.unpaid, money: 0 },
        ]}
      />
      <Link to={MANUAL_REBATE_PATH} className="records-intro__link">
        {t(`${R}.report.claim`)}
      </Link>
    </div>
  );
}
