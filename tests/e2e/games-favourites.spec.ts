import type { Page } from "@playwright/test";
import { expect, expectToast, locales, noJs, signedIn, test } from "./fixtures";

const g = locales.ty.games;
const fill = (template: string, name: string) => template.replace("{{name}}", name);

/** player05 is reserved for these tests (other engineers' tests use other accounts). */
const MEMBER = { username: "player05", password: "player1234" };

const firstPlayableName = async (page: Page) => (await page.locator(".game-tile:not(.game-tile--skeleton) .game-tile__name").first().textContent())!;

test.describe("§4 favourite toggle and §5 sessions", () => {
  test("§5 favourites as guest: the heart says in_logged_login and changes nothing", async ({ page }) => {
    await page.goto("/m/gameList?gameType=RNG");
    const name = await firstPlayableName(page);
    await page.getByRole("button", { name: fill(g.tile.addFavourite, name) }).click();
    await expectToast(page, locales.ty.toast.in_logged_login);
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);
    await expect(page.getByRole("button", { name: fill(g.tile.addFavourite, name) })).toHaveAttribute("aria-pressed", "false");
  });

  test("§5 favourites and recent views as guest go to /m/login and come back", async ({ page }) => {
    await page.goto("/m/gameList?gameType=RNG");
    await page.getByRole("navigation", { name: g.classify.label }).getByRole("link", { name: g.classify.FAV, exact: true }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2FgameList%3FgameType%3DRNG%26classify%3DFAV$/);
    await page.goto("/m/gameList?gameType=FISH&classify=RECENT");
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=/);
  });

  test(
    "§4 favourites as member: heart adds (in_collection), the Favourite view lists it, removing it there makes it disappear",
    { tag: "@no-js" },
    async ({ page }, info) => {
      test.slow(); // several navigations and a sign-in
      await signedIn(page, MEMBER.username, MEMBER.password);
      await page.goto("/m/gameList?gameType=RNG&vendor=BOLT");
      const name = await firstPlayableName(page);
      await page.getByRole("button", { name: fill(g.tile.addFavourite, name) }).click();
      await expectToast(page, g.toast.in_collection);
      await expect(page.getByRole("button", { name: fill(g.tile.removeFavourite, name) })).toHaveAttribute("aria-pressed", "true");
      try {
        // Server truth: the hearts come back from the gateway on a fresh load.
        await page.goto("/m/gameList?gameType=RNG&vendor=BOLT");
        await expect(page.getByRole("button", { name: fill(g.tile.removeFavourite, name) })).toHaveAttribute("aria-pressed", "true");

        await page.getByRole("navigation", { name: g.classify.label }).getByRole("link", { name: g.classify.FAV, exact: true }).click();
        await expect(page).toHaveURL(/classify=FAV/);
        const favList = page.getByRole("list", { name: g.category.RNG });
        await expect(favList.getByRole("listitem")).toHaveCount(1);
        await favList.getByRole("button", { name: fill(g.tile.removeFavourite, name) }).click();
        await expectToast(page, g.toast.in_cancel_collection);
        if (!noJs(info.project.use as { javaScriptEnabled: boolean })) await expect(page).toHaveURL(/classify=FAV/);
        await expect(page.locator(".game-tile__name", { hasText: name })).toHaveCount(0);
        await expect(page.getByText(g.list.emptyFavourites)).toBeVisible();
      } finally {
        // Leave player05 without favourites whatever happened above.
        await page.goto("/m/gameList?gameType=RNG&vendor=BOLT");
        const pressed = page.getByRole("button", { name: fill(g.tile.removeFavourite, name) });
        if (await pressed.count()) {
          await pressed.click();
          await expect(page.getByRole("button", { name: fill(g.tile.addFavourite, name) })).toBeVisible();
        }
      }
    },
  );
});
