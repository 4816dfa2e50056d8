import { useCallback } from "react";
import { type LinkDescriptor, Link, useLocation } from "react-router";
import contentStylesheet from "~/features/content/content.css?url";
import { EmptyState } from "~/features/content/ui";
import { useTranslation } from "~/i18n/react";
import { FilterBar, type FilterOptionGroup } from "./FilterBar";
import { MorePages, useMorePages, type RecordPage as RecordPageAnswer } from "./MorePages";
import { recordSearch, type RecordQuery, type RecordUrl } from "./query";
import { RecordList, type DayItem } from "./RecordList";
import recordsStylesheet from "./records.css?url";
import { RecordTotals, type TotalsFigure } from "./RecordTotals";

// content.css brings the empty state's look (EmptyState is shared with the content pages).
export const recordPageLinks: LinkDescriptor[] = [
  { rel: "stylesheet", href: contentStylesheet },
  { rel: "stylesheet", href: recordsStylesheet },
];

/** What every record loader answers (records.server.ts loadRecordPage): one page, its URL and calendar, the totals. */
export type RecordPageData<T, Totals extends { count: number }> = RecordPageAnswer<T> & {
  query: RecordQuery;
  url: RecordUrl;
  adjusted: boolean;
  bounds: { min: string; max: string };
  today: string;
  yesterday: string;
  /** Over the whole filter (every page), from the gateway; null when the page failed. */
  totals: Totals | null;
};

type Props<T extends DayItem, Totals extends { count: number }> = {
  data: RecordPageData<T, Totals>;
  /** The page's own header above the filter bar (the agent intro, the game-type tabs). */
  intro?: React.ReactNode;
  /** The FilterBar's select (a kind, a status). */
  select: { label: string; groups: FilterOptionGroup[] };
  /** The first page's empty state; a later empty page says so and links to the first. */
  empty: { icon: React.ReactNode; title: string; body: string; action?: { to: string; label: string } };
  listLabel: string;
  renderItem: (item: T) => React.ReactNode;
  /** The foot's figures, shown when the filter has any record. */
  totals: (totals: Totals) => readonly TotalsFigure[];
};

/**
 * The record pages' body: the filter bar, the list by day with its pages (infinite
 * scroll with JavaScript, page links without) or the empty state, and the totals at the foot. Each
 * page brings its select, its empty state, its rows and its figures.
 */
export function RecordScreen<T extends DayItem, Totals extends { count: number }>(props: Props<T, Totals>) {
  const { search } = useLocation();
  // A new URL (filter, period, page) starts from the loader's page; `more` fetches never change it.
  return <RecordScreenBody key={search} {...props} />;
}

function RecordScreenBody<T extends DayItem, Totals extends { count: number }>({
  data,
  intro,
  select,
  empty,
  listLabel,
  renderItem,
  totals,
}: Props<T, Totals>) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { query, url } = data;
  const pageHref = useCallback((page: number) => pathname + recordSearch({ ...query, page }, url), [pathname, query, url]);
  const moreHref = useCallback((page: number) => pathname + recordSearch({ ...query, page }, url, { more: true }), [pathname, query, url]);
  const pages = useMorePages<T>(data, moreHref);

  return (
    <div className="records-page">
      {intro}
      <FilterBar path={pathname} query={query} url={url} bounds={data.bounds} adjusted={data.adjusted} select={select} />

      {pages.items.length === 0 ? (
        query.page > 1 ? (
          <EmptyState icon={empty.icon} title={t("records.list.emptyPage")}>
            <Link to={pageHref(1)} className="button button--ghost button--small">
              {t("records.list.firstPage")}
            </Link>
          </EmptyState>
        ) : (
          <EmptyState icon={empty.icon} title={empty.title} body={empty.body}>
            {empty.action && (
              <Link to={empty.action.to} className="button button--primary button--small">
                {empty.action.label}
              </Link>
            )}
          </EmptyState>
        )
      ) : (
        <>
          <RecordList items={pages.items} label={listLabel} today={data.today} yesterday={data.yesterday} renderItem={renderItem} />
          <MorePages state={pages} firstPage={data.page} pageHref={pageHref} />
        </>
      )}

      {data.totals && data.totals.count > 0 && <RecordTotals figures={totals(data.totals)} />}
    </div>
  );
}
