import { GAME_TYPES } from "@contract/games";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loader as lobbyLoader } from "~/routes/m.gameLobby";
import { callRoute, signedInCookie, routeArgs } from "~/testing/forms";
import { appContext, appRequest } from "~/testing/load-context";
import type { GameLobbyData } from "./lobby.server";
import { freshDatabase } from "../../../gateway/testing";

/**
 * The vendor lobby's loader (§2 /m/gameLobby, §7 Games) through the real route over a fresh seeded
 * D1. Expected categories and games are read from the database here: the vendor's categories are
 * those it has active games in, in the gateway's category order; games come in catalogue order.
 */
const PAGE_SIZE = 26; // §7 game list pageSize 26

let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

async function lobby(path: string, cookie?: string): Promise<GameLobbyData> {
  const request = appRequest(path, { cookie });
  return lobbyLoader(routeArgs(request, await appContext(db, request)));
}

const CATALOGUE = "FROM games g JOIN game_vendors v ON v.vassalage = g.vassalage WHERE g.active = 1 AND v.active = 1";

/** The vendor's categories as the gateway's sorting lists them: in category order, only those with games. */
async function categoriesOf(vendor: string): Promise<string[]> {
  const { results } = await db.prepare(`SELECT DISTINCT g.game_type AS t ${CATALOGUE} AND g.vassalage = ?`).bind(vendor).all<{ t: string }>();
  const types = new Set(results.map((r) => r.t));
  return GAME_TYPES.filter((t) => types.has(t));
}

async function gamesOf(vendor: string, type: string): Promise<{ ids: string[]; total: number }> {
  const { results } = await db
    .prepare(`SELECT g.node_id ${CATALOGUE} AND g.vassalage = ? AND g.game_type = ? ORDER BY g.sort, g.node_id`)
    .bind(vendor, type)
    .all<{ node_id: string }>();
  return { ids: results.slice(0, PAGE_SIZE).map((r) => r.node_id), total: results.length };
}

const games = (data: GameLobbyData) => (data.view.kind === "games" ? data.view : null);

describe("§2 /m/gameLobby: a vendor's categories and games", () => {
  it("§2 game lobby: a vendor with games in two categories lists both as tabs and shows the first category's first page (pageSize 26) with a 'see all' link", async () => {
    const categories = await categoriesOf("ORBIT");
    expect(categories.length).toBeGreaterThan(1); // the seed must give this vendor several categories
    const first = categories[0]!;
    const expected = await gamesOf("ORBIT", first);
    expect(expected.total).toBeGreaterThan(PAGE_SIZE); // and more than one page of its first one

    const data = await lobby("/m/gameLobby?vendor=ORBIT");
    expect(data.vendor).toEqual({ vassalage: "ORBIT", displayName: "Orbit Gaming", imageUrl: expect.stringContaining("ORBIT") });
    expect(data.categories).toEqual(categories);
    expect(data.gameType).toBe(first);
    const view = games(data)!;
    expect(view.games.map((g) => g.nodeId)).toEqual(expected.ids);
    expect(new Set(view.games.map((g) => g.vassalage))).toEqual(new Set(["ORBIT"]));
    expect(view.totalCount).toBe(expected.total);
    expect(view.seeAllHref).toBe(`/m/gameList?gameType=${first}&vendor=ORBIT`);
    expect(data.favourites).toEqual([]);
  });

  it("§2 game lobby: gameType selects another of the vendor's categories; one page of games offers no 'see all'", async () => {
    const categories = await categoriesOf("ORBIT");
    const other = categories[1]!;
    const expected = await gamesOf("ORBIT", other);
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThanOrEqual(PAGE_SIZE);

    const data = await lobby(`/m/gameLobby?vendor=ORBIT&gameType=${other}`);
    expect(data.categories).toEqual(categories);
    expect(data.gameType).toBe(other);
    const view = games(data)!;
    expect(view.games.map((g) => g.nodeId)).toEqual(expected.ids);
    expect(view.totalCount).toBe(expected.total);
    expect(view.seeAllHref).toBeNull();
  });

  it("§7 lobby vendors: a sports vendor (no game list) offers its lobby launch instead of a grid", async () => {
    const lobbyNode = await db
      .prepare(`SELECT g.node_id, g.game_id ${CATALOGUE} AND g.vassalage = 'KICK' AND g.game_type = 'SPORTS' AND g.support_play = 1 ORDER BY g.node_id LIMIT 1`)
      .first<{ node_id: string; game_id: string }>();
    const data = await lobby("/m/gameLobby?vendor=KICK");
    expect(data.categories).toEqual(["SPORTS"]);
    expect(data.view).toEqual({ kind: "lobby", target: { vendor: "KICK", gameId: lobbyNode!.game_id, nodeId: lobbyNode!.node_id } });
  });

  it("§2 game lobby (member): the member's hearts come along", async () => {
    const cookie = await signedInCookie(db);
    const [node] = (await gamesOf("ORBIT", (await categoriesOf("ORBIT"))[0]!)).ids;
    await db
      .prepare("INSERT OR IGNORE INTO game_favourites (member_id, node_id, created_at) SELECT id, ?, 1000 FROM members WHERE account = 'demo'")
      .bind(node)
      .run();
    const data = await lobby("/m/gameLobby?vendor=ORBIT", cookie);
    expect(data.favourites).toContain(node);
  });
});

describe("§2 /m/gameLobby: what it does not show", () => {
  it.each([
    ["an unknown vendor", "/m/gameLobby?vendor=NOPE"],
    ["a category the vendor has no games in", "/m/gameLobby?vendor=ORBIT&gameType=LIVE"],
    ["a category that does not exist", "/m/gameLobby?vendor=ORBIT&gameType=HOT"],
    ["a malformed vendor", "/m/gameLobby?vendor=orbit%3Cx%3E"],
  ])("§2 route list: %s is a 404", async (_, path) => {
    const response = await callRoute(db, lobbyLoader, appRequest(path));
    expect(response.status).toBe(404);
  });

  it.each([
    ["the bare path", "/m/gameLobby", "/m/gameCenter"],
    ["a blank vendor", "/m/gameLobby?vendor=", "/m/gameCenter"],
    ["a listable category", "/m/gameLobby?gameType=RNG", "/m/gameList?gameType=RNG"],
    ["a category without a list", "/m/gameLobby?gameType=SPORTS", "/m/gameCenter"],
    ["a malformed category", "/m/gameLobby?gameType=%3Cx%3E", "/m/gameCenter"],
  ])("D12 §2 route list: %s without a vendor opens every vendor's games, not a 404", async (_, path, target) => {
    const response = await callRoute(db, lobbyLoader, appRequest(path));
    expect([response.status, response.headers.get("Location")]).toEqual([302, target]);
  });

  it("§7 LOTT and ELOTT open the in-app lottery: the lottery lobby and the launcher's Elott lobby", async () => {
    const lott = await callRoute(db, lobbyLoader, appRequest("/m/gameLobby?vendor=LOTT"));
    expect([lott.status, lott.headers.get("Location")]).toEqual([302, "/m/lottery"]);
    const elott = await callRoute(db, lobbyLoader, appRequest("/m/gameLobby?vendor=ELOTT&gameType=LOTT"));
    expect([elott.status, elott.headers.get("Location")]).toEqual([302, "/m/launchGame?playType=trad&prize_mode=Elott&code=lobby"]);
  });

  it("§8 a failing gateway is the page's error (502 with a gateway reason), not an empty lobby", async () => {
    // The embedded gateway logs its own 500; it is expected here.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await db.prepare("ALTER TABLE game_vendor_categories RENAME TO game_vendor_categories_away").run();
    try {
      const response = await callRoute(db, lobbyLoader, appRequest("/m/gameLobby?vendor=ORBIT"));
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ reason: expect.stringMatching(/^gateway\./) });
    } finally {
      await db.prepare("ALTER TABLE game_vendor_categories_away RENAME TO game_vendor_categories").run();
      logged.mockRestore();
    }
  });
});
