import { z } from "zod";

/**
 * Values of the games and lottery calls (§3 game item, vendor, lottery menu group, lottery game;
 * §7 Games). Ids arrive as strings or numbers from real gateways, so they are coerced to strings.
 */
/**
 * A string or a number, as a string. Not `z.union([z.string(), z.number()])`: a union tries the string
 * first and, for every numeric id, records a refusal with its message before trying the number; that
 * showed in the server's CPU profile. Same values accepted, same output.
 */
const id = z.custom<string | number>((v) => typeof v === "string" || typeof v === "number", { message: "Expected a string or a number" }).transform(String);
const optionalText = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** §3 Game item. `isNew`, `isHot`, `minBet` and `gameClassify` are extras the lists filter on. */
export const GameItem = z.object({
  nodeId: id,
  gameId: id,
  roomId: id
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  gameName: z.string(),
  nodeName: optionalText,
  gameType: z.string(),
  vassalage: z.string(),
  displayName: z.string(),
  showIcon: z.boolean().optional(),
  iconUrl: optionalText,
  mobileLargeIcon: optionalText,
  supportPlay: z.boolean().default(true),
  isNew: z.boolean().default(false),
  isHot: z.boolean().default(false),
  minBet: z
    .number()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  gameClassify: optionalText,
});
export type GameItem = z.infer<typeof GameItem>;

/** Game list (§3): games, pageNum, totalPages. */
export const GameListPage = z.object({
  games: z.array(GameItem),
  pageNum: z.number().int().min(1),
  totalPages: z.number().int().min(0),
  totalCount: z.number().int().min(0).optional(),
});
export type GameListPage = z.infer<typeof GameListPage>;

/** Favourites (§3): content, pageNum, totalPages. */
export const FavouritePage = z.object({
  content: z.array(GameItem),
  pageNum: z.number().int().min(1),
  totalPages: z.number().int().min(0),
});

/** Recent (§3): list, totalPages. */
export const RecentPage = z.object({
  list: z.array(GameItem),
  totalPages: z.number().int().min(0),
});

export const HotGames = z.array(GameItem);

/** Favourite games held as nodeId strings (§3 favourites). */
export const FavouriteIds = z.array(id);

export const FavouriteChange = z.object({ nodeId: id, favourite: z.boolean() });

/** §3 Vendor, with the categories it serves and a large tile image. */
export const Vendor = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  mobileSmallIcon: optionalText,
  mobileLargeIcon: optionalText,
  gameTypes: z.array(z.string()).default([]),
});
export type Vendor = z.infer<typeof Vendor>;
export const Vendors = z.array(Vendor);

/**
 * §3 Vendor sorting entry: a category and its vendors in order. `lobby` is the node a vendor tile
 * launches for categories without a game list (sports, e-sports, cockfight…).
 */
export const VendorSortingEntry = z.object({
  gameCategory: z.string(),
  vendorNames: z.array(
    z.object({
      accountTypeName: z.string(),
      displayName: z.string(),
      mobileSmallIcon: optionalText,
      mobileLargeIcon: optionalText,
      gameCount: z.number().int().min(0).default(0),
      lobby: z.object({ gameId: id, nodeId: id }).nullable().default(null),
    }),
  ),
});
export type VendorSortingEntry = z.infer<typeof VendorSortingEntry>;
export const VendorSorting = z.array(VendorSortingEntry);

/** Game types with their server categories (classifications), names in the asked language. */
export const GameTypeInfo = z.object({
  gameType: z.string(),
  gameCount: z.number().int().min(0).default(0),
  classifies: z.array(z.object({ code: z.string(), name: z.string() })).default([]),
});
export type GameTypeInfo = z.infer<typeof GameTypeInfo>;
export const GameTypes = z.array(GameTypeInfo);

/** Launch answers (§7): the URL to navigate to. */
export const LaunchResult = z.object({ gameUrl: z.string().min(1) });

/** §3 Lottery game. remainTime is ms, lockTime is s, winningTime is the draw's epoch ms. */
export const LotteryGame = z.object({
  gameId: id,
  gameCode: z.string(),
  mobileIconUrl: optionalText,
  winningTime: z
    .number()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  numero: optionalText,
  remark: z.string(),
  isSale: z.boolean(),
  remainTime: z.number().default(0),
  lockTime: z.number().default(0),
  previousWinningNumber: optionalText,
  gameGroupCode: optionalText,
  tag: optionalText,
  entPlaySwitch: z.boolean().default(false),
  tradPlaySwitch: z.boolean().default(true),
  mUi: optionalText,
  css: optionalText,
  code: optionalText,
  prizeMode: z.string().optional(),
});
export type LotteryGame = z.infer<typeof LotteryGame>;

/**
 * §3 Lottery menu group. The menu is an object whose values are groups; a group carries its games
 * in `gameMenus` (or `games`). HOT is tagged by the server; FAV is built in on our side.
 */
export const LotteryGroup = z
  .object({
    gameGroupId: id
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    displayName: optionalText,
    labelName: optionalText,
    tag: optionalText,
    gameMenus: z.array(LotteryGame).optional(),
    games: z.array(LotteryGame).optional(),
  })
  .transform(({ gameMenus, games, ...group }) => ({ ...group, gameMenus: gameMenus ?? games ?? [] }));
export type LotteryGroup = z.infer<typeof LotteryGroup>;
export const LotteryMenu = z.record(z.string(), LotteryGroup);

/**
 * The lottery menu with its games left unread, for a page that shows only a few of them (home's
 * widget: three of about forty). Validating every game with zod cost that page more CPU than the
 * rest of its data together; the games it shows are validated with `LotteryGame`
 * (HotLotteries below), the others are never read.
 */
export const LotteryMenuOutline = z.record(
  z.string(),
  z
    .object({ tag: optionalText, gameMenus: z.array(z.unknown()).optional(), games: z.array(z.unknown()).optional() })
    .transform(({ tag, gameMenus, games }) => ({ tag, gameMenus: gameMenus ?? games ?? [] })),
);
export type LotteryMenuOutline = z.infer<typeof LotteryMenuOutline>;

/** How many lotteries home's widget lists (§2 home lottery widget). */
export const HOT_LOTTERY_COUNT = 3;
const LotteryGames = z.array(LotteryGame);

/**
 * A lighter reading of the lottery menu (contract/responses.ts READINGS): the first
 * HOT_LOTTERY_COUNT distinct games of its HOT group (else of every group, in order), validated.
 * Only these are read: validating the menu's forty-odd games cost home more CPU than the rest of its
 * data together, and a malformed game it does not show cannot break it. A malformed game it shows,
 * or one without an id, fails the answer as invalid.
 */
export const HotLotteries = LotteryMenuOutline.transform((menu, ctx) => {
  const groups = Object.values(menu);
  const hot = groups.find((g) => g.tag?.toUpperCase() === "HOT");
  const candidates = hot?.gameMenus.length ? hot.gameMenus : groups.flatMap((g) => g.gameMenus);
  const seen = new Set<string>();
  const picked: unknown[] = [];
  for (const game of candidates) {
    if (picked.length === HOT_LOTTERY_COUNT) break;
    const id = rawGameId(game);
    // An id-less game is kept, so that validation refuses it.
    if (id !== null) {
      if (seen.has(id)) continue;
      seen.add(id);
    }
    picked.push(game);
  }
  const games = LotteryGames.safeParse(picked);
  if (games.success) return games.data;
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: "a shown lottery game is malformed" });
  return z.NEVER;
});

/** A game's id as LotteryGame reads it (ids arrive as strings or numbers), before validation. */
function rawGameId(game: unknown): string | null {
  const id = typeof game === "object" && game !== null ? (game as { gameId?: unknown }).gameId : undefined;
  return typeof id === "string" || typeof id === "number" ? String(id) : null;
}

/** Lottery list by prize mode (the catalogue, no live draw state). */
export const LotteryListItem = z.object({
  gameId: id,
  gameCode: z.string(),
  remark: z.string(),
  mobileIconUrl: optionalText,
  prizeMode: z.string(),
  gameGroupCode: optionalText,
  groupName: optionalText,
  entPlaySwitch: z.boolean().default(false),
  tradPlaySwitch: z.boolean().default(true),
});
export type LotteryListItem = z.infer<typeof LotteryListItem>;
export const LotteryList = z.array(LotteryListItem);
