import type { Page } from "@playwright/test";
import { d1 } from "./d1";
import { expect, login, test } from "./fixtures";
import { dismissPopupIfShown, openAccountMenu, ty } from "./home-helpers";
import { createMember, FRESH_PASSWORD } from "./member-helpers";
import { now as serverNow } from "../../contract/clock";
import { hashPassword } from "../../gateway/core/crypto";

/**
 * The header balance, against money that really moves: 0 decimals (cut, never
 * rounded up) in the header, two decimals with grouping and the symbol on every other page, the
 * hidden state in a cookie that the server render already honours (no flash of the amount), and
 * the header after a movement. home-header.spec.ts covers the hide/show toggle and the refresh's
 * mask (§4); this spec ties them to the wallet pages. Each test has members of its own.
 */
const header = (page: Page) => page.locator("header.home-header");
const u = ty.transfer.upline;

/** An agent and a player under it (toUpline on, payment password 135790) with ₱`minor / 100` from a deposit on the ledger. */
async function playerWith(minor: number): Promise<{ account: string; id: number }> {
  const agent = await createMember({ prefix: "hba", type: 1 });
  const account = await createMember({ prefix: "hbp" });
  const [row] = await d1<{ id: number }>(`SELECT id FROM members WHERE account = '${account}'`);
  const id = row!.id;
  await d1(`UPDATE members SET to_upline = 1, parent_id = (SELECT id FROM members WHERE account = '${agent}') WHERE id = ${id}`);
  await d1(`INSERT INTO member_profiles (member_id, payment_password_hash) VALUES (${id}, '${await hashPassword("135790")}')`);
  await d1(`UPDATE wallets SET balance_minor = ${minor} WHERE member_id = ${id}`);
  await d1(
    `INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at) VALUES (${id}, 'deposit', ${minor}, ${minor}, 'e2e:${id}', ${serverNow()})`,
  );
  return { account, id };
}

async function home(page: Page) {
  await page.goto("/m/home");
  await dismissPopupIfShown(page);
}

test.describe("header balance", () => {
  test("item 7: the header cuts to 0 decimals; the withdraw, transfer and record pages show two, grouped, with the symbol", async ({ page }) => {
    const { account } = await playerWith(123_475);
    await login(page, account, FRESH_PASSWORD);
    await dismissPopupIfShown(page);
    await expect(header(page).locator(".home-header__balance")).toHaveText("₱1,234");
    await page.goto("/m/withdraw");
    await expect(page.getByTestId("withdraw-balance")).toHaveText("₱1,234.75");
    await page.goto("/m/upLine/transfer");
    await expect(page.getByTestId("upline-balance")).toHaveText("₱1,234.75");
    await page.goto("/m/transaction/record");
    await expect(page.getByText(ty.records.transactions.balanceAfter.replace("{{amount}}", "₱1,234.75"))).toBeVisible();
  });

  test("item 7 + item 6: after an upline transfer the header shows the new balance (0 decimals), the page two", async ({ page }) => {
    const { account, id } = await playerWith(123_475);
    await login(page, account, FRESH_PASSWORD);
    await page.goto("/m/upLine/transfer?review=1&amount=34.5");
    const dialog = page.getByRole("alertdialog", { name: u.confirmTitle });
    await dialog.getByLabel(u.paymentPassword, { exact: true }).fill("135790");
    await dialog.getByRole("button", { name: u.submit }).click();
    await expect(page).toHaveURL(/\?done=\d+$/);
    await expect(page.getByTestId("upline-balance")).toHaveText("₱1,200.25");
    await home(page);
    await expect(header(page).locator(".home-header__balance")).toHaveText("₱1,200");
    const [row] = await d1<{ b: number }>(`SELECT balance_minor AS b FROM wallets WHERE member_id = ${id}`);
    expect(row!.b).toBe(120_025);
  });

  test("§4 item 7: a hidden balance is in the server's render (cookie), so the amount never flashes; wallet pages still show it", async ({ page }) => {
    const { account } = await playerWith(50_000);
    await login(page, account, FRESH_PASSWORD);
    await dismissPopupIfShown(page);
    const menu = await openAccountMenu(page);
    await menu.getByRole("button", { name: ty.lobby.header.hideBalance }).click();
    await expect(header(page).locator(".home-header__balance")).toHaveText("***");
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === "el_balance" && c.value !== "")).toBe(true);
    // The document as the server sends it, before any script runs: masked already, no amount in it.
    const html = await (await page.request.get("/m/home")).text();
    const headerHtml = /<header class="home-header"[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
    expect(headerHtml).toMatch(/class="home-header__balance home-header__balance--masked"[^>]*>\*\*\*</);
    expect(headerHtml).not.toContain("₱500");
    // The mask is the header's: the wallet pages show the figures the member came for.
    await page.goto("/m/withdraw");
    await expect(page.getByTestId("withdraw-balance")).toHaveText("₱500.00");
    // Show again, for the next test in this context.
    await home(page);
    await (await openAccountMenu(page)).getByRole("button", { name: ty.lobby.header.showBalance }).click();
    await expect(header(page).locator(".home-header__balance")).toHaveText("₱500");
  });
});
