import { RECORDS_DAYS_BACK } from "@contract/record-range";
import { Link } from "react-router";
import { CustomRangeForm } from "~/features/records/FilterBar";
import { useTranslation } from "~/i18n/react";
import { CHART, columns, labelIndexes, linePath, scaleOf, yOf } from "./chart";
import type { OverviewData } from "./home.server";
import { OVERVIEW_PRESETS, SERIES, dayPnlHref, overviewSearch, toggleSeries, type OverviewPreset, type OverviewQuery } from "./period";

export const OVERVIEW_PATH = "/m/agent/team/overview";
const TONE = { 1: " records-amount--credit", [-1]: " records-amount--debit", 0: "" } as const;

/** The page's period chips (with This month), Team / Me and the custom range: links and a GET form, no JavaScript needed. */
function PeriodBar({ query, bounds, adjusted }: Pick<OverviewData, "query" | "bounds" | "adjusted">) {
  const { t } = useTranslation();
  const label = (p: OverviewPreset) => (p === "month" ? t("agentHome.overview.month") : t(`records.period.${p}`));
  const href = (q: OverviewQuery) => OVERVIEW_PATH + overviewSearch(q);
  const preset = (p: OverviewPreset): OverviewQuery["period"] =>
    p === "month" ? { preset: "month", from: query.period.from, to: query.period.to } : { preset: p, from: query.period.from, to: query.period.to };
  const { from, to } = query.period;
  return (
    <section className="records-filter">
      <nav aria-label={t("agentHome.overview.scope")}>
        <ul className="records-chips overview-switch">
          {(["team", "me"] as const).map((scope) => (
            <li key={scope}>
              <Link to={href({ ...query, scope })} className="records-chip" aria-current={query.scope === scope ? "true" : undefined} preventScrollReset>
                {t(`agentHome.overview.${scope}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t("records.period.label")}>
        <ul className="records-chips">
          {OVERVIEW_PRESETS.map((p) => (
            <li key={p}>
              <Link
                to={href({ ...query, period: preset(p) })}
                className="records-chip"
                aria-current={query.period.preset === p ? "true" : undefined}
                preventScrollReset
              >
                {label(p)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <CustomRangeForm
        action={OVERVIEW_PATH}
        params={[["period", "custom"], ...(query.scope === "me" ? [["scope", "me"] as const] : []), ["series", query.series.join(",")]]}
        from={from}
        to={to}
        bounds={bounds}
      />
      {adjusted && (
        <p className="records-filter__hint" role="status">
          {t("records.filter.adjusted", { days: RECORDS_DAYS_BACK })}
        </p>
      )}
    </section>
  );
}

/**
 * The daily trend (A-OV-02): an SVG drawn on the server from the numbers (chart.ts), one line per
 * series switched on, each day a link to that day's team profit and loss. role="img" with a title
 * and a description; the table after it is the accessible alternative.
 */
function TrendChart({ data }: { data: OverviewData }) {
  const { t } = useTranslation();
  const { query, series } = data;
  const shown = query.series;
  const scale = scaleOf(shown.map((s) => series.map((p) => p.values[s])));
  const cols = columns(series.length);
  const baseline = CHART.height - CHART.bottom;
  const zero = yOf(0, scale);
  const names = shown.map((s) => t(`agentHome.overview.${s}`)).join(", ");
  return (
    <section className="card overview-chart" aria-labelledby="overview-chart-title">
      <h2 id="overview-chart-title" className="agent-section-title">
        {t("agentHome.overview.chart")}
      </h2>
      <figure className="overview-chart__figure">
        <svg
          className="overview-chart__svg"
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          // A group, not an img: it holds the day links, and an img's children are not reachable
          // (axe nested-interactive). The title names it, the description describes it.
          role="group"
          aria-labelledby="overview-chart-svg-title"
          aria-describedby="overview-chart-svg-desc"
          data-testid="overview-chart"
        >
          <title id="overview-chart-svg-title">{t("agentHome.overview.chart")}</title>
          <desc id="overview-chart-svg-desc">{t("agentHome.overview.chartDesc", { series: names, from: query.period.from, to: query.period.to })}</desc>
          <line className="overview-chart__axis" x1={CHART.left} x2={CHART.width - CHART.right} y1={baseline} y2={baseline} />
          {zero !== baseline && <line className="overview-chart__zero" x1={CHART.left} x2={CHART.width - CHART.right} y1={zero} y2={zero} />}
          {shown.map((s) => (
            <path
              key={s}
              className={`overview-chart__line overview-series--${s}`}
              d={linePath(
                series.map((p) => p.values[s]),
                scale,
              )}
            />
          ))}
          {labelIndexes(series.length).map((i) => (
            <text key={i} className="overview-chart__label" x={cols[i]!.x + cols[i]!.width / 2} y={CHART.height - 6} textAnchor="middle">
              {series[i]!.day.slice(5)}
            </text>
          ))}
          {series.map((p, i) => (
            <a
              key={p.day}
              href={dayPnlHref(p.day)}
              className="overview-chart__day-link"
              aria-label={t("agentHome.overview.dayLink", { day: p.day })}
              data-testid={`overview-day-${p.day}`}
            >
              <rect className="overview-chart__day" x={cols[i]!.x} y={CHART.top} width={cols[i]!.width} height={baseline - CHART.top} />
            </a>
          ))}
        </svg>
      </figure>
      <ul className="overview-series" aria-label={t("agentHome.overview.series")}>
        {SERIES.map((s) => {
          const on = shown.includes(s);
          return (
            <li key={s}>
              <Link
                to={OVERVIEW_PATH + overviewSearch(toggleSeries(query, s))}
                className="overview-series__chip"
                aria-current={on ? "true" : undefined}
                preventScrollReset
                data-testid={`overview-series-${s}`}
              >
                <span className={`overview-series__swatch overview-series--${s}`} aria-hidden="true" />
                {t(`agentHome.overview.${s}`)}
                {on && <span className="sr-only">({t("agentHome.overview.seriesOn")})</span>}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="sr-only">
        <table>
          <caption>{t("agentHome.overview.table")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("agentHome.overview.day")}</th>
              {SERIES.map((s) => (
                <th key={s} scope="col">
                  {t(`agentHome.overview.${s}`)}
                </th>
              ))}
              <th scope="col">{t("agentHome.overview.registrations")}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((p) => (
              <tr key={p.day}>
                <th scope="row">{p.day}</th>
                {SERIES.map((s) => (
                  <td key={s}>{p.text[s]}</td>
                ))}
                <td>{p.registrations}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** /m/agent/team/overview (A-OV-01, A-OV-02). */
export function TeamOverview({ data }: { data: OverviewData }) {
  const { t } = useTranslation();
  const { from, to } = data.query.period;
  return (
    <div className="records-page agent-overview">
      <PeriodBar query={data.query} bounds={data.bounds} adjusted={data.adjusted} />

      <section className="card overview-pnl" aria-labelledby="overview-pnl-label">
        <span id="overview-pnl-label" className="report-profit__label">
          {t("agentHome.overview.pnl")}
        </span>
        <strong className={`records-amount overview-pnl__value${TONE[data.pnl.tone]}`} data-testid="overview-pnl">
          {data.pnl.value}
        </strong>
        <span className="records-filter__hint">{t("agentHome.overview.pnlRule")}</span>
        <span className="records-filter__hint">{t("agentHome.overview.range", { from, to })}</span>
        <Link to={`/m/agent/team/pnl?period=custom&from=${from}&to=${to}`} className="records-intro__link">
          {t("agentHome.overview.pnlLink")}
        </Link>
      </section>

      <section className="card" aria-labelledby="overview-cards-title">
        <h2 id="overview-cards-title" className="agent-section-title agent-section-title--padded">
          {t("agentHome.overview.cards")}
        </h2>
        <dl className="overview-cards">
          {data.cards.map((c) => (
            <div key={c.key}>
              <dt>{t(`agentHome.overview.${c.key}`)}</dt>
              <dd data-testid={`overview-${c.key}`}>{c.value}</dd>
            </div>
          ))}
        </dl>
        {data.empty && <p className="records-filter__hint overview-empty">{t("agentHome.overview.noActivity")}</p>}
      </section>

      <TrendChart data={data} />
    </div>
  );
}
