import type { Page } from "@playwright/test";
import { DEMO, expect, failedResource, locales, signedIn, test } from "./fixtures";

/**
 * The bet record (/m/gameRecord), an order's detail and the personal report
 * (/m/profitandloss), against the demo member's seeded weeks of bets (slot spins, gameType RNG, and
 * lottery orders, LOTT). Read only: nothing here cancels or places a bet, so the demo wallet other
 * specs count on stays as it is. Every figure is read from the page, so the assertions hold
 * whatever the seed's amounts.
 */
const ty = locales.ty;
const r = ty.records;
const b = r.bets;
const PATH = "/m/gameRecord";
const REPORT = "/m/profitandloss";

const rows = (page: Page) => page.locator(".records-item");
const tabs = (page: Page) => page.getByRole("navigation", { name: b.typeLabel });
const totals = (page: Page) => page.getByRole("region", { name: r.totals.label });
const total = (page: Page, label: string) =>
  totals(page)
    .locator("div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");

/** "₱12,480.50" / "-₱3.00" / "+₱1.00" → cents. */
function cents(text: string): number {
  const m = /^([+-]?)\D*([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!m) throw new Error(`not an amount: ${text}`);
  const value = Number(m[2]!.replace(/,/g, "")) * 100 + Number(m[3]);
  return m[1] === "-" ? -value : value;
}

test.describe("bet record (/m/gameRecord) and personal report (/m/profitandloss)", () => {
  test("a visitor is sent to /m/login and comes back", async ({ page }) => {
    await page.goto(`${PATH}?gameType=LOTT`);
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2FgameRecord%3FgameType%3DLOTT$/);
    await page.goto(REPORT);
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2Fprofitandloss$/);
  });

  test("R-01/R-05/R-10: the demo member's orders of the last 30 days, All type and All status by default, each row complete", async ({ page }) => {
    await signedIn(page, DEMO.username, DEMO.password);
    await page.goto(`${PATH}?period=30d`);
    await expect(page).toHaveTitle(`${ty.title.gameRecord} · ${ty.app.name}`);
    await expect(page.getByRole("heading", { level: 1, name: ty.title.gameRecord })).toBeVisible();
    await expect(tabs(page).getByRole("link", { name: r.filter.all, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByLabel(b.statusLabel, { exact: true })).toHaveValue("");
    await expect(rows(page).first()).toBeVisible();
    const first = rows(page).first();
    await expect(first.locator("time")).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    await expect(first).toContainText(b.order.replace("{{id}}", ""));
    await expect(first.getByTestId("bet-stake")).toHaveText(/^₱[\d,]+\.\d{2}$/);
    await expect(first.locator(".records-badge")).toHaveText(new RegExp(`^(${Object.values(b.status).join("|")})$`));
    await expect(total(page, b.totalCount)).toHaveText(/^\d+$/);
  });

  test("R-07: on a one-page filter the foot's total stake is the sum of the listed stakes, and the count the rows", async ({ page }) => {
    await signedIn(page, DEMO.username, DEMO.password);
    // The newest order's day, then that day by each type: the first of them that fits one page.
    await page.goto(`${PATH}?period=30d`);
    const day = await rows(page).first().locator("xpath=ancestor::section[1]").locator("h2 time").getAttribute("datetime");
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const candidates = ["", "&gameType=LOTT", "&gameType=RNG", "&gameType=LOTT&status=lost", "&gameType=RNG&status=lost", "&gameType=RNG&status=won"];
    let checked = false;
    for (const extra of candidates) {
      await page.goto(`${PATH}?period=custom&from=${day}&to=${day}${extra}`);
      const count = await rows(page).count();
      if (count === 0 || (await page.locator('a[rel="next"]').count()) > 0) continue;
      const stakes = await page.getByTestId("bet-stake").allInnerTexts();
      expect(stakes).toHaveLength(count);
      await expect(total(page, b.totalCount)).toHaveText(String(count));
      expect(cents(await total(page, b.totalStake).innerText())).toBe(stakes.reduce((sum, s) => sum + cents(s), 0));
      checked = true;
      break;
    }
    expect(checked, `no one-page filter with orders on ${day}`).toBe(true);
  });

  test(
    "R-05: a game-type tab changes the URL and the list, keeping the period; the status filter keeps the tab",
    { tag: "@no-js" },
    async ({ page, javaScriptEnabled }) => {
      await signedIn(page, DEMO.username, DEMO.password);
      await page.goto(`${PATH}?period=30d`);
      for (const type of ["RNG", "LOTT"] as const) {
        await tabs(page).getByRole("link", { name: ty.games.category[type], exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${PATH}\\?gameType=${type}&period=30d$`));
        await expect(tabs(page).getByRole("link", { name: ty.games.category[type], exact: true })).toHaveAttribute("aria-current", "page");
        await expect(rows(page).first()).toBeVisible();
        // Retried until the list is the tab's: the URL can change a moment before the rows do.
        await expect(rows(page).locator(".records-item__main > .records-item__meta:first-of-type").filter({ hasNotText: ty.games.category[type] })).toHaveCount(
          0,
        );
      }
      // Lottery rows name their draw.
      await expect(rows(page).first()).toContainText(b.draw.replace("{{draw}}", ""));

      await page.getByLabel(b.statusLabel, { exact: true }).selectOption("lost");
      if (!javaScriptEnabled) await page.getByRole("button", { name: r.filter.show }).click();
      await expect(page).toHaveURL(new RegExp(`${PATH}\\?gameType=LOTT&period=30d&status=lost$`));
      // Every badge reads lost once the filtered list has replaced the previous one (CI saw a won row read too early).
      await expect(page.locator(".records-badge").filter({ hasNotText: b.status.lost })).toHaveCount(0);
    },
  );

  test("R-05: a row opens its order's detail with the sub-orders", async ({ page, consoleGuard }) => {
    await signedIn(page, DEMO.username, DEMO.password);
    await page.goto(`${PATH}?period=30d&gameType=LOTT`);
    const link = rows(page).first().getByRole("link");
    const href = await link.getAttribute("href");
    const id = /\/m\/gameRecord\/(\d+)$/.exec(href ?? "")?.[1];
    expect(id).toBeTruthy();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${PATH}/${id}$`));
    await expect(page).toHaveTitle(`${ty.title.betDetail} · ${ty.app.name}`);
    await expect(page.getByTestId("bet-order-id")).toHaveText(id!);
    await expect(page.getByTestId("bet-suborder").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: b.detail.suborders })).toBeVisible();
    // Another member's or an unknown order is a 404, like none at all.
    consoleGuard.allow(failedResource(404, `${PATH}/1000000001`));
    const response = await page.goto(`${PATH}/1000000001`);
    expect(response?.status()).toBe(404);
  });

  test("R-08: the personal report's profit is wins + rebates + bonuses − valid turnover, for each period", async ({ page }) => {
    await signedIn(page, DEMO.username, DEMO.password);
    for (const period of ["30d", "7d"]) {
      await page.goto(`${REPORT}?period=${period}`);
      await expect(page).toHaveTitle(`${ty.title.profitandloss} · ${ty.app.name}`);
      const figure = async (name: string) => cents(await page.getByTestId(`report-${name}`).innerText());
      const [wins, rebates, bonuses, valid, profit] = await Promise.all(["wins", "rebates", "bonuses", "validTurnover", "profit"].map(figure));
      expect(profit, period).toBe(wins! + rebates! + bonuses! - valid!);
      for (const name of ["bets", "deposits", "withdrawals"]) await expect(page.getByTestId(`report-${name}`)).toHaveText(/^₱[\d,]+\.\d{2}$/);
      await expect(page.getByTestId("report-net-deposits")).toHaveText(/^[+-]?₱[\d,]+\.\d{2}$/);
    }
    // 30 days of seeded bets: the report has figures and a breakdown by game type.
    await page.goto(`${REPORT}?period=30d`);
    expect(await page.getByTestId("report-bets").innerText()).not.toBe("₱0.00");
    await expect(page.getByRole("row", { name: new RegExp(ty.games.category.RNG) })).toBeVisible();
  });

  test("R-09: without JavaScript the list pages with a real next link, and the totals stay those of the whole filter @no-js-only", async ({ page }) => {
    await signedIn(page, DEMO.username, DEMO.password);
    await page.goto(`${PATH}?period=30d`);
    await expect(rows(page)).toHaveCount(20);
    const count = await total(page, b.totalCount).innerText();
    await page.getByRole("link", { name: r.list.next }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?period=30d&page=2$`));
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole("link", { name: r.list.previous })).toHaveAttribute("href", `${PATH}?period=30d`);
    await expect(total(page, b.totalCount)).toHaveText(count);
  });

  test("R-09: with JavaScript the next page loads as the list's end comes near, without repeating an order @js-only", async ({ page }) => {
    await signedIn(page, DEMO.username, DEMO.password);
    await page.goto(`${PATH}?period=30d`);
    await expect(rows(page)).toHaveCount(20);
    await page.locator(".records-pages").scrollIntoViewIfNeeded();
    await expect.poll(() => rows(page).count()).toBeGreaterThan(20);
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?period=30d$`));
    const hrefs = await rows(page)
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});
