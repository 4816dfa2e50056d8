import type { CDPSession, Page } from "@playwright/test";
import { expect, locales, test } from "./fixtures";
import { dismissPopupIfShown } from "./home-helpers";

/*
 * D4 swipe-back (§2 page chrome, §9 100 px): real touches through the DevTools protocol, so the
 * browser scrolls, and would run its own gestures, exactly as it does for a finger.
 */
test.use({ hasTouch: true, isMobile: true });

const strip = (page: Page) => page.locator(".lott-tabs__list");

async function swipe(cdp: CDPSession, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const steps = 12;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
  for (let i = 1; i <= steps; i++) {
    const point = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/**
 * /m/lottery, home through the bottom menu, then the lottery lobby again from home's lottery
 * widget: three history entries made by the app (lottery tabs replace their entry), the last showing.
 */
async function threeEntries(page: Page): Promise<void> {
  await page.goto("/m/lottery");
  await page.getByRole("navigation", { name: locales.ty.nav.label }).getByRole("link", { name: locales.ty.nav.home }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await dismissPopupIfShown(page);
  await page.getByRole("link", { name: locales.ty.lobby.lottery.more }).click();
  await expect(page).toHaveURL(/\/m\/lottery$/);
  await expect(strip(page)).toBeVisible();
}

test.describe("D4 swipe-back", () => {
  test("D4 swipe-back: a right swipe on the lottery tab strip scrolls the strip and does not go back", async ({ page }) => {
    await threeEntries(page);
    const list = strip(page);
    await list.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    const before = await list.evaluate((el) => el.scrollLeft);
    expect(before).toBeGreaterThan(150);
    const box = (await list.boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    await swipe(cdp, { x: 60, y }, { x: 330, y });
    await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeLessThan(before - 100);
    // Give a wrongly started navigation the time to show itself before the check.
    await page.waitForTimeout(600);
    await expect(page).toHaveURL(/\/m\/lottery$/);
  });

  test("D4 swipe-back: a swipe from the left edge goes back exactly one entry", async ({ page }) => {
    await threeEntries(page);
    const cdp = await page.context().newCDPSession(page);
    await swipe(cdp, { x: 4, y: 500 }, { x: 260, y: 510 });
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.waitForTimeout(600);
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test("D4 swipe-back: a right swipe that starts away from the edge does not go back", async ({ page }) => {
    await threeEntries(page);
    const cdp = await page.context().newCDPSession(page);
    await swipe(cdp, { x: 80, y: 500 }, { x: 340, y: 505 });
    await page.waitForTimeout(600);
    await expect(page).toHaveURL(/\/m\/lottery$/);
  });
});
