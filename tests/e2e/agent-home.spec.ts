import type { Page } from "@playwright/test";
import { waitForFormReady } from "./account-helpers";
import { d1 } from "./d1";
import { expect, expectToast, locales, login, signedIn, site, test } from "./fixtures";
import { now as serverNow } from "../../contract/clock";
import { operatorDay } from "../../contract/record-range";

/**
 * The agent home /m/agent and the team overview /m/agent/team/overview
 * (research A-HOME-01, A-HOME-02, A-OV-01, A-OV-02). Both projects: every control is a link or a
 * GET form. Reads only — no money moves — so the ledger audit other specs run stays clean.
 */
const ty = locales.ty;
const a = ty.agentHome;
const HOME = "/m/agent";
const OVERVIEW = "/m/agent/team/overview";

/** The operator's today (UTC+8), YYYY-MM-DD. */
const operatorToday = () => operatorDay(serverNow());

async function expectAgentHome(page: Page, account: string) {
  await page.goto(HOME);
  await expect(page).toHaveURL(/\/m\/agent$/);
  await expect(page.getByRole("heading", { level: 1, name: a.title })).toBeVisible();
  await expect(page.getByTestId("agent-account")).toHaveText(account);
  await expect(page.getByTestId("agent-balance")).toHaveText(/^₱[\d,]+\.\d{2}$/);
  for (const key of ["login", "bet", "register", "online"]) await expect(page.getByTestId(`agent-counter-${key}`)).toHaveText(/^\d+$/);
  await expect(page.getByRole("link", { name: a.withdraw })).toHaveAttribute("href", "/m/withdraw");
  await expect(page.getByRole("link", { name: a.deposit })).toHaveAttribute("href", "/m/voucherCenter");
  // §2: no site header or bottom menu on the agent home, its own top bar back to the member centre.
  await expect(page.locator("header.home-header")).toHaveCount(0);
  await expect(page.getByRole("link", { name: a.back })).toHaveAttribute("href", "/m/mine");
}

test.describe("§2 Agent home: /m/agent (A-HOME-01, A-HOME-02)", () => {
  test("A-HOME-01: type 1 (agent) sees the greeting, balance, today's counters from the team (not zero: the seed) and every tile", async ({ page }) => {
    await signedIn(page, "agent", "agent1234");
    await expectAgentHome(page, "agent");
    const greeting = await page.getByTestId("agent-greeting").getAttribute("data-greeting");
    expect(["morning", "earlyAfternoon", "lateAfternoon", "evening"]).toContain(greeting);
    // The seed registers two of agent's team today and signs several in.
    expect(Number(await page.getByTestId("agent-counter-register").textContent())).toBeGreaterThanOrEqual(2);
    expect(Number(await page.getByTestId("agent-counter-login").textContent())).toBeGreaterThanOrEqual(1);
    for (const id of ["overview", "transactions", "team", "redRain", "pnl", "betting", "rebateSettings", "income", "security", "messages", "service"]) {
      await expect(page.getByTestId(`agent-tile-${id}`)).toBeVisible();
    }
    await expect(page.getByTestId("agent-tile-transactions")).toHaveAttribute("href", "/m/transaction/record?types=A");
    for (const [id, href] of [
      ["home", "/m/home"],
      ["register", "/m/agentRegister"],
      ["dividend", "/m/member/agent/agentDivident"],
      ["announcements", "/m/member/notice?types=A"],
    ]) {
      await expect(page.getByTestId(`agent-footer-${id}`)).toHaveAttribute("href", href!);
    }
  });

  test("A-HOME-01: type 2 (agent2) opens the agent home with its own team's counters", async ({ page }) => {
    await signedIn(page, "agent2", "agent1234");
    await expectAgentHome(page, "agent2");
    expect(Number(await page.getByTestId("agent-counter-login").textContent())).toBeGreaterThanOrEqual(1);
  });

  test("A-HOME-01: an online downline counts as online now", async ({ page, browser }) => {
    // A downline of agent2 uses a session: it is stamped last seen, so agent2's home counts it.
    const downline = await browser.newContext();
    try {
      const other = await downline.newPage();
      await login(other, "player11", "player1234");
      await signedIn(page, "agent2", "agent1234");
      await page.goto(HOME);
      expect(Number(await page.getByTestId("agent-counter-online").textContent())).toBeGreaterThanOrEqual(1);
    } finally {
      await downline.close();
    }
  });

  for (const [label, account, password] of [
    ["type 0 (demo)", "demo", "demo1234"],
    ["type 40 (player07)", "player07", "player1234"],
  ] as const) {
    test(`A-HOME-01: ${label} is refused: /m/home with 'Non-agents cannot log in'`, async ({ page, javaScriptEnabled }) => {
      await signedIn(page, account, password);
      await page.goto(HOME);
      await expect(page).toHaveURL(/\/m\/home$/);
      if (javaScriptEnabled) await expectToast(page, ty.toast.non_agent);
      await page.goto(OVERVIEW);
      await expect(page).toHaveURL(/\/m\/home$/);
    });
  }

  test("A-HOME-01: type 4 (a trial account) is refused: /m/home", async ({ page }) => {
    await page.goto("/m/trail");
    await waitForFormReady(page);
    await page.getByRole("button", { name: ty.account.trail.start }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto(HOME);
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test("A-HOME-01: without a session the agent home asks to sign in", async ({ page }) => {
    await page.goto(HOME);
    await expect(page).toHaveURL(/\/m\/login/);
  });

  test("A-HOME-02: a tile disappears while its switch is off (team management, AGEDOWNMAN3)", async ({ page }) => {
    await signedIn(page, "agent", "agent1234");
    await site("switch", "AGEDOWNMAN3", "off");
    try {
      await page.goto(HOME);
      await expect(page.getByTestId("agent-tile-overview")).toBeVisible();
      await expect(page.getByTestId("agent-tile-team")).toHaveCount(0);
      // Online service has no switch: always there.
      await expect(page.getByTestId("agent-tile-service")).toBeVisible();
    } finally {
      await site("switch", "AGEDOWNMAN3", "on");
    }
    await page.goto(HOME);
    await expect(page.getByTestId("agent-tile-team")).toBeVisible();
  });
});

test.describe("team overview /m/agent/team/overview (A-OV-01, A-OV-02)", () => {
  test("A-OV-01: the cards of the team for a period, This month among the presets", async ({ page }) => {
    await signedIn(page, "agent", "agent1234");
    await page.goto(HOME);
    await page.getByTestId("agent-tile-overview").click();
    await expect(page).toHaveURL(/\/m\/agent\/team\/overview$/);
    await expect(page.getByRole("heading", { level: 1, name: ty.title.agentOverview })).toBeVisible();
    const teamSize = Number(await page.getByTestId("overview-teamSize").textContent());
    const [{ n }] = (await d1<{ n: number }>(
      "WITH RECURSIVE team(id) AS (SELECT id FROM members WHERE parent_id = 2 UNION ALL SELECT m.id FROM members m JOIN team t ON m.parent_id = t.id) SELECT COUNT(*) AS n FROM team",
    )) as [{ n: number }];
    expect(teamSize).toBe(n);
    await page.getByRole("link", { name: a.overview.month }).click();
    await expect(page).toHaveURL(/period=month/);
    await expect(page.getByRole("link", { name: a.overview.month })).toHaveAttribute("aria-current", "true");
    await expect(page.getByTestId("overview-deposits")).toHaveText(/^₱[\d,]+\.\d{2}$/);
  });

  test("A-OV-02: the chart is an accessible SVG; Team / Me and series toggles are links; a day drills into team PnL", async ({ page }) => {
    await signedIn(page, "agent", "agent1234");
    await page.goto(OVERVIEW);
    const chart = page.getByTestId("overview-chart");
    // A named group (its day links stay reachable; an img's children are not: axe nested-interactive).
    await expect(chart).toHaveAttribute("role", "group");
    await expect(chart).toHaveAccessibleName(a.overview.chart);
    await expect(chart).toHaveAccessibleDescription(/\d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole("table", { name: a.overview.table })).toHaveCount(1);

    await page.getByTestId("overview-series-deposits").click();
    await expect(page).toHaveURL(/series=deposits/);
    await expect(page.getByTestId("overview-series-deposits")).toHaveAttribute("aria-current", "true");

    await page.getByRole("link", { name: a.overview.me, exact: true }).click();
    await expect(page).toHaveURL(/scope=me/);
    await expect(page.getByTestId("overview-teamSize")).toHaveText("1");

    // The drill-down of the "Done when": the chart's day → the team PnL of that day.
    await page.goto(OVERVIEW);
    const today = operatorToday();
    await page.getByTestId(`overview-day-${today}`).click();
    await expect(page).toHaveURL(new RegExp(`/m/agent/team/pnl\\?period=custom&from=${today}&to=${today}$`));
  });

  test("A-OV-01: the overview is refused while its switch (AGEINFO3) is off", async ({ page }) => {
    await signedIn(page, "agent", "agent1234");
    await site("switch", "AGEINFO3", "off");
    try {
      await page.goto(OVERVIEW);
      await expect(page).not.toHaveURL(/team\/overview/);
    } finally {
      await site("switch", "AGEINFO3", "on");
    }
  });
});
