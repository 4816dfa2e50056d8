import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { d1 } from "./d1";
import { ROOT, expect, locales, login, site, test } from "./fixtures";
import { createMember, FRESH_PASSWORD, fund, memberId } from "./member-helpers";
import { now as serverNow } from "../../contract/clock";

const inboxTexts = locales.ty.content.inbox;

/** With SCREENSHOTS set, a 390×844 reference picture for review in tests/screenshots/ (as screenshots.spec.ts). */
async function shoot(page: Page, name: string, project: string) {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync(`${ROOT}tests/screenshots`, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${ROOT}tests/screenshots/${name}-${project}.png`, animations: "disabled" });
}

/** A random ten-digit order number, like the gateway's. */
const orderNumber = () => 1_000_000_000 + Math.floor(Math.random() * 8_000_000_000);

/**
 * D5: when the operator moves a player's money, the player is told in the inbox. A
 * member of the test's own has a pending withdrawal (held as the gateway holds it) and a pending
 * bank-transfer deposit; the operator approves the one and credits the other with the real
 * commands (`npm run site -- withdraw approve`, `deposit approve`); the player then signs in and
 * reads both messages, unread with their dots, in TY (the default language).
 */
test.describe("D5 money messages in /m/webEmail", () => {
  test("D5: an approved withdrawal and a credited deposit each reach the player's inbox, unread, with the dot", async ({ page }, testInfo) => {
    const account = await createMember({ prefix: "mmsg" });
    const id = await memberId(account);
    await fund(id, 5_000);
    const now = serverNow();
    const withdrawal = orderNumber();
    const deposit = orderNumber();
    const [bank] = await d1<{ code: string; name: string }>("SELECT code, name FROM banks ORDER BY sort, code LIMIT 1");
    // The hold, as placeWithdrawal writes it: the 'withdrawal' entry and the pending order.
    await d1(
      `INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at) VALUES (${id}, 'withdrawal', -200000, 300000, 'withdrawal:${withdrawal}', ${now})`,
    );
    await d1(`UPDATE wallets SET balance_minor = 300000 WHERE member_id = ${id}`);
    await d1(
      `INSERT INTO withdrawals (id, member_id, bank_code, account_number, holder_name, amount_minor, fee_minor, status, idempotency_key, created_at)
       VALUES (${withdrawal}, ${id}, '${bank!.code}', '001234567890', 'Juan Dela Cruz', 200000, 0, 'pending', 'e2e-${withdrawal}', ${now})`,
    );
    await d1(
      `INSERT INTO deposits (id, member_id, channel_code, amount_minor, fee_minor, status, payer_name, transfer_at, language, idempotency_key, created_at)
       VALUES (${deposit}, ${id}, 'BANK', 123450, 0, 'pending', 'Juan Dela Cruz', ${now}, 'ty', 'e2e-${deposit}', ${now})`,
    );

    await site("withdraw", "approve", String(withdrawal));
    await site("deposit", "approve", String(deposit));
    // The money moved as the messages say: ₱3,000 after the withdrawal, plus ₱1,234.50.
    const [wallet] = await d1<{ b: number }>(`SELECT balance_minor AS b FROM wallets WHERE member_id = ${id}`);
    expect(wallet!.b).toBe(423_450);

    await login(page, account, FRESH_PASSWORD);
    // §2: the home header's message icon shows the red dot.
    await expect(page.locator("a.ticker__inbox .red-dot")).toBeVisible();

    await page.goto("/m/webEmail");
    await expect(page.locator(".content-toolbar").getByText(inboxTexts.unread_other.replace("{{count}}", "2"))).toBeVisible();
    const list = page.getByRole("list", { name: inboxTexts.heading });
    const unread = list.locator('[data-read="false"]');
    await expect(unread).toHaveCount(2);
    await expect(unread.locator(".content-card__dot")).toHaveCount(2);
    const approved = unread.filter({ hasText: "Naaprubahan ang iyong withdrawal na ₱2,000.00" });
    const credited = unread.filter({ hasText: "Na-credit ang iyong deposito na ₱1,234.50" });
    await expect(approved).toHaveCount(1);
    await expect(credited).toHaveCount(1);
    await expect(approved.locator(".content-card__dot")).toBeVisible();
    await expect(credited.locator(".content-card__dot")).toBeVisible();
    await shoot(page, "webEmail-money-ty", testInfo.project.name);

    await approved.click();
    await expect(page).toHaveURL(/\/m\/webEmail\?id=\d+$/);
    await expect(page.getByRole("main")).toContainText(
      `Naaprubahan ang withdrawal order ${withdrawal} at ipinadala na ang ₱2,000.00 sa ${bank!.name} •••• 7890.`,
    );
    await shoot(page, "webEmail-money-detail-ty", testInfo.project.name);
  });
});
