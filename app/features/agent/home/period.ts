import { periodParams, readPeriod, type Period } from "~/features/records/period";
import { dateRange } from "~/rules/date-ranges";

/**
 * The team overview's period (research A-OV-01): the records' presets (app/features/records/period.ts)
 * without "30 days" and with "This month" (the operator month's first day to today), which only
 * this page offers. `scope` is the Team / Me switch (A-OV-02), `series` the chart's toggles.
 *
 *   period  today | yesterday | 7d (default) | month | custom (with from, to)
 *   scope   team (default) | me
 *   series  comma-separated chart series (default validTurnover,pnl)
 */
export const OVERVIEW_PRESETS = ["today", "yesterday", "7d", "month", "custom"] as const;
export type OverviewPreset = (typeof OVERVIEW_PRESETS)[number];
/** A period as the records read it, or this page's own "month". */
export type OverviewPeriod = Period | { preset: "month"; from: string; to: string };

export const SERIES = ["deposits", "withdrawals", "validTurnover", "wins", "pnl"] as const;
export type Series = (typeof SERIES)[number];
export const DEFAULT_SERIES: readonly Series[] = ["validTurnover", "pnl"];

export type OverviewQuery = { period: OverviewPeriod; scope: "team" | "me"; series: Series[] };

/** The query a URL asks for; anything unknown falls back (flagged `adjusted` for the period, as the records). */
export function readOverviewQuery(params: URLSearchParams, nowMs: number): { query: OverviewQuery; adjusted: boolean } {
  let reading: { period: OverviewPeriod; adjusted: boolean };
  if (params.get("period") === "month") {
    const [from, to] = dateRange("thisMonth", nowMs);
    reading = { period: { preset: "month", from, to }, adjusted: false };
  } else {
    reading = readPeriod(params, nowMs);
  }
  const scope = params.get("scope") === "me" ? "me" : "team";
  const asked = (params.get("series") ?? "").split(",").filter((s): s is Series => (SERIES as readonly string[]).includes(s));
  const series = asked.length ? SERIES.filter((s) => asked.includes(s)) : [...DEFAULT_SERIES];
  return { query: { period: reading.period, scope, series }, adjusted: reading.adjusted };
}

/** The URL search of a query, canonical: defaults left out. */
export function overviewSearch(q: OverviewQuery): string {
  const params: [string, string][] = q.period.preset === "month" ? [["period", "month"]] : periodParams({ ...q.period, preset: q.period.preset });
  if (q.scope === "me") params.push(["scope", "me"]);
  const sameAsDefault = q.series.length === DEFAULT_SERIES.length && q.series.every((s) => DEFAULT_SERIES.includes(s));
  if (!sameAsDefault) params.push(["series", q.series.join(",")]);
  return params.length ? `?${new URLSearchParams(params).toString()}` : "";
}

/** The query with one series switched on or off (the last one shown stays on). */
export function toggleSeries(q: OverviewQuery, s: Series): OverviewQuery {
  const on = q.series.includes(s);
  if (on && q.series.length === 1) return q;
  const next = on ? q.series.filter((x) => x !== s) : SERIES.filter((x) => x === s || q.series.includes(x));
  return { ...q, series: next };
}

/** The team PnL page for one day: the chart's drill-down (the "Done when"). */
export const dayPnlHref = (day: string) => `/m/agent/team/pnl?period=custom&from=${day}&to=${day}`;
