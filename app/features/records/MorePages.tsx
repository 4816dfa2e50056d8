import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { useTranslation } from "~/i18n/react";
import { SCROLL_THRESHOLD_PX, SCROLL_THROTTLE_MS, createThrottle, mergePage, nearBottom } from "~/rules/paging";
import { useFetcherAnswer } from "~/ui/use-fetcher-answer";

/** One page of a record list as a loader answers it; `failed` only on a `more=1` request whose gateway call failed. */
export type RecordPage<T> = { items: T[]; page: number; totalPages: number; failed: boolean };

/**
 * Pages of a record list (§4/§9 infinite scroll): the loader's page first, then,
 * with JavaScript, the next page each time the list's end comes within 500 px of the viewport, at
 * most once a second, appended without repeating an entry. A failed page stops the scroll and
 * offers a retry (research R-09: never a silent stop). The caller keys the list by its URL, so a
 * new filter starts again from the loader's page.
 */
export function useMorePages<T extends { id: number | string }>(first: RecordPage<T>, hrefFor: (page: number) => string) {
  const [items, setItems] = useState(first.items);
  const [page, setPage] = useState(first.page);
  const [totalPages, setTotalPages] = useState(first.totalPages);
  const [failed, setFailed] = useState(false);
  // The loader's answer again after a form post on the page (a cancelled bet or withdrawal): start
  // over from it, or the list would keep the rows as they were before the post.
  const [source, setSource] = useState(first);
  if (source !== first) {
    setSource(first);
    setItems(first.items);
    setPage(first.page);
    setTotalPages(first.totalPages);
    setFailed(false);
  }
  const fetcher = useFetcher<RecordPage<T>>();
  const loading = fetcher.state !== "idle";
  const more = page < totalPages;

  useFetcherAnswer(fetcher, (answer) => {
    if (answer.failed) {
      setFailed(true);
      return;
    }
    setFailed(false);
    setItems((current) => mergePage(current, answer.items, answer.page, (item) => String(item.id)));
    setPage(answer.page);
    setTotalPages(answer.totalPages);
  });

  const throttle = useMemo(() => createThrottle(SCROLL_THROTTLE_MS), []);
  const sentinel = useRef<HTMLDivElement>(null);
  const retry = useRef<ReturnType<typeof setTimeout>>();
  // The observer and the throttle's timer call the newest loadMore, swapped in after each commit.
  const loadMoreRef = useRef<(force?: boolean) => void>(() => {});
  const loadMore = useCallback(
    (force = false) => {
      if (!more || fetcher.state !== "idle" || (failed && !force)) return;
      if (!throttle(Date.now()) && !force) {
        // Too soon: look again when the second is up, in case the end is still in reach.
        clearTimeout(retry.current);
        retry.current = setTimeout(() => {
          const el = sentinel.current;
          if (el && nearBottom(el.getBoundingClientRect().top - window.innerHeight)) loadMoreRef.current();
        }, SCROLL_THROTTLE_MS);
        return;
      }
      fetcher.load(hrefFor(page + 1));
    },
    [more, failed, fetcher, throttle, hrefFor, page],
  );
  useEffect(() => {
    loadMoreRef.current = loadMore;
  }, [loadMore]);
  useEffect(() => () => clearTimeout(retry.current), []);
  useEffect(() => {
    const el = sentinel.current;
    if (!more || failed || !el || typeof IntersectionObserver === "undefined") return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMoreRef.current(), {
      rootMargin: `0px 0px ${SCROLL_THRESHOLD_PX}px 0px`,
    });
    io.observe(el);
    return () => io.disconnect();
  }, [more, failed, page]);

  return { items, page, totalPages, more, failed, loading, sentinel, loadMore };
}

/**
 * The foot of a paged list: without JavaScript real links to the previous and next page
 * (?page=N); with it the same next link loads the page into the list instead, the scroll does so
 * by itself, and a failed load shows a retry.
 */
export function MorePages({
  state,
  firstPage,
  pageHref,
}: {
  state: ReturnType<typeof useMorePages>;
  /** The page the loader answered (the URL's page): the previous link goes before it. */
  firstPage: number;
  /** A real page URL (no `more`), for the links. */
  pageHref: (page: number) => string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { page, totalPages, more, failed, loading, sentinel, loadMore } = state;
  return (
    <nav className="records-pages" aria-label={t("records.list.pagination")}>
      {more && !failed && <div ref={sentinel} className="records-pages__sentinel" aria-hidden="true" />}
      <p className="sr-only" role="status">
        {loading ? t("records.list.loading") : ""}
      </p>
      {failed && (
        <div className="records-pages__failed" role="alert">
          <span>{t("records.list.failed")}</span>
          <button type="button" className="button button--ghost button--small" onClick={() => loadMore(true)}>
            {t("records.list.retry")}
          </button>
        </div>
      )}
      <div className="records-pages__links">
        {firstPage > 1 && (
          <Link to={pageHref(firstPage - 1)} className="button button--ghost button--small" rel="prev">
            {t("records.list.previous")}
          </Link>
        )}
        {more && !failed && (
          <Link
            to={pageHref(page + 1)}
            className="button button--ghost button--small"
            rel="next"
            aria-disabled={loading || undefined}
            onClick={
              hydrated
                ? (e) => {
                    e.preventDefault();
                    loadMore(true);
                  }
                : undefined
            }
          >
            {hydrated ? t("records.list.more") : t("records.list.next")}
          </Link>
        )}
      </div>
      {totalPages > 1 && <p className="records-pages__count">{more ? t("records.list.pageOf", { page, total: totalPages }) : t("records.list.end")}</p>}
    </nav>
  );
}
