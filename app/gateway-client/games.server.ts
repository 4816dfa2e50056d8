import { GAME_PAGE_SIZE, RECENT_PAGE_SIZE } from "@contract/paging";
import { ageLotteryGames, ageLotteryMenu, lotteryHoldMs, lotteryMenuHoldMs } from "~/rules/lottery-menu-hold";
import type { GatewayClient } from "./client.server";

/**
 * Games and lottery calls (§7 Games). Catalogue reads without a token are shared from the edge
 * cache (§7 Caching: game types, vendors, hot games, lotteries); anything with a token never is.
 * `language` is the gateway's code (TY, EN, PT): see gatewayLanguage().
 */
export const CATALOGUE_TTL_SECONDS = 300;
export const LIST_TTL_SECONDS = 60;

const PLATFORM = "html5";
const CLIENT_TYPE = 2;

export type GameListArgs = {
  merchant: string;
  language: string;
  gameType?: string;
  gameName?: string;
  gameClassify?: string;
  isNew?: boolean;
  vassalage?: string;
  minBet?: string;
  pageNo: number;
  pageSize?: number;
};

/** §7 Game list: merchant, platform html5, gameName, gameType, gameClassify, isNew, pageNo, pageSize 26, vassalage, language, clientType 2. */
export function fetchGameList(gateway: GatewayClient, args: GameListArgs) {
  return gateway.call("gameList", {
    language: args.language,
    cacheTtlSeconds: LIST_TTL_SECONDS,
    query: {
      merchant: args.merchant,
      platform: PLATFORM,
      gameName: args.gameName || undefined,
      gameType: args.gameType,
      gameClassify: args.gameClassify,
      isNew: args.isNew ? 1 : undefined,
      pageNo: args.pageNo,
      pageSize: args.pageSize ?? GAME_PAGE_SIZE,
      vassalage: args.vassalage,
      minBet: args.minBet,
      language: args.language,
      clientType: CLIENT_TYPE,
    },
  });
}

/** §7 Hot: isPlatform 2, language, platform, gameType, merchantCode. A single page. */
export function fetchHotGames(gateway: GatewayClient, args: { merchant: string; language: string; gameType?: string; vassalage?: string }) {
  return gateway.call("gameHot", {
    language: args.language,
    cacheTtlSeconds: CATALOGUE_TTL_SECONDS,
    query: { isPlatform: 2, language: args.language, platform: PLATFORM, gameType: args.gameType, vassalage: args.vassalage, merchantCode: args.merchant },
  });
}

/** Game types and their server categories (classifications), in the asked language. */
export function fetchGameTypes(gateway: GatewayClient, language: string) {
  return gateway.call("gameTypes", { language, cacheTtlSeconds: CATALOGUE_TTL_SECONDS, query: { language } });
}

/** All vendor villages (§7): every vendor with its icons and categories. */
export function fetchVendors(gateway: GatewayClient, language: string) {
  return gateway.call("gameVendors", { language, cacheTtlSeconds: CATALOGUE_TTL_SECONDS, query: { language } });
}

/** Game vendor mapping and sorting (§7): per category, its vendors in display order. */
export function fetchVendorSorting(gateway: GatewayClient, language: string) {
  return gateway.call("gameVendorSorting", { language, cacheTtlSeconds: CATALOGUE_TTL_SECONDS, query: { language } });
}

/** The member's favourite games as nodeId strings (§3 favourites), to mark hearts on any list. */
export function fetchFavouriteIds(gateway: GatewayClient, token: string) {
  return gateway.call("gameFavouriteIds", { token });
}

/** §7 Favourites list: token, pageNo, gameType, pageSize 26, language. */
export function fetchFavourites(
  gateway: GatewayClient,
  token: string,
  args: { language: string; pageNo: number; gameType?: string; vassalage?: string; pageSize?: number },
) {
  return gateway.call("gameFavourites", {
    token,
    language: args.language,
    query: { pageNo: args.pageNo, gameType: args.gameType, vassalage: args.vassalage, pageSize: args.pageSize ?? GAME_PAGE_SIZE, language: args.language },
  });
}

/** §7 Add favourite (POST) / remove favourite (DELETE): nodeId, token, vendor. */
export function changeFavourite(gateway: GatewayClient, token: string, args: { nodeId: string; vendor: string; favourite: boolean }) {
  return gateway.call(args.favourite ? "addGameFavourite" : "removeGameFavourite", {
    token,
    body: { nodeId: args.nodeId, vendor: args.vendor },
  });
}

/** §7 Recent list: page, pageSize 25, gameType, language, clientType 2. */
export function fetchRecentGames(
  gateway: GatewayClient,
  token: string,
  args: { language: string; page: number; gameType?: string; vassalage?: string; pageSize?: number },
) {
  return gateway.call("recentGames", {
    token,
    language: args.language,
    query: {
      page: args.page,
      pageSize: args.pageSize ?? RECENT_PAGE_SIZE,
      gameType: args.gameType,
      vassalage: args.vassalage,
      language: args.language,
      clientType: CLIENT_TYPE,
    },
  });
}

/** §7 Recent add (a GET): records that the member opened a game. */
export function addRecentGame(gateway: GatewayClient, token: string, nodeId: string) {
  return gateway.call("addRecentGame", { token, query: { nodeId } });
}

/**
 * §7 Launch vendor game: vendor, gameId (roomId), nodeId, no choice screen (showChoice false).
 * `lobby` launches the vendor's lobby instead of one game (TCG_LOTTO_VN, TCG_SEA).
 */
export function launchVendorGame(
  gateway: GatewayClient,
  token: string,
  args: { vendor: string; gameId: string; nodeId: string | null; lobby: boolean; backUrl: string; language: string },
) {
  return gateway.call("launchGame", {
    token,
    language: args.language,
    body: {
      vendor: args.vendor,
      gameId: args.gameId,
      nodeId: args.nodeId,
      showChoice: false,
      launchCategory: args.lobby ? "LOBBY" : "GAME",
      device: "MOBILE",
      backUrl: args.backUrl,
      language: args.language,
    },
  });
}

/**
 * §7 Launch lottery game: lottoArea VN, launchMode LOTT, lottoPrizeMode, lottoGameCode, lottoView
 * (betting when a code is given, else lobby), device MOBILE, backUrl, language.
 */
export function launchLotteryGame(
  gateway: GatewayClient,
  token: string,
  args: { prizeMode: string; playType: string; code: string | null; backUrl: string; language: string },
) {
  return gateway.call("launchLottery", {
    token,
    language: args.language,
    body: {
      lottoArea: "VN",
      launchMode: "LOTT",
      lottoPrizeMode: args.prizeMode,
      lottoGameCode: args.code,
      lottoView: args.code ? "betting" : "lobby",
      playType: args.playType,
      device: "MOBILE",
      backUrl: args.backUrl,
      language: args.language,
    },
  });
}

/**
 * §7 Lottery menu (the gameCenter call: prizeMode, device MOBILE, language): groups of games with
 * their live draw state. Not shared-cached: remainTime is live. The isolate keeps an answer only
 * until its first game changes, as the lobby's poll would (decision 069).
 */
export function fetchLotteryMenu(gateway: GatewayClient, args: { language: string; prizeMode?: string }) {
  return gateway.call("lotteryMenu", {
    language: args.language,
    query: { prizeMode: args.prizeMode, device: "MOBILE", language: args.language },
    holds: { ms: lotteryMenuHoldMs, age: ageLotteryMenu },
  });
}

/**
 * The lottery menu's hot games for home's widget: its "hot" reading (HotLotteries in
 * contract/schemas/games.ts), which validates only the games shown. The isolate keeps the picked,
 * validated games until the first of them changes (decision 069), so a kept answer costs no parse.
 */
export function fetchHotLotteries(gateway: GatewayClient, args: { language: string }) {
  return gateway.call("lotteryMenu", {
    reading: "hot",
    language: args.language,
    query: { device: "MOBILE", language: args.language },
    holds: { ms: lotteryHoldMs, age: ageLotteryGames },
  });
}

/** §7 Lottery list by prizeMode: the catalogue (no draw state), cached like the other catalogues. */
export function fetchLotteryList(gateway: GatewayClient, args: { language: string; prizeMode?: string }) {
  return gateway.call("lotteryList", {
    language: args.language,
    cacheTtlSeconds: CATALOGUE_TTL_SECONDS,
    query: { prizeMode: args.prizeMode, language: args.language },
  });
}
