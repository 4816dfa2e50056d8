import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, Link, useLoaderData, useLocation } from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { Pager } from "~/features/agent/reports/Pager";
import { ACCOUNT_PARAM, PNL_FIGURES } from "~/features/agent/reports/query";
import reportsStylesheet from "~/features/agent/reports/reports.css?url";
import { loadTeamPnl, type FormattedFigures, type TeamPnlData } from "~/features/agent/reports/reports.server";
import { SearchForm } from "~/features/agent/reports/SearchForm";
import { EmptyState } from "~/features/content/ui";
import { FilterBar } from "~/features/records/FilterBar";
import { recordParams, recordSearch } from "~/features/records/query";
import { recordPageLinks } from "~/features/records/RecordPage";
import { useTranslation } from "~/i18n/react";
import { ChartIcon } from "~/ui/icons";
import { TableScroll } from "~/ui/TableScroll";

export const links: LinksFunction = () => [...recordPageLinks, { rel: "stylesheet", href: reportsStylesheet }];
export const handle: RouteHandle = { titleKey: "agentReports.title.pnl" };

const TONE = { 1: " records-amount--credit", [-1]: " records-amount--debit", 0: "" } as const;

/**
 * §2 /m/agent/team/pnl (research A-PNL-01): each team member's profit and loss
 * for the period — their own personal report's figures —, a search by account, the page's subtotal
 * and the grand total, and each row's drill into their bets (/m/teamBetting?account=). A sibling of
 * the agency centre (m.agent_), not nested in it.
 */
export function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadTeamPnl(args);
}

export default function TeamPnlPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const data = useLoaderData<typeof loader>() as TeamPnlData;
  const { query, url } = data;
  const pageHref = (page: number) => pathname + recordSearch({ ...query, page }, url);
  const label = (k: (typeof PNL_FIGURES)[number]) => t(`agentReports.pnl.${k}`);
  const figureRows = (f: FormattedFigures) => PNL_FIGURES.filter((k) => k !== "profit").map((k) => [k, label(k), f[k]] as const);

  return (
    <div className="records-page">
      <p className="records-filter__hint">{t("agentReports.pnl.intro")}</p>
      <FilterBar path={pathname} query={query} url={url} bounds={data.bounds} adjusted={data.adjusted} />
      <SearchForm
        path={pathname}
        keep={recordParams({ ...query, page: 1 }, { filterParam: url.filterParam })}
        clearHref={data.account.raw ? pathname + recordSearch({ ...query, page: 1 }, { filterParam: url.filterParam }) : null}
        fields={[
          {
            name: ACCOUNT_PARAM,
            label: t("agentReports.search.account"),
            placeholder: t("agentReports.search.accountPlaceholder"),
            raw: data.account.raw,
            message: data.account.message,
          },
        ]}
      />

      {data.rows.length === 0 ? (
        <EmptyState icon={<ChartIcon size={32} />} title={t("agentReports.pnl.empty")} body={t("agentReports.pnl.emptyBody")} />
      ) : (
        <>
          <ul className="agent-pnl__list" aria-label={t("agentReports.pnl.listLabel")}>
            {data.rows.map((row) => (
              <li key={row.account}>
                <article className="agent-pnl__card" aria-labelledby={`pnl-${row.account}`} data-testid="pnl-row">
                  <div className="agent-pnl__head">
                    <h2 id={`pnl-${row.account}`} className="agent-pnl__account">
                      {row.account}
                    </h2>
                    <span className={`agent-badge${row.isAgent ? " agent-badge--agent" : ""}`}>
                      {row.isAgent ? t("agentReports.pnl.agent") : t("agentReports.pnl.member")}
                    </span>
                    <span className="agent-pnl__level">{t("agentReports.pnl.level", { level: row.level })}</span>
                    <strong
                      className={`records-amount agent-pnl__profit${TONE[row.figures.profitSign]}`}
                      aria-label={`${label("profit")} ${row.figures.profit}`}
                      data-testid="pnl-profit"
                    >
                      {row.figures.profit}
                    </strong>
                  </div>
                  <dl className="agent-pnl__figures">
                    {figureRows(row.figures).map(([k, name, value]) => (
                      <div key={k}>
                        <dt>{name}</dt>
                        <dd data-testid={`pnl-${k}`}>{value}</dd>
                      </div>
                    ))}
                  </dl>
                  <Link to={row.betsHref} className="agent-pnl__drill" aria-label={t("agentReports.pnl.viewBetsOf", { account: row.account })}>
                    {t("agentReports.pnl.viewBets")} ›
                  </Link>
                </article>
              </li>
            ))}
          </ul>
          <Pager page={data.page} totalPages={data.totalPages} href={pageHref} />
        </>
      )}

      {data.totals && data.pageTotals && data.totals.count > 0 && (
        <section className="records-totals" aria-labelledby="pnl-totals-title">
          <h2 id="pnl-totals-title" className="records-totals__title">
            {t("records.totals.label")}
          </h2>
          <TableScroll label={t("records.totals.label")}>
            <table className="report-table" data-testid="pnl-totals">
              <caption>{t("agentReports.pnl.totalsCaption", { from: query.period.from, to: query.period.to })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("agentReports.pnl.figure")}</th>
                  {data.totalPages > 1 && <th scope="col">{t("agentReports.pnl.pageTotal")}</th>}
                  <th scope="col">{t("agentReports.pnl.grandTotal", { count: data.totals.count })}</th>
                </tr>
              </thead>
              <tbody>
                {PNL_FIGURES.map((k) => (
                  <tr key={k}>
                    <th scope="row">{label(k)}</th>
                    {data.totalPages > 1 && (
                      <td className={k === "profit" ? `records-amount${TONE[data.pageTotals!.profitSign]}` : undefined}>{data.pageTotals![k]}</td>
                    )}
                    <td className={k === "profit" ? `records-amount${TONE[data.totals!.profitSign]}` : undefined} data-testid={`pnl-total-${k}`}>
                      {data.totals![k]}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <p className="records-filter__hint">{t("agentReports.pnl.profitRule")}</p>
        </section>
      )}
    </div>
  );
}
