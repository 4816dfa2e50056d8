import { waitForFormReady } from "./account-helpers";
import { expect, locales, test } from "./fixtures";

const ty = locales.ty;
const trail = ty.account.trail;

/** The opening balance of every trial account (gateway/handlers/member.ts), as the page formats it. */
const OPENING_BALANCE = "₱2,000.00";

test.describe("§2 /m/trail free trial", () => {
  test("§2 page chrome: /m/trail has the header titled 'free trial', a back arrow home and no bottom menu", async ({ page }) => {
    const response = await page.goto("/m/trail");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${ty.title.trail} · ${ty.app.name}`);
    const header = page.locator("header.page-header");
    await expect(header.getByRole("heading", { level: 1 })).toHaveText(ty.title.trail);
    await expect(page.getByRole("navigation", { name: ty.nav.label })).toHaveCount(0);
    await expect(page.locator("nav.bottom-menu")).toHaveCount(0);
    const back = header.getByRole("link", { name: ty.header.back });
    await expect(back).toHaveAttribute("href", "/m/home");
    await back.click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test("§6/§7 trial: the page states the opening balance, and one tap lands on home signed in as a trial account", { tag: "@no-js" }, async ({ page }) => {
    await page.goto("/m/trail");
    await expect(page.getByRole("heading", { level: 2, name: trail.heading })).toBeVisible();
    const balance = page.locator("dl.trail-balance");
    await expect(balance.locator("dt")).toHaveText(trail.balanceLabel);
    await expect(balance.locator("dd")).toHaveText(OPENING_BALANCE);
    await expect(page.getByRole("link", { name: trail.register })).toHaveAttribute("href", "/m/register");
    await expect(page.getByRole("link", { name: trail.login, exact: true })).toHaveAttribute("href", "/m/login");

    await waitForFormReady(page);
    await page.getByRole("button", { name: trail.start }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator("header.home-header").getByText(/^trial\d{8}$/)).toBeVisible();
  });
});
