import { expect, failedResource, locales, test } from "./fixtures";
import { dismissPopupIfShown } from "./home-helpers";

const ty = locales.ty;

/** §2 Bottom menu: Home, Invite friends, Deposit (centre), Events, Members. */
const MENU = [
  { name: ty.nav.home, href: "/m/home" },
  { name: ty.nav.inviteFriends, href: "/m/inviteFriends" },
  { name: ty.nav.deposit, href: "/m/voucherCenter" },
  { name: ty.nav.events, href: "/m/activity" },
  { name: ty.nav.members, href: "/m/mine" },
];

test.describe("§2 page chrome", () => {
  test("§2 header on home: a guest sees the brand, Login and (DIRECTREG3 on) Register, and the bottom menu", async ({ page }) => {
    await page.goto("/m/home");
    const header = page.locator("header.home-header");
    await expect(header).toBeVisible();
    await expect(header.getByRole("link", { name: ty.header.home })).toHaveAttribute("href", "/m/home");
    await expect(header.getByRole("link", { name: ty.header.login, exact: true })).toHaveAttribute("href", "/m/login");
    await expect(header.getByRole("link", { name: ty.header.register, exact: true })).toHaveAttribute("href", "/m/register");
    // (The header's pop-over also offers Deposit, hidden until opened: the Deposit button is what a guest lacks.)
    await expect(header.getByRole("link", { name: ty.header.deposit, exact: true })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: ty.nav.label })).toBeVisible();
  });

  test("§2 page chrome: login has no header and no bottom menu", async ({ page }) => {
    const response = await page.goto("/m/login");
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("heading", { name: ty.account.login.heading })).toBeVisible();
    await expect(page.locator("header")).toHaveCount(0);
    await expect(page.getByRole("banner")).toHaveCount(0);
    // (The login form's own method tabs are a navigation too; the bottom menu is the one named "main menu".)
    await expect(page.getByRole("navigation", { name: ty.nav.label })).toHaveCount(0);
    await expect(page.locator("nav.bottom-menu")).toHaveCount(0);
  });

  test("§2 page chrome: an unknown /m page has the page header (back arrow and title) and the bottom menu", async ({ page, consoleGuard }) => {
    consoleGuard.allow(failedResource(404, "/m/xyz"));
    await page.goto("/m/xyz");
    const header = page.locator("header.page-header");
    await expect(header).toBeVisible();
    await expect(header.getByRole("link", { name: ty.header.back })).toBeVisible();
    await expect(header.getByRole("heading", { level: 1 })).toHaveText(ty.title.notFound);
    await expect(page.locator("header.home-header")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: ty.nav.label })).toBeVisible();
  });

  test("D3 §8 a navigation whose data never arrives (network lost) says the network is slow or offline, keeps the chrome, and its retry loads the page @js-only", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow({ text: "Failed to load resource: net::ERR_INTERNET_DISCONNECTED", url: /\/m\/mine\.data/ });
    await page.goto("/m/help");
    // The next page's data request is lost, as on a dropping mobile network.
    await page.route(/\/m\/mine\.data/, (route) => route.abort("internetdisconnected"));
    const menu = page.getByRole("navigation", { name: ty.nav.label });
    await menu.getByRole("link", { name: ty.nav.members }).click();
    await expect(page).toHaveURL(/\/m\/mine$/);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(ty.error.gateway.unreachable);
    // The player can still move on: the bottom menu stays, styled like every page's.
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: ty.nav.home })).toBeInViewport();
    // Back online, the retry loads the page.
    await page.unroute(/\/m\/mine\.data/);
    await alert.getByRole("link", { name: ty.error.generic.retry }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("link", { name: ty.member.centre.settings })).toBeVisible();
  });

  test("§2 page chrome: the back arrow with no history to go back to leads home", async ({ page, consoleGuard }) => {
    consoleGuard.allow(failedResource(404, "/m/xyz"));
    await page.goto("/m/xyz");
    await page.locator("header.page-header").getByRole("link", { name: ty.header.back }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator("header.home-header")).toBeVisible();
  });
});

test.describe("§2 bottom menu", () => {
  test("§2 bottom menu: a navigation landmark with Home, Invite friends, Deposit, Events, Members in order", async ({ page }) => {
    await page.goto("/m/home");
    const nav = page.getByRole("navigation", { name: ty.nav.label });
    await expect(nav).toHaveCount(1);
    const links = nav.getByRole("link");
    await expect(links).toHaveText(MENU.map((m) => m.name));
    for (const [i, item] of MENU.entries()) await expect(links.nth(i)).toHaveAttribute("href", item.href);
    // The current page is marked.
    await expect(nav.getByRole("link", { name: ty.nav.home })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test("§2 bottom menu: the centre Deposit button goes to /m/voucherCenter (a visitor signs in first, W-DEP-01)", async ({ page }) => {
    await page.goto("/m/home");
    await dismissPopupIfShown(page);
    const nav = page.getByRole("navigation", { name: ty.nav.label });
    const deposit = nav.getByRole("link").nth(2);
    await expect(deposit).toHaveText(ty.nav.deposit);
    await expect(deposit).toHaveAttribute("href", "/m/voucherCenter");
    await deposit.click();
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2FvoucherCenter$/);
  });

  test("§2 bottom menu: fits the 390 px viewport, pinned to the bottom", async ({ page }) => {
    await page.goto("/m/home");
    const box = await page.getByRole("navigation", { name: ty.nav.label }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(Math.round(box!.y + box!.height)).toBe(844);
  });
});
