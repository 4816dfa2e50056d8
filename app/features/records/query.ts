import { periodParams, readPeriod, type Period } from "./period";

/**
 * A record list's URL (filters live in the URL, so Back and reload restore them),
 * shared by the deposit, withdraw, transaction and bet records. Each page names its one select
 * (the transaction record's `kind`, a status elsewhere) and the values it accepts; anything else
 * reads as "All", never as a hidden filter (research R-10). `keep` carries a page's own fixed
 * parameters (types=A) through every chip, form and page link.
 *
 *   period, from, to   see period.ts
 *   <filter>           one of the page's values; absent = All
 *   page               1-based page (default 1): a real link without JavaScript
 *   more=1             the infinite scroll's request for one more page (the loader answers a failure as data)
 */
export type RecordQuery = { period: Period; filter: string | null; page: number };

export type RecordUrl = {
  /** The select's parameter name, e.g. "kind" or "status". */
  filterParam: string;
  /** Parameters every URL of the page keeps, in order (e.g. [["types", "A"]]). */
  keep?: readonly (readonly [string, string])[];
};

export const MAX_RECORD_PAGE = 10_000;
export const MORE_PARAM = "more";

function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_RECORD_PAGE ? n : 1;
}

/** The query a URL asks for; `adjusted` when its period had to be moved into bounds (the page says so). */
export function readRecordQuery(
  params: URLSearchParams,
  nowMs: number,
  filter: { param: string; values: readonly string[] },
): { query: RecordQuery; adjusted: boolean } {
  const { period, adjusted } = readPeriod(params, nowMs);
  const value = params.get(filter.param);
  return {
    query: { period, filter: value !== null && filter.values.includes(value) ? value : null, page: pageOf(params.get("page")) },
    adjusted,
  };
}

/** The URL parameters of a record query, canonical: the page's own first, defaults left out. */
export function recordParams(query: RecordQuery, url: RecordUrl): [string, string][] {
  const out: [string, string][] = (url.keep ?? []).map(([k, v]) => [k, v]);
  out.push(...periodParams(query.period));
  if (query.filter !== null) out.push([url.filterParam, query.filter]);
  if (query.page > 1) out.push(["page", String(query.page)]);
  return out;
}

/** The canonical query string of a record query ("" when everything is default), with `more=1` for a fetcher. */
export function recordSearch(query: RecordQuery, url: RecordUrl, options: { more?: boolean } = {}): string {
  const p = new URLSearchParams(recordParams(query, url));
  if (options.more) p.set(MORE_PARAM, "1");
  const s = p.toString();
  return s ? `?${s}` : "";
}

/** Whether a request is the infinite scroll's (one more page, appended by the page). */
export function isMoreRequest(params: URLSearchParams): boolean {
  return params.get(MORE_PARAM) === "1";
}
