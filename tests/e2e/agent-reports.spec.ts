import type { Browser, Page } from "@playwright/test";
import { d1 } from "./d1";
import { expect, locales, login, signedIn, site, test } from "./fixtures";
import { FRESH_PASSWORD, createMember } from "./member-helpers";
import { now as serverNow } from "../../contract/clock";
import { addDays, operatorDay } from "../../contract/record-range";

/**
 * (decision 030): the agent's team PnL (/m/agent/team/pnl), team betting
 * (/m/teamBetting) and rebate income (/m/member/agent/agentRebeat). Read-only against the seed
 * (agent's team: demo, agent2, player01–10, and agent2's player11–14), except the income test,
 * which settles a closed day for a team of its own (so no seeded wallet other specs count on
 * moves) and keeps the ledger invariant: every row it writes is a ledger entry with its balance.
 * Figures are read from the pages, so the assertions hold whatever the seed's amounts.
 */
const ty = locales.ty;
const a = ty.agentReports;
const PNL = "/m/agent/team/pnl";
const BETTING = "/m/teamBetting";
const INCOME = "/m/member/agent/agentRebeat";

/** "₱12,480.50" / "-₱3.00" / "+₱1.00" → cents. */
function cents(text: string): number {
  const m = /^([+-]?)\D*([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!m) throw new Error(`not an amount: ${text}`);
  const value = Number(m[2]!.replace(/,/g, "")) * 100 + Number(m[3]);
  return m[1] === "-" ? -value : value;
}

const FIGURES = ["deposits", "withdrawals", "bets", "validTurnover", "wins", "rebates", "bonuses", "profit"] as const;
const rows = (page: Page) => page.getByTestId("pnl-row");
const rowOf = (page: Page, account: string) => rows(page).filter({ has: page.getByRole("heading", { name: account, exact: true }) });
const rowFigure = async (row: ReturnType<typeof rowOf>, k: (typeof FIGURES)[number]) =>
  cents(await row.getByTestId(k === "profit" ? "pnl-profit" : `pnl-${k}`).innerText());

/** A second signed-in browser context (another member), closed by the caller. */
async function asMember(browser: Browser, username: string, password: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, username, password);
  return { page, close: () => context.close() };
}

test.describe("agent reports", () => {
  test("A-PNL-01: a visitor is sent to sign in, a non-agent home", async ({ page }) => {
    await page.goto(PNL);
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2Fagent%2Fteam%2Fpnl$/);
    await signedIn(page, "demo", "demo1234");
    await page.goto(PNL);
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test("A-PNL-01: the grand total is the sum of the rows, figure by figure", async ({ page }) => {
    await signedIn(page, "agent", "agent1234");
    // Closed days only (30 days to yesterday): a bet another spec placed today may settle between two
    // page loads, and a settlement counts on the day it happens — closed days' figures cannot move.
    const today = operatorDay(serverNow());
    const closed = `${PNL}?${new URLSearchParams({ period: "custom", from: addDays(today, -30), to: addDays(today, -1) })}`;
    await page.goto(closed);
    await expect(page.getByRole("heading", { level: 1, name: a.title.pnl })).toBeVisible();
    const grand = Object.fromEntries(await Promise.all(FIGURES.map(async (k) => [k, cents(await page.getByTestId(`pnl-total-${k}`).innerText())] as const)));
    // The seeded team runs to more than one page (20 rows): the grand total is the sum over every page.
    const sums: Record<string, number> = Object.fromEntries(FIGURES.map((k) => [k, 0]));
    let rowsSeen = 0;
    for (let pageNo = 1; pageNo <= 10; pageNo++) {
      const n = await rows(page).count();
      rowsSeen += n;
      for (const k of FIGURES) {
        const values = await page.getByTestId(k === "profit" ? "pnl-profit" : `pnl-${k}`).allInnerTexts();
        expect(values).toHaveLength(n);
        sums[k] = (sums[k] ?? 0) + values.reduce((s, v) => s + cents(v), 0);
      }
      const next = page.locator('a[rel="next"]');
      if ((await next.count()) === 0) break;
      // A document load, not a client-side one: the rows counted are then the new page's, never the old ones still on screen.
      await page.goto((await next.getAttribute("href"))!);
      await expect(page).toHaveURL(new RegExp(`page=${pageNo + 1}`));
    }
    expect(rowsSeen).toBeGreaterThan(1);
    expect(sums).toEqual(grand);
    await page.goto(closed);
    await expect(page.getByRole("table").locator("caption")).toContainText(ty.agentReports.pnl.totalsCaption.split("{{")[0]!.trim());
  });

  test("A-PNL-01: a downline's row is what that downline sees on /m/profitandloss for the same period", async ({ page, browser }) => {
    await signedIn(page, "agent", "agent1234");
    // A level-2 member (agent2's player), searched through the form: the search works with and without JavaScript.
    await page.goto(`${PNL}?period=30d`);
    await page.getByLabel(a.search.account, { exact: true }).fill("PLAYER12");
    await page.getByRole("button", { name: a.search.submit }).click();
    await expect(page).toHaveURL(/account=PLAYER12/);
    await expect(rows(page)).toHaveCount(1);
    const row = rowOf(page, "player12");
    await expect(row).toContainText(a.pnl.level.replace("{{level}}", "2"));
    const team = Object.fromEntries(await Promise.all(FIGURES.map(async (k) => [k, await rowFigure(row, k)] as const)));

    const own = await asMember(browser, "player12", "player1234");
    try {
      await own.page.goto("/m/profitandloss?period=30d");
      const mine = Object.fromEntries(
        await Promise.all(
          FIGURES.map(async (k) => [k, cents(await own.page.getByTestId(k === "profit" ? "report-profit" : `report-${k}`).innerText())] as const),
        ),
      );
      expect(team).toEqual(mine);
    } finally {
      await own.close();
    }
  });

  test("A-PNL-01: an account outside the team says so beside the field and lists nothing", async ({ page }) => {
    await signedIn(page, "agent2", "agent1234");
    await page.goto(`${PNL}?period=30d&account=player01`);
    await expect(page.getByRole("alert").filter({ hasText: a.error.notInTeam.replace("{{account}}", "player01") })).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await page.goto(`${PNL}?account=${encodeURIComponent("' OR 1=1")}`);
    await expect(page.getByText(a.error.account)).toBeVisible();
  });

  test("A-PNL-01 → A-BET-01: a row drills into that downline's bets for the same period, and an order opens read-only", async ({ page }) => {
    await signedIn(page, "agent", "agent1234");
    await page.goto(`${PNL}?period=30d&account=demo`);
    await rowOf(page, "demo")
      .getByRole("link", { name: a.pnl.viewBetsOf.replace("{{account}}", "demo") })
      .click();
    await expect(page).toHaveURL(/\/m\/teamBetting\?account=demo&period=30d$/);
    await expect(page.getByRole("heading", { level: 1, name: a.title.betting })).toBeVisible();
    const bets = page.getByTestId("team-bet");
    await expect(bets.first()).toBeVisible();
    for (const text of await page.locator(".agent-bet__account").allInnerTexts()) expect(text).toContain("demo");
    await bets.first().locator("a").click();
    await expect(page).toHaveURL(/\/m\/teamBetting\/\d{6,20}$/);
    await expect(page.getByTestId("bet-account")).toHaveText("demo");
    await expect(page.getByTestId("bet-suborder").first()).toBeVisible();
    await expect(page.locator(".bet-cancel")).toHaveCount(0);
  });

  test("A-BET-01: the foot's totals on a one-page filter are the sums of the listed orders", async ({ page }) => {
    await signedIn(page, "agent", "agent1234");
    let checked = false;
    for (const account of ["player11", "player12", "player13", "player14", "player02"]) {
      await page.goto(`${BETTING}?period=30d&account=${account}`);
      const n = await page.getByTestId("team-bet").count();
      if (n === 0 || (await page.locator('a[rel="next"]').count()) > 0) continue;
      const stakes = await page.getByTestId("bet-stake").allInnerTexts();
      const totals = page.getByRole("region", { name: ty.records.totals.label });
      const figure = (label: string) =>
        totals
          .locator("div")
          .filter({ has: page.getByText(label, { exact: true }) })
          .locator("dd");
      await expect(figure(ty.records.bets.totalCount)).toHaveText(String(n));
      expect(cents(await figure(ty.records.bets.totalStake).innerText())).toBe(stakes.reduce((s, v) => s + cents(v), 0));
      checked = true;
      break;
    }
    expect(checked, "no team member with one page of bets").toBe(true);
  });

  test("A-BET-01: order number search finds the order; a malformed one is refused with its message", async ({ page }) => {
    await signedIn(page, "agent", "agent1234");
    await page.goto(`${BETTING}?period=30d&account=player03`);
    const id = (await page.locator("[data-testid=team-bet] a").first().getAttribute("href"))!.split("/").pop()!;
    await page.goto(`${BETTING}?period=30d`);
    await page.getByLabel(a.search.orderNo, { exact: true }).fill(id);
    await page.getByRole("button", { name: a.search.submit }).click();
    await expect(page.getByTestId("team-bet")).toHaveCount(1);
    await expect(page.locator(".agent-bet__account")).toContainText("player03");
    await page.goto(`${BETTING}?orderNo=12ab`);
    await expect(page.getByText(a.error.orderNo)).toBeVisible();
  });

  test("A-INC-01: after `site settle` the income page shows the commission of a settled day, once", async ({ page }) => {
    // A team of its own: an agent at 1.0 % and a player at 0.3 % on slots, with ₱1,000 of slot turnover yesterday.
    const agent = await createMember({ type: 1, prefix: "inca" });
    const player = await createMember({ type: 0, prefix: "incp" });
    const [ids] = await d1<{ agent: number; player: number }>(
      `SELECT (SELECT id FROM members WHERE account = '${agent}') AS agent, (SELECT id FROM members WHERE account = '${player}') AS player`,
    );
    const now = serverNow();
    const at = now - 86_400_000;
    const day = operatorDay(at);
    const orderId = 1_000_000_000 + Math.floor(Math.random() * 8_999_999_999);
    const deposit = 200_000;
    const stake = 100_000;
    await d1(`UPDATE members SET parent_id = ${ids!.agent} WHERE id = ${ids!.player};
      INSERT INTO rebate_rates (member_id, category, rate_bp, updated_at) VALUES (${ids!.agent}, 'RNG', 100, ${now}), (${ids!.player}, 'RNG', 30, ${now});
      INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at) VALUES (${ids!.player}, 'deposit', ${deposit}, ${deposit}, 'e2e-income-${orderId}', ${at - 3_600_000});
      INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at) VALUES (${ids!.player}, 'bet', ${-stake}, ${deposit - stake}, 'bet:${orderId}', ${at});
      UPDATE wallets SET balance_minor = ${deposit - stake} WHERE member_id = ${ids!.player};
      INSERT INTO bet_orders (id, member_id, game_type, vendor, game_code, created_at, settled_at) VALUES (${orderId}, ${ids!.player}, 'RNG', 'TEST', 'e2e-slot', ${at}, ${at});
      INSERT INTO bet_suborders (order_id, member_id, play, selection, stake_minor, odds_x100, win_minor, status, result, settled_at) VALUES (${orderId}, ${ids!.player}, 'SPIN', '', ${stake}, 0, 0, 'lost', 'BAR BELL 7', ${at})`);

    const first = await site("settle", day, agent);
    expect(first).toContain(`commission ${agent}`);
    expect(first).toMatch(/daily rebates: 2 payouts, ₱10\.00/);
    // Settling the day again pays nothing.
    expect(await site("settle", day, agent)).toMatch(/daily rebates: 0 payouts, ₱0\.00; 2 already paid/);

    await login(page, agent, FRESH_PASSWORD);
    await page.goto(`${INCOME}?period=yesterday`);
    await expect(page.getByRole("heading", { level: 1, name: a.title.income })).toBeVisible();
    await expect(page.getByTestId("income-total")).toHaveText("₱7.00");
    await expect(page.getByTestId("income-commission")).toHaveText("₱7.00");
    await expect(page.getByTestId("income-rebate")).toHaveText("₱0.00");
    await expect(page.getByTestId("income-day")).toHaveCount(1);
    await expect(page.getByTestId("income-day").locator("time")).toHaveAttribute("datetime", day);
    await expect(page.getByRole("link", { name: player, exact: true })).toBeVisible();
    // The ledger audit stays clean: every payout is an entry with its balance.
    expect(await site("audit")).toContain("no difference");
  });

  test("A-INC-01: today has nothing to settle: `site settle` refuses an open day", async () => {
    await expect(site("settle", operatorDay(serverNow()))).rejects.toThrow(/not closed yet/);
  });
});
