import { deepFreeze } from "@contract/deep-freeze";
import { describe, expect, it } from "vitest";
import { ageLotteryGames, ageLotteryMenu, lotteryHoldMs, lotteryMenuHoldMs } from "./lottery-menu-hold";
import { POLL_MAX_MS } from "./lottery-poll";

const game = (numero: string | null, remainTime: number, extra: Record<string, unknown> = {}) => ({ gameId: "1", numero, remainTime, isSale: true, ...extra });

describe("decision 069: a lottery menu holds until its first game changes, as the lobby's poll waits (§4, §9 max 30 s)", () => {
  it("holds until the smallest remaining time among games with a draw number, across groups", () => {
    const menu = { HOT: { gameMenus: [game("1", 12_000)] }, VN: { gameMenus: [game("2", 4_500), game(null, 0), game("", 1_000)] } };
    expect(lotteryMenuHoldMs(menu)).toBe(4_500);
  });

  it("holds at most 30 s, also for a menu without games", () => {
    expect(lotteryMenuHoldMs({ VN: { gameMenus: [game("1", 86_000_000)] } })).toBe(POLL_MAX_MS);
    expect(lotteryMenuHoldMs({})).toBe(POLL_MAX_MS);
  });

  it("is not kept when a game with a draw number is already due", () => {
    expect(lotteryMenuHoldMs({ VN: { gameMenus: [game("1", 0), game("2", 20_000)] } })).toBe(0);
    expect(lotteryMenuHoldMs({ VN: { gameMenus: [game("1", -300)] } })).toBe(0);
  });

  it("reads games it does not know the shape of (the outline's unread games) without failing", () => {
    expect(lotteryMenuHoldMs({ VN: { gameMenus: [null, "x", { numero: "1", remainTime: "5000" }, game("2", 8_000)] } })).toBe(8_000);
  });

  it("ages every positive remaining time by the time passed, never below 0, and leaves the rest as it was", () => {
    const menu = deepFreeze({
      HOT: { tag: "HOT", gameMenus: [game("1", 12_000, { lockTime: 30 })] },
      VN: { tag: null, gameMenus: [game("2", 4_500), game(null, 0, { isSale: false }), "unread"] },
    });
    const aged = ageLotteryMenu(menu, 5_000);
    expect(aged).toEqual({
      HOT: { tag: "HOT", gameMenus: [game("1", 7_000, { lockTime: 30 })] },
      VN: { tag: null, gameMenus: [game("2", 0), game(null, 0, { isSale: false }), "unread"] },
    });
    // The kept menu (frozen, shared by the isolate's requests) is not touched.
    expect(menu.HOT.gameMenus[0]?.remainTime).toBe(12_000);
  });
});

describe("decision 069 for a list of games (home's widget keeps only the games it shows)", () => {
  it("holds until the first of these games changes, at most 30 s", () => {
    expect(lotteryHoldMs([game("1", 9_000), game("2", 3_000)])).toBe(3_000);
    expect(lotteryHoldMs([game(null, 0)])).toBe(POLL_MAX_MS);
    expect(lotteryHoldMs([game("1", 0)])).toBe(0);
  });

  it("ages copies of the games", () => {
    const games = deepFreeze([game("1", 9_000), game("2", 3_000)]);
    expect(ageLotteryGames(games, 4_000)).toEqual([game("1", 5_000), game("2", 0)]);
    expect(games[0]?.remainTime).toBe(9_000);
  });
});
