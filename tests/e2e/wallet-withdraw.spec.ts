import type { Page } from "@playwright/test";
import { d1 } from "./d1";
import { expect, failedResource, locales, test } from "./fixtures";
import { signInFresh } from "./member-helpers";
import { now as serverNow } from "../../contract/clock";
import { hashPassword } from "../../gateway/core/crypto";

/**
 * /m/withdraw. Each test has a member of its own (demo's balance is shared by
 * other specs) with a card, a payment password and a wallet whose balance matches a deposit entry
 * on the ledger (the audit requires balance = sum of entries), all written through d1.
 */
const ty = locales.ty;
const w = ty.wallet.withdraw;
const PATH = "/m/withdraw";
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((t, [k, v]) => t.replace(`{{${k}}}`, String(v)), text);

/** A refused form answers 400: the document without JavaScript, the `.data` fetch with it. */
const refusedAt = (path: string) => [failedResource(400, path), failedResource(400, `${path}.data`)];

async function memberId(account: string): Promise<number> {
  const [row] = await d1<{ id: number }>(`SELECT id FROM members WHERE account = '${account}'`);
  return row!.id;
}

/** Payment password 135790, a BPI card ending 1234 and ₱`pesos` from a deposit on the ledger. */
async function readyToWithdraw(id: number, pesos: number): Promise<void> {
  const hash = await hashPassword("135790");
  await d1(
    `INSERT INTO member_profiles (member_id, payee_name, payment_password_hash) VALUES (${id}, 'Ana Reyes', '${hash}')
     ON CONFLICT(member_id) DO UPDATE SET payment_password_hash = excluded.payment_password_hash`,
  );
  await d1(
    `INSERT INTO bank_cards (member_id, bank_code, account_number, holder_name, created_at) VALUES (${id}, 'BPI', '5000000001234', 'Ana Reyes', ${serverNow()})`,
  );
  const minor = pesos * 100;
  await d1(`UPDATE wallets SET balance_minor = ${minor} WHERE member_id = ${id}`);
  await d1(
    `INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at) VALUES (${id}, 'deposit', ${minor}, ${minor}, 'e2e:${id}', ${serverNow()})`,
  );
}

async function wallet(id: number): Promise<{ balance: number; orders: number }> {
  const [row] = await d1<{ balance: number; orders: number }>(
    `SELECT (SELECT balance_minor FROM wallets WHERE member_id = ${id}) AS balance, (SELECT COUNT(*) FROM withdrawals WHERE member_id = ${id}) AS orders`,
  );
  return row!;
}

async function fillForm(page: Page, amount: string, paymentPassword = "135790") {
  await page.getByLabel(w.amount, { exact: true }).fill(amount);
  await page.getByLabel(w.paymentPassword, { exact: true }).fill(paymentPassword);
}
const submit = (page: Page) => page.getByRole("button", { name: w.submit }).click();

test.describe("withdraw (/m/withdraw)", () => {
  test("withdraw: ₱100 is held at once, the balance drops and the order is pending review", { tag: "@no-js" }, async ({ page }) => {
    const account = await signInFresh(page, { prefix: "wd" });
    const id = await memberId(account);
    await readyToWithdraw(id, 500);
    await page.goto(PATH);
    await expect(page.getByTestId("withdraw-balance")).toHaveText("₱500.00");
    await expect(page.getByLabel(w.card, { exact: true })).toContainText("•••• 1234");
    await fillForm(page, "100");
    await submit(page);
    await expect(page).toHaveURL(/\/m\/withdraw\?placed=\d+$/);
    const placedId = Number(new URL(page.url()).searchParams.get("placed"));
    await expect(page.getByText(fill(w.placedBody, { amount: "₱100.00", id: placedId }))).toBeVisible();
    await expect(page.getByTestId("withdraw-balance")).toHaveText("₱400.00");
    await expect(page.getByRole("link", { name: w.viewRecords })).toHaveAttribute("href", "/m/withdrawReport");
    expect(await wallet(id)).toEqual({ balance: 40_000, orders: 1 });
    const [order] = await d1<{ status: string; amount_minor: number }>(`SELECT status, amount_minor FROM withdrawals WHERE id = ${placedId}`);
    expect(order).toEqual({ status: "pending", amount_minor: 10_000 });
  });

  test(
    "withdraw: zero, negative, 3 decimals, over max and over balance get translated messages and move no money",
    { tag: "@no-js" },
    async ({ page, consoleGuard, javaScriptEnabled }) => {
      test.slow(); // five refused submissions
      consoleGuard.allow(...refusedAt(PATH));
      const account = await signInFresh(page, { prefix: "wd" });
      const id = await memberId(account);
      await readyToWithdraw(id, 500);
      await page.goto(PATH);
      const amountError = page.locator("#" + (await page.getByLabel(w.amount, { exact: true }).getAttribute("id")) + "-error");
      const cases: Array<[string, string]> = [
        ["0", w.amountFormat],
        ["-5", w.amountFormat],
        ["100.123", w.amountFormat],
        ["99999999", fill(w.amountMax, { max: "₱50,000.00" })],
        // With JavaScript the form knows the withdrawable amount; without it the gateway says the balance is short.
        ["600", javaScriptEnabled ? fill(w.amountOverBalance, { balance: "₱500.00" }) : fill(w.insufficient, { balance: "₱500.00" })],
      ];
      for (const [amount, message] of cases) {
        await fillForm(page, amount);
        await submit(page);
        await expect(amountError, amount).toHaveText(message);
        // The first failed field takes the focus (conform's check, or the server's answer, with JavaScript).
        if (javaScriptEnabled) await expect(page.getByLabel(w.amount, { exact: true }), amount).toBeFocused();
      }
      expect(await wallet(id)).toEqual({ balance: 50_000, orders: 0 });
    },
  );

  test("withdraw: a wrong payment password says how many tries are left and is cleared", async ({ page, consoleGuard }) => {
    consoleGuard.allow(...refusedAt(PATH));
    const account = await signInFresh(page, { prefix: "wd" });
    const id = await memberId(account);
    await readyToWithdraw(id, 500);
    await page.goto(PATH);
    await fillForm(page, "100", "000000");
    await submit(page);
    await expect(page.getByText(fill(ty.security.paymentPassword.wrong, { attempts: 4 }))).toBeVisible();
    await expect(page.getByLabel(w.paymentPassword, { exact: true })).toHaveValue("");
    expect(await wallet(id)).toEqual({ balance: 50_000, orders: 0 });
  });

  test("withdraw: a member without a card sees the call to bind one instead of the form", async ({ page }) => {
    await signInFresh(page, { prefix: "wd" });
    await page.goto(PATH);
    await expect(page.getByText(w.needCard)).toBeVisible();
    await expect(page.getByLabel(w.amount, { exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: w.bindCard }).click();
    await expect(page).toHaveURL(/\/m\/securityCenter\/bankCards$/);
  });

  test("withdraw: 'All' fills the withdrawable amount", async ({ page }) => {
    const account = await signInFresh(page, { prefix: "wd" });
    await readyToWithdraw(await memberId(account), 500);
    await page.goto(PATH);
    await page.getByRole("link", { name: w.all, exact: true }).click();
    await expect(page.getByLabel(w.amount, { exact: true })).toHaveValue("500.00");
  });

  test("withdraw: the same form posted twice (same idempotency key) creates one order", async ({ page }) => {
    const account = await signInFresh(page, { prefix: "wd" });
    const id = await memberId(account);
    await readyToWithdraw(id, 500);
    await page.goto(PATH);
    const key = await page.locator('input[name="idempotencyKey"]').inputValue();
    const cardId = await page.getByLabel(w.card, { exact: true }).inputValue();
    const form = { cardId, amount: "100", paymentPassword: "135790", idempotencyKey: key };
    const headers = { Origin: new URL(page.url()).origin };
    const first = await page.request.post(PATH, { form, headers, maxRedirects: 0 });
    const second = await page.request.post(PATH, { form, headers, maxRedirects: 0 });
    for (const response of [first, second]) expect(response.status()).toBe(302);
    expect(second.headers()["location"]).toBe(first.headers()["location"]);
    expect(first.headers()["location"]).toMatch(/^\/m\/withdraw\?placed=\d+$/);
    expect(await wallet(id)).toEqual({ balance: 40_000, orders: 1 });
  });
});
