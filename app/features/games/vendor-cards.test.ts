import type { VendorSortingEntry } from "@contract/schemas/games";
import { describe, expect, it } from "vitest";
import { lotteryVendorHref, vendorCards } from "./vendor-cards";

type SortedVendor = VendorSortingEntry["vendorNames"][number];
const vendor = (code: string, lobby: SortedVendor["lobby"] = { gameId: `${code}-0001`, nodeId: "10001" }): SortedVendor => ({
  accountTypeName: code,
  displayName: `${code} name`,
  mobileSmallIcon: `/gw/assets/vendor/${code}.svg`,
  mobileLargeIcon: `/gw/assets/vendor-tile/${code}.svg`,
  gameCount: 3,
  lobby,
});
const actions = (gameCategory: string, vendors: SortedVendor[], pageBack?: string) =>
  vendorCards({ gameCategory, vendorNames: vendors }, pageBack).map((c) => [c.vassalage, c.action]);

describe("§2 vendor tiles: where each vendor opens", () => {
  it("§2 /m/gameLobby: a vendor of a browsable category opens its game lobby on that category's tab (not the filtered list)", () => {
    for (const category of ["RNG", "FISH", "LIVE", "PVP", "INHOUSE"]) {
      expect(actions(category, [vendor("ORBIT")]), category).toEqual([["ORBIT", { kind: "link", href: `/m/gameLobby?vendor=ORBIT&gameType=${category}` }]]);
    }
  });

  it("§7 lobby vendors: sports, e-sports, cockfight and lottery-lobby vendors launch their lobby node", () => {
    expect(actions("SPORTS", [vendor("KICK", { gameId: "KICK-0001", nodeId: "10500" })])).toEqual([
      ["KICK", { kind: "launch", target: { vendor: "KICK", gameId: "KICK-0001", nodeId: "10500" } }],
    ]);
    expect(actions("LOTT", [vendor("TCG_SEA", { gameId: "lobby", nodeId: "10700" })])).toEqual([
      ["TCG_SEA", { kind: "launch", target: { vendor: "TCG_SEA", gameId: "lobby", nodeId: "10700" } }],
    ]);
  });

  it("§7 LOTT opens the lottery lobby, ELOTT the in-app launcher (back to the page that showed the tile)", () => {
    expect(actions("LOTT", [vendor("LOTT"), vendor("ELOTT")], "/m/home")).toEqual([
      ["LOTT", { kind: "link", href: "/m/lottery" }],
      ["ELOTT", { kind: "link", href: "/m/launchGame?playType=trad&prize_mode=Elott&code=lobby&pageBack=%2Fm%2Fhome" }],
    ]);
    expect(lotteryVendorHref("ELOTT")).toBe("/m/launchGame?playType=trad&prize_mode=Elott&code=lobby");
    expect(lotteryVendorHref("SPN")).toBeNull();
  });

  it("a vendor of a category without a game list and without a lobby node opens its game lobby (which then shows its games)", () => {
    expect(actions("SPORTS", [vendor("ARENA", null)])).toEqual([["ARENA", { kind: "link", href: "/m/gameLobby?vendor=ARENA&gameType=SPORTS" }]]);
  });

  it("tiles keep the sorting's order, display name and the large art (the small icon when there is none)", () => {
    const cards = vendorCards({ gameCategory: "LIVE", vendorNames: [vendor("AURA"), { ...vendor("VELVET"), mobileLargeIcon: null }] });
    expect(cards.map((c) => [c.vassalage, c.displayName, c.imageUrl])).toEqual([
      ["AURA", "AURA name", "/gw/assets/vendor-tile/AURA.svg"],
      ["VELVET", "VELVET name", "/gw/assets/vendor/VELVET.svg"],
    ]);
  });
});
