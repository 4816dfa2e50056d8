import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, Link, useLoaderData, useLocation } from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { teamPnlHref } from "~/features/agent/reports/query";
import reportsStylesheet from "~/features/agent/reports/reports.css?url";
import { loadAgentIncome, type AgentIncomeData } from "~/features/agent/reports/reports.server";
import { EmptyState } from "~/features/content/ui";
import { FilterBar } from "~/features/records/FilterBar";
import { recordPageLinks } from "~/features/records/RecordPage";
import { useTranslation } from "~/i18n/react";
import { PercentIcon } from "~/ui/icons";

export const links: LinksFunction = () => [...recordPageLinks, { rel: "stylesheet", href: reportsStylesheet }];
export const handle: RouteHandle = { titleKey: "agentReports.title.income" };

/**
 * §2 /m/member/agent/agentRebeat (research A-INC-01): the agent's rebate
 * income for the days of the period — commission on the team's valid turnover and the agent's own
 * rebate, as the daily settlement paid them (decision 030) — in total, by game type, by day and by
 * the member each commission came from. A sibling route (m.member_.agent_), nested in nothing but /m.
 */
export function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadAgentIncome(args);
}

export default function AgentIncomePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const data = useLoaderData<typeof loader>() as AgentIncomeData;
  const head = (first: string) => (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col">{t("agentReports.income.commission")}</th>
        <th scope="col">{t("agentReports.income.rebate")}</th>
        <th scope="col">{t("agentReports.income.total")}</th>
      </tr>
    </thead>
  );

  return (
    <div className="records-page">
      <p className="records-filter__hint">{t("agentReports.income.intro")}</p>
      <FilterBar path={pathname} query={data.query} url={data.url} bounds={data.bounds} adjusted={data.adjusted} />

      <section className="agent-income__total" aria-labelledby="income-total-label">
        <span id="income-total-label" className="report-profit__label">
          {t("agentReports.income.total")}
        </span>
        <strong className="agent-income__total-value records-amount" data-testid="income-total">
          {data.totals.total}
        </strong>
        <dl className="agent-income__split">
          <div>
            <dt>{t("agentReports.income.commission")}</dt>
            <dd data-testid="income-commission">{data.totals.commission}</dd>
          </div>
          <div>
            <dt>{t("agentReports.income.rebate")}</dt>
            <dd data-testid="income-rebate">{data.totals.rebate}</dd>
          </div>
        </dl>
        <span className="report-range">{t("records.report.range", { from: data.query.period.from, to: data.query.period.to })}</span>
      </section>

      {!data.any ? (
        <EmptyState icon={<PercentIcon size={32} />} title={t("agentReports.income.empty")} body={t("agentReports.income.emptyBody")} />
      ) : (
        <>
          <section className="records-totals" aria-labelledby="income-category-title">
            <h2 id="income-category-title" className="records-totals__title">
              {t("agentReports.income.byCategory")}
            </h2>
            <div className="report-table__wrap">
              <table className="report-table">
                <caption className="sr-only">{t("agentReports.income.byCategory")}</caption>
                {head(t("agentReports.income.category"))}
                <tbody>
                  {data.byCategory.map((c) => (
                    <tr key={c.gameType}>
                      <th scope="row">{t(`games.category.${c.gameType}`, { defaultValue: c.gameType })}</th>
                      <td>{c.commission}</td>
                      <td>{c.rebate}</td>
                      <td>{c.total}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <section className="records-totals" aria-labelledby="income-day-title">
            <h2 id="income-day-title" className="records-totals__title">
              {t("agentReports.income.byDay")}
            </h2>
            <div className="report-table__wrap">
              <table className="report-table" data-testid="income-days">
                <caption className="sr-only">{t("agentReports.income.byDay")}</caption>
                {head(t("agentReports.income.day"))}
                <tbody>
                  {data.byDay.map((d) => (
                    <tr key={d.day} data-testid="income-day">
                      <th scope="row">
                        <time dateTime={d.day}>{d.day}</time>
                      </th>
                      <td>{d.commission}</td>
                      <td>{d.rebate}</td>
                      <td>{d.total}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          {data.byDownline.length > 0 && (
            <section className="records-totals" aria-labelledby="income-downline-title">
              <h2 id="income-downline-title" className="records-totals__title">
                {t("agentReports.income.byDownline")}
              </h2>
              <div className="report-table__wrap">
                <table className="report-table">
                  <caption className="sr-only">{t("agentReports.income.byDownline")}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("agentReports.income.account")}</th>
                      <th scope="col">{t("agentReports.income.commission")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.byDownline.map((d) => (
                      <tr key={d.account}>
                        <th scope="row">
                          <Link to={d.betsHref} className="records-intro__link">
                            {d.account}
                          </Link>
                        </th>
                        <td>{d.commission}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          )}
        </>
      )}

      <Link to={teamPnlHref(data.query.period)} className="records-intro__link bet-detail__back">
        {t("agentReports.income.teamPnl")}
      </Link>
    </div>
  );
}
