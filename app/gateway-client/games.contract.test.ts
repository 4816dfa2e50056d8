/**
 * Contract test: the app's gateway client against the embedded gateway, in-process over a fresh
 * local D1, so the client and the gateway cannot drift apart.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login } from "./account.server";
import { createGatewayClient } from "./client.server";
import { GatewayError } from "./errors";
import {
  addRecentGame,
  changeFavourite,
  fetchFavouriteIds,
  fetchFavourites,
  fetchGameList,
  fetchGameTypes,
  fetchHotGames,
  fetchLotteryList,
  fetchLotteryMenu,
  fetchRecentGames,
  fetchVendorSorting,
  fetchVendors,
  launchLotteryGame,
  launchVendorGame,
} from "./games.server";
import { handleGatewayRequest } from "../../gateway/core/router";
import { handleGatewayPublicRequest } from "../../gateway/handlers/games-public";
import { freshDatabase } from "../../gateway/testing";
import { homeLotteries } from "../features/home/lottery.server";

let db: D1Database;
let dispose: () => Promise<void>;
/** A fixed clock, moved by tests that need draws to roll. */
let clock = Date.UTC(2026, 0, 15, 3, 0, 10);

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(async () => {
  await dispose();
});

const env = () => ({ DB: db, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: "test-secret-test-secret-0123456789" });
const gw = () =>
  createGatewayClient({
    transport: (req) => handleGatewayRequest(req, env(), () => clock),
    baseUrl: "http://embedded.invalid",
    merchantCode: "edgelobby",
    timeoutMs: 5000,
    bodySecret: env().GATEWAY_SECRET,
  });
const M = { merchant: "edgelobby", language: "EN" };

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return "ok";
  } catch (e) {
    return e instanceof GatewayError ? `${e.kind}:${e.code ?? ""}` : String(e);
  }
}

async function signIn(account: string, password = "player1234") {
  return (await login(gw(), { type: "username", username: account, password })).token;
}

describe("§7 game list", () => {
  it("pages RNG games 26 at a time with pageNum and totalPages", async () => {
    const first = await fetchGameList(gw(), { ...M, gameType: "RNG", pageNo: 1 });
    expect(first.games).toHaveLength(26);
    expect(first.pageNum).toBe(1);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount! / 26));
    const last = await fetchGameList(gw(), { ...M, gameType: "RNG", pageNo: first.totalPages });
    expect(last.games.length).toBeGreaterThan(0);
    expect(last.games.length).toBeLessThanOrEqual(26);
    const ids = new Set(first.games.map((g) => g.nodeId));
    expect(last.games.some((g) => ids.has(g.nodeId))).toBe(false);
  });
  it("filters by vendor, name, classification, new flag and minimum bet", async () => {
    const byVendor = await fetchGameList(gw(), { ...M, gameType: "RNG", vassalage: "SPN", pageNo: 1, pageSize: 100 });
    expect(byVendor.games.every((g) => g.vassalage === "SPN")).toBe(true);
    expect(byVendor.totalCount).toBe(65);
    const name = byVendor.games[0]!.gameName;
    const byName = await fetchGameList(gw(), { ...M, gameType: "RNG", gameName: name.slice(0, 6).toLowerCase(), pageNo: 1 });
    expect(byName.games.some((g) => g.gameName === name)).toBe(true);
    expect(byName.games.every((g) => g.gameName.toLowerCase().includes(name.slice(0, 6).toLowerCase()))).toBe(true);
    const jackpot = await fetchGameList(gw(), { ...M, gameType: "RNG", gameClassify: "JACKPOT", pageNo: 1 });
    expect(jackpot.games.every((g) => g.gameClassify === "JACKPOT")).toBe(true);
    const fresh = await fetchGameList(gw(), { ...M, gameType: "RNG", isNew: true, pageNo: 1 });
    expect(fresh.games.length).toBeGreaterThan(0);
    expect(fresh.games.every((g) => g.isNew)).toBe(true);
    const minBet = await fetchGameList(gw(), { ...M, gameType: "RNG", minBet: "0.75", pageNo: 1 });
    expect(minBet.games.length).toBeGreaterThan(0);
    expect(minBet.games.every((g) => g.minBet === 0.75)).toBe(true);
  });
  it("treats % and _ in a search as text", async () => {
    expect((await fetchGameList(gw(), { ...M, gameName: "%", pageNo: 1 })).games).toHaveLength(0);
  });
  it("refuses a malformed query", async () => {
    expect(await codeOf(fetchGameList(gw(), { ...M, gameType: "NOPE", pageNo: 1 }))).toBe("business:game.list.invalid");
    expect(await codeOf(fetchGameList(gw(), { ...M, gameType: "RNG", pageNo: 1, pageSize: 500 }))).toBe("business:game.list.invalid");
  });
  it("serves art for every game it lists", async () => {
    const { games } = await fetchGameList(gw(), { ...M, gameType: "FISH", pageNo: 1 });
    const res = await handleGatewayPublicRequest(new Request(`http://x${games[0]!.mobileLargeIcon!.split("?")[0]}`), env());
    expect(res.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(await res.text()).toMatch(/^<svg /);
  });
});

describe("§7 catalogue: hot, types, vendors, sorting", () => {
  it("hot is one page ordered by rank", async () => {
    const hot = await fetchHotGames(gw(), { ...M });
    expect(hot.length).toBeGreaterThan(10);
    expect(hot.every((g) => g.isHot)).toBe(true);
    const rng = await fetchHotGames(gw(), { ...M, gameType: "RNG" });
    expect(rng.every((g) => g.gameType === "RNG")).toBe(true);
  });
  it("game types list server categories in the asked language", async () => {
    const en = await fetchGameTypes(gw(), "EN");
    const pt = await fetchGameTypes(gw(), "PT");
    expect(en.find((t) => t.gameType === "RNG")!.classifies.map((c) => c.name)).toContain("Classic");
    expect(pt.find((t) => t.gameType === "RNG")!.classifies.map((c) => c.name)).toContain("Clássicos");
    expect(en.find((t) => t.gameType === "FISH")!.classifies).toHaveLength(1);
  });
  it("in TY a server category is a Filipino word, not the English one, unless it is a game's own name", async () => {
    const [ty, en] = await Promise.all([fetchGameTypes(gw(), "TY"), fetchGameTypes(gw(), "EN")]);
    const names = (types: typeof en) => types.flatMap((t) => t.classifies.map((c) => c.name));
    const sameInBoth = names(ty).filter((name) => names(en).includes(name));
    expect(sameInBoth.sort()).toEqual(["Baccarat", "Blackjack", "Crash", "Poker", "Roulette"]);
    expect(names(ty)).toEqual(expect.arrayContaining(["Mga video slot", "Mga jackpot", "Mga laro sa mesa"]));
  });
  it("vendors have icons and display names; sorting follows the category order", async () => {
    const vendors = await fetchVendors(gw(), "EN");
    expect(vendors.length).toBeGreaterThanOrEqual(20);
    expect(vendors.every((v) => v.mobileSmallIcon && v.displayName)).toBe(true);
    const sorting = await fetchVendorSorting(gw(), "EN");
    expect(sorting.map((s) => s.gameCategory)).toEqual(["SPORTS", "LIVE", "FISH", "RNG", "PVP", "LOTT", "INHOUSE", "ESPORTS", "COCKFIGHT"]);
    expect(sorting.find((s) => s.gameCategory === "SPORTS")!.vendorNames[0]!.lobby).not.toBeNull();
  });
});

describe("§7 favourites and recent (player05)", () => {
  it("adds (POST), lists and removes (DELETE) favourites for the member only", async () => {
    const token = await signIn("player05");
    const { games } = await fetchGameList(gw(), { ...M, gameType: "RNG", pageNo: 1 });
    const [a, b] = [games[0]!, games[1]!];
    expect(await changeFavourite(gw(), token, { nodeId: a.nodeId, vendor: a.vassalage, favourite: true })).toEqual({ nodeId: a.nodeId, favourite: true });
    clock += 1000;
    await changeFavourite(gw(), token, { nodeId: b.nodeId, vendor: b.vassalage, favourite: true });
    await changeFavourite(gw(), token, { nodeId: b.nodeId, vendor: b.vassalage, favourite: true });
    expect(await fetchFavouriteIds(gw(), token)).toEqual([b.nodeId, a.nodeId]);
    const page = await fetchFavourites(gw(), token, { language: "EN", pageNo: 1, gameType: "RNG" });
    expect(page.content.map((g) => g.nodeId)).toEqual([b.nodeId, a.nodeId]);
    expect(page.totalPages).toBe(1);
    const other = await signIn("player06");
    expect(await fetchFavouriteIds(gw(), other)).toEqual([]);
    await changeFavourite(gw(), token, { nodeId: a.nodeId, vendor: a.vassalage, favourite: false });
    await changeFavourite(gw(), token, { nodeId: b.nodeId, vendor: b.vassalage, favourite: false });
    expect(await fetchFavouriteIds(gw(), token)).toEqual([]);
  });
  it("refuses guests, unknown games and a vendor that does not match", async () => {
    const token = await signIn("player05");
    expect(await codeOf(fetchFavouriteIds(gw(), ""))).toBe("business:auth.required");
    expect(await codeOf(changeFavourite(gw(), token, { nodeId: "999999", vendor: "SPN", favourite: true }))).toBe("business:game.not.found");
    expect(await codeOf(changeFavourite(gw(), token, { nodeId: "10001", vendor: "NOPE", favourite: true }))).toBe("business:game.not.found");
  });
  it("records recent plays newest first, 25 a page", async () => {
    const token = await signIn("player07");
    for (const nodeId of ["10001", "10002", "10001"]) {
      clock += 1000;
      await addRecentGame(gw(), token, nodeId);
    }
    const recent = await fetchRecentGames(gw(), token, { language: "EN", page: 1 });
    expect(recent.list.map((g) => g.nodeId)).toEqual(["10001", "10002"]);
    expect(recent.totalPages).toBe(1);
    await db.prepare("DELETE FROM game_recent WHERE member_id = (SELECT id FROM members WHERE account = 'player07')").run();
  });
});

describe("§7 launch", () => {
  it("answers a demo game URL naming the game, vendor and member, with a link back", async () => {
    const token = await signIn("player08");
    const { games } = await fetchGameList(gw(), { ...M, gameType: "RNG", vassalage: "JADE", pageNo: 1 });
    const game = games.find((g) => g.supportPlay)!;
    const { gameUrl } = await launchVendorGame(gw(), token, {
      vendor: "JADE",
      gameId: game.gameId,
      nodeId: game.nodeId,
      lobby: false,
      backUrl: "/m/gameList?gameType=RNG",
      language: "EN",
    });
    expect(gameUrl).toMatch(/^\/gw\/play\/[0-9a-f]{64}$/);
    const page = await (await handleGatewayPublicRequest(new Request(`http://x${gameUrl}`), env(), () => clock)).text();
    expect(page).toContain(game.gameName.replace("&", "&amp;").replace("'", "&#39;"));
    expect(page).toContain("Jade Dragon");
    expect(page).toContain("player08");
    expect(page).toContain('href="/m/gameList?gameType=RNG"');
  });
  it("opens lobbies for TCG vendors and refuses in-app lottery vendors, foreign back URLs and games under maintenance", async () => {
    const token = await signIn("player08");
    const lobby = await launchVendorGame(gw(), token, {
      vendor: "TCG_SEA",
      gameId: "lobby",
      nodeId: null,
      lobby: false,
      backUrl: "http://127.0.0.1/m/home",
      language: "EN",
    });
    expect(await (await handleGatewayPublicRequest(new Request(`http://x${lobby.gameUrl}`), env(), () => clock)).text()).toContain("TCG SEA Lotto");
    expect(
      await codeOf(launchVendorGame(gw(), token, { vendor: "LOTT", gameId: "VNHN", nodeId: null, lobby: false, backUrl: "/m/home", language: "EN" })),
    ).toBe("business:game.launch.inapp");
    expect(
      await codeOf(
        launchVendorGame(gw(), token, { vendor: "SPN", gameId: "x", nodeId: "10001", lobby: false, backUrl: "javascript:alert(1)", language: "EN" }),
      ),
    ).toBe("business:game.launch.invalid");
    const off = await db
      .prepare("SELECT node_id, vassalage, game_id FROM games WHERE support_play = 0 LIMIT 1")
      .first<{ node_id: string; vassalage: string; game_id: string }>();
    expect(
      await codeOf(
        launchVendorGame(gw(), token, { vendor: off!.vassalage, gameId: off!.game_id, nodeId: off!.node_id, lobby: false, backUrl: "/m/home", language: "EN" }),
      ),
    ).toBe("business:game.maintenance");
    expect(await codeOf(launchVendorGame(gw(), "", { vendor: "SPN", gameId: "x", nodeId: "10001", lobby: false, backUrl: "/m/home", language: "EN" }))).toBe(
      "business:auth.required",
    );
  });
  it("expires demo pages after 30 minutes", async () => {
    const token = await signIn("player08");
    const { gameUrl } = await launchVendorGame(gw(), token, {
      vendor: "KICK",
      gameId: "KICK-0001",
      nodeId: null,
      lobby: false,
      backUrl: "/m/home",
      language: "EN",
    });
    const later = await handleGatewayPublicRequest(new Request(`http://x${gameUrl}`), env(), () => clock + 31 * 60_000);
    expect(later.status).toBe(404);
  });
});

describe("§3 lottery menu: draws roll forward with the clock (Lott, ZY, Elott)", () => {
  it("has HOT first, then groups of every prize mode, each game with a live draw", async () => {
    const menu = await fetchLotteryMenu(gw(), { language: "EN" });
    const keys = Object.keys(menu);
    expect(keys[0]).toBe("HOT");
    expect(menu.HOT!.gameMenus.length).toBeGreaterThan(0);
    const modes = new Set(Object.values(menu).flatMap((g) => g.gameMenus.map((x) => x.prizeMode)));
    expect([...modes].sort()).toEqual(["Elott", "Lott", "ZY"]);
    const fast = menu.VN_FAST!.gameMenus.find((g) => g.gameCode === "VN45S")!;
    expect(fast.numero).toMatch(/^\d{8}-\d{4}$/);
    expect(fast.remainTime).toBeGreaterThan(0);
    expect(fast.remainTime).toBeLessThanOrEqual(45_000);
    expect(fast.previousWinningNumber).toMatch(/^\d{5}(,\d{4,5})+$/);
    const zy = menu.ZY_FAST!.gameMenus[0]!;
    expect(zy.previousWinningNumber).toMatch(/^\d+~\d+$/);
    const suspended = menu.ZY_CLASSIC!.gameMenus.find((g) => g.gameCode === "ZYD3")!;
    expect(suspended).toMatchObject({ numero: null, isSale: false, remainTime: 0 });
  });
  it("home's widget (only its games validated) shows what the full menu's HOT group starts with", async () => {
    const menu = await fetchLotteryMenu(gw(), { language: "EN" });
    const rows = await homeLotteries(gw(), "EN");
    const hot = menu.HOT?.gameMenus ?? [];
    expect(rows.map((r) => [r.gameId, r.name, r.numero, r.isSale, r.remainTimeMs])).toEqual(
      hot.slice(0, 3).map((g) => [g.gameId, g.remark, g.numero, g.isSale, g.remainTime]),
    );
  });
  it("moves to the next draw, with a new previous result, when the draw passes", async () => {
    clock = Date.UTC(2026, 0, 15, 3, 0, 10);
    const before = (await fetchLotteryMenu(gw(), { language: "EN", prizeMode: "Lott" })).VN_FAST!.gameMenus.find((g) => g.gameCode === "VN1M")!;
    expect(before).toMatchObject({ isSale: true, remainTime: 40_000, numero: "20260115-0602" });
    clock += 45_000; // inside the 10 s lock
    const locked = (await fetchLotteryMenu(gw(), { language: "EN", prizeMode: "Lott" })).VN_FAST!.gameMenus.find((g) => g.gameCode === "VN1M")!;
    expect(locked).toMatchObject({ isSale: false, remainTime: 5_000, numero: before.numero });
    clock += 10_000;
    const after = (await fetchLotteryMenu(gw(), { language: "EN", prizeMode: "Lott" })).VN_FAST!.gameMenus.find((g) => g.gameCode === "VN1M")!;
    expect(after.numero).toBe("20260115-0603");
    expect(after.isSale).toBe(true);
    expect(after.previousWinningNumber).not.toBe(before.previousWinningNumber);
  });
  it("lists the catalogue by prize mode and launches a lottery in-app", async () => {
    const elott = await fetchLotteryList(gw(), { language: "TY", prizeMode: "Elott" });
    expect(elott.every((l) => l.prizeMode === "Elott")).toBe(true);
    const token = await signIn("player09");
    const { gameUrl } = await launchLotteryGame(gw(), token, {
      prizeMode: "Elott",
      playType: "trad",
      code: elott[0]!.gameCode,
      backUrl: "/m/lottery",
      language: "EN",
    });
    const page = await (await handleGatewayPublicRequest(new Request(`http://x${gameUrl}`), env(), () => clock)).text();
    expect(page).toContain(elott[0]!.remark);
    expect(page).toContain("E-Lott");
    expect(await codeOf(launchLotteryGame(gw(), token, { prizeMode: "Lott", playType: "trad", code: "ZYD3", backUrl: "/m/lottery", language: "EN" }))).toBe(
      "business:lottery.not.found",
    );
    expect(await codeOf(launchLotteryGame(gw(), token, { prizeMode: "ZY", playType: "trad", code: "ZYD3", backUrl: "/m/lottery", language: "EN" }))).toBe(
      "business:lottery.suspended",
    );
    const lobby = await launchLotteryGame(gw(), token, { prizeMode: "Lott", playType: "trad", code: null, backUrl: "/m/home", language: "EN" });
    expect(await (await handleGatewayPublicRequest(new Request(`http://x${lobby.gameUrl}`), env(), () => clock)).text()).toContain("Lottery lobby");
  });
});
