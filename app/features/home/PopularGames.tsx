import { Form, Link, useFetcher } from "react-router";
import { GameGrid, GameGridSkeleton, VendorTabs, VendorTiles } from "~/features/games";
import { useTranslation } from "~/i18n/react";
import { ChevronRightIcon, FireIcon, SearchIcon } from "~/ui/icons";
import { useLocalOverride } from "~/ui/use-local-override";
import type { PopularGamesResult } from "./fetcher-results";
import type { PopularGamesView } from "./popular-games.server";
import { SectionHead } from "./SectionHead";

const homeHref = (category: string, vendor?: string | null) => {
  const params = new URLSearchParams({ cat: category });
  if (vendor) params.set("vendor", vendor);
  return `/m/home?${params}#popular`;
};
const dataHref = (category: string, vendor?: string | null) => {
  const params = new URLSearchParams({ cat: category });
  if (vendor) params.set("vendor", vendor);
  return `/m/homeGames?${params}`;
};

/**
 * §2 Popular games. Every tab is a link (?cat=…, ?vendor=… reload home without JavaScript);
 * with JavaScript a fetcher loads just this section from /m/homeGames instead.
 */
export function PopularGames({ initial }: { initial: PopularGamesView }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<PopularGamesResult>({ key: "home-popular-games" });
  // The tab asked for: the one the loader rendered, or the one picked here since (until the loader
  // renders another category or vendor).
  const [wanted, setWanted] = useLocalOverride({ category: initial.category, vendor: initial.vendor }, `${initial.category}\n${initial.vendor ?? ""}`);
  const loaded = fetcher.data?.ok ? fetcher.data : null;
  const view = loaded ?? initial;
  const loading = fetcher.state !== "idle";

  const select = (category: string, vendor: string | null = null) => {
    setWanted({ category, vendor });
    fetcher.load(dataHref(category, vendor));
  };

  return (
    <section className="popular" id="popular" aria-labelledby="popular-title">
      <SectionHead id="popular-title" icon={<FireIcon size={18} />} title={t("lobby.games.title")} />
      <nav aria-label={t("lobby.games.menu")}>
        <ul className="popular__menu">
          {view.menu.map((c) => {
            const current = c === wanted.category;
            return (
              <li key={c}>
                <Link
                  to={homeHref(c)}
                  preventScrollReset
                  className={`popular__tab${current ? " popular__tab--active" : ""}`}
                  aria-current={current ? "true" : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    select(c);
                  }}
                >
                  {t(`games.category.${c}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="popular__body" aria-busy={loading || undefined}>
        {loading && wanted.category !== view.category ? (
          <GameGridSkeleton count={6} />
        ) : view.kind === "vendors" ? (
          <VendorTiles vendors={view.vendors} pageBack="/m/home" label={t(`games.category.${view.category}`)} />
        ) : (
          <>
            {view.kind === "list" && (
              <>
                <Form method="get" action="/m/gameList" className="popular__search" role="search">
                  <input type="hidden" name="gameType" value={view.category} />
                  {view.vendor && <input type="hidden" name="vendor" value={view.vendor} />}
                  <label htmlFor="popular-search" className="sr-only">
                    {t("lobby.games.search")}
                  </label>
                  <SearchIcon size={18} className="popular__search-icon" />
                  <input
                    id="popular-search"
                    name="gameName"
                    type="search"
                    className="input popular__search-input"
                    placeholder={t("lobby.games.search")}
                    enterKeyHint="search"
                    maxLength={60}
                  />
                  <button type="submit" className="button button--ghost button--small">
                    {t("lobby.games.searchSubmit")}
                  </button>
                </Form>
                <VendorTabs
                  vendors={view.vendors}
                  active={wanted.vendor}
                  hrefFor={(v) => homeHref(view.category, v)}
                  onSelect={(v) => select(view.category, v)}
                />
              </>
            )}
            <GameGrid
              games={view.games}
              favourites={view.favourites}
              pageBack="/m/home"
              eagerCount={0}
              emptyText={t("lobby.games.empty")}
              label={t(`games.category.${view.category}`)}
            />
            {view.kind === "list" && (
              <Link to={view.moreHref} className="popular__more">
                {t("lobby.games.more")}
                <ChevronRightIcon size={16} />
              </Link>
            )}
          </>
        )}
      </div>
    </section>
  );
}
