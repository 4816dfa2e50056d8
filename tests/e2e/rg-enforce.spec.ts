import type { Page } from "@playwright/test";
import { d1 } from "./d1";
import { expect, expectToast, locales, login, site, test } from "./fixtures";
import { launchSlot } from "./games-helpers";
import { createMember, FRESH_PASSWORD, fund, memberId, signInFresh } from "./member-helpers";
import { now as serverNow } from "../../contract/clock";
import { DEMO_TEXTS } from "../../gateway/handlers/games-demo-texts";

/**
 * (decision 041): what the gateway enforces, seen in the browser. The demo game page
 * pauses for a due reality check (RG-08/09: time, bet, won and net since sign-in; no spin until
 * Continue), and a pending withdrawal can be cancelled where the market allows it (RG-13: PH yes,
 * UK no). Fresh members only; states are set in D1 as the RG page would set them. Plain HTML
 * forms: the same steps run in the JavaScript and the no-JavaScript project.
 */
const t = DEMO_TEXTS.ty;
const w = locales.ty.records.withdrawals;
const MIN = 60_000;
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text);
const peso = (minor: number) => `₱${(minor / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe("the reality check pauses the demo game page (RG-08, RG-09)", () => {
  test(
    "RG-09 a due check replaces the stake form with time, bet, won and net; no spin until Continue; Continue brings the form back",
    { tag: "@no-js" },
    async ({ page }) => {
      test.slow();
      const account = await signInFresh(page, { prefix: "rgrc" });
      const id = await memberId(account);
      await fund(id, 500);
      await d1(`INSERT INTO rg_settings (member_id, reality_minutes, pending, updated_at) VALUES (${id}, 15, 0, ${serverNow()})`);
      await launchSlot(page);
      await page.getByLabel("₱10", { exact: true }).check();
      await page.getByRole("button", { name: t.spin, exact: true }).click();
      await expect(page).toHaveURL(/\?last=\d{10}$/);

      // Twenty minutes into the session, the last check answered sixteen minutes ago: it is due.
      await d1(`UPDATE sessions SET created_at = ${serverNow() - 20 * MIN}, reality_seen_at = ${serverNow() - 16 * MIN} WHERE member_id = ${id}`);
      const [figures] = await d1<{ won: number }>(`SELECT COALESCE(SUM(amount_minor), 0) AS won FROM ledger_entries WHERE member_id = ${id} AND kind = 'win'`);
      const won = figures!.won;
      await page.goto(page.url().replace(/\?.*$/, ""));
      const panel = page.getByTestId("demo-reality");
      await expect(panel.getByRole("heading", { name: t.rg.realityTitle })).toBeVisible();
      await expect(panel.getByTestId("reality-time")).toHaveText(/^0 oras 2[01] minuto$/);
      await expect(panel.getByTestId("reality-bet")).toHaveText("₱10.00");
      await expect(panel.getByTestId("reality-won")).toHaveText(peso(won));
      await expect(panel.getByTestId("reality-net")).toHaveText(won - 1_000 < 0 ? `−${peso(1_000 - won)}` : peso(won - 1_000));
      await expect(page.getByRole("button", { name: t.spin, exact: true })).toHaveCount(0);
      const [before] = await d1<{ n: number }>(`SELECT COUNT(*) AS n FROM bet_orders WHERE member_id = ${id}`);

      await panel.getByRole("button", { name: t.rg.continue }).click();
      await expect(page.getByTestId("demo-reality")).toHaveCount(0);
      await expect(page.getByRole("button", { name: t.spin, exact: true })).toBeVisible();
      const [after] = await d1<{ n: number }>(`SELECT COUNT(*) AS n FROM bet_orders WHERE member_id = ${id}`);
      expect(after!.n).toBe(before!.n);
      // The page reloads itself when the next check falls due (no JavaScript needed).
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", /^(8\d\d|900)$/);
    },
  );
});

/** A fresh member with one pending withdrawal of ₱250 (placed as the gateway places it), signed in. */
async function pendingWithdrawal(page: Page): Promise<{ id: number; order: number }> {
  const account = await createMember({ prefix: "rgwc" });
  const id = await memberId(account);
  await fund(id, 1_000);
  const [bank] = await d1<{ code: string }>("SELECT code FROM banks ORDER BY sort, code LIMIT 1");
  const order = 1_000_000_000 + Math.floor(Math.random() * 8_000_000_000);
  const now = serverNow();
  await d1(
    `INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at) VALUES (${id}, 'withdrawal', -25000, 75000, 'withdrawal:${order}', ${now})`,
  );
  await d1(
    `INSERT INTO withdrawals (id, member_id, bank_code, account_number, holder_name, amount_minor, fee_minor, status, idempotency_key, created_at) VALUES (${order}, ${id}, '${bank!.code}', '001234567890', 'Juan Dela Cruz', 25000, 0, 'pending', 'e2e-${order}', ${now})`,
  );
  await d1(`UPDATE wallets SET balance_minor = 75000 WHERE member_id = ${id}`);
  await login(page, account, FRESH_PASSWORD);
  return { id, order };
}

test.describe("RG-13 withdrawal cancel per market (/m/withdrawReport)", () => {
  test(
    "RG-13 PH: a pending withdrawal has Cancel; cancelling returns ₱250 to the balance and the order reads cancelled",
    { tag: "@no-js" },
    async ({ page }) => {
      const { id, order } = await pendingWithdrawal(page);
      await page.goto("/m/withdrawReport");
      const cancel = page.getByRole("button", { name: fill(w.cancelLabel, { id: order }) });
      await expect(cancel).toBeVisible();
      await cancel.click();
      await expectToast(page, fill(w.cancelDone, { amount: "₱250.00" }));
      await expect(page.getByRole("button", { name: fill(w.cancelLabel, { id: order }) })).toHaveCount(0);
      await expect(page.locator(".records-badge--cancelled").getByText(w.status.cancelled)).toBeVisible();
      const [row] = await d1<{ balance: number; status: string }>(
        `SELECT (SELECT balance_minor FROM wallets WHERE member_id = ${id}) AS balance, (SELECT status FROM withdrawals WHERE id = ${order}) AS status`,
      );
      expect(row).toEqual({ balance: 100_000, status: "cancelled" });
    },
  );

  test("RG-13 UK (UKGC RTS 14B): no Cancel button on a pending withdrawal", async ({ page }) => {
    const { order } = await pendingWithdrawal(page);
    await site("market", "UK");
    try {
      await page.goto("/m/withdrawReport");
      await expect(page.locator(".records-badge--pending").first()).toBeVisible();
      await expect(page.getByRole("button", { name: fill(w.cancelLabel, { id: order }) })).toHaveCount(0);
    } finally {
      await site("market", "PH");
    }
  });
});
