import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, Link, useLoaderData } from "react-router";
import { GameListError } from "~/features/games/GameListPage";
import gamesStylesheet from "~/features/games/games.css?url";
import { gameListHref } from "~/features/games/list-url";
import { keepListAfterTileActions } from "~/features/games/revalidate";
import { vendorCards } from "~/features/games/vendor-cards";
import { VendorTiles } from "~/features/games/VendorTile";
import { fetchVendorSorting } from "~/gateway-client/games.server";
import { useTranslation } from "~/i18n/react";
import { gatewayFailure } from "~/server/gateway-failure.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: gamesStylesheet }];

/**
 * /m/gameCenter (§2): every category from the server's vendor sorting, in its order, with its
 * vendor tiles: list categories open the vendor's game lobby (/m/gameLobby), lottery opens the
 * lottery lobby, the rest launch the vendor's lobby. The catalogue is shared-cached (§7 Caching).
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const language = context.language;
  const sorting = await fetchVendorSorting(context.gateway, language).catch((e: unknown) => gatewayFailure(e, request, context));
  return {
    categories: sorting.map((entry) => ({
      gameType: entry.gameCategory,
      viewAll:
        entry.gameCategory === "LOTT"
          ? "/m/lottery"
          : ["SPORTS", "ESPORTS", "COCKFIGHT"].includes(entry.gameCategory)
            ? null
            : gameListHref(entry.gameCategory),
      vendors: vendorCards(entry, "/m/gameCenter"),
    })),
  };
}

export const shouldRevalidate = keepListAfterTileActions;

export default function GameCenter() {
  const { categories } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="games-page">
      <nav className="center-nav" aria-label={t("games.center.intro")}>
        <ul>
          {categories.map((c) => (
            <li key={c.gameType}>
              <a href={`#cat-${c.gameType}`}>{t(`games.category.${c.gameType}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {categories.map((c, i) => (
        <section key={c.gameType} id={`cat-${c.gameType}`} className="center-section" aria-labelledby={`cat-${c.gameType}-title`}>
          <div className="center-section__head">
            <h2 id={`cat-${c.gameType}-title`} className="center-section__title">
              {t(`games.category.${c.gameType}`)}
            </h2>
            {c.viewAll && (
              <Link to={c.viewAll} className="center-section__more" aria-label={t("games.center.viewAllIn", { category: t(`games.category.${c.gameType}`) })}>
                {t("games.center.viewAll")}
              </Link>
            )}
          </div>
          <VendorTiles vendors={c.vendors} pageBack="/m/gameCenter" label={t(`games.category.${c.gameType}`)} eagerCount={i === 0 ? 2 : 0} />
        </section>
      ))}
    </div>
  );
}

export const ErrorBoundary = GameListError;
