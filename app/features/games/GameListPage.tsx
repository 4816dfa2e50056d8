import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Form, Link, isRouteErrorResponse, useFetcher, useLocation, useNavigate, useRouteError } from "react-router";
import { FilterDrawer } from "island:~/features/games/FilterDrawer";
import { useTranslation } from "~/i18n/react";
import { builtInTabs } from "~/rules/game-list-views";
import { SCROLL_THRESHOLD_PX, SCROLL_THROTTLE_MS, applyListChange, canLoadMore, createThrottle, mergePage, nearBottom, pageSizeFor } from "~/rules/paging";
import { ErrorState } from "~/ui/ErrorState";
import { SearchIcon } from "~/ui/icons";
import { useEnhanced } from "~/ui/use-enhanced";
import { useFetcherAnswer } from "~/ui/use-fetcher-answer";
import { offersNewTab } from "./constants";
import { GameGrid } from "./GameGrid";
import { listSearch, type ListUrlState } from "./list-url";
import type { GameListData } from "./list.server";
import { QuickViews } from "./QuickViews";
import { VendorTabs } from "./VendorTabs";

/**
 * The game list page (§2 Game lists, §4 Game list) for /m/gameList and /m/slotsCenter. Keyed by
 * the URL, so a new state (vendor, filter, search, classification, language) starts from the
 * loader's page 1; the infinite scroll then appends pages fetched one at a time.
 */
export function GameListPage({ data }: { data: GameListData }) {
  const { search } = useLocation();
  return <GameListBody key={search} data={data} />;
}

function GameListBody({ data }: { data: GameListData }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const hydrated = useEnhanced();
  const q = data.query;
  const [items, setItems] = useState(data.games);
  const [pageNum, setPageNum] = useState(data.pageNum);
  const [totalPages, setTotalPages] = useState(data.totalPages);
  const [failed, setFailed] = useState(data.failed);
  const [favourites, setFavourites] = useState(() => new Set(data.favourites));
  const fetcher = useFetcher<GameListData>();
  const href = useCallback((state: ListUrlState) => pathname + listSearch(state, { includeGameType: data.gameTypeInUrl }), [pathname, data.gameTypeInUrl]);
  const more = canLoadMore({ pageNum, totalPages, classify: q.classify, failed });
  const loading = fetcher.state === "loading";

  // A fetched page: append it, or stop offering pages after a failure (§8, silently).
  useFetcherAnswer(fetcher, (page) => {
    if (page.failed) {
      setFailed(true);
      return;
    }
    setItems((current) => mergePage(current, page.games, page.pageNum, (g) => g.nodeId));
    setPageNum(page.pageNum);
    setTotalPages(page.totalPages);
  });

  // Infinite scroll (§4): within 500 px of the bottom, at most once a second, while pages remain.
  const throttle = useMemo(() => createThrottle(SCROLL_THROTTLE_MS), []);
  const sentinel = useRef<HTMLDivElement>(null);
  const retry = useRef<ReturnType<typeof setTimeout>>();
  // The observer and the retry timer call the newest loadMore; it is swapped in after each commit.
  const loadMoreRef = useRef<(force?: boolean) => void>(() => {});
  const loadMore = useCallback(
    (force = false) => {
      if (!canLoadMore({ pageNum, totalPages, classify: q.classify, failed }) || fetcher.state !== "idle") return;
      if (!throttle(Date.now()) && !force) {
        clearTimeout(retry.current);
        retry.current = setTimeout(() => {
          const el = sentinel.current;
          if (el && nearBottom(el.getBoundingClientRect().top - window.innerHeight)) loadMoreRef.current();
        }, SCROLL_THROTTLE_MS);
        return;
      }
      const next = pageNum + 1;
      fetcher.load(href({ ...q, page: next, from: next }));
    },
    [pageNum, totalPages, q, failed, fetcher, throttle, href],
  );
  useEffect(() => {
    loadMoreRef.current = loadMore;
  }, [loadMore]);
  useEffect(() => () => clearTimeout(retry.current), []);
  useEffect(() => {
    const el = sentinel.current;
    if (!more || !el || typeof IntersectionObserver === "undefined") return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMoreRef.current(), {
      rootMargin: `0px 0px ${SCROLL_THRESHOLD_PX}px 0px`,
    });
    io.observe(el);
    return () => io.disconnect();
  }, [more, pageNum]);

  // §4 Favourite toggle: in the Favourite view a removed game disappears.
  const onFavouriteChange = useCallback(
    (nodeId: string, favourite: boolean) => {
      setFavourites((set) => {
        const next = new Set(set);
        if (favourite) next.add(nodeId);
        else next.delete(nodeId);
        return next;
      });
      if (!favourite && q.classify === "FAV") setItems((list) => list.filter((g) => g.nodeId !== nodeId));
    },
    [q.classify],
  );

  const size = pageSizeFor(q.classify);
  const idFor = (i: number) => (i > 0 && i % size === 0 ? `page-${data.from + i / size}` : undefined);
  const category = t(`games.category.${data.gameType}`);
  // The base template (mem_cen 0) moves favourites, hot and recent into their own row (decision 080).
  const quickButtons = data.template === "base";
  const classifies = [
    ...builtInTabs({ newTab: offersNewTab(data.gameType), quickButtons }).map((c) => ({ code: c, name: t(`games.classify.${c}`) })),
    ...data.classifies,
  ];
  // The same element on every render of this list (decision 058): a re-render while the island is
  // still dehydrated is an update to its boundary. Urgent, React answers it with error #421 and a
  // client render; in a transition (useEnhanced's flip) the transition waits for the island.
  const filterDrawer = useMemo(
    () => (
      <Suspense fallback={null}>
        <FilterDrawer
          query={q}
          vendors={data.vendors}
          gameTypes={data.gameTypeInUrl ? data.gameTypes.map((g) => g.gameType) : []}
          action={pathname}
          href={href}
        />
      </Suspense>
    ),
    [q, data.vendors, data.gameTypes, data.gameTypeInUrl, pathname, href],
  );
  const filtered = Boolean(q.vendor || q.minBet || q.q);
  const emptyText = q.classify === "FAV" ? t("games.list.emptyFavourites") : q.classify === "RECENT" ? t("games.list.emptyRecent") : undefined;

  return (
    <div className="games-page">
      <div className="games-toolbar">
        <Form
          method="get"
          action={pathname}
          role="search"
          className="games-search"
          onSubmit={(e) => {
            e.preventDefault();
            const value = new FormData(e.currentTarget).get("q");
            navigate(href(applyListChange(q, { kind: "search", q: typeof value === "string" ? value : "" })));
          }}
        >
          {data.gameTypeInUrl && <input type="hidden" name="gameType" value={q.gameType} />}
          {q.vendor && <input type="hidden" name="vendor" value={q.vendor} />}
          {q.classify !== "ALL" && <input type="hidden" name="classify" value={q.classify} />}
          {q.minBet && <input type="hidden" name="minBet" value={q.minBet} />}
          <label htmlFor="game-search" className="sr-only">
            {t("games.search.label")}
          </label>
          <SearchIcon className="games-search__icon" size={18} />
          <input
            key={q.q}
            id="game-search"
            className="games-search__input"
            type="search"
            name="q"
            defaultValue={q.q}
            placeholder={t("games.search.placeholder")}
            enterKeyHint="search"
            maxLength={50}
            autoComplete="off"
          />
          <button type="submit" className="sr-only">
            {t("games.search.submit")}
          </button>
        </Form>
        {filterDrawer}
      </div>

      {data.vendors.length > 0 && (
        <VendorTabs vendors={data.vendors} active={q.vendor} hrefFor={(vendor) => href(applyListChange(q, { kind: "vendor", vendor }))} />
      )}

      {quickButtons && <QuickViews query={q} href={href} signedIn={data.signedIn} />}

      <nav className="classify-tabs" aria-label={t("games.classify.label")}>
        <ul className="classify-tabs__list">
          {classifies.map((c) => (
            <li key={c.code}>
              <Link
                to={href(applyListChange(q, { kind: "classify", classify: c.code }))}
                preventScrollReset
                className="classify-tab"
                aria-current={q.classify === c.code ? "page" : undefined}
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="games-summary">
        <span>{q.q ? t("games.search.resultsFor", { q: q.q }) : category}</span>
        {data.totalCount !== null && <span>{t("games.list.count", { count: data.totalCount })}</span>}
      </div>

      {data.from > 1 && (
        <Link to={href({ ...q, page: 1 })} className="games-more__end">
          {t("games.list.fromStart")}
        </Link>
      )}

      <GameGrid
        games={items}
        favourites={favourites}
        label={category}
        loadingCount={loading ? 3 : 0}
        emptyText={emptyText}
        emptyAction={
          filtered ? (
            <Link to={href({ ...q, vendor: null, minBet: null, q: "", page: 1 })} className="button button--ghost button--small">
              {t("games.list.clearFilters")}
            </Link>
          ) : undefined
        }
        onFavouriteChange={onFavouriteChange}
        idFor={idFor}
      />
      <p className="sr-only" role="status">
        {loading ? t("games.list.loading") : ""}
      </p>

      {more ? (
        <div className="games-more">
          <div ref={sentinel} className="games-sentinel" aria-hidden="true" />
          <Link
            to={`${href({ ...q, page: pageNum + 1 })}#page-${pageNum + 1}`}
            className="button button--ghost"
            onClick={
              hydrated
                ? (e) => {
                    e.preventDefault();
                    loadMore(true);
                  }
                : undefined
            }
          >
            {t("games.list.more")}
          </Link>
          <span className="games-more__end">{t("games.list.pageOf", { page: pageNum, total: totalPages })}</span>
        </div>
      ) : items.length > 0 && totalPages > 1 ? (
        <p className="games-more games-more__end">{t("games.list.end")}</p>
      ) : null}
    </div>
  );
}

/** The game pages' error boundary: a bad query (400) explains itself with a reset link; others retry. */
export function GameListError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 400) {
    return (
      <section className="state" role="alert">
        <h1 className="state__title">{t("error.generic.title")}</h1>
        <p className="state__body">{t("games.list.invalidQuery")}</p>
        <Link className="button button--primary" to={pathname}>
          {t("games.list.resetQuery")}
        </Link>
      </section>
    );
  }
  return <ErrorState error={error} />;
}
