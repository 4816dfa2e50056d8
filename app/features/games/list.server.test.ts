import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as gameListLoader } from "~/routes/m.gameList";
import { loader as slotsCenterLoader } from "~/routes/m.slotsCenter";
import { canLoadMore } from "~/rules/paging";
import { callRoute, signedInCookie, routeArgs } from "~/testing/forms";
import { appContext, appRequest } from "~/testing/load-context";
import { type GameListData, MAX_PAGES_SHOWN } from "./list.server";
import { freshDatabase } from "../../../gateway/testing";

/**
 * The game list loader (§2 Game lists, §4 Game list, §7 Games, §9 page sizes) through the real
 * routes over a fresh seeded D1. Every expected number is counted from the database here, with
 * the catalogue's own filter (active games of active vendors) and order (sort, node id).
 */
const PAGE_SIZE = 26; // §9 "Game page size 26 (favourites, normal)"
const RECENT_PAGE_SIZE = 25; // §9 "25 recent"

let db: D1Database;
let dispose: () => Promise<void>;
let member: string;
let memberId: number;
beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  member = await signedInCookie(db);
  memberId = (await db.prepare("SELECT id FROM members WHERE account = 'demo'").first<{ id: number }>())!.id;
});
afterAll(() => dispose());

async function list(path: string, cookie?: string): Promise<GameListData> {
  const request = appRequest(path, { cookie });
  const loader = path.startsWith("/m/slotsCenter") ? slotsCenterLoader : gameListLoader;
  return loader(routeArgs(request, await appContext(db, request)));
}

/** The catalogue as the gateway filters and orders it; `where` adds conditions on games g. */
const CATALOGUE = "FROM games g JOIN game_vendors v ON v.vassalage = g.vassalage WHERE g.active = 1 AND v.active = 1";
async function count(where: string, ...args: (string | number)[]): Promise<number> {
  return (await db
    .prepare(`SELECT COUNT(*) AS n ${CATALOGUE} AND ${where}`)
    .bind(...args)
    .first<{ n: number }>())!.n;
}
async function nodeIds(where: string, offset: number, limit: number, ...args: (string | number)[]): Promise<string[]> {
  const { results } = await db
    .prepare(`SELECT g.node_id ${CATALOGUE} AND ${where} ORDER BY g.sort, g.node_id LIMIT ? OFFSET ?`)
    .bind(...args, limit, offset)
    .all<{ node_id: string }>();
  return results.map((r) => r.node_id);
}
const ids = (data: GameListData) => data.games.map((g) => g.nodeId);
const more = (data: GameListData) => canLoadMore({ pageNum: data.pageNum, totalPages: data.totalPages, classify: data.query.classify, failed: data.failed });

describe("§7 game list: pageSize 26, totals and pages counted by the gateway", () => {
  it("§7 game list: page 1 is the first 26 games of the type in catalogue order; totalCount and totalPages = ceil(count / 26) match the catalogue", async () => {
    const total = await count("g.game_type = 'RNG'");
    expect(total).toBeGreaterThan(PAGE_SIZE * 3); // the seed must have several pages for this test to mean anything
    const data = await list("/m/gameList?gameType=RNG");
    expect(ids(data)).toEqual(await nodeIds("g.game_type = 'RNG'", 0, PAGE_SIZE));
    expect({ pageNum: data.pageNum, totalPages: data.totalPages, totalCount: data.totalCount, from: data.from }).toEqual({
      pageNum: 1,
      totalPages: Math.ceil(total / PAGE_SIZE),
      totalCount: total,
      from: 1,
    });
    expect(more(data)).toBe(true);
    // The first page carries the catalogue around the list: vendor strip and categories.
    expect(data.vendors.length).toBeGreaterThan(0);
    expect(data.gameTypes.map((t) => t.gameType)).toContain("RNG");
  });

  it("§4 game list: page N without JavaScript shows pages 1…N; the infinite scroll's from=N returns page N alone, without the catalogue", async () => {
    const cumulative = await list("/m/gameList?gameType=RNG&page=3");
    expect(cumulative.from).toBe(1);
    expect(cumulative.pageNum).toBe(3);
    expect(ids(cumulative)).toEqual(await nodeIds("g.game_type = 'RNG'", 0, 3 * PAGE_SIZE));

    const appended = await list("/m/gameList?gameType=RNG&page=3&from=3");
    expect(appended.from).toBe(3);
    expect(appended.pageNum).toBe(3);
    expect(ids(appended)).toEqual(await nodeIds("g.game_type = 'RNG'", 2 * PAGE_SIZE, PAGE_SIZE));
    expect([appended.vendors, appended.gameTypes, appended.favourites]).toEqual([[], [], []]);
  });

  it(`§4 game list: without JavaScript at most ${MAX_PAGES_SHOWN} pages are shown at once (page N shows N-${MAX_PAGES_SHOWN - 1}…N)`, async () => {
    const total = await count("g.game_type = 'RNG'");
    const page = MAX_PAGES_SHOWN + 5;
    const data = await list(`/m/gameList?gameType=RNG&page=${page}`);
    const firstShown = page - MAX_PAGES_SHOWN + 1;
    expect(data.from).toBe(firstShown);
    expect(ids(data)).toEqual(await nodeIds("g.game_type = 'RNG'", (firstShown - 1) * PAGE_SIZE, MAX_PAGES_SHOWN * PAGE_SIZE));
    expect(data.games).toHaveLength(Math.max(0, Math.min(total - (firstShown - 1) * PAGE_SIZE, MAX_PAGES_SHOWN * PAGE_SIZE)));
  });

  it("§4 game list: the last page holds the remainder, pageNum = totalPages and no further page is offered", async () => {
    const total = await count("g.game_type = 'RNG'");
    const last = Math.ceil(total / PAGE_SIZE);
    const data = await list(`/m/gameList?gameType=RNG&page=${last}&from=${last}`);
    expect(data.games).toHaveLength(total - (last - 1) * PAGE_SIZE);
    expect(ids(data)).toEqual(await nodeIds("g.game_type = 'RNG'", (last - 1) * PAGE_SIZE, PAGE_SIZE));
    expect([data.pageNum, data.totalPages]).toEqual([last, last]);
    expect(more(data)).toBe(false);
    const before = await list(`/m/gameList?gameType=RNG&page=${last - 1}&from=${last - 1}`);
    expect(before.games).toHaveLength(PAGE_SIZE);
    expect(more(before)).toBe(true);
  });

  it("§4 game list: a page past the last is empty and offers nothing more; page 0, a fraction or past 500 is a 400", async () => {
    const total = await count("g.game_type = 'RNG'");
    const last = Math.ceil(total / PAGE_SIZE);
    const past = await list(`/m/gameList?gameType=RNG&page=${last + 1}&from=${last + 1}`);
    expect(past.games).toEqual([]);
    expect([past.pageNum, past.totalPages]).toEqual([last + 1, last]);
    expect(more(past)).toBe(false);
    const farthest = await list("/m/gameList?gameType=RNG&page=500&from=500");
    expect(farthest.games).toEqual([]);
    expect(farthest.totalPages).toBe(last);
    for (const page of ["0", "-1", "1.5", "501", "x"]) {
      const refused = await callRoute(db, gameListLoader, appRequest(`/m/gameList?gameType=RNG&page=${page}`));
      expect(refused.status, `page=${page}`).toBe(400);
      expect(await refused.json()).toEqual({ reason: "games.list.invalidQuery" });
    }
  });

  it.each([
    ["vendor", "gameType=RNG&vendor=SPN", "g.game_type = 'RNG' AND g.vassalage = 'SPN'"],
    ["server category", "gameType=RNG&classify=VIDEO", "g.game_type = 'RNG' AND g.classify = 'VIDEO'"],
    ["New (RNG only)", "gameType=RNG&classify=NEW", "g.game_type = 'RNG' AND g.is_new = 1"],
    ["minimum bet", "gameType=RNG&minBet=0.1", "g.game_type = 'RNG' AND g.min_bet_cents = 10"],
    ["search", "gameType=RNG&q=%20dragon%20", "g.game_type = 'RNG' AND g.game_name LIKE '%dragon%'"],
    [
      "vendor, category and bet together",
      "gameType=RNG&vendor=JADE&classify=VIDEO&minBet=0.05",
      "g.game_type = 'RNG' AND g.vassalage = 'JADE' AND g.classify = 'VIDEO' AND g.min_bet_cents = 5",
    ],
    ["New on FISH, which has no New tab (§2): all FISH games", "gameType=FISH&classify=NEW", "g.game_type = 'FISH'"],
    ["another type", "gameType=LIVE", "g.game_type = 'LIVE'"],
  ])("§7 game list query: %s gives the catalogue's count and pages", async (_, search, where) => {
    const total = await count(where);
    expect(total).toBeGreaterThan(0); // an empty match would prove nothing
    const data = await list(`/m/gameList?${search}`);
    expect(data.totalCount).toBe(total);
    expect(data.totalPages).toBe(Math.ceil(total / PAGE_SIZE));
    expect(ids(data)).toEqual(await nodeIds(where, 0, PAGE_SIZE));
  });

  it("§2 /m/slotsCenter: the RNG list with the type fixed (a gameType in the URL is ignored, links leave it out)", async () => {
    const data = await list("/m/slotsCenter?gameType=FISH");
    expect(data.gameType).toBe("RNG");
    expect(data.gameTypeInUrl).toBe(false);
    expect(data.totalCount).toBe(await count("g.game_type = 'RNG'"));
  });
});

describe("§4 game list: Hot is a single page", () => {
  it("§4 Hot: one page whatever page is asked, totalPages 1, the hottest games of the type in rank order", async () => {
    const { results } = await db
      .prepare(`SELECT g.node_id ${CATALOGUE} AND g.game_type = 'RNG' AND g.hot_rank IS NOT NULL ORDER BY g.hot_rank`)
      .all<{ node_id: string }>();
    const hottest = results.map((r) => r.node_id);
    expect(hottest.length).toBeGreaterThan(0);
    for (const page of [1, 4]) {
      const data = await list(`/m/gameList?gameType=RNG&classify=HOT&page=${page}`);
      expect(data.query.page).toBe(1);
      expect([data.pageNum, data.totalPages, data.totalCount]).toEqual([1, 1, data.games.length]);
      expect(data.games.length).toBeGreaterThan(0);
      expect(ids(data)).toEqual(hottest.slice(0, data.games.length));
      expect(more(data)).toBe(false);
    }
  });
});

describe("§5/§6 Favourite and Recent need a session", () => {
  it.each(["/m/gameList?gameType=RNG&classify=FAV", "/m/gameList?gameType=FISH&classify=RECENT&vendor=BOLT", "/m/slotsCenter?classify=FAV&page=2"])(
    "§5 a guest asking for %s is sent to /m/login with redirectTo back to that list",
    async (path) => {
      const response = await callRoute(db, path.startsWith("/m/slotsCenter") ? slotsCenterLoader : gameListLoader, appRequest(path));
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(`/m/login?redirectTo=${encodeURIComponent(path)}`);
    },
  );

  it("§7 favourites: pageSize 26, newest first, the member's count from D1; the member's favourite ids come along", async () => {
    // 30 RNG favourites (two pages) and 3 FISH ones (filtered out by gameType), each a millisecond apart.
    await db.batch([
      db.prepare("DELETE FROM game_favourites WHERE member_id = ?1").bind(memberId),
      db
        .prepare(
          "INSERT INTO game_favourites (member_id, node_id, created_at) SELECT ?1, node_id, 1000 + ROW_NUMBER() OVER (ORDER BY node_id) FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 30",
        )
        .bind(memberId),
      db
        .prepare("INSERT INTO game_favourites (member_id, node_id, created_at) SELECT ?1, node_id, 5000 FROM games WHERE game_type = 'FISH' LIMIT 3")
        .bind(memberId),
    ]);
    const newestFirst = async (offset: number) =>
      (
        await db
          .prepare(
            `SELECT m.node_id FROM game_favourites m JOIN games g ON g.node_id = m.node_id WHERE m.member_id = ?1 AND g.game_type = 'RNG' ORDER BY m.created_at DESC, g.node_id LIMIT ?2 OFFSET ?3`,
          )
          .bind(memberId, PAGE_SIZE, offset)
          .all<{ node_id: string }>()
      ).results.map((r) => r.node_id);
    const total = (await db
      .prepare("SELECT COUNT(*) AS n FROM game_favourites m JOIN games g ON g.node_id = m.node_id WHERE m.member_id = ?1 AND g.game_type = 'RNG'")
      .bind(memberId)
      .first<{ n: number }>())!.n;

    const first = await list("/m/gameList?gameType=RNG&classify=FAV", member);
    expect(ids(first)).toEqual(await newestFirst(0));
    expect(first.games).toHaveLength(PAGE_SIZE);
    expect([first.pageNum, first.totalPages, first.totalCount]).toEqual([1, Math.ceil(total / PAGE_SIZE), null]);
    expect(new Set(first.favourites).size).toBe(total + 3);
    expect(more(first)).toBe(true);

    const second = await list("/m/gameList?gameType=RNG&classify=FAV&page=2&from=2", member);
    expect(ids(second)).toEqual(await newestFirst(PAGE_SIZE));
    expect(second.games).toHaveLength(total - PAGE_SIZE);
    expect(more(second)).toBe(false);
  });

  it("§7 recent: pageSize 25, last played first, the member's count from D1", async () => {
    await db.batch([
      db.prepare("DELETE FROM game_recent WHERE member_id = ?1").bind(memberId),
      db
        .prepare(
          "INSERT INTO game_recent (member_id, node_id, played_at) SELECT ?1, node_id, 1000 + ROW_NUMBER() OVER (ORDER BY node_id DESC) FROM games WHERE game_type = 'FISH' ORDER BY node_id LIMIT 27",
        )
        .bind(memberId),
    ]);
    const total = (await db
      .prepare("SELECT COUNT(*) AS n FROM game_recent m JOIN games g ON g.node_id = m.node_id WHERE m.member_id = ?1 AND g.game_type = 'FISH'")
      .bind(memberId)
      .first<{ n: number }>())!.n;
    expect(total).toBeGreaterThan(RECENT_PAGE_SIZE);
    const lastPlayedFirst = (
      await db
        .prepare(
          "SELECT m.node_id FROM game_recent m JOIN games g ON g.node_id = m.node_id WHERE m.member_id = ?1 AND g.game_type = 'FISH' ORDER BY m.played_at DESC, g.node_id",
        )
        .bind(memberId)
        .all<{ node_id: string }>()
    ).results.map((r) => r.node_id);

    const first = await list("/m/gameList?gameType=FISH&classify=RECENT", member);
    expect(first.games).toHaveLength(RECENT_PAGE_SIZE);
    expect(ids(first)).toEqual(lastPlayedFirst.slice(0, RECENT_PAGE_SIZE));
    expect([first.pageNum, first.totalPages]).toEqual([1, Math.ceil(total / RECENT_PAGE_SIZE)]);

    const second = await list("/m/gameList?gameType=FISH&classify=RECENT&page=2&from=2", member);
    expect(ids(second)).toEqual(lastPlayedFirst.slice(RECENT_PAGE_SIZE));
    expect(more(second)).toBe(false);
  });
});
