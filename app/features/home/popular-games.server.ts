import { isGameType } from "@contract/games";
import { LIST_CATEGORIES, gameListHref, toGameCard, vendorCards, type GameCard, type VendorCard, type VendorChip } from "~/features/games";
import type { GatewayClient } from "~/gateway-client/client.server";
import { fetchFavouriteIds, fetchGameList, fetchHotGames, fetchVendorSorting } from "~/gateway-client/games.server";

/**
 * §2 Popular games on home: the category menu is HOT, then one entry per game category from the
 * server (vendor sorting), ESPORTS and COCKFIGHT last and only when configured. HOT shows a hot
 * list, RNG and FISH a filterable game list (vendor tabs, search), others vendor tiles.
 */
const HOME_GAME_COUNT = 9;
const LAST = ["ESPORTS", "COCKFIGHT"];

export type PopularGamesView = {
  menu: string[];
  category: string;
  vendor: string | null;
  favourites: string[];
} & (
  { kind: "hot"; games: GameCard[] } | { kind: "list"; games: GameCard[]; vendors: VendorChip[]; moreHref: string } | { kind: "vendors"; vendors: VendorCard[] }
);

/** The menu in the spec's order from the server's categories (only those with vendors). */
export function popularMenu(categories: readonly string[]): string[] {
  const server = categories.filter((c) => !LAST.includes(c));
  return ["HOT", ...server, ...LAST.filter((c) => categories.includes(c))];
}

export async function popularGames(
  gateway: GatewayClient,
  args: { language: string; merchant: string; token: string | null; category: string | null; vendor: string | null },
): Promise<PopularGamesView> {
  const { language } = args;
  const hotList = () => fetchHotGames(gateway, { merchant: args.merchant, language });
  // HOT is the tab home opens on: its list is asked beside the vendor sorting (which only builds the
  // menu), not after it, so the section costs one gateway round trip.
  const hotAsked = !args.category || args.category === "HOT" ? hotList() : null;
  // Not awaited when the sorting fails first; the section's failure is the sorting's.
  hotAsked?.catch(() => undefined);
  const [sorting, favourites] = await Promise.all([
    fetchVendorSorting(gateway, language),
    args.token ? fetchFavouriteIds(gateway, args.token).catch(() => []) : Promise.resolve([] as string[]),
  ]);
  const entries = sorting.filter((e) => e.vendorNames.length > 0);
  const menu = popularMenu(entries.map((e) => e.gameCategory));
  const category = args.category && menu.includes(args.category) ? args.category : "HOT";
  const base = { menu, category, favourites };

  if (category === "HOT") {
    // A category the menu does not have falls back to HOT: only then is the list asked afterwards.
    const hot = await (hotAsked ?? hotList());
    return { ...base, vendor: null, kind: "hot", games: hot.slice(0, HOME_GAME_COUNT).map(toGameCard) };
  }
  const entry = entries.find((e) => e.gameCategory === category)!;
  if (isGameType(category) && LIST_CATEGORIES.includes(category)) {
    const vendors = entry.vendorNames.map((v) => ({ vassalage: v.accountTypeName, displayName: v.displayName, iconUrl: v.mobileSmallIcon }));
    const vendor = args.vendor && vendors.some((v) => v.vassalage === args.vendor) ? args.vendor : null;
    const page = await fetchGameList(gateway, {
      merchant: args.merchant,
      language,
      gameType: category,
      vassalage: vendor ?? undefined,
      pageNo: 1,
      pageSize: HOME_GAME_COUNT,
    });
    return { ...base, vendor, kind: "list", games: page.games.map(toGameCard), vendors, moreHref: gameListHref(category, vendor) };
  }
  return { ...base, vendor: null, kind: "vendors", vendors: vendorCards(entry, "/m/home") };
}
