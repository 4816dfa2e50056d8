import { GAME_PAGE_SIZE, RECENT_PAGE_SIZE } from "@contract/paging";
import { describe, expect, it } from "vitest";
import { QUICK_VIEWS, builtInTabs, viewHref, viewNeedsSession } from "./game-list-views";
import { pageSizeFor } from "./paging";

describe("§2 game lists: tabs and the three-button row", () => {
  it("§2 the three buttons are favourites, hot and recent, in that order", () => {
    expect(QUICK_VIEWS).toEqual(["FAV", "HOT", "RECENT"]);
  });
  it("§2 without the row the tabs are All, New (slots only), Favourite, Hot, Recent", () => {
    expect(builtInTabs({ newTab: true, quickButtons: false })).toEqual(["ALL", "NEW", "FAV", "HOT", "RECENT"]);
    expect(builtInTabs({ newTab: false, quickButtons: false })).toEqual(["ALL", "FAV", "HOT", "RECENT"]);
  });
  it("§2 with the row its three views leave the tab strip: no view is offered twice, none is lost", () => {
    for (const newTab of [true, false]) {
      const tabs = builtInTabs({ newTab, quickButtons: true });
      expect(tabs).toEqual(newTab ? ["ALL", "NEW"] : ["ALL"]);
      expect([...tabs, ...QUICK_VIEWS].sort()).toEqual(builtInTabs({ newTab, quickButtons: false }).sort());
    }
  });
  it("§5 favourites and recent need a session; hot and the rest do not", () => {
    expect(QUICK_VIEWS.filter(viewNeedsSession)).toEqual(["FAV", "RECENT"]);
    expect(viewNeedsSession("ALL")).toBe(false);
    expect(viewNeedsSession("NEW")).toBe(false);
  });
  it("§5 a visitor's favourites and recent links go to /m/login and come back to the view; a member's go straight there", () => {
    const list = "/m/gameList?gameType=RNG&classify=FAV";
    expect(viewHref(list, "FAV", false)).toBe("/m/login?redirectTo=%2Fm%2FgameList%3FgameType%3DRNG%26classify%3DFAV");
    expect(viewHref(list, "FAV", true)).toBe(list);
    expect(viewHref("/m/slotsCenter?classify=HOT", "HOT", false)).toBe("/m/slotsCenter?classify=HOT");
  });
  it("§9 recent pages by 25, the other views by 26", () => {
    expect(pageSizeFor("RECENT")).toBe(RECENT_PAGE_SIZE);
    expect(RECENT_PAGE_SIZE).toBe(25);
    expect(pageSizeFor("FAV")).toBe(GAME_PAGE_SIZE);
  });
});
