import type { RouteName } from "@contract/routes";
import { describe, expect, it } from "vitest";
import type { GatewayClient } from "~/gateway-client/client.server";
import { popularGames } from "./popular-games.server";

/**
 * A gateway whose vendor sorting answers only when the test says so; every other call answers an
 * empty list at once. Records each call as it is sent.
 */
function slowSorting() {
  const sent: RouteName[] = [];
  let answerSorting!: () => void;
  const sorting = new Promise<never[]>((resolve) => (answerSorting = () => resolve([])));
  const gateway: GatewayClient = {
    call: async (route) => {
      sent.push(route);
      return (route === "gameVendorSorting" ? sorting : []) as never;
    },
  };
  return { sent, gateway, answerSorting };
}
const turn = () => new Promise((resolve) => setTimeout(resolve, 0));
const args = { language: "EN", merchant: "m1", token: null, vendor: null };

describe("§2 popular games on home: the HOT tab costs one round trip", () => {
  it("asks for the hot list beside the vendor sorting, not after it", async () => {
    for (const category of [null, "HOT"]) {
      const { sent, gateway, answerSorting } = slowSorting();
      const view = popularGames(gateway, { ...args, category });
      await turn();
      expect(sent, String(category)).toEqual(["gameHot", "gameVendorSorting"]);
      answerSorting();
      expect(await view).toMatchObject({ kind: "hot", category: "HOT", menu: ["HOT"], games: [] });
    }
  });

  it("another tab waits for the sorting (it names the tab's vendors); one the menu lacks falls back to HOT, asked then", async () => {
    const { sent, gateway, answerSorting } = slowSorting();
    const view = popularGames(gateway, { ...args, category: "RNG" });
    await turn();
    expect(sent).toEqual(["gameVendorSorting"]);
    answerSorting();
    expect(await view).toMatchObject({ kind: "hot", category: "HOT" });
    expect(sent).toEqual(["gameVendorSorting", "gameHot"]);
  });
});
