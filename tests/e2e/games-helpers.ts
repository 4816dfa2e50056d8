import { expect, type Page } from "@playwright/test";

/** A slot of Spinworks from the game list, launched as the app does (the demo game page). */
export async function launchSlot(page: Page): Promise<void> {
  await page.goto("/m/gameList?gameType=RNG&vendor=SPN");
  await page
    .locator(".game-tile:not(.game-tile--skeleton)")
    .getByRole("button", { name: /^Laruin ang / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/gw\/play\/[0-9a-f]{64}$/);
}
