import type { Page } from "@playwright/test";
import { expect, failedResource, locales, test } from "./fixtures";
import { closePopup } from "./home-helpers";

const ty = locales.ty;
const g = ty.games;

/** The tiles of the grid named `category`, and the vendor names they show. */
const tiles = (page: Page, category: string) => page.getByRole("list", { name: category }).getByRole("listitem");
const tileVendors = (page: Page) => page.locator(".game-tile:not(.game-tile--skeleton) .game-tile__vendor");

test.describe("§2 /m/gameLobby: a vendor's game lobby", () => {
  test("§2 game lobby: a home vendor tile opens the vendor's lobby on that category; a category tab (a link) switches the grid", async ({ page }) => {
    // Orbit Gaming has card games (PVP, vendor tiles on home) and slots (RNG): two tabs (gateway/seeds/games.ts).
    await page.goto("/m/home?cat=PVP#popular");
    await closePopup(page);
    await page
      .locator("#popular")
      .getByRole("list", { name: g.category.PVP })
      .getByRole("link", { name: g.tile.enterVendor.replace("{{name}}", "Orbit Gaming") })
      .click();
    await expect(page).toHaveURL(/\/m\/gameLobby\?vendor=ORBIT&gameType=PVP$/);
    await expect(page.getByRole("heading", { level: 1, name: ty.title.gameLobby })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Orbit Gaming" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: g.lobby.categories });
    await expect(tabs.getByRole("link")).toHaveText([g.category.RNG, g.category.PVP]);
    await expect(tabs.getByRole("link", { name: g.category.PVP, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(tiles(page, g.category.PVP).first()).toBeVisible();
    expect(new Set(await tileVendors(page).allTextContents())).toEqual(new Set(["Orbit Gaming"]));

    await tabs.getByRole("link", { name: g.category.RNG, exact: true }).click();
    await expect(page).toHaveURL(/\/m\/gameLobby\?vendor=ORBIT&gameType=RNG$/);
    await expect(tabs.getByRole("link", { name: g.category.RNG, exact: true })).toHaveAttribute("aria-current", "page");
    // The first page (26) of its 40 slots, then a link to the full list filtered to the vendor.
    await expect(tiles(page, g.category.RNG)).toHaveCount(26);
    expect(new Set(await tileVendors(page).allTextContents())).toEqual(new Set(["Orbit Gaming"]));
    await expect(
      tiles(page, g.category.RNG)
        .getByRole("button", { name: /^Laruin ang / })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: g.lobby.seeAll })).toHaveAttribute("href", "/m/gameList?gameType=RNG&vendor=ORBIT");
  });

  test("D12 §2 route list: the bare /m/gameLobby opens every vendor's lobby (the game centre); with a listable gameType, its list", async ({ page }) => {
    const response = await page.goto("/m/gameLobby");
    expect(response!.status()).toBe(200);
    await expect(page).toHaveURL(/\/m\/gameCenter$/);
    await expect(page.getByRole("heading", { level: 1, name: ty.title.gameCenter })).toBeVisible();
    await page.goto("/m/gameLobby?gameType=RNG");
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);
  });

  test("§2 game lobby: an unknown vendor is the not-found page with status 404", { tag: "@server" }, async ({ page, consoleGuard }) => {
    consoleGuard.allow(failedResource(404, "/m/gameLobby"));
    const response = await page.goto("/m/gameLobby?vendor=NOPE");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("main").getByRole("heading", { level: 1, name: ty.error.notFound.title })).toBeVisible();
  });
});
