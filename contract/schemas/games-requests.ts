import { z } from "zod";
import { GAME_TYPES, PLAY_TYPES, PRIZE_MODES } from "../games";
import { GAME_PAGE_SIZE, RECENT_PAGE_SIZE } from "../paging";

/*
 * Requests of the game and lottery calls (§7 Games; gateway/handlers/games.ts, lottery.ts). Query
 * parameters with an empty value are dropped before these schemas read them, so an empty filter
 * is no filter. The app also sends isPlatform, platform, device and merchantCode, which the
 * gateway does not read.
 */

/** A vendor (vassalage) code. */
export const Vendor = z.string().regex(/^[A-Z0-9_]{1,32}$/);
/** A game's node id, as text or a number. */
export const NodeId = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^[0-9A-Za-z_-]{1,32}$/));
const Page = z.coerce.number().int().min(1).max(10_000);
const Size = z.coerce.number().int().min(1).max(100);
const Flag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");

/** §7 Game list: filtered by type, name, classification, new flag, vendor and minimum bet (major units); paged. */
export const GameListQuery = z.object({
  gameType: z.enum(GAME_TYPES).optional(),
  gameName: z.string().trim().max(50).optional(),
  gameClassify: z
    .string()
    .regex(/^[A-Z0-9_]{1,20}$/)
    .optional(),
  isNew: Flag.optional(),
  vassalage: Vendor.optional(),
  minBet: z.coerce.number().positive().max(1_000_000).optional(),
  pageNo: Page.default(1),
  pageSize: Size.default(GAME_PAGE_SIZE),
});

/** §7 Hot: optionally of one type and vendor. */
export const GameHotQuery = z.object({ gameType: z.enum(GAME_TYPES).optional(), vassalage: Vendor.optional() });

/** The member's favourites, a page (`pageNo`). */
export const GameFavouritesQuery = z.object({
  gameType: z.enum(GAME_TYPES).optional(),
  vassalage: Vendor.optional(),
  pageNo: Page.default(1),
  page: Page.optional(),
  pageSize: Size.default(GAME_PAGE_SIZE),
});

/** The member's recent plays, a page (`page`, else `pageNo`), 25 by default. */
export const RecentGamesQuery = GameFavouritesQuery.extend({ pageSize: Size.default(RECENT_PAGE_SIZE) });

/** §7 Add / remove favourite: nodeId, vendor (the game must be the vendor's when given). */
export const FavouriteRequest = z.object({ nodeId: NodeId, vendor: Vendor.optional() });

/** §7 Recent add (a GET that records a play). */
export const AddRecentGameQuery = z.object({ nodeId: NodeId });

/** A launch's back link: an absolute http(s) URL or a same-site path; never javascript: or //host. */
export const BackUrl = z
  .string()
  .max(1000)
  .refine((v) => (v.startsWith("/") && !v.startsWith("//") && !v.startsWith("/\\")) || /^https?:\/\/[^\s/]+/i.test(v), "backUrl");

/**
 * §7 Launch vendor game: vendor, gameId (roomId), nodeId, showChoice false. A lobby vendor (or
 * launchCategory LOBBY) opens the vendor lobby. `language` (TY, EN, PT) picks the game page's language.
 */
export const LaunchGameRequest = z.object({
  vendor: Vendor,
  gameId: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(64)),
  nodeId: NodeId.nullable().optional(),
  showChoice: z.boolean().optional(),
  launchCategory: z.enum(["GAME", "LOBBY"]).optional(),
  device: z.string().max(20).optional(),
  backUrl: BackUrl,
  language: z.string().max(10).optional(),
});

/** The lottery menu and list, optionally of one prize mode. */
export const PrizeModeQuery = z.object({ prizeMode: z.enum(PRIZE_MODES).optional() });

/**
 * §7 Launch lottery game: the betting view of one game (`lottoGameCode` with lottoView betting) or
 * the lottery lobby (no code, lottoView lobby).
 */
export const LaunchLotteryRequest = z.object({
  lottoArea: z.literal("VN"),
  launchMode: z.literal("LOTT"),
  lottoPrizeMode: z.enum(PRIZE_MODES),
  lottoGameCode: z
    .string()
    .regex(/^[A-Z0-9_]{1,20}$/)
    .nullable()
    .optional(),
  lottoView: z.enum(["betting", "lobby"]),
  playType: z.enum(PLAY_TYPES).default("trad"),
  device: z.string().max(20).optional(),
  backUrl: BackUrl,
  language: z.string().max(10).optional(),
});
