import type { Page } from "@playwright/test";
import { expect, locales, test } from "./fixtures";

/*
 * "What a player notices", item b: a game tile cut its name to one line with an ellipsis, and the
 * full name was only in a hover title, which a phone never shows. The name now wraps to three lines,
 * and the tile still names the game in full to assistive technology (the Play button).
 */
const g = locales.ty.games;

/** The names on screen that show less than their text: more lines than the box, or cut sideways. */
async function cutNames(page: Page): Promise<string[]> {
  return page
    .locator(".game-tile:not(.game-tile--skeleton) .game-tile__name")
    .evaluateAll((names) => names.filter((n) => n.scrollHeight > n.clientHeight + 1 || n.scrollWidth > n.clientWidth + 1).map((n) => n.textContent ?? ""));
}

test.describe("item b: game names readable in full", () => {
  for (const path of ["/m/gameList?gameType=RNG", "/m/slotsCenter", "/m/gameList?gameType=FISH"]) {
    test(`item b §2 tiles: on ${path} at 390 px no game name is cut, and Play names the game in full`, async ({ page }) => {
      await page.goto(path);
      const names = page.locator(".game-tile:not(.game-tile--skeleton) .game-tile__name");
      await expect(names.first()).toBeVisible();
      expect(await cutNames(page)).toEqual([]);
      const first = page.locator(".game-tile:not(.game-tile--skeleton)").first();
      const name = (await first.locator(".game-tile__name").textContent())!;
      await expect(first.getByRole("button", { name: g.tile.playGame.replace("{{name}}", name) })).toBeVisible();
    });
  }

  test("item b §2 tiles: a name longer than three lines is clamped, yet its full text stays the tile's heading", async ({ page }) => {
    await page.goto("/m/gameList?gameType=RNG");
    const name = page.locator(".game-tile:not(.game-tile--skeleton) .game-tile__name").first();
    const long = "Mga Kayamanan ng Gintong Dragon sa Bundok ng Apoy at ng Dagat";
    await name.evaluate((el, text) => (el.textContent = text), long);
    const box = await name.evaluate((el) => ({ height: el.clientHeight, line: parseFloat(getComputedStyle(el).lineHeight) }));
    expect(Math.round(box.height / box.line)).toBe(3);
    await expect(page.getByRole("heading", { name: long })).toBeVisible();
  });
});
