import { GAME_TYPES } from "../../contract/games";
import {
  AddRecentGameQuery,
  FavouriteRequest,
  GameFavouritesQuery,
  GameHotQuery,
  GameListQuery,
  LaunchGameRequest,
  RecentGamesQuery,
} from "../../contract/schemas/games-requests";
import { newToken, sha256Hex } from "../core/crypto";
import type { Handler } from "../core/handler";
import { fail, ok, readJson } from "../core/http";
import { languageOf, type Lang } from "../core/language";
import { limitCheck, rgRefusal } from "../rg/rg";

/**
 * Games (§7 Games): the game list with its §7 query, hot games, game types and server categories,
 * vendors and vendor sorting, favourites and recent per member, and vendor launches answering a
 * game URL on the demo game page (/gw/play/<ticket>, see games-public.ts).
 */

/** Query parameters as an object, empty values dropped (so optional fields stay optional). */
export function params(url: URL): Record<string, string> {
  return Object.fromEntries([...url.searchParams].filter(([, v]) => v.trim() !== ""));
}

/** Asset URLs: versioned by the art seed, so they can be cached for a long time. */
export const gameArtUrl = (nodeId: string, art: number) => `/gw/assets/game/${encodeURIComponent(nodeId)}.svg?v=${art % 1_000_000}`;
export const vendorIconUrl = (vassalage: string) => `/gw/assets/vendor/${encodeURIComponent(vassalage)}.svg?v=1`;
export const vendorTileUrl = (vassalage: string) => `/gw/assets/vendor-tile/${encodeURIComponent(vassalage)}.svg?v=1`;

type GameRow = {
  node_id: string;
  game_id: string;
  room_id: string | null;
  game_name: string;
  node_name: string | null;
  game_type: string;
  vassalage: string;
  display_name: string;
  classify: string | null;
  is_new: number;
  hot_rank: number | null;
  min_bet_cents: number;
  support_play: number;
  art: number;
};

const GAME_COLUMNS = `g.node_id, g.game_id, g.room_id, g.game_name, g.node_name, g.game_type, g.vassalage, v.display_name,
  g.classify, g.is_new, g.hot_rank, g.min_bet_cents, g.support_play, g.art`;
const FROM_GAMES = "FROM games g JOIN game_vendors v ON v.vassalage = g.vassalage";

/** §3 Game item. */
export function gameItem(row: GameRow) {
  const art = gameArtUrl(row.node_id, row.art);
  return {
    nodeId: row.node_id,
    gameId: row.game_id,
    roomId: row.room_id,
    gameName: row.game_name,
    nodeName: row.node_name,
    gameType: row.game_type,
    vassalage: row.vassalage,
    displayName: row.display_name,
    showIcon: true,
    iconUrl: art,
    mobileLargeIcon: art,
    supportPlay: row.support_play === 1,
    isNew: row.is_new === 1,
    isHot: row.hot_rank !== null,
    minBet: row.min_bet_cents / 100,
    gameClassify: row.classify,
  };
}

const totalPages = (count: number, size: number) => Math.ceil(count / size);

/** LIKE pattern for a name search, with the wildcards of the input escaped. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** §7 Game list: filtered by type, name, classification, new flag, vendor and minimum bet; paged. */
const gameList: Handler = {
  auth: "none",
  async run({ url, ctx }) {
    const q = GameListQuery.safeParse(params(url));
    if (!q.success) return fail("game.list.invalid", "Unknown error", 400);
    const { gameType, gameName, gameClassify, isNew, vassalage, minBet, pageNo, pageSize } = q.data;
    const where = ["g.active = 1", "v.active = 1"];
    const args: (string | number)[] = [];
    if (gameType) {
      where.push("g.game_type = ?");
      args.push(gameType);
    }
    if (gameName) {
      where.push("g.game_name LIKE ? ESCAPE '\\'");
      args.push(likePattern(gameName));
    }
    if (gameClassify) {
      where.push("g.classify = ?");
      args.push(gameClassify);
    }
    if (isNew) where.push("g.is_new = 1");
    if (vassalage) {
      where.push("g.vassalage = ?");
      args.push(vassalage);
    }
    if (minBet !== undefined) {
      where.push("g.min_bet_cents = ?");
      args.push(Math.round(minBet * 100));
    }
    const filter = `${FROM_GAMES} WHERE ${where.join(" AND ")}`;
    const db = ctx.env.DB;
    const [count, rows] = await db.batch<{ n: number } | GameRow>([
      db.prepare(`SELECT COUNT(*) AS n ${filter}`).bind(...args),
      db.prepare(`SELECT ${GAME_COLUMNS} ${filter} ORDER BY g.sort, g.node_id LIMIT ? OFFSET ?`).bind(...args, pageSize, (pageNo - 1) * pageSize),
    ]);
    const n = (count!.results[0] as { n: number } | undefined)?.n ?? 0;
    return ok({ games: (rows!.results as GameRow[]).map(gameItem), pageNum: pageNo, totalPages: totalPages(n, pageSize), totalCount: n });
  },
};

const HOT_LIMIT = 30;

/** §7 Hot: the hottest games (one page), optionally of one type and vendor. */
const gameHot: Handler = {
  auth: "none",
  async run({ url, ctx }) {
    const q = GameHotQuery.safeParse(params(url));
    if (!q.success) return fail("game.hot.invalid", "Unknown error", 400);
    const where = ["g.active = 1", "v.active = 1", "g.hot_rank IS NOT NULL"];
    const args: string[] = [];
    if (q.data.gameType) {
      where.push("g.game_type = ?");
      args.push(q.data.gameType);
    }
    if (q.data.vassalage) {
      where.push("g.vassalage = ?");
      args.push(q.data.vassalage);
    }
    const { results } = await ctx.env.DB.prepare(`SELECT ${GAME_COLUMNS} ${FROM_GAMES} WHERE ${where.join(" AND ")} ORDER BY g.hot_rank LIMIT ${HOT_LIMIT}`)
      .bind(...args)
      .all<GameRow>();
    return ok(results.map(gameItem));
  },
};

/** Game types in category order, with their game counts and server categories (localised names). */
const gameTypes: Handler = {
  auth: "none",
  async run({ url, request, ctx }) {
    const lang = languageOf(url, request);
    const db = ctx.env.DB;
    const [counts, classifies] = await db.batch<{ game_type: string; n: number } | { game_type: string; code: string; name: string }>([
      db.prepare("SELECT game_type, COUNT(*) AS n FROM games WHERE active = 1 GROUP BY game_type"),
      db.prepare(`SELECT game_type, code, name_${lang} AS name FROM game_classifies ORDER BY game_type, sort`),
    ]);
    const count = new Map((counts!.results as { game_type: string; n: number }[]).map((r) => [r.game_type, r.n]));
    const byType = new Map<string, { code: string; name: string }[]>();
    for (const c of classifies!.results as { game_type: string; code: string; name: string }[]) {
      byType.set(c.game_type, [...(byType.get(c.game_type) ?? []), { code: c.code, name: c.name }]);
    }
    return ok(GAME_TYPES.filter((t) => count.has(t)).map((t) => ({ gameType: t, gameCount: count.get(t) ?? 0, classifies: byType.get(t) ?? [] })));
  },
};

type VendorRow = { vassalage: string; display_name: string; sort: number };

/** §7 All vendor villages: every active vendor with icons and the categories it serves. */
const gameVendors: Handler = {
  auth: "none",
  async run({ ctx }) {
    const db = ctx.env.DB;
    const [vendors, cats] = await db.batch<VendorRow | { vassalage: string; game_type: string }>([
      db.prepare("SELECT vassalage, display_name, sort FROM game_vendors WHERE active = 1 ORDER BY sort"),
      db.prepare("SELECT vassalage, game_type FROM game_vendor_categories ORDER BY sort"),
    ]);
    const types = new Map<string, string[]>();
    for (const c of cats!.results as { vassalage: string; game_type: string }[]) types.set(c.vassalage, [...(types.get(c.vassalage) ?? []), c.game_type]);
    return ok(
      (vendors!.results as VendorRow[]).map((v) => ({
        vassalage: v.vassalage,
        displayName: v.display_name,
        mobileSmallIcon: vendorIconUrl(v.vassalage),
        mobileLargeIcon: vendorTileUrl(v.vassalage),
        gameTypes: types.get(v.vassalage) ?? [],
      })),
    );
  },
};

/** §7 Game vendor mapping and sorting: per category (in category order) its vendors, with a lobby node. */
const gameVendorSorting: Handler = {
  auth: "none",
  async run({ ctx }) {
    const { results } = await ctx.env.DB.prepare(
      `SELECT c.game_type, v.vassalage, v.display_name,
         (SELECT COUNT(*) FROM games g WHERE g.vassalage = v.vassalage AND g.game_type = c.game_type AND g.active = 1) AS game_count,
         (SELECT g.node_id FROM games g WHERE g.vassalage = v.vassalage AND g.game_type = c.game_type AND g.active = 1 AND g.support_play = 1 ORDER BY g.node_id LIMIT 1) AS lobby_node,
         (SELECT COALESCE(g.room_id, g.game_id) FROM games g WHERE g.vassalage = v.vassalage AND g.game_type = c.game_type AND g.active = 1 AND g.support_play = 1 ORDER BY g.node_id LIMIT 1) AS lobby_game
       FROM game_vendor_categories c JOIN game_vendors v ON v.vassalage = c.vassalage
       WHERE v.active = 1 ORDER BY c.sort`,
    ).all<{ game_type: string; vassalage: string; display_name: string; game_count: number; lobby_node: string | null; lobby_game: string | null }>();
    const entries = GAME_TYPES.map((type) => ({
      gameCategory: type,
      vendorNames: results
        .filter((r) => r.game_type === type && r.game_count > 0)
        .map((r) => ({
          accountTypeName: r.vassalage,
          displayName: r.display_name,
          mobileSmallIcon: vendorIconUrl(r.vassalage),
          mobileLargeIcon: vendorTileUrl(r.vassalage),
          gameCount: r.game_count,
          lobby: r.lobby_node && r.lobby_game ? { gameId: r.lobby_game, nodeId: r.lobby_node } : null,
        })),
    })).filter((e) => e.vendorNames.length > 0);
    return ok(entries);
  },
};

/**
 * One page of a member's own game list (favourites or recent plays), newest first, active games
 * only, optionally of one type and vendor; with the total count for paging.
 */
async function memberGamePage(
  db: D1Database,
  q: {
    table: "game_favourites" | "game_recent";
    newestFirst: "created_at" | "played_at";
    memberId: number;
    gameType?: string;
    vassalage?: string;
    page: number;
    pageSize: number;
  },
): Promise<{ games: ReturnType<typeof gameItem>[]; n: number }> {
  const where = ["m.member_id = ?", "g.active = 1"];
  const args: (string | number)[] = [q.memberId];
  if (q.gameType) {
    where.push("g.game_type = ?");
    args.push(q.gameType);
  }
  if (q.vassalage) {
    where.push("g.vassalage = ?");
    args.push(q.vassalage);
  }
  const filter = `FROM ${q.table} m JOIN games g ON g.node_id = m.node_id JOIN game_vendors v ON v.vassalage = g.vassalage WHERE ${where.join(" AND ")}`;
  const [count, rows] = await db.batch<{ n: number } | GameRow>([
    db.prepare(`SELECT COUNT(*) AS n ${filter}`).bind(...args),
    db
      .prepare(`SELECT ${GAME_COLUMNS} ${filter} ORDER BY m.${q.newestFirst} DESC, g.node_id LIMIT ? OFFSET ?`)
      .bind(...args, q.pageSize, (q.page - 1) * q.pageSize),
  ]);
  const n = (count!.results[0] as { n: number } | undefined)?.n ?? 0;
  return { games: (rows!.results as GameRow[]).map(gameItem), n };
}

/** §7 Favourites list: newest first, paged (content, pageNum, totalPages). */
const gameFavourites: Handler = {
  auth: "member",
  async run({ url, ctx, member }) {
    const q = GameFavouritesQuery.safeParse(params(url));
    if (!q.success) return fail("game.favourites.invalid", "Unknown error", 400);
    const { gameType, vassalage, pageNo, pageSize } = q.data;
    const { games, n } = await memberGamePage(ctx.env.DB, {
      table: "game_favourites",
      newestFirst: "created_at",
      memberId: member.id,
      gameType,
      vassalage,
      page: pageNo,
      pageSize,
    });
    return ok({ content: games, pageNum: pageNo, totalPages: totalPages(n, pageSize) });
  },
};

/** The member's favourite nodeIds (§3: favourites held as nodeId strings). */
const gameFavouriteIds: Handler = {
  auth: "member",
  async run({ ctx, member }) {
    const { results } = await ctx.env.DB.prepare("SELECT node_id FROM game_favourites WHERE member_id = ?1 ORDER BY created_at DESC")
      .bind(member.id)
      .all<{ node_id: string }>();
    return ok(results.map((r) => r.node_id));
  },
};

export const FAVOURITES_LIMIT = 200;

async function findGame(db: D1Database, nodeId: string, vendor?: string) {
  const game = await db
    .prepare("SELECT node_id, vassalage FROM games WHERE node_id = ?1 AND active = 1")
    .bind(nodeId)
    .first<{ node_id: string; vassalage: string }>();
  return game && (!vendor || game.vassalage === vendor) ? game : null;
}

/** §7 Add favourite (POST): nodeId, vendor. Idempotent; at most 200 per member. */
const addGameFavourite: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const body = FavouriteRequest.safeParse(await readJson(request));
    if (!body.success) return fail("game.favourite.invalid", "Unknown error", 400);
    const db = ctx.env.DB;
    if (!(await findGame(db, body.data.nodeId, body.data.vendor))) return fail("game.not.found", "Unknown error", 404);
    const count = await db.prepare("SELECT COUNT(*) AS n FROM game_favourites WHERE member_id = ?1").bind(member.id).first<{ n: number }>();
    if ((count?.n ?? 0) >= FAVOURITES_LIMIT) return fail("game.favourite.limit", "Unknown error", 409);
    await db
      .prepare("INSERT OR IGNORE INTO game_favourites (member_id, node_id, created_at) VALUES (?1, ?2, ?3)")
      .bind(member.id, body.data.nodeId, ctx.now())
      .run();
    return ok({ nodeId: body.data.nodeId, favourite: true });
  },
};

/** §7 Remove favourite (DELETE): nodeId, vendor. Removing a game that is not there succeeds. */
const removeGameFavourite: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const body = FavouriteRequest.safeParse(await readJson(request));
    if (!body.success) return fail("game.favourite.invalid", "Unknown error", 400);
    await ctx.env.DB.prepare("DELETE FROM game_favourites WHERE member_id = ?1 AND node_id = ?2").bind(member.id, body.data.nodeId).run();
    return ok({ nodeId: body.data.nodeId, favourite: false });
  },
};

export const RECENT_KEEP = 100;

/** §7 Recent list: last played first (list, totalPages), page size 25 by default. */
const recentGames: Handler = {
  auth: "member",
  async run({ url, ctx, member }) {
    const q = RecentGamesQuery.safeParse(params(url));
    if (!q.success) return fail("game.recent.invalid", "Unknown error", 400);
    const { gameType, vassalage, pageSize } = q.data;
    const page = q.data.page ?? q.data.pageNo;
    const { games, n } = await memberGamePage(ctx.env.DB, {
      table: "game_recent",
      newestFirst: "played_at",
      memberId: member.id,
      gameType,
      vassalage,
      page,
      pageSize,
    });
    return ok({ list: games, totalPages: totalPages(n, pageSize) });
  },
};

/** §7 Recent add (GET nodeId): the newest play first; only the last 100 are kept. */
const addRecentGame: Handler = {
  auth: "member",
  async run({ url, ctx, member }) {
    const q = AddRecentGameQuery.safeParse(params(url));
    if (!q.success) return fail("game.recent.invalid", "Unknown error", 400);
    const db = ctx.env.DB;
    if (!(await findGame(db, q.data.nodeId))) return fail("game.not.found", "Unknown error", 404);
    await db.batch([
      db
        .prepare(
          "INSERT INTO game_recent (member_id, node_id, played_at) VALUES (?1, ?2, ?3) ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = excluded.played_at",
        )
        .bind(member.id, q.data.nodeId, ctx.now()),
      db
        .prepare(
          `DELETE FROM game_recent WHERE member_id = ?1 AND node_id NOT IN (SELECT node_id FROM game_recent WHERE member_id = ?1 ORDER BY played_at DESC LIMIT ${RECENT_KEEP})`,
        )
        .bind(member.id),
    ]);
    return ok(null);
  },
};

export const LAUNCH_TTL_MS = 30 * 60 * 1000;

/** Opens a launch ticket and answers the demo game page's URL for it. */
export async function openLaunch(
  db: D1Database,
  now: number,
  launch: {
    memberId: number;
    kind: "GAME" | "LOBBY" | "LOTTERY";
    vassalage: string;
    gameId: string | null;
    nodeId: string | null;
    prizeMode?: string | null;
    playType?: string | null;
    backUrl: string;
    language: Lang;
    /** sha256Hex of the launching session's token: the game page runs its reality check (decision 041). */
    sessionHash?: string | null;
  },
): Promise<string> {
  const ticket = newToken();
  await db.batch([
    db
      .prepare(
        `INSERT INTO game_launches (ticket_hash, member_id, kind, vassalage, game_id, node_id, prize_mode, play_type, back_url, language, created_at, expires_at, session_hash)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)`,
      )
      .bind(
        await sha256Hex(ticket),
        launch.memberId,
        launch.kind,
        launch.vassalage,
        launch.gameId,
        launch.nodeId,
        launch.prizeMode ?? null,
        launch.playType ?? null,
        launch.backUrl,
        launch.language,
        now,
        now + LAUNCH_TTL_MS,
        launch.sessionHash ?? null,
      ),
    db.prepare("DELETE FROM game_launches WHERE expires_at <= ?1").bind(now),
  ]);
  return `/gw/play/${ticket}`;
}

/**
 * §7 Launch vendor game: vendor, gameId (roomId), nodeId, showChoice false. Lobby vendors (and a
 * LOBBY launch) open the vendor lobby; LOTT/ELOTT belong to the in-app launcher and are refused here.
 */
const launchGame: Handler = {
  auth: "member",
  async run({ request, url, ctx, member, token }) {
    const body = LaunchGameRequest.safeParse(await readJson(request));
    if (!body.success) return fail("game.launch.invalid", "Unknown error", 400);
    // (decision 041): blocks are the router's; a stake or loss limit already reached stops a launch.
    const limited = await limitCheck(ctx.env.DB, member.id, ["stake", "loss"], 0, ctx.now());
    if (limited) return rgRefusal(limited);
    const { vendor, gameId, nodeId, launchCategory, backUrl } = body.data;
    const db = ctx.env.DB;
    const v = await db
      .prepare("SELECT vassalage, launch_mode FROM game_vendors WHERE vassalage = ?1 AND active = 1")
      .bind(vendor)
      .first<{ vassalage: string; launch_mode: string }>();
    if (!v) return fail("game.vendor.not.found", "Unknown error", 404);
    if (v.launch_mode === "LOTTERY") return fail("game.launch.inapp", "Unknown error", 409);
    const lobby = v.launch_mode === "LOBBY" || launchCategory === "LOBBY";
    let node: string | null = null;
    if (nodeId && !lobby) {
      const game = await db
        .prepare("SELECT node_id, vassalage, support_play FROM games WHERE node_id = ?1 AND active = 1")
        .bind(nodeId)
        .first<{ node_id: string; vassalage: string; support_play: number }>();
      // A node this gateway does not list (a hot match's room, say) opens as a room of the vendor.
      if (game && game.vassalage !== vendor) return fail("game.not.found", "Unknown error", 404);
      if (game && game.support_play !== 1) return fail("game.maintenance", "System upgrading, please try again later.", 409);
      node = game?.node_id ?? null;
    }
    const language = body.data.language
      ? languageOf(new URL(`http://x/?language=${encodeURIComponent(body.data.language)}`), request)
      : languageOf(url, request);
    const gameUrl = await openLaunch(db, ctx.now(), {
      memberId: member.id,
      kind: lobby ? "LOBBY" : "GAME",
      vassalage: vendor,
      gameId: lobby ? null : gameId,
      nodeId: node,
      backUrl,
      language,
      sessionHash: await sha256Hex(token),
    });
    return ok({ gameUrl });
  },
};

export const gamesHandlers = {
  gameList,
  gameHot,
  gameTypes,
  gameVendors,
  gameVendorSorting,
  gameFavourites,
  gameFavouriteIds,
  addGameFavourite,
  removeGameFavourite,
  recentGames,
  addRecentGame,
  launchGame,
};
