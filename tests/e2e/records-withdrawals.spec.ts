import type { Page } from "@playwright/test";
import { d1 } from "./d1";
import { DEMO, expect, locales, login, signedIn, site, test } from "./fixtures";
import { createMember, FRESH_PASSWORD } from "./member-helpers";
import { now as serverNow } from "../../contract/clock";
import { addDays, dayStartMs, operatorDay } from "../../contract/record-range";

const ty = locales.ty;
const r = ty.records;
const w = r.withdrawals;
const PATH = "/m/withdrawReport";

const MINUTE = 60_000;
const today = () => operatorDay(serverNow());
/** An instant on the operator's day `daysAgo` before today (UTC+8), `minutes` after its midnight. */
const on = (daysAgo: number, minutes = 60) => dayStartMs(addDays(today(), -daysAgo)) + minutes * MINUTE;

/** `decide` is what the operator does with it afterwards, through `npm run site -- withdraw …`. */
type Order = { amount: number; fee?: number; at: number; account?: string; decide?: "approve" | { reject: string } };

/**
 * A member of the test's own with these withdrawal orders (minor units), placed as the gateway
 * places them: an opening deposit, then per order the pending row and its 'withdrawal' hold
 * (reference withdrawal:<id>), the wallet being the ledger's sum. Then the operator's decisions go
 * through the real command, and the member signs in — all before the page's own requests, so the
 * test never writes to D1 while they run. Returns the order ids, in the given order.
 */
async function memberWith(page: Page, orders: Order[]): Promise<{ ids: number[]; bank: string }> {
  const account = await createMember({ prefix: "wdr" });
  const [row] = await d1<{ id: number }>(`SELECT id FROM members WHERE account = '${account}'`);
  const id = row!.id;
  const [bankRow] = await d1<{ code: string; name: string }>("SELECT code, name FROM banks ORDER BY sort, code LIMIT 1");
  const bank = bankRow!;
  // Ten-digit order numbers, random like the gateway's.
  const start = 1_000_000_000 + Math.floor(Math.random() * 8_000_000_000);
  const placed = orders.map((o, i) => ({ ...o, id: start + i }));
  const opening = orders.reduce((sum, o) => sum + o.amount, 0) + 100_000;
  const first = Math.min(serverNow(), ...orders.map((o) => o.at)) - MINUTE;
  let balance = opening;
  const ledger = [`(${id}, 'deposit', ${opening}, ${opening}, 'e2e-wdr-${id}', ${first})`];
  const rows = [...placed]
    .sort((x, y) => x.at - y.at)
    .map((o) => {
      balance -= o.amount;
      ledger.push(`(${id}, 'withdrawal', ${-o.amount}, ${balance}, 'withdrawal:${o.id}', ${o.at})`);
      return `(${o.id}, ${id}, '${bank.code}', '${o.account ?? "001234567890"}', 'Juan Dela Cruz', ${o.amount}, ${o.fee ?? 0}, 'pending', 'e2e-${o.id}', ${o.at})`;
    });
  await d1(`INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at) VALUES ${ledger.join(", ")}`);
  if (rows.length) {
    await d1(
      `INSERT INTO withdrawals (id, member_id, bank_code, account_number, holder_name, amount_minor, fee_minor, status, idempotency_key, created_at) VALUES ${rows.join(", ")}`,
    );
  }
  await d1(`UPDATE wallets SET balance_minor = ${balance} WHERE member_id = ${id}`);
  for (const o of placed) {
    if (o.decide === "approve") await site("withdraw", "approve", String(o.id));
    else if (o.decide) await site("withdraw", "reject", String(o.id), o.decide.reject);
  }
  await login(page, account, FRESH_PASSWORD);
  return { ids: placed.map((o) => o.id), bank: bank.name };
}

const items = (page: Page) => page.locator(".records-item");
const badges = (page: Page) => page.locator(".records-badge").allInnerTexts();
const chip = (page: Page, name: string) => page.getByRole("navigation", { name: r.period.label }).getByRole("link", { name, exact: true });
const totals = (page: Page) => page.getByRole("region", { name: r.totals.label });
const total = (page: Page, label: string) =>
  totals(page)
    .locator("div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");

/** Today a pending order, yesterday a rejected one, three days ago an approved one with a fee, twenty days ago an approved one. */
const HISTORY: Order[] = [
  { amount: 300_000, at: on(20), decide: "approve" },
  { amount: 100_000, fee: 1_500, at: on(3, 9 * 60 + 30), account: "009876544321", decide: "approve" },
  { amount: 50_050, at: on(1, 120), decide: { reject: "Card name does not match" } },
  { amount: 20_000, at: on(0, 1) },
];

test.describe("withdraw record (/m/withdrawReport)", () => {
  test("a visitor is sent to /m/login and comes back to the record", async ({ page }) => {
    await page.goto(`${PATH}?status=pending`);
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2FwithdrawReport%3Fstatus%3Dpending$/);
  });

  test("the member centre's row opens the record (WDREC3)", async ({ page }) => {
    await signedIn(page, DEMO.username, DEMO.password);
    await page.goto("/m/mine");
    await page
      .getByRole("navigation", { name: ty.member.centre.rowsLabel })
      .getByRole("link", { name: new RegExp(ty.member.entry.withdrawRecord) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page).toHaveTitle(`${ty.title.withdrawReport} · ${ty.app.name}`);
    await expect(page.getByRole("heading", { level: 1, name: ty.title.withdrawReport })).toBeVisible();
  });

  test("a member's withdrawals appear newest first with their statuses, the rejection's reason and the totals", async ({ page }) => {
    const { ids, bank } = await memberWith(page, HISTORY);
    await page.goto(PATH);
    await expect(chip(page, r.period["7d"])).toHaveAttribute("aria-current", "true");
    await expect(items(page)).toHaveCount(3);
    expect(await badges(page)).toEqual([w.status.pending, w.status.rejected, w.status.approved]);
    await expect(items(page).nth(0).locator(".records-badge")).toHaveClass(/records-badge--pending/);
    await expect(items(page).nth(1).locator(".records-badge")).toHaveClass(/records-badge--rejected/);
    await expect(items(page).nth(2).locator(".records-badge")).toHaveClass(/records-badge--approved/);
    // Amount, card, order id, operator time; the reason on the rejected one; the fee where one was charged.
    await expect(items(page).nth(0)).toContainText("₱200.00");
    await expect(items(page).nth(0)).toContainText(w.order.replace("{{id}}", String(ids[3])));
    await expect(items(page).nth(1)).toContainText("₱500.50");
    await expect(items(page).nth(1)).toContainText(w.reason.replace("{{reason}}", "Card name does not match"));
    await expect(items(page).nth(2)).toContainText(w.card.replace("{{bank}}", bank).replace("{{last4}}", "4321"));
    await expect(items(page).nth(2)).toContainText("09:30:00");
    await expect(items(page).nth(2)).toContainText(w.fee.replace("{{amount}}", "₱15.00"));
    await expect(page.locator(".records-item__reason")).toHaveCount(1);
    await expect(page.locator(".records-item__figures .records-item__meta")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(r.period.yesterday) })).toBeVisible();
    await expect(total(page, w.count)).toHaveText("3");
    await expect(total(page, w.amount)).toHaveText("₱1,700.50");

    await chip(page, r.period["30d"]).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?period=30d$`));
    await expect(items(page)).toHaveCount(4);
    await expect(total(page, w.amount)).toHaveText("₱4,700.50");
  });

  test("the status filter keeps the period, All is the default, and the totals follow it", async ({ page, javaScriptEnabled }) => {
    await memberWith(page, HISTORY);
    await page.goto(`${PATH}?period=30d`);
    const select = page.getByLabel(w.statusLabel, { exact: true });
    await expect(select).toHaveValue("");
    await select.selectOption("approved");
    // With JavaScript the choice applies at once; without it, with the form's button.
    if (!javaScriptEnabled) await page.getByRole("button", { name: r.filter.show }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?period=30d&status=approved$`));
    // With JavaScript the address changes before React renders the new list: poll, not one read.
    await expect.poll(() => badges(page)).toEqual([w.status.approved, w.status.approved]);
    await expect(total(page, w.count)).toHaveText("2");
    await expect(total(page, w.amount)).toHaveText("₱4,000.00");

    await page.getByLabel(w.statusLabel, { exact: true }).selectOption("rejected");
    if (!javaScriptEnabled) await page.getByRole("button", { name: r.filter.show }).click();
    await expect(page).toHaveURL(/status=rejected$/);
    await expect.poll(() => badges(page)).toEqual([w.status.rejected]);
    await expect(total(page, w.amount)).toHaveText("₱500.50");
    // A chip keeps the status.
    await expect(chip(page, r.period.today)).toHaveAttribute("href", `${PATH}?period=today&status=rejected`);

    await page.getByLabel(w.statusLabel, { exact: true }).selectOption("");
    if (!javaScriptEnabled) await page.getByRole("button", { name: r.filter.show }).click();
    // A GET form sends the empty "All" choice as `status=`: the same page as no status at all.
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?period=30d(&status=)?$`));
    await expect(items(page)).toHaveCount(4);
  });

  test("without withdrawals the page says so and leads to /m/withdraw", async ({ page }) => {
    await memberWith(page, []);
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 2, name: w.empty })).toBeVisible();
    await expect(page.getByRole("link", { name: w.withdrawNow })).toHaveAttribute("href", "/m/withdraw");
    await expect(totals(page)).toHaveCount(0);
  });

  /** 23 pending orders today (20 to a page). */
  const MANY: Order[] = Array.from({ length: 23 }, (_, i) => ({ amount: 10_000 + i, at: on(0, 2 + i) }));

  test("without JavaScript the list pages with a real next link @no-js-only", async ({ page }) => {
    await memberWith(page, MANY);
    await page.goto(PATH);
    await expect(items(page)).toHaveCount(20);
    await page.getByRole("link", { name: r.list.next }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?page=2$`));
    await expect(items(page)).toHaveCount(3);
    await expect(items(page).last()).toContainText("₱100.00");
    await expect(page.getByText(r.list.end)).toBeVisible();
    await expect(total(page, w.count)).toHaveText("23");
  });

  test("/ §9: with JavaScript the next page loads when the list's end comes near @js-only", async ({ page }) => {
    await memberWith(page, MANY);
    await page.goto(PATH);
    await expect(items(page)).toHaveCount(20);
    await expect(page.getByRole("link", { name: r.list.more })).toBeVisible();
    await page.locator(".records-pages").scrollIntoViewIfNeeded();
    await expect(items(page)).toHaveCount(23);
    await expect(page.getByText(r.list.end)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    const refs = await items(page).locator(".records-item__ref").allInnerTexts();
    expect(new Set(refs).size).toBe(23);
  });
});
