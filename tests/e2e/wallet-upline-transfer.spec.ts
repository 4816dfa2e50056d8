import type { Page } from "@playwright/test";
import { d1 } from "./d1";
import { expect, failedResource, locales, login, site, test } from "./fixtures";
import { createMember, FRESH_PASSWORD } from "./member-helpers";
import { now as serverNow } from "../../contract/clock";
import { hashPassword } from "../../gateway/core/crypto";

/**
 * /m/upLine/transfer (research U-01…U-04). Each test has an agent and a player
 * of its own (demo's balance is shared by other specs): the player sits under the agent with
 * toUpline on, a payment password and a wallet whose balance matches a deposit entry on the ledger
 * (the audit requires balance = sum of entries), all written through d1. Runs in both projects:
 * the amount step is a GET and the confirm step a plain POST form in a dialog, so the page works
 * without JavaScript.
 */
const ty = locales.ty;
const u = ty.transfer.upline;
const PATH = "/m/upLine/transfer";
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((t, [k, v]) => t.replace(`{{${k}}}`, String(v)), text);

/** A refused confirm answers 400: the document without JavaScript, the `.data` fetch with it. */
const refusedAt = (path: string) => [failedResource(400, path), failedResource(400, `${path}.data`)];

async function memberId(account: string): Promise<number> {
  const [row] = await d1<{ id: number }>(`SELECT id FROM members WHERE account = '${account}'`);
  return row!.id;
}

/** An agent (type 1) and a player under it with toUpline on, payment password 135790 and ₱`pesos` on the ledger. */
async function agentAndPlayer(pesos: number, player: { toUpline?: 0 | 1; type?: number } = {}) {
  const agent = await createMember({ prefix: "upa", type: 1 });
  const agentId = await memberId(agent);
  const account = await createMember({ prefix: "upp", type: player.type ?? 0 });
  const id = await memberId(account);
  await d1(`UPDATE members SET parent_id = ${agentId}, to_upline = ${player.toUpline ?? 1} WHERE id = ${id}`);
  await d1(`INSERT INTO member_profiles (member_id, payment_password_hash) VALUES (${id}, '${await hashPassword("135790")}')`);
  if (pesos) {
    const minor = pesos * 100;
    await d1(`UPDATE wallets SET balance_minor = ${minor} WHERE member_id = ${id}`);
    await d1(
      `INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at) VALUES (${id}, 'deposit', ${minor}, ${minor}, 'e2e:${id}', ${serverNow()})`,
    );
  }
  return { agent, agentId, account, id };
}

async function signIn(page: Page, account: string) {
  await login(page, account, FRESH_PASSWORD);
}

const balanceMinor = async (id: number) => (await d1<{ b: number }>(`SELECT balance_minor AS b FROM wallets WHERE member_id = ${id}`))[0]!.b;
const transfers = (id: number) =>
  d1<{ kind: string; amount_minor: number; reference: string }>(
    `SELECT kind, amount_minor, reference FROM ledger_entries WHERE member_id = ${id} AND kind LIKE 'transfer%' ORDER BY id`,
  );

/** Step 1: the amount and Next; the confirm dialog opens (a page of its own without JavaScript). */
async function review(page: Page, amount: string) {
  await page.getByLabel(u.amount, { exact: true }).fill(amount);
  await page.getByRole("button", { name: u.next }).click();
}
const confirmDialog = (page: Page) => page.getByRole("alertdialog", { name: u.confirmTitle });

test.describe("upline transfer (/m/upLine/transfer)", () => {
  test(
    "U-02/U-03/U-04: the upline read-only, the amount confirmed with the payment password; both transaction records show it",
    { tag: "@no-js" },
    async ({ page }) => {
      const { agent, agentId, account, id } = await agentAndPlayer(500);
      await signIn(page, account);
      // U-01: the row shows for this player, and leads here.
      await page.goto("/m/mine");
      await page.getByRole("link", { name: new RegExp(ty.member.entry.uplineTransfer) }).click();
      await expect(page).toHaveURL(new RegExp(`${PATH}$`));
      await expect(page).toHaveTitle(`${ty.title.uplineTransfer} · ${ty.app.name}`);
      await expect(page.getByTestId("upline-account")).toHaveText(agent);
      await expect(page.getByTestId("upline-balance")).toHaveText("₱500.00");

      await review(page, "120.5");
      const dialog = confirmDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId("confirm-upline")).toHaveText(agent);
      await expect(dialog.getByTestId("confirm-amount")).toHaveText("₱120.50");
      const password = dialog.getByLabel(u.paymentPassword, { exact: true });
      await expect(password).toHaveAttribute("autocomplete", "off");
      await password.fill("135790");
      await dialog.getByRole("button", { name: u.submit }).click();

      await expect(page).toHaveURL(/\/m\/upLine\/transfer\?done=\d+$/);
      const doneId = new URL(page.url()).searchParams.get("done");
      await expect(page.getByText(fill(u.doneBody, { amount: "₱120.50", upline: agent, balance: "₱379.50" }))).toBeVisible();
      // U-04: the balance refreshed.
      await expect(page.getByTestId("upline-balance")).toHaveText("₱379.50");
      expect([await balanceMinor(id), await balanceMinor(agentId)]).toEqual([37_950, 12_050]);
      expect(await transfers(id)).toEqual([{ kind: "transfer_out", amount_minor: -12_050, reference: `upline:${doneId}` }]);
      expect(await transfers(agentId)).toEqual([{ kind: "transfer_in", amount_minor: 12_050, reference: `upline:${doneId}` }]);

      await page.getByRole("link", { name: u.viewRecords }).click();
      await expect(page).toHaveURL(/\/m\/transaction\/record\?kind=transfers$/);
      await expect(page.locator(".records-item__title", { hasText: ty.transfer.record.toUpline })).toHaveCount(1);
      await expect(page.locator(".records-item .records-amount--debit", { hasText: "-₱120.50" })).toHaveCount(1);

      // The upline's record shows the incoming entry.
      await page.context().clearCookies();
      await signIn(page, agent);
      await page.goto("/m/transaction/record?kind=transfers");
      await expect(page.locator(".records-item__title", { hasText: ty.transfer.record.fromDownline })).toHaveCount(1);
      await expect(page.locator(".records-item .records-amount--credit", { hasText: "+₱120.50" })).toHaveCount(1);
    },
  );

  test("U-01: type 2, a member without toUpline, and anyone with FUNDTRANS3 off are sent to /m/mine; the row is hidden", async ({ page }) => {
    test.slow(); // three sign-ins and an operator command
    const type2 = await agentAndPlayer(100, { type: 2 });
    await signIn(page, type2.account);
    await page.goto(PATH);
    await expect(page).toHaveURL(/\/m\/mine$/);
    await expect(page.getByRole("link", { name: new RegExp(ty.member.entry.uplineTransfer) })).toHaveCount(0);

    await page.context().clearCookies();
    const noToUpline = await agentAndPlayer(100, { toUpline: 0 });
    await signIn(page, noToUpline.account);
    await page.goto(PATH);
    await expect(page).toHaveURL(/\/m\/mine$/);

    await page.context().clearCookies();
    const allowed = await agentAndPlayer(100);
    await signIn(page, allowed.account);
    try {
      expect(await site("switch", "FUNDTRANS3", "off")).toContain("FUNDTRANS3: off");
      await page.goto(PATH);
      await expect(page).toHaveURL(/\/m\/mine$/);
      await expect(page.getByRole("link", { name: new RegExp(ty.member.entry.uplineTransfer) })).toHaveCount(0);
    } finally {
      await d1("UPDATE feature_switches SET enabled = 1 WHERE code = 'FUNDTRANS3'");
    }
    await page.goto(PATH);
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    expect(await balanceMinor(allowed.id)).toBe(10_000);
  });

  test("U-01: a visitor is sent to sign in", async ({ page }) => {
    await page.goto(PATH);
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2FupLine%2Ftransfer$/);
  });

  test("U-03: zero, 3 decimals, below min and over the balance get translated messages and open no confirm step", async ({ page }) => {
    const { account, id } = await agentAndPlayer(500);
    await signIn(page, account);
    await page.goto(PATH);
    const amountError = page.locator("#" + (await page.getByLabel(u.amount, { exact: true }).getAttribute("id")) + "-error");
    const cases: Array<[string, string]> = [
      ["0", u.amountFormat],
      ["-5", u.amountFormat],
      ["1.234", u.amountFormat],
      ["0.5", fill(u.amountMin, { min: "₱1.00" })],
      ["99999999", fill(u.amountMax, { max: "₱50,000.00" })],
      ["600", fill(u.amountOverBalance, { balance: "₱500.00" })],
    ];
    for (const [amount, message] of cases) {
      await review(page, amount);
      await expect(amountError, amount).toHaveText(message);
      await expect(confirmDialog(page), amount).toHaveCount(0);
    }
    expect(await balanceMinor(id)).toBe(50_000);
  });

  test("U-02: a wrong payment password says how many tries are left, is cleared, and moves nothing", async ({ page, consoleGuard }) => {
    consoleGuard.allow(...refusedAt(PATH));
    const { account, id, agentId } = await agentAndPlayer(500);
    await signIn(page, account);
    await page.goto(PATH);
    await review(page, "100");
    const dialog = confirmDialog(page);
    await dialog.getByLabel(u.paymentPassword, { exact: true }).fill("000000");
    await dialog.getByRole("button", { name: u.submit }).click();
    await expect(confirmDialog(page).getByText(fill(ty.security.paymentPassword.wrong, { attempts: 4 }))).toBeVisible();
    await expect(confirmDialog(page).getByLabel(u.paymentPassword, { exact: true })).toHaveValue("");
    expect([await balanceMinor(id), await balanceMinor(agentId)]).toEqual([50_000, 0]);
    // Back keeps the amount.
    await confirmDialog(page).getByRole("link", { name: u.back }).click();
    await expect(confirmDialog(page)).toHaveCount(0);
    // With JavaScript the field keeps what was typed; without it the server writes it back normalised.
    await expect(page.getByLabel(u.amount, { exact: true })).toHaveValue(/^100(\.00)?$/);
  });

  test("U-02: 'All' fills the whole balance", async ({ page }) => {
    const { account } = await agentAndPlayer(500);
    await signIn(page, account);
    await page.goto(PATH);
    await page.getByRole("link", { name: u.all, exact: true }).click();
    await expect(page.getByLabel(u.amount, { exact: true })).toHaveValue("500.00");
  });

  test("decision 026: the same confirm posted twice (same idempotency key) moves the money once", async ({ page }) => {
    const { account, id, agentId } = await agentAndPlayer(500);
    await signIn(page, account);
    await page.goto(`${PATH}?review=1&amount=100`);
    const key = await page.locator('input[name="idempotencyKey"]').inputValue();
    const form = { amount: "100.00", paymentPassword: "135790", idempotencyKey: key };
    const headers = { Origin: new URL(page.url()).origin };
    const first = await page.request.post(`${PATH}?review=1&amount=100`, { form, headers, maxRedirects: 0 });
    const second = await page.request.post(`${PATH}?review=1&amount=100`, { form, headers, maxRedirects: 0 });
    for (const response of [first, second]) expect(response.status()).toBe(302);
    expect(second.headers()["location"]).toBe(first.headers()["location"]);
    expect(first.headers()["location"]).toMatch(/^\/m\/upLine\/transfer\?done=\d+$/);
    expect([await balanceMinor(id), await balanceMinor(agentId)]).toEqual([40_000, 10_000]);
  });
});
