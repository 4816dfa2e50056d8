import { describe, expect, it } from "vitest";
import { applyListChange, canLoadMore, createThrottle, mergePage, nearBottom, pageSizeFor, type ListQuery } from "./paging";

const base: ListQuery = { gameType: "RNG", vendor: "SPN", q: "dragon", classify: "NEW", minBet: "0.05", page: 4 };

describe("§9 page sizes", () => {
  it("game lists and favourites use 26, recent uses 25", () => {
    expect(pageSizeFor("ALL")).toBe(26);
    expect(pageSizeFor("FAV")).toBe(26);
    expect(pageSizeFor("RECENT")).toBe(25);
  });
});

describe("§4 game list: changing vendor, filter, search or classification resets to page 1", () => {
  it("a vendor tab resets to page 1 and keeps the search", () => {
    expect(applyListChange(base, { kind: "vendor", vendor: "JADE" })).toEqual({ ...base, vendor: "JADE", page: 1 });
  });
  it("a filter submit resets to page 1", () => {
    expect(applyListChange(base, { kind: "filter", vendor: null, gameType: "FISH", minBet: null })).toEqual({
      ...base,
      vendor: null,
      gameType: "FISH",
      minBet: null,
      page: 1,
    });
  });
  it("a search (Enter) runs from page 1", () => {
    expect(applyListChange(base, { kind: "search", q: "  koi " })).toEqual({ ...base, q: "koi", page: 1 });
  });
  it("a classification change resets to page 1 and clears the search text", () => {
    expect(applyListChange(base, { kind: "classify", classify: "HOT" })).toEqual({ ...base, classify: "HOT", q: "", page: 1 });
  });
  it("paging changes only the page", () => {
    expect(applyListChange(base, { kind: "page", page: 5 })).toEqual({ ...base, page: 5 });
    expect(applyListChange(base, { kind: "page", page: 0 }).page).toBe(1);
  });
});

describe("§4 game list: infinite scroll", () => {
  it("loads more only while pageNum < totalPages", () => {
    expect(canLoadMore({ pageNum: 1, totalPages: 3, classify: "ALL", failed: false })).toBe(true);
    expect(canLoadMore({ pageNum: 3, totalPages: 3, classify: "ALL", failed: false })).toBe(false);
    expect(canLoadMore({ pageNum: 1, totalPages: 0, classify: "ALL", failed: false })).toBe(false);
  });
  it("Hot is a single page", () => {
    expect(canLoadMore({ pageNum: 1, totalPages: 3, classify: "HOT", failed: false })).toBe(false);
  });
  it("a failed load stops offering pages", () => {
    expect(canLoadMore({ pageNum: 1, totalPages: 3, classify: "ALL", failed: true })).toBe(false);
  });
  it("triggers within 500 px of the bottom", () => {
    expect(nearBottom(500)).toBe(true);
    expect(nearBottom(0)).toBe(true);
    expect(nearBottom(501)).toBe(false);
  });
  it("is throttled to once a second", () => {
    const may = createThrottle();
    expect(may(10_000)).toBe(true);
    expect(may(10_400)).toBe(false);
    expect(may(10_999)).toBe(false);
    expect(may(11_000)).toBe(true);
  });
  it("the first page replaces, later pages append without repeats", () => {
    const key = (x: { id: string }) => x.id;
    const a = [{ id: "1" }, { id: "2" }];
    expect(mergePage(a, [{ id: "9" }], 1, key)).toEqual([{ id: "9" }]);
    expect(mergePage(a, [{ id: "2" }, { id: "3" }], 2, key)).toEqual([{ id: "1" }, { id: "2" }, { id: "3" }]);
  });
});
