import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData } from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { GameListError, GameListPage } from "~/features/games/GameListPage";
import gamesStylesheet from "~/features/games/games.css?url";
import { loadGameList } from "~/features/games/list.server";
import { keepListAfterTileActions } from "~/features/games/revalidate";

export const handle: RouteHandle = { titleKey: "games.title.list" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: gamesStylesheet }];

/**
 * /m/gameList?gameType=… (§2 Game lists): search, vendor tabs, filter drawer, classification tabs,
 * infinite scroll (a 'more' link without JavaScript). Query: gameType, vendor, q, classify, minBet, page.
 */
export function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadGameList(args);
}

export const shouldRevalidate = keepListAfterTileActions;

export default function GameList() {
  return <GameListPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = GameListError;
