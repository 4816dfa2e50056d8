import { Link, isRouteErrorResponse, useRouteError } from "react-router";
import { useTranslation } from "~/i18n/react";
import { ErrorState } from "~/ui/ErrorState";
import { ChevronRightIcon, PlayIcon } from "~/ui/icons";
import { NotFound } from "~/ui/NotFound";
import { GameGrid } from "./GameGrid";
import { LaunchForm } from "./LaunchForm";
import { gameLobbyHref } from "./lobby-url";
import type { GameLobbyData } from "./lobby.server";
import { TileArt } from "./TileArt";

/** Rendered size of the vendor's art beside its name (the vendor tile's 2:1). */
const VENDOR_ART_W = 96;
const VENDOR_ART_H = 48;

/**
 * A vendor's game lobby (§2 /m/gameLobby): the vendor (art and name, the page's heading), one tab per
 * category it has games in (links, so they work without JavaScript), and the selected category's
 * first page of games with a "see all" link to the full list, or, for a category without a game
 * list, the vendor's own lobby launch.
 */
export function GameLobbyPage({ data }: { data: GameLobbyData }) {
  const { t } = useTranslation();
  const { vendor, view } = data;
  // A category a real gateway adds beyond the spec's nine shows its code rather than a key.
  const categoryName = (code: string) => t(`games.category.${code}`, { defaultValue: code });
  const category = categoryName(data.gameType);

  return (
    <div className="games-page">
      <header className="lobby-head">
        <span className="lobby-head__art">
          <TileArt
            src={vendor.imageUrl}
            width={VENDOR_ART_W}
            height={VENDOR_ART_H}
            eager
            initials={vendor.displayName.slice(0, 2)}
            placeholderClass="vendor-tile__placeholder"
          />
        </span>
        <h2 className="lobby-head__name">{vendor.displayName}</h2>
      </header>

      <nav className="classify-tabs" aria-label={t("games.lobby.categories")}>
        <ul className="classify-tabs__list">
          {data.categories.map((code) => (
            <li key={code}>
              <Link
                to={gameLobbyHref(vendor.vassalage, code)}
                preventScrollReset
                className="classify-tab"
                aria-current={code === data.gameType ? "page" : undefined}
              >
                {categoryName(code)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {view.kind === "lobby" ? (
        <div className="lobby-enter">
          <p className="games-note">{t("games.lobby.lobbyNote", { vendor: vendor.displayName })}</p>
          <LaunchForm target={view.target}>
            <button type="submit" className="button button--primary button--block">
              <PlayIcon size={14} />
              {t("games.lobby.enter")}
            </button>
          </LaunchForm>
        </div>
      ) : (
        <>
          <div className="games-summary">
            <span>{category}</span>
            {view.totalCount !== null && <span>{t("games.list.count", { count: view.totalCount })}</span>}
          </div>
          <GameGrid games={view.games} favourites={data.favourites} label={category} emptyText={t("games.lobby.empty")} />
          {view.seeAllHref && (
            <div className="games-more">
              <Link to={view.seeAllHref} className="button button--ghost">
                {t("games.lobby.seeAll")}
                <ChevronRightIcon size={16} />
              </Link>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** The lobby's error boundary: an unknown vendor or category is the themed 404; a failed gateway the retry state. */
export function GameLobbyError() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ErrorState error={error} />;
}
