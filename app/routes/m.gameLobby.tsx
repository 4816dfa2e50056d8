import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData } from "react-router";
import { GameLobbyError, GameLobbyPage } from "~/features/games/GameLobbyPage";
import gamesStylesheet from "~/features/games/games.css?url";
import { loadGameLobby } from "~/features/games/lobby.server";
import { keepListAfterTileActions } from "~/features/games/revalidate";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: gamesStylesheet }];

/**
 * /m/gameLobby?vendor=V[&gameType=T] (§2 route list): a vendor's game lobby, its categories as tabs
 * and the selected one's games (or its lobby launch). Without a vendor (the bare path §2 lists) it
 * redirects to every vendor's lobby, /m/gameCenter, or with a listable gameType to that category's
 * list over all vendors. Unknown or malformed vendor, or unknown category: 404. LOTT and
 * ELOTT redirect to the lottery lobby and the in-app launcher. Header title from the route-meta table.
 */
export function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadGameLobby(args);
}

export const shouldRevalidate = keepListAfterTileActions;

export default function GameLobby() {
  return <GameLobbyPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = GameLobbyError;
