import { describe, expect, it } from "vitest";
import { favouritesFirst } from "./favourites";
import { MAX_FAVOURITES_PER_USER, lotteryFavourites, setLotteryFavourite } from "./favourites.server";

const games = ["1", "2", "3", "4"].map((gameId) => ({ gameId }));

describe("§4 lottery favourites: per user, sorted first, kept in a cookie", () => {
  it("sorts favourites first, most recent first, the rest in their order", () => {
    expect(favouritesFirst(games, ["3", "1"]).map((g) => g.gameId)).toEqual(["3", "1", "2", "4"]);
    expect(favouritesFirst(games, []).map((g) => g.gameId)).toEqual(["1", "2", "3", "4"]);
  });

  it("adds and removes per user name, and reads back what it wrote", async () => {
    const first = await setLotteryFavourite(new Request("http://x/"), "Demo", "101", true, false);
    expect(first.favourites).toEqual(["101"]);
    const cookie = first.setCookie.split(";")[0]!;
    const withCookie = (c: string) => new Request("http://x/", { headers: { Cookie: c } });
    expect(await lotteryFavourites(withCookie(cookie), "demo")).toEqual(["101"]);
    expect(await lotteryFavourites(withCookie(cookie), "agent")).toEqual([]);
    const second = await setLotteryFavourite(withCookie(cookie), "agent", "131", true, false);
    const both = second.setCookie.split(";")[0]!;
    expect(await lotteryFavourites(withCookie(both), "demo")).toEqual(["101"]);
    expect(await lotteryFavourites(withCookie(both), "agent")).toEqual(["131"]);
    const removed = await setLotteryFavourite(withCookie(both), "demo", "101", false, false);
    expect(removed.favourites).toEqual([]);
  });

  it("ignores a tampered cookie and stays bounded", async () => {
    const invalid = new Set<string>();
    expect(await lotteryFavourites(new Request("http://x/", { headers: { Cookie: "el_lottfav=bm9wZQ%3D%3D" } }), "demo", invalid)).toEqual([]);
    expect(await lotteryFavourites(new Request("http://x/", { headers: { Cookie: "el_lottfav=%%%.!!" } }), "demo", invalid)).toEqual([]);
    expect([...invalid]).toEqual(["el_lottfav"]);
    expect((await setLotteryFavourite(new Request("http://x/"), "demo", "1", true, true)).setCookie).toMatch(/; Secure/);
    let cookie = "";
    for (let i = 0; i < MAX_FAVOURITES_PER_USER + 5; i++) {
      cookie = (await setLotteryFavourite(new Request("http://x/", { headers: { Cookie: cookie } }), "demo", String(i), true, false)).setCookie.split(";")[0]!;
    }
    const list = await lotteryFavourites(new Request("http://x/", { headers: { Cookie: cookie } }), "demo");
    expect(list).toHaveLength(MAX_FAVOURITES_PER_USER);
    expect(list[0]).toBe(String(MAX_FAVOURITES_PER_USER + 4));
    expect(cookie.length).toBeLessThan(4000);
  });
});
