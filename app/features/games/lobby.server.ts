import { isGameType } from "@contract/games";
import { GAME_PAGE_SIZE } from "@contract/paging";
import { redirect, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { fetchFavouriteIds, fetchGameList, fetchVendorSorting } from "~/gateway-client/games.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { isBrowsableCategory } from "./constants";
import { gameListHref } from "./list-url";
import { parseLobbyIndex, parseLobbySearch } from "./lobby-url.server";
import { toGameCard, type GameCard, type LaunchTarget } from "./types";
import { lotteryVendorHref } from "./vendor-cards";

export type GameLobbyData = {
  vendor: { vassalage: string; displayName: string; imageUrl: string | null };
  /** The vendor's categories in the gateway's order: one tab each. */
  categories: string[];
  /** The selected category. */
  gameType: string;
  view:
    | {
        kind: "games";
        /** The first page (§7 pageSize 26) of the vendor's games in this category. */
        games: GameCard[];
        /** The gateway's count of them, when it gives one. */
        totalCount: number | null;
        /** The full list (/m/gameList?gameType=…&vendor=…) when there is more than this page, else null. */
        seeAllHref: string | null;
      }
    | { kind: "lobby"; target: LaunchTarget };
  favourites: string[];
};

const notFound = () => new Response(null, { status: 404 });

/** Every vendor's lobby, category by category (§2 /m/gameCenter). */
const ALL_VENDORS_PATH = "/m/gameCenter";

/**
 * Where the bare /m/gameLobby (§2 lists it without a query) goes: a category with a game list opens
 * that list over all vendors (§2 /m/gameList with gameType); anything else, every vendor's lobby.
 */
export function lobbyIndexTarget(gameType: string | null): string {
  return gameType !== null && isBrowsableCategory(gameType) ? gameListHref(gameType) : ALL_VENDORS_PATH;
}

/**
 * Loader of a vendor's game lobby (§2 /m/gameLobby?vendor=V&gameType=T). The vendor, its categories
 * and its lobby node come from the gateway's vendor sorting (one cached catalogue call): a vendor
 * the sorting does not list, or a category it does not list the vendor in, is a 404. LOTT and ELOTT
 * have no game list: they are sent where their tiles go (the lottery lobby, the in-app launcher).
 * A category with a game list shows its first page (and, for members, their hearts); a category
 * without one (sports, e-sports, cockfight, lottery lobbies) offers the vendor's lobby launch.
 * Nothing is streamed: the page is the vendor's games, so the loader waits for them.
 */
export async function loadGameLobby({ request, context }: LoaderFunctionArgs<AppLoadContext>): Promise<GameLobbyData> {
  const search = new URL(request.url).searchParams;
  const index = parseLobbyIndex(search);
  if (index) throw redirect(lobbyIndexTarget(index.gameType));
  const query = parseLobbySearch(search);
  if (!query) throw notFound();
  const { member, language } = context;
  const gw = context.gateway;

  const sorting = await fetchVendorSorting(gw, language).catch((e: unknown) => gatewayFailure(e, request, context));
  const entries = sorting.flatMap((entry) => {
    const v = entry.vendorNames.find((n) => n.accountTypeName === query.vendor);
    return v ? [{ category: entry.gameCategory, vendor: v }] : [];
  });
  const first = entries[0];
  if (!first) throw notFound();
  const lottery = lotteryVendorHref(query.vendor);
  if (lottery) throw redirect(lottery);
  const selected = query.gameType === null ? first : entries.find((e) => e.category === query.gameType);
  if (!selected) throw notFound();

  const gameType = selected.category;
  const v = selected.vendor;
  const base = {
    vendor: { vassalage: v.accountTypeName, displayName: v.displayName, imageUrl: v.mobileLargeIcon ?? v.mobileSmallIcon },
    categories: entries.map((e) => e.category),
    gameType,
  };
  if (!isBrowsableCategory(gameType) && v.lobby) {
    return { ...base, view: { kind: "lobby", target: { vendor: v.accountTypeName, gameId: v.lobby.gameId, nodeId: v.lobby.nodeId } }, favourites: [] };
  }

  const [page, favourites] = await Promise.all([
    fetchGameList(gw, {
      merchant: context.settings.MERCHANT_CODE,
      language,
      gameType,
      vassalage: v.accountTypeName,
      pageNo: 1,
      pageSize: GAME_PAGE_SIZE,
    }).catch((e: unknown) => gatewayFailure(e, request, context)),
    // The hearts are not worth failing the page for: without them every heart shows empty.
    member ? context.deferred(fetchFavouriteIds(gw, member.token), "gameLobby.favourites") : null,
  ]);
  return {
    ...base,
    view: {
      kind: "games",
      games: page.games.map(toGameCard),
      totalCount: page.totalCount ?? null,
      // The full list takes the spec's categories only (a category a real gateway adds has no list URL).
      seeAllHref: page.totalPages > 1 && isGameType(gameType) ? gameListHref(gameType, v.accountTypeName) : null,
    },
    favourites: favourites ?? [],
  };
}
