import type { Page } from "@playwright/test";
import { d1 } from "./d1";
import { DEMO, expect, expectToast, locales, login, signedIn, test } from "./fixtures";
import { createMember, FRESH_PASSWORD } from "./member-helpers";
import { formatMoney } from "../../app/rules/money";
import { now as serverNow } from "../../contract/clock";
import { addDays, dayStartMs, operatorDay } from "../../contract/record-range";

const ty = locales.ty;
const r = ty.records;
const PATH = "/m/transaction/record";

const MINUTE = 60_000;
const today = () => operatorDay(serverNow());
/** An instant on the operator's day `daysAgo` before today (UTC+8), `minutes` after its midnight. */
const on = (daysAgo: number, minutes = 60) => dayStartMs(addDays(today(), -daysAgo)) + minutes * MINUTE;

type Entry = { kind: string; amount: number; at: number };

/**
 * A member of the test's own whose ledger holds `entries` (minor units) and whose wallet is their
 * sum, as the ledger's invariant demands; signed in. Written before the sign-in, so the test never
 * writes to D1 while the page's own requests are running.
 */
async function memberWith(page: Page, entries: Entry[], type = 0): Promise<string> {
  const account = await createMember({ prefix: "txr", type });
  const [row] = await d1<{ id: number }>(`SELECT id FROM members WHERE account = '${account}'`);
  const id = row!.id;
  let balance = 0;
  const values = [...entries]
    .sort((a, b) => a.at - b.at)
    .map((e, i) => {
      balance += e.amount;
      return `(${id}, '${e.kind}', ${e.amount}, ${balance}, 'e2e-${id}-${i}', ${e.at})`;
    });
  if (values.length) {
    await d1(`INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at) VALUES ${values.join(", ")}`);
  }
  await d1(`UPDATE wallets SET balance_minor = ${balance} WHERE member_id = ${id}`);
  await login(page, account, FRESH_PASSWORD);
  return account;
}

const items = (page: Page) => page.locator(".records-item");
// A web-first assertion on the titles waits for the list a filter brings (a snapshot could read the old one).
const titles = (page: Page) => page.locator(".records-item__title");
const chip = (page: Page, name: string) => page.getByRole("navigation", { name: r.period.label }).getByRole("link", { name, exact: true });
const totals = (page: Page) => page.getByRole("region", { name: r.totals.label });
const total = (page: Page, label: string) =>
  totals(page)
    .locator("div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");

/** Today a deposit, three days ago a bet and its win, twenty days ago an older deposit. */
const HISTORY: Entry[] = [
  { kind: "deposit", amount: 300_000, at: on(20) },
  { kind: "bet", amount: -20_000, at: on(3, 9 * 60) },
  { kind: "win", amount: 45_050, at: on(3, 9 * 60 + 1) },
  { kind: "deposit", amount: 100_000, at: on(0, 1) },
];

test.describe("transaction record (/m/transaction/record)", () => {
  test("a visitor is sent to /m/login and comes back to the record", async ({ page }) => {
    await page.goto(`${PATH}?period=30d`);
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2Ftransaction%2Frecord%3Fperiod%3D30d$/);
  });

  test("the member centre's row opens the record (MEMTRANS3)", async ({ page }) => {
    await signedIn(page, DEMO.username, DEMO.password);
    await page.goto("/m/mine");
    await page
      .getByRole("navigation", { name: ty.member.centre.rowsLabel })
      .getByRole("link", { name: new RegExp(ty.member.entry.transactionRecord) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page).toHaveTitle(`${ty.title.transactionRecord} · ${ty.app.name}`);
    await expect(page.getByRole("heading", { level: 1, name: ty.title.transactionRecord })).toBeVisible();
  });

  test("demo's entries of the last 30 days appear newest first, with the period's totals from the ledger", async ({ page }) => {
    // The seeded history must reach into the last 30 days ("so records are not empty").
    const from = dayStartMs(addDays(today(), -29));
    const rows = await d1<{ kind: string; amount_minor: number }>(
      `SELECT kind, amount_minor FROM ledger_entries WHERE member_id = (SELECT id FROM members WHERE account = 'demo') AND created_at >= ${from}
       ORDER BY created_at DESC, id DESC`,
    );
    expect(rows.length, "demo has ledger entries in the last 30 days").toBeGreaterThan(0);
    await signedIn(page, DEMO.username, DEMO.password);
    await page.goto(`${PATH}?period=30d`);
    await expect(chip(page, r.period["30d"])).toHaveAttribute("aria-current", "true");
    const first = rows[0]!;
    const sign = first.amount_minor > 0 ? "+" : "";
    await expect(items(page).first()).toContainText(`${sign}${formatMoney(first.amount_minor / 100, "₱")}`);
    await expect(items(page).first().locator(".records-item__title")).toHaveText(r.kind[first.kind as keyof typeof r.kind] ?? r.kind.other);
    await expect(items(page)).toHaveCount(Math.min(20, rows.length));
    const net = rows.reduce((s, e) => s + e.amount_minor, 0);
    await expect(total(page, r.totals.count)).toHaveText(String(rows.length));
    await expect(total(page, r.totals.net)).toHaveText(`${net > 0 ? "+" : ""}${formatMoney(net / 100, "₱")}`);
  });

  test("the last 7 days by default; a preset chip changes the URL, the list and the totals", async ({ page }) => {
    await memberWith(page, HISTORY);
    await page.goto(PATH);
    await expect(chip(page, r.period["7d"])).toHaveAttribute("aria-current", "true");
    await expect(titles(page)).toHaveText([r.kind.deposit, r.kind.win, r.kind.bet]);
    await expect(items(page).nth(1)).toContainText("+₱450.50");
    await expect(items(page).nth(2)).toContainText("-₱200.00");
    await expect(items(page).nth(2).locator(".records-amount")).toHaveClass(/records-amount--debit/);
    await expect(items(page).nth(0).locator(".records-amount")).toHaveClass(/records-amount--credit/);
    // Balance after each entry, and the time in the operator's zone.
    await expect(items(page).nth(1)).toContainText(r.transactions.balanceAfter.replace("{{amount}}", "₱3,250.50"));
    await expect(items(page).nth(2)).toContainText("09:00:00");
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(r.period.today) })).toBeVisible();
    await expect(total(page, r.totals.count)).toHaveText("3");
    await expect(total(page, r.totals.net)).toHaveText("+₱1,250.50");

    await chip(page, r.period["30d"]).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?period=30d$`));
    await expect(items(page)).toHaveCount(4);
    await expect(total(page, r.totals.credits)).toHaveText("₱4,450.50");
    await expect(total(page, r.totals.debits)).toHaveText("₱200.00");

    await chip(page, r.period.today).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?period=today$`));
    await expect(titles(page)).toHaveText([r.kind.deposit]);

    await chip(page, r.period.yesterday).click();
    await expect(page.getByRole("heading", { level: 2, name: r.list.empty })).toBeVisible();
    await expect(totals(page)).toHaveCount(0);
    // Back restores the previous filter (the URL holds it).
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?period=today$`));
    await expect(items(page)).toHaveCount(1);
  });

  test("a custom range (GET form) shows only its days, and stays within 90 days back", async ({ page }) => {
    await memberWith(page, HISTORY);
    await page.goto(PATH);
    const from = page.getByLabel(r.filter.from, { exact: true });
    await expect(from).toHaveAttribute("min", addDays(today(), -90));
    await expect(from).toHaveAttribute("max", today());
    const day = addDays(today(), -20);
    await from.fill(day);
    await page.getByLabel(r.filter.to, { exact: true }).fill(day);
    await page.getByRole("button", { name: r.filter.apply }).click();
    await expect(page).toHaveURL(new RegExp(`period=custom&from=${day}&to=${day}$`));
    await expect(chip(page, r.period.custom)).toHaveAttribute("aria-current", "true");
    await expect(titles(page)).toHaveText([r.kind.deposit]);
    await expect(total(page, r.totals.net)).toHaveText("+₱3,000.00");

    // A hand-made URL reaching further back is moved into bounds, and the page says so.
    await page.goto(`${PATH}?period=custom&from=${addDays(today(), -200)}&to=${today()}`);
    await expectToast(page, r.filter.adjusted.replace("{{days}}", "90"));
    await expect(page.getByLabel(r.filter.from, { exact: true })).toHaveValue(addDays(today(), -90));
    await expect(items(page)).toHaveCount(4);
  });

  test("the kind filter keeps the period, and All is the default (R-10)", async ({ page, javaScriptEnabled }) => {
    await memberWith(page, HISTORY);
    await page.goto(`${PATH}?period=30d`);
    const select = page.getByLabel(r.transactions.kindLabel, { exact: true });
    await expect(select).toHaveValue("");
    await select.selectOption("bet");
    // With JavaScript the choice applies at once; without it, with the form's button.
    if (!javaScriptEnabled) await page.getByRole("button", { name: r.filter.show }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?period=30d&kind=bet$`));
    await expect(titles(page)).toHaveText([r.kind.bet]);
    await expect(total(page, r.totals.net)).toHaveText("-₱200.00");
    await expect(page.getByLabel(r.transactions.kindLabel, { exact: true })).toHaveValue("bet");

    await page.getByLabel(r.transactions.kindLabel, { exact: true }).selectOption("games");
    if (!javaScriptEnabled) await page.getByRole("button", { name: r.filter.show }).click();
    await expect(page).toHaveURL(/kind=games$/);
    await expect(titles(page)).toHaveText([r.kind.win, r.kind.bet]);
    // A chip keeps the kind.
    await expect(chip(page, r.period.today)).toHaveAttribute("href", `${PATH}?period=today&kind=games`);
  });

  /** 25 entries: an opening deposit yesterday, then 24 bets today (20 to a page). */
  const MANY: Entry[] = [
    { kind: "deposit", amount: 1_000_000, at: on(1) },
    ...Array.from({ length: 24 }, (_, i) => ({ kind: "bet", amount: -(100 + i), at: on(0, 2 + i) })),
  ];

  test("without JavaScript the list pages with a real next link @no-js-only", async ({ page }) => {
    await memberWith(page, MANY);
    await page.goto(PATH);
    await expect(items(page)).toHaveCount(20);
    await expect(page.getByText(r.list.pageOf.replace("{{page}}", "1").replace("{{total}}", "2"))).toBeVisible();
    await page.getByRole("link", { name: r.list.next }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?page=2$`));
    await expect(items(page)).toHaveCount(5);
    await expect(items(page).last().locator(".records-item__title")).toHaveText(r.kind.deposit);
    await expect(page.getByRole("link", { name: r.list.next })).toHaveCount(0);
    await expect(page.getByText(r.list.end)).toBeVisible();
    // The totals are the whole period's on every page.
    await expect(total(page, r.totals.count)).toHaveText("25");
    await page.getByRole("link", { name: r.list.previous }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(items(page)).toHaveCount(20);
  });

  test("/ §9: with JavaScript the next page loads when the list's end comes near, appended in place @js-only", async ({ page }) => {
    await memberWith(page, MANY);
    await page.goto(PATH);
    await expect(items(page)).toHaveCount(20);
    await expect(page.getByRole("link", { name: r.list.more })).toBeVisible();
    await page.locator(".records-pages").scrollIntoViewIfNeeded();
    await expect(items(page)).toHaveCount(25);
    await expect(page.getByText(r.list.end)).toBeVisible();
    // The URL did not change: a reload starts again from the first page.
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(total(page, r.totals.count)).toHaveText("25");
    const ids = await items(page).locator(".records-item__ref").allInnerTexts();
    expect(new Set(ids).size).toBe(25);
  });

  test("§2 ?types=A: an agent sees their own agent entries; a player gets the normal view", async ({ page }) => {
    const entries: Entry[] = [
      { kind: "deposit", amount: 100_000, at: on(2) },
      { kind: "transfer_in", amount: 50_000, at: on(1) },
      { kind: "rebate", amount: 1_500, at: on(1, 120) },
      { kind: "transfer_out", amount: -20_000, at: on(0, 5) },
    ];
    await memberWith(page, entries, 1);
    await page.goto(`${PATH}?types=A`);
    await expect(page.getByRole("heading", { level: 2, name: r.transactions.agentTitle })).toBeVisible();
    await expect(titles(page)).toHaveText([r.kind.transfer_out, r.kind.rebate, r.kind.transfer_in]);
    await expect(total(page, r.totals.net)).toHaveText("+₱315.00");
    await chip(page, r.period["30d"]).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?types=A&period=30d$`));

    await page.context().clearCookies();
    await memberWith(page, entries, 0);
    await page.goto(`${PATH}?types=A`);
    await expect(page.getByRole("heading", { level: 2, name: r.transactions.agentTitle })).toHaveCount(0);
    await expect(items(page)).toHaveCount(4);
  });
});
