import { afterEach, describe, expect, it, vi } from "vitest";
import { createAnswerMemo } from "~/gateway-client/answer-memo";
import { createGatewayClient } from "~/gateway-client/client.server";
import { GatewayError } from "~/gateway-client/errors";
import { isolateClient } from "~/testing/gateway-client";
import { homeLotteries } from "./lottery.server";

// §2 home lottery widget: the first three games of the HOT group. Only those three
// are validated; the rest of the menu is never parsed, and cannot break the widget.
function game(gameId: string | number, extra: Record<string, unknown> = {}) {
  return { gameId, gameCode: `G${gameId}`, remark: `Game ${gameId}`, isSale: true, remainTime: 30_000, numero: "20261124-0001", prizeMode: "Lott", ...extra };
}

function gatewayAnswering(menu: unknown) {
  return createGatewayClient({
    transport: async () => Response.json({ success: true, value: menu }),
    baseUrl: "http://gw.test",
    merchantCode: "m1",
    timeoutMs: 500,
  });
}

describe("homeLotteries", () => {
  it("shows the first three distinct games of the HOT group", async () => {
    const menu = {
      VN: { tag: null, gameMenus: [game(9)] },
      HOT: { tag: "hot", gameMenus: [game(1), game("1"), game(2), game(3), game(4)] },
    };
    const rows = await homeLotteries(gatewayAnswering(menu), "EN");
    expect(rows.map((r) => r.gameId)).toEqual(["1", "2", "3"]);
    expect(rows[0]).toEqual({
      gameId: "1",
      name: "Game 1",
      iconUrl: null,
      numero: "20261124-0001",
      isSale: true,
      remainTimeMs: 30_000,
      href: "/m/launchGame?playType=trad&prize_mode=Lott&code=G1&pageBack=%2Fm%2Fhome",
    });
  });

  it("without a HOT group, takes games from every group in order (`games` as well as `gameMenus`)", async () => {
    const menu = { A: { gameMenus: [game(5)] }, B: { games: [game(6), game(7)] } };
    expect((await homeLotteries(gatewayAnswering(menu), "EN")).map((r) => r.gameId)).toEqual(["5", "6", "7"]);
  });

  it("a malformed game it does not show does not fail the widget", async () => {
    const menu = { HOT: { tag: "HOT", gameMenus: [game(1), game(2), game(3), { gameId: 4, isSale: "sometimes" }] }, X: { gameMenus: [{ broken: true }] } };
    expect(await homeLotteries(gatewayAnswering(menu), "EN")).toHaveLength(3);
  });

  it("a malformed game it shows fails as an invalid answer, as the full menu's parse did", async () => {
    const menu = { HOT: { tag: "HOT", gameMenus: [game(1), { gameId: 2, isSale: "sometimes" }, game(3)] } };
    const e = await homeLotteries(gatewayAnswering(menu), "EN").catch((x: unknown) => x);
    expect(e).toBeInstanceOf(GatewayError);
    expect((e as GatewayError).kind).toBe("invalid");
  });

  it("a game without an id is refused, not skipped", async () => {
    const menu = { HOT: { tag: "HOT", gameMenus: [game(1), { ...game(2), gameId: undefined }] } };
    await expect(homeLotteries(gatewayAnswering(menu), "EN")).rejects.toBeInstanceOf(GatewayError);
  });

  it("a menu that is not a menu is invalid", async () => {
    await expect(homeLotteries(gatewayAnswering([1, 2]), "EN")).rejects.toBeInstanceOf(GatewayError);
    await expect(homeLotteries(gatewayAnswering({ HOT: { gameMenus: "x" } }), "EN")).rejects.toBeInstanceOf(GatewayError);
  });

  describe("decision 069: the isolate keeps the shown games until the first of them changes", () => {
    afterEach(() => vi.useRealTimers());

    it("a later home within that time gets them aged, without asking the gateway; after it, the gateway is asked", async () => {
      vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 12) });
      let calls = 0;
      const menu = {
        HOT: { tag: "HOT", gameMenus: [game(1, { remainTime: 50_000 }), game(2, { remainTime: 12_000 }), game(3)] },
        X: { gameMenus: [game(9, { remainTime: 1_000 })] },
      };
      const memo = createAnswerMemo();
      const request = () => isolateClient(async () => (calls++, Response.json({ success: true, value: menu })), memo);
      await homeLotteries(request(), "EN");
      vi.advanceTimersByTime(5_000);
      // Game 9 is not shown: its draw does not end the hold.
      expect((await homeLotteries(request(), "EN")).map((r) => r.remainTimeMs)).toEqual([45_000, 7_000, 25_000]);
      expect(calls).toBe(1);
      vi.advanceTimersByTime(7_000);
      expect((await homeLotteries(request(), "EN")).map((r) => r.remainTimeMs)).toEqual([50_000, 12_000, 30_000]);
      expect(calls).toBe(2);
    });
  });
});
