import { waitForFormReady, watchResponses } from "./account-helpers";
import { expect, expectToast, locales, test } from "./fixtures";

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

test.describe("§6 D6 a trial account plays with play money", () => {
  test("D6 journey: start a trial, the balance says play money, no way to deposit or withdraw, a guarded URL is refused, registration opens", async ({
    page,
    javaScriptEnabled,
  }) => {
    const playMoney = ty.wallet.playMoney;
    await page.goto("/m/trail");
    await waitForFormReady(page);
    await page.getByRole("button", { name: trail.start }).click();
    await expect(page).toHaveURL(/\/m\/home$/);

    // The header: the balance is tagged as play money (to the eye and to a screen reader).
    const header = page.locator("header.home-header");
    const balance = header.locator(".home-header__balance");
    await expect(balance).toHaveText(`₱2,000${playMoney.label}`);
    await expect(balance).toHaveAttribute("aria-label", `${playMoney.balance}: ₱2,000`);
    // No deposit or withdraw entry anywhere on the page (header, its menu, the bottom menu); a real account instead.
    await expect(page.locator('a[href="/m/voucherCenter"], a[href="/m/withdraw"]')).toHaveCount(0);
    await expect(header.getByRole("link", { name: playMoney.short, exact: true })).toHaveAttribute("href", "/m/register");
    await expect(page.getByRole("navigation", { name: ty.nav.label }).getByRole("link", { name: playMoney.short })).toHaveAttribute("href", "/m/register");

    // The member centre: the play-money balance and what it is, no money tiles or record rows.
    await page.goto("/m/mine");
    const card = page.getByTestId("play-money-card");
    await expect(card.locator("dt")).toHaveText(playMoney.balance);
    await expect(card.locator("dd")).toHaveText(`₱2,000.00 ${playMoney.label}`);
    await expect(card).toContainText(playMoney.note);
    const entries = page.getByRole("navigation", { name: ty.member.centre.tilesLabel });
    await expect(entries.getByRole("link", { name: ty.member.entry.deposit })).toHaveCount(0);
    await expect(entries.getByRole("link", { name: ty.member.entry.withdraw })).toHaveCount(0);
    await expect(page.getByRole("link", { name: ty.member.entry.depositRecord })).toHaveCount(0);
    await expect(page.getByRole("link", { name: ty.member.entry.betRecord })).toHaveCount(0);

    // A guarded page by its URL: refused with free_reject, back on home.
    const delivered = watchResponses(page);
    await page.goto("/m/withdraw");
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await delivered("toast.free_reject")).toBe(true);
    if (javaScriptEnabled) await expectToast(page, ty.toast.free_reject);

    // The way out: the centre's link opens registration (a trial session counts as a guest there).
    await page.goto("/m/mine");
    await page.getByTestId("play-money-card").getByRole("link", { name: playMoney.cta }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
    await expect(page.getByRole("button", { name: ty.account.register.submit, exact: true })).toBeVisible();
  });
});
