import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData } from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { GameListError, GameListPage } from "~/features/games/GameListPage";
import gamesStylesheet from "~/features/games/games.css?url";
import { loadGameList } from "~/features/games/list.server";
import { keepListAfterTileActions } from "~/features/games/revalidate";

export const handle: RouteHandle = { titleKey: "title.slots" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: gamesStylesheet }];

/** /m/slotsCenter: the slot (RNG) game list, the same page as /m/gameList?gameType=RNG with the type fixed. */
export function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadGameList(args, "RNG");
}

export const shouldRevalidate = keepListAfterTileActions;

export default function SlotsCenter() {
  return <GameListPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = GameListError;
