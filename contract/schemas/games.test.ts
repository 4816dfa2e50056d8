import { describe, expect, it } from "vitest";
import { LotteryGame } from "./games";

// Ids arrive as strings or numbers from real gateways (§3) and are read as strings. // replaced the union that checked them (it recorded a refusal for every numeric id): same rule.
const game = { gameCode: "VN45S", remark: "Speed VN 45s", isSale: true };

describe("game ids", () => {
  it.each([
    [131, "131"],
    ["131", "131"],
    ["VN-45", "VN-45"],
  ])("reads %j as %j", (gameId, expected) => {
    expect(LotteryGame.parse({ ...game, gameId }).gameId).toBe(expected);
  });

  it.each([null, undefined, true, {}, ["1"]])("refuses %j", (gameId) => {
    expect(LotteryGame.safeParse({ ...game, gameId }).success).toBe(false);
  });
});
