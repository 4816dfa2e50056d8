import type { Page } from "@playwright/test";
import { d1 } from "./d1";
import { expect, locales, test } from "./fixtures";
import { launchSlot } from "./games-helpers";
import { fund, memberId, signInFresh } from "./member-helpers";
import { now as serverNow } from "../../contract/clock";
import { DEMO_TEXTS } from "../../gateway/handlers/games-demo-texts";

/**
 * (decision 037): the manual rebate (P-REB-01) and the rebate report (P-REB-02).
 * A fresh member of its own (seeded balances stay as other specs read them) is funded on the
 * ledger, plays real spins in the demo game, and claims the rebate those spins accrued at their
 * VIP level's rate. The pages are plain forms and links: the same steps run in the JavaScript and
 * the no-JavaScript project. Today cannot be settled, so the settlement side is the unit tests'
 * (gateway/promotions/rebates.test.ts).
 */
const ty = locales.ty;
const r = ty.promotions.rebates;
const PATH = "/m/member/manualRebate";

const balanceMinor = async (id: number) => (await d1<{ b: number }>(`SELECT balance_minor AS b FROM wallets WHERE member_id = ${id}`))[0]!.b;

/**
 * What the member's RNG spins accrued: their valid turnover (stakes of sub-orders settled won or
 * lost, the report's definition) at their own rate. A fresh member's VIP level (0) pays no rebate
 * and reaching level 1 takes ₱5,000 of bets, so the test gives the member a set RNG rate, as an
 * operator or an upline would (decision 033: a set rate wins over the VIP level's).
 */
const RATE_BP = 50;
async function setRate(id: number): Promise<void> {
  await d1(`INSERT INTO rebate_rates (member_id, category, rate_bp, updated_at) VALUES (${id}, 'RNG', ${RATE_BP}, ${serverNow()})`);
}

async function accrued(id: number): Promise<{ validMinor: number; rateBp: number; rebateMinor: number }> {
  const [valid] = await d1<{ v: number }>(
    `SELECT COALESCE(SUM(s.stake_minor), 0) AS v FROM bet_suborders s JOIN bet_orders o ON o.id = s.order_id
      WHERE o.member_id = ${id} AND o.game_type = 'RNG' AND s.status IN ('won', 'lost')`,
  );
  const validMinor = valid!.v;
  return { validMinor, rateBp: RATE_BP, rebateMinor: Math.floor((validMinor * RATE_BP) / 10_000) };
}

const peso = (minor: number) => `₱${(minor / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Two ₱500 spins of a Spinworks slot (RNG), launched as the app does. */
async function spinTwice(page: Page): Promise<void> {
  await launchSlot(page);
  for (let i = 0; i < 2; i++) {
    await page.getByLabel("₱500", { exact: true }).check();
    await page.getByRole("button", { name: DEMO_TEXTS.ty.spin, exact: true }).click();
    await expect(page).toHaveURL(/\?last=\d{10}$/);
    await expect(page.getByTestId("demo-outcome")).toBeVisible();
  }
}

test.describe("manual rebate and rebate report (decision 037)", () => {
  test("P-REB-01 P-REB-02: spins accrue rate × valid bet; the claim pays exactly that once, shows in the transaction record, the history and the report as paid", async ({
    page,
  }) => {
    test.slow();
    const account = await signInFresh(page, { prefix: "rebate" });
    const id = await memberId(account);
    await fund(id, 2_000);
    await setRate(id);
    await spinTwice(page);
    const expected = await accrued(id);
    expect(expected.validMinor).toBe(100_000);
    expect(expected.rebateMinor).toBeGreaterThanOrEqual(100);

    await page.goto(PATH);
    const row = page.getByTestId("rebate-row-RNG");
    await expect(row).toContainText(peso(expected.validMinor));
    await expect(row).toContainText(`${(expected.rateBp / 100).toFixed(2)} %`);
    await expect(row).toContainText(peso(expected.rebateMinor));
    await expect(page.getByTestId("rebate-total")).toHaveText(peso(expected.rebateMinor));

    const key = await page.locator('input[name="idempotencyKey"]').inputValue();
    const before = await balanceMinor(id);
    await page.getByRole("button", { name: r.claim.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/m\/member\/manualRebate\?tab=history$/);
    expect(await balanceMinor(id)).toBe(before + expected.rebateMinor);
    // The history lists the claim: its payout number, +amount, the balance it left.
    const payment = page.getByTestId("rebate-payment");
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText(`+${peso(expected.rebateMinor)}`);
    await expect(payment).toContainText(peso(before + expected.rebateMinor));
    await expect(page.getByTestId("rebate-history-total")).toHaveText(peso(expected.rebateMinor));

    // One ledger entry of kind rebate, referencing its payouts row.
    const entries = await d1<{ kind: string; amount_minor: number; reference: string }>(
      `SELECT kind, amount_minor, reference FROM ledger_entries WHERE member_id = ${id} AND kind = 'rebate'`,
    );
    expect(entries).toEqual([{ kind: "rebate", amount_minor: expected.rebateMinor, reference: expect.stringMatching(/^payout:\d+$/) }]);

    // Nothing left to claim: the total is zero and the button is disabled.
    await page.goto(PATH);
    await expect(page.getByTestId("rebate-total")).toHaveText(peso(0));
    await expect(page.getByRole("button", { name: r.claim.submit, exact: true })).toBeDisabled();

    // The same form posted again (same key) pays nothing.
    const headers = { Origin: new URL(page.url()).origin };
    const again = await page.request.post(PATH, { form: { idempotencyKey: key }, headers, maxRedirects: 0 });
    expect(again.status()).toBe(302);
    expect(await balanceMinor(id)).toBe(before + expected.rebateMinor);
    // A new key finds nothing to claim and says why (below the minimum), moving nothing.
    const fresh = await page.request.post(PATH, { form: { idempotencyKey: crypto.randomUUID() }, headers, maxRedirects: 0 });
    expect(fresh.status()).toBe(400);
    expect(await balanceMinor(id)).toBe(before + expected.rebateMinor);

    // The transaction record shows the rebate entry.
    await page.goto("/m/transaction/record?kind=rebate&period=today");
    await expect(page.locator(".records-item__title", { hasText: ty.records.kind.rebate })).toHaveCount(1);
    await expect(page.locator(".records-item .records-amount--credit", { hasText: `+${peso(expected.rebateMinor)}` })).toHaveCount(1);

    // The rebate report: today's RNG row, paid.
    await page.goto("/m/member/rebateReport?period=today");
    const reportRow = page.locator('[data-testid="rebate-report-row"][data-category="RNG"]');
    await expect(reportRow).toHaveCount(1);
    await expect(reportRow.getByTestId("rebate-status")).toHaveAttribute("data-status", "paid");
    await expect(reportRow).toContainText(peso(expected.rebateMinor));
    await expect(reportRow).toContainText(r.report.statuses.paid);
  });

  test("P-REB-01: below the minimum the Claim button is disabled and the page names the minimum; a forced post is refused and moves nothing", async ({
    page,
  }) => {
    const account = await signInFresh(page, { prefix: "rebmin" });
    const id = await memberId(account);
    await fund(id, 100);
    await page.goto(PATH);
    await expect(page.getByTestId("rebate-total")).toHaveText(peso(0));
    await expect(page.getByRole("button", { name: r.claim.submit, exact: true })).toBeDisabled();
    await expect(page.getByText(r.claim.nothing)).toBeVisible();
    const headers = { Origin: new URL(page.url()).origin };
    const forced = await page.request.post(PATH, { form: { idempotencyKey: crypto.randomUUID() }, headers, maxRedirects: 0 });
    expect(forced.status()).toBe(400);
    expect(await balanceMinor(id)).toBe(10_000);
    expect(await d1(`SELECT id FROM payouts WHERE member_id = ${id}`)).toEqual([]);
  });

  test("P-REB-01: the history tab's ranges are links; an empty history says so", async ({ page }) => {
    await signInFresh(page, { prefix: "rebhist" });
    await page.goto(PATH);
    await page.getByRole("link", { name: r.tabs.history, exact: true }).click();
    await expect(page).toHaveURL(/\?tab=history$/);
    await expect(page.getByText(r.history.empty)).toBeVisible();
    await page.getByRole("link", { name: r.history.month, exact: true }).click();
    await expect(page).toHaveURL(/\?tab=history&range=month$/);
    await expect(page.getByRole("link", { name: r.history.month, exact: true })).toHaveAttribute("aria-current", "page");
  });
});
