import { type GameType } from "@contract/games";
import type { GameItem } from "@contract/schemas/games";
import { data, redirect, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import {
  fetchFavouriteIds,
  fetchFavourites,
  fetchGameList,
  fetchGameTypes,
  fetchHotGames,
  fetchRecentGames,
  fetchVendorSorting,
} from "~/gateway-client/games.server";
import { pageSizeFor, type ListQuery } from "~/rules/paging";
import { loginHrefFor } from "~/rules/redirect-target";
import { templateVariant, type TemplateVariant } from "~/rules/template";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { offersNewTab } from "./constants";
import { parseListSearch } from "./list-url.server";
import { toGameCard, type GameCard, type VendorChip } from "./types";

/** Without JavaScript a page may show up to this many pages at once (page=N shows pages N-19…N). */
export const MAX_PAGES_SHOWN = 20;

export type GameListData = {
  gameType: GameType;
  /** False on /m/slotsCenter, whose game type is fixed (links then leave gameType out). */
  gameTypeInUrl: boolean;
  query: ListQuery;
  from: number;
  vendors: VendorChip[];
  gameTypes: { gameType: string; gameCount: number }[];
  classifies: { code: string; name: string }[];
  games: GameCard[];
  pageNum: number;
  totalPages: number;
  totalCount: number | null;
  favourites: string[];
  signedIn: boolean;
  /** Set on a page request (from > 1) whose gateway call failed: the list stops offering pages. */
  failed: boolean;
  /** The mem_cen template (decision 080): "base" shows favourites, hot and recent as a row of three buttons. */
  template: TemplateVariant;
};

type Page = { games: GameItem[]; pageNum: number; totalPages: number; totalCount: number | null };

/**
 * Loader of the game lists (§2 Game lists, §4 Game list, §7 Games): the list for the URL's state,
 * pages `from`…`page` (cumulative without JavaScript, one page for the infinite scroll), the
 * vendor strip and server categories (cached catalogue; the page still works without them) and,
 * for members, their favourite ids. Favourite and Recent need a session (§5).
 */
export async function loadGameList({ request, context }: LoaderFunctionArgs<AppLoadContext>, fixedType?: GameType) {
  const url = new URL(request.url);
  const p = parseListSearch(url.searchParams);
  if (!p) throw data({ reason: "games.list.invalidQuery" }, { status: 400 });
  const gameType: GameType = fixedType ?? p.gameType;
  const classify = p.classify === "NEW" && !offersNewTab(gameType) ? "ALL" : p.classify;
  const page = classify === "HOT" ? 1 : p.page;
  const from = Math.min(page, Math.max(p.from ?? 1, page - MAX_PAGES_SHOWN + 1));
  const append = from > 1 && p.from !== undefined;

  const member = context.member;
  if (!member && (classify === "FAV" || classify === "RECENT")) {
    throw redirect(loginHrefFor(url));
  }
  const language = context.language;
  const merchant = context.settings.MERCHANT_CODE;
  const gw = context.gateway;
  const vendor = p.vendor ?? undefined;

  const fetchPage = async (n: number): Promise<Page> => {
    if (classify === "HOT") {
      const games = await fetchHotGames(gw, { merchant, language, gameType, vassalage: vendor });
      return { games, pageNum: 1, totalPages: 1, totalCount: games.length };
    }
    if (classify === "FAV") {
      const r = await fetchFavourites(gw, member!.token, { language, pageNo: n, gameType, vassalage: vendor });
      return { games: r.content, pageNum: r.pageNum, totalPages: r.totalPages, totalCount: null };
    }
    if (classify === "RECENT") {
      const r = await fetchRecentGames(gw, member!.token, { language, page: n, gameType, vassalage: vendor });
      return { games: r.list, pageNum: n, totalPages: r.totalPages, totalCount: null };
    }
    const builtIn = classify === "ALL" || classify === "NEW";
    const r = await fetchGameList(gw, {
      merchant,
      language,
      gameType,
      gameName: p.q || undefined,
      gameClassify: builtIn ? undefined : classify,
      isNew: classify === "NEW",
      vassalage: vendor,
      minBet: p.minBet ?? undefined,
      pageNo: n,
      pageSize: pageSizeFor(classify),
    });
    return { games: r.games, pageNum: r.pageNum, totalPages: r.totalPages, totalCount: r.totalCount ?? null };
  };

  const pageNumbers = Array.from({ length: page - from + 1 }, (_, i) => from + i);
  const [pages, types, sorting, favourites, site] = await Promise.all([
    Promise.all(pageNumbers.map(fetchPage)).catch((e: unknown) => (append ? null : gatewayFailure(e, request, context))),
    append ? null : context.deferred(fetchGameTypes(gw, language), "gameList.types"),
    append ? null : context.deferred(fetchVendorSorting(gw, language), "gameList.vendors"),
    member && !append ? context.deferred(fetchFavouriteIds(gw, member.token), "gameList.favourites") : null,
    // The gate has asked for it already (site-gate.server.ts): no further round trip. An appended
    // page only adds games (the layout is the first page's), so it fails as quietly as its games.
    context.siteStatus().catch((e: unknown) => (append ? null : gatewayFailure(e, request, context))),
  ]);

  const query: ListQuery = { gameType, vendor: p.vendor, q: p.q, classify, minBet: p.minBet, page };
  const last = pages?.at(-1);
  const seen = new Set<string>();
  const games = (pages ?? []).flatMap((pg) => pg.games).filter((g) => (seen.has(g.nodeId) ? false : (seen.add(g.nodeId), true)));
  const typeInfo = types?.find((t) => t.gameType === gameType);
  const result: GameListData = {
    gameType,
    gameTypeInUrl: !fixedType,
    query,
    from,
    vendors: (sorting?.find((s) => s.gameCategory === gameType)?.vendorNames ?? []).map((v) => ({
      vassalage: v.accountTypeName,
      displayName: v.displayName,
      iconUrl: v.mobileSmallIcon,
    })),
    gameTypes: (types ?? []).filter((t) => t.gameType !== "LOTT").map((t) => ({ gameType: t.gameType, gameCount: t.gameCount })),
    classifies: typeInfo && typeInfo.classifies.length > 1 ? typeInfo.classifies : [],
    games: games.map(toGameCard),
    pageNum: last ? Math.max(last.pageNum, page) : page,
    totalPages: last?.totalPages ?? 0,
    totalCount: last?.totalCount ?? null,
    favourites: favourites ?? [],
    signedIn: member !== null,
    failed: pages === null,
    template: templateVariant(site?.mobileTemplate.mem_cen),
  };
  return result;
}
