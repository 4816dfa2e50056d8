import { expect, type Page } from "@playwright/test";

/**
 * Opens a page and waits until it is idle, so that with JavaScript the app has hydrated and takes
 * clicks itself (a click during hydration would be a plain browser navigation instead).
 */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}

/** A slot of Spinworks from the game list, launched as the app does (the demo game page). */
export async function launchSlot(page: Page): Promise<void> {
  await open(page, "/m/gameList?gameType=RNG&vendor=SPN");
  await page
    .locator(".game-tile:not(.game-tile--skeleton)")
    .getByRole("button", { name: /^Laruin ang / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/gw\/play\/[0-9a-f]{64}$/);
}
