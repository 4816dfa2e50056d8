import { d1 } from "./d1";
import { expect, test } from "./fixtures";
import { closePopup, openAccountMenu, playerBalance, signIn, ty } from "./home-helpers";

const header = (page: import("@playwright/test").Page) => page.locator("header.home-header");

test.describe("§2 header on home", () => {
  test("§2 header on home: a guest sees Login and, with DIRECTREG3 on, Register — no name, balance or Deposit", async ({ page }) => {
    await page.goto("/m/home");
    await expect(header(page).getByRole("link", { name: ty.header.login, exact: true })).toHaveAttribute("href", "/m/login");
    await expect(header(page).getByRole("link", { name: ty.header.register, exact: true })).toHaveAttribute("href", "/m/register");
    await expect(header(page).getByRole("link", { name: ty.header.deposit, exact: true })).toHaveCount(0);
    await expect(header(page).locator(".home-header__balance")).toHaveCount(0);
  });

  test("§2 header pop-over: a guest gets Deposit, Withdraw and Help centre, but no refresh, hide or sign out", async ({ page }) => {
    await page.goto("/m/home");
    await closePopup(page);
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole("link", { name: ty.lobby.header.deposit })).toHaveAttribute("href", "/m/voucherCenter");
    await expect(menu.getByRole("link", { name: ty.lobby.header.withdraw })).toHaveAttribute("href", "/m/withdraw");
    await expect(menu.getByRole("link", { name: ty.lobby.header.help })).toHaveAttribute("href", "/m/help");
    await expect(menu.getByText(ty.lobby.header.refreshBalance)).toHaveCount(0);
    await expect(menu.getByText(ty.lobby.header.hideBalance)).toHaveCount(0);
    await expect(menu.getByText(ty.lobby.header.signOut)).toHaveCount(0);
  });

  test("§2 header on home: a member sees the name, the balance (symbol, 0 decimals, comma grouping) and Deposit", async ({ page }) => {
    await signIn(page, "player10");
    await expect(header(page).getByText("player10", { exact: true })).toBeVisible();
    await expect(header(page).getByText(playerBalance(10), { exact: true })).toBeVisible();
    expect(playerBalance(10)).toBe("₱29,190");
    await expect(header(page).getByRole("link", { name: ty.header.deposit, exact: true })).toHaveAttribute("href", "/m/voucherCenter");
    await expect(header(page).getByRole("link", { name: ty.header.login, exact: true })).toHaveCount(0);
  });

  test("§2 header pop-over: a member gets Deposit, Withdraw, Refresh balance, Hide balance, Help centre and Sign out", async ({ page }) => {
    await signIn(page, "player10");
    await closePopup(page);
    const menu = await openAccountMenu(page);
    for (const name of [ty.lobby.header.deposit, ty.lobby.header.withdraw, ty.lobby.header.help]) await expect(menu.getByRole("link", { name })).toBeVisible();
    await expect(menu.getByText(ty.lobby.header.refreshBalance)).toBeVisible();
    await expect(menu.getByRole("button", { name: ty.lobby.header.hideBalance })).toBeVisible();
    await expect(menu.getByText(ty.lobby.header.signOut, { exact: true })).toBeVisible();
  });
});

test.describe("§4 balance shown or masked", () => {
  test("§4 hide balance: the header shows *** and keeps it across reloads (cookie); show brings the balance back", async ({ page, context }) => {
    await signIn(page, "player10");
    await closePopup(page);
    const balance = header(page).locator(".home-header__balance");
    await expect(balance).toHaveText(playerBalance(10));

    let menu = await openAccountMenu(page);
    await menu.getByRole("button", { name: ty.lobby.header.hideBalance }).click();
    await expect(balance).toHaveText("***");
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "el_balance")?.value ?? null).not.toBeNull();
    expect(await page.evaluate(() => Object.keys(localStorage).length)).toBe(0);

    await page.reload();
    await expect(balance).toHaveText("***");

    // The pop-up was closed before the reload (its own cookie): the menu is free to use.
    menu = await openAccountMenu(page);
    await menu.getByRole("button", { name: ty.lobby.header.showBalance }).click();
    await expect(balance).toHaveText(playerBalance(10));
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === "el_balance" && c.value !== "")).toBe(false);
    await page.reload();
    await expect(balance).toHaveText(playerBalance(10));
  });

  test("§4 refresh balance: masks the balance until the wallet reloads, then shows the new amount", { tag: "@js-only" }, async ({ page }) => {
    // @js-only: without JavaScript the refresh is a page reload (a plain link)
    await signIn(page, "player10");
    await closePopup(page);
    const balance = header(page).locator(".home-header__balance");
    await expect(balance).toHaveText(playerBalance(10));
    // The wallet changes behind the page's back; refresh must show the new amount.
    await d1("UPDATE wallets SET balance_minor = balance_minor + 100000 WHERE member_id = (SELECT id FROM members WHERE account = 'player10')");
    try {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/m/balance*", async (route) => {
        await gate;
        await route.continue();
      });
      const menu = await openAccountMenu(page);
      await menu.getByRole("button", { name: ty.lobby.header.refreshBalance }).click();
      await expect(balance).toHaveText("***");
      release();
      await expect(balance).toHaveText("₱30,190");
    } finally {
      await d1("UPDATE wallets SET balance_minor = balance_minor - 100000 WHERE member_id = (SELECT id FROM members WHERE account = 'player10')");
    }
  });
});

test.describe("§4 header sign out", () => {
  test("§4 header sign out: asks in_sure_logout, then ends the session on /m/login", { tag: "@no-js" }, async ({ page, context, javaScriptEnabled }) => {
    await signIn(page, "player11");
    await closePopup(page);
    const menu = await openAccountMenu(page);
    if (!javaScriptEnabled) {
      // Without JavaScript the confirmation is a disclosure inside the menu.
      await menu.locator("summary", { hasText: ty.lobby.header.signOut }).click();
      await expect(menu.getByText(ty.lobby.header.in_sure_logout)).toBeVisible();
      await menu.getByRole("button", { name: ty.lobby.header.confirm }).click();
    } else {
      await menu.getByRole("button", { name: ty.lobby.header.signOut }).click();
      const dialog = page.getByRole("alertdialog", { name: ty.lobby.header.confirmTitle });
      await expect(dialog).toContainText(ty.lobby.header.in_sure_logout);
      // Cancel keeps the member signed in.
      await dialog.getByRole("button", { name: ty.lobby.header.cancel }).click();
      await expect(dialog).toHaveCount(0);
      await expect(header(page).getByText("player11", { exact: true })).toBeVisible();
      await (await openAccountMenu(page)).getByRole("button", { name: ty.lobby.header.signOut }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: ty.lobby.header.confirm }).click();
    }
    await expect(page).toHaveURL(/\/m\/login$/);
    expect((await context.cookies()).some((c) => c.name === "el_session" && c.value !== "")).toBe(false);
    await page.goto("/m/home");
    await expect(header(page).getByRole("link", { name: ty.header.login, exact: true })).toBeVisible();
  });
});
