import type { Page } from "@playwright/test";
import { waitForFormReady, watchResponses } from "./account-helpers";
import { d1 } from "./d1";
import { DEMO, expect, expectToast, locales, login, signedIn, site, test } from "./fixtures";
import { createMember, FRESH_PASSWORD } from "./member-helpers";
import { now as serverNow } from "../../contract/clock";

const ty = locales.ty;
const centre = ty.member.centre;
const entry = ty.member.entry;
const vip = ty.member.vip;

/** The link texts of the centre's menu tiles and rows, in order. */
async function entries(page: Page): Promise<{ tiles: string[]; rows: string[] }> {
  const tiles = page.getByRole("navigation", { name: centre.tilesLabel }).getByRole("link");
  const rows = page.getByRole("navigation", { name: centre.rowsLabel }).locator("a .mine-rows__label");
  return { tiles: (await tiles.allInnerTexts()).map((s) => s.trim()), rows: (await rows.allInnerTexts()).map((s) => s.trim()) };
}

/**
 * Built today: the deposit, withdraw and security centre tiles, the wallet's record rows (* DEPREC3, WDREC3, MEMTRANS3, BETREC3, PERSPNL3), the promotion rows of (reward centre
 * REWARDCEN3, manual rebate MANREBATE3, rebate report PLAYREBATE3, mission board MISSION3 with the
 * running MISSION promotion 7), the mail row (COMM3) and the invite friends tile (* while the REFERRAL promotion 4 runs, as seeded).
 * Rows whose pages do not exist yet stay hidden (never a link to a 404).
 */
const RECORDS = [entry.depositRecord, entry.withdrawRecord, entry.transactionRecord, entry.betRecord, entry.personalReport];
const PROMOTION_ROWS = [entry.rewardCenter, entry.manualRebate, entry.playerRebate, entry.missionActivity];
const BUILT = { tiles: [entry.deposit, entry.withdraw, entry.inviteFriends, entry.securityCenter], rows: [...RECORDS, ...PROMOTION_ROWS, entry.mailCenter] };
/** A player with toUpline (demo) also gets the upline transfer row (FUNDTRANS3, §4): never a visitor or agent type 1 without toUpline. */
const PLAYER = { tiles: BUILT.tiles, rows: [...BUILT.rows, entry.uplineTransfer, entry.responsibleGaming, entry.feedback] };
/** Responsible gaming is a row for everyone, behind no switch; feedback (§7) comes last. */
const VISITOR = { tiles: BUILT.tiles, rows: [...BUILT.rows, entry.responsibleGaming, entry.feedback] };

test.describe("member centre (/m/mine)", () => {
  test("§2 a visitor sees the sign-in prompt, the VIP and download tiles, and the rows the switches give @server", async ({ page }) => {
    const response = await page.goto("/m/mine");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${ty.title.mine} · ${ty.app.name}`);
    await expect(page.getByRole("heading", { level: 1, name: ty.title.mine })).toBeVisible();
    await expect(page.getByRole("link", { name: centre.back })).toHaveAttribute("href", "/m/home");
    await expect(page.getByRole("heading", { level: 2, name: centre.visitorTitle })).toBeVisible();
    await expect(page.getByRole("link", { name: centre.login, exact: true })).toHaveAttribute("href", "/m/login?redirectTo=%2Fm%2Fmine");
    await expect(page.getByRole("link", { name: centre.register })).toHaveAttribute("href", "/m/register");
    await expect(page.getByRole("link", { name: new RegExp(centre.vipTile) })).toHaveAttribute("href", "/m/member/benefits");
    await expect(page.getByRole("link", { name: new RegExp(centre.downloadTile) })).toHaveAttribute("href", "/m/download");
    expect(await entries(page)).toEqual(VISITOR);
    // §2: the share button sends a visitor to /m/login.
    await expect(page.getByRole("link", { name: centre.share })).toHaveAttribute("href", /^\/m\/login/);
  });

  test("§2 every row needs a session: a visitor's tap opens the login dialog, which comes back here @js-only", async ({ page }) => {
    await page.goto("/m/mine");
    await page
      .getByRole("navigation", { name: centre.rowsLabel })
      .getByRole("link", { name: new RegExp(entry.mailCenter) })
      .click();
    const dialog = page.getByRole("dialog", { name: centre.loginTitle });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/m\/mine$/);
    await dialog.getByRole("link", { name: ty.lobby.inbox.login }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2Fmine$/);
    await page.locator('input[name="username"]').fill(DEMO.username);
    await page.locator('input[name="password"]').fill(DEMO.password);
    await page.locator('button[name="intent"][value="login"]').click();
    await expect(page).toHaveURL(/\/m\/mine$/);
    await expect(page.getByRole("heading", { level: 2, name: DEMO.username })).toBeVisible();
  });

  test("§2 without JavaScript a visitor's row and the settings button link to /m/login, which comes back here @no-js-only", async ({ page }) => {
    await page.goto("/m/mine");
    await expect(page.getByRole("link", { name: centre.settings })).toHaveAttribute("href", "/m/login?redirectTo=%2Fm%2Fmine");
    await page.getByRole("navigation", { name: centre.tilesLabel }).getByRole("link", { name: entry.securityCenter }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2Fmine$/);
    await page.locator('input[name="username"]').fill(DEMO.username);
    await page.locator('input[name="password"]').fill(DEMO.password);
    await page.locator('button[name="intent"][value="login"]').click();
    await expect(page).toHaveURL(/\/m\/mine$/);
  });

  test("§2/§4 a member sees account name, VIP label and days since joining, and the rows of a player", async ({ page }) => {
    await signedIn(page, DEMO.username, DEMO.password);
    const [row] = await d1<{ reg_date: number }>("SELECT reg_date FROM members WHERE account = 'demo'");
    const days = Math.floor((serverNow() - row!.reg_date) / 86_400_000);
    await page.goto("/m/mine");
    await expect(page.getByRole("heading", { level: 2, name: DEMO.username })).toBeVisible();
    await expect(page.locator(".mine-profile .mine-badge")).toHaveText("VIP 1");
    await expect(page.locator(".mine-profile__days")).toHaveText(centre.days_other.replace("{{count}}", String(days)));
    expect(await entries(page)).toEqual(PLAYER);
    await expect(page.getByRole("link", { name: centre.settings })).toHaveAttribute("href", "/m/set");
    await page.getByRole("navigation", { name: centre.tilesLabel }).getByRole("link", { name: entry.securityCenter }).click();
    await expect(page).toHaveURL(/\/m\/securityCenter$/);
  });

  test("§4 the share button shows for a player (with JavaScript) and is hidden for agent types @js-only", async ({ page }) => {
    await signedIn(page, DEMO.username, DEMO.password);
    await page.goto("/m/mine");
    await expect(page.getByRole("button", { name: centre.share })).toBeVisible();
    await page.context().clearCookies();
    await signedIn(page, "agent", "agent1234");
    await page.goto("/m/mine");
    await expect(page.getByRole("heading", { level: 2, name: "agent" })).toBeVisible();
    await expect(page.locator(".mine-profile .mine-badge")).toHaveText("VIP 3");
    await expect(page.getByRole("button", { name: centre.share })).toHaveCount(0);
    await expect(page.getByRole("link", { name: centre.share })).toHaveCount(0);
    // §6: an agent also gets the agency-centre row (/m/agent).
    expect(await entries(page)).toEqual({ tiles: BUILT.tiles, rows: [...BUILT.rows, entry.agencyCenter, entry.responsibleGaming, entry.feedback] });
    await page
      .getByRole("navigation", { name: centre.rowsLabel })
      .getByRole("link", { name: new RegExp(entry.agencyCenter) })
      .click();
    await expect(page).toHaveURL(/\/m\/agent$/);
  });

  test("§6 a trial member opening a guarded row gets free_reject and stays on the centre", async ({ page, javaScriptEnabled }) => {
    await page.goto("/m/trail");
    await waitForFormReady(page);
    await page.getByRole("button", { name: ty.account.trail.start }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto("/m/mine");
    await expect(page.locator(".mine-profile .mine-badge")).toHaveText(centre.trial);
    // No VIP label: no VIP tile (§2 shown to visitors and members with a VIP label).
    await expect(page.getByRole("link", { name: new RegExp(centre.vipTile) })).toHaveCount(0);
    const delivered = watchResponses(page);
    await page.getByRole("navigation", { name: centre.tilesLabel }).getByRole("link", { name: entry.securityCenter }).click();
    if (javaScriptEnabled) await expectToast(page, ty.toast.free_reject);
    else expect(await delivered("toast.free_reject")).toBe(true);
    await expect(page).toHaveURL(/\/m\/mine$/);
  });

  test("§2 `npm run site -- switch COMM3 off` hides the mail row, on shows it again @server", async ({ page }) => {
    await signedIn(page, DEMO.username, DEMO.password);
    try {
      expect(await site("switch", "COMM3", "off")).toContain("COMM3: off");
      await page.goto("/m/mine");
      expect((await entries(page)).rows).toEqual([...RECORDS, ...PROMOTION_ROWS, entry.uplineTransfer, entry.responsibleGaming, entry.feedback]);
    } finally {
      // Back on straight in D1: the command itself was proven above, and each run of it costs seconds.
      await d1("UPDATE feature_switches SET enabled = 1 WHERE code = 'COMM3'");
    }
    await page.goto("/m/mine");
    expect((await entries(page)).rows).toEqual(PLAYER.rows);
  });

  test("§2 member info is read fresh each time: a new VIP level shows on the next visit @server", async ({ page }) => {
    const account = await createMember({ prefix: "vip" });
    await login(page, account, FRESH_PASSWORD);
    await page.goto("/m/mine");
    await expect(page.locator(".mine-profile .mine-badge")).toHaveText(centre.noVip);
    await expect(page.getByRole("link", { name: new RegExp(centre.vipTile) })).toHaveCount(0);
    // A deposit of ₱5,000 all bet reaches VIP 1 (₱1,000 deposited, ₱5,000 turnover; the ledger
    // decides the level: decision 025). The entries sum to the wallet's ₱0, so the audit stays clean.
    await d1(
      `INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at)
       SELECT id, 'deposit', 500000, 500000, 'e2e-dep', ${serverNow()} FROM members WHERE account = '${account}'
       UNION ALL SELECT id, 'bet', -500000, 0, 'e2e-bet', ${serverNow()} FROM members WHERE account = '${account}'`,
    );
    await page.goto("/m/mine");
    await expect(page.locator(".mine-profile .mine-badge")).toHaveText("VIP 1");
    await expect(page.getByRole("link", { name: new RegExp(centre.vipTile) })).toBeVisible();
  });

  test("§2 /m/member/home is the member centre too @server", async ({ page }) => {
    const response = await page.goto("/m/member/home");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/m\/member\/home$/);
    await expect(page.getByRole("heading", { level: 1, name: ty.title.mine })).toBeVisible();
  });
});

test.describe("VIP benefits (/m/member/benefits)", () => {
  test("visitors see every level with its benefits and a sign-in prompt @server", async ({ page }) => {
    await page.goto("/m/member/benefits");
    await expect(page.getByRole("heading", { level: 1, name: ty.title.vip })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: vip.signInTitle })).toBeVisible();
    await expect(page.getByRole("link", { name: centre.login })).toHaveAttribute("href", "/m/login?redirectTo=%2Fm%2Fmember%2Fbenefits");
    const levels = page.locator(".vip-level");
    await expect(levels).toHaveCount(6);
    const first = levels.first();
    await expect(first.getByRole("heading", { level: 3 })).toHaveText("VIP 1");
    // Two decimals everywhere but the header.
    await expect(first).toContainText("₱1,000.00");
    await expect(first).toContainText("₱5,000.00");
    await expect(first.locator("dd").first()).toHaveText("0.30%");
    await expect(first.getByRole("img")).toHaveAttribute("src", "/content/vip/level-1.svg");
  });

  test("a member sees their level and the progress to the next from their real deposits and turnover @server", async ({ page }) => {
    await signedIn(page, DEMO.username, DEMO.password);
    await page.goto("/m/member/benefits");
    await expect(page.getByRole("heading", { level: 2, name: "VIP 1" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: vip.progressTo.replace("{{level}}", "VIP 2") })).toBeVisible();
    // demo's seeded ledger: ₱8,000 deposited, ₱32,000 bet; VIP 2 needs ₱10,000 and ₱50,000.
    const deposit = page.getByRole("progressbar", { name: vip.deposit });
    await expect(deposit).toHaveAttribute("value", "8000");
    await expect(deposit).toHaveAttribute("max", "10000");
    await expect(page.getByRole("progressbar", { name: vip.turnover })).toHaveAttribute("value", "32000");
    await expect(page.getByText(vip.toGo.replace("{{amount}}", "₱2,000.00"))).toBeVisible();
    await expect(page.locator(".vip-level--current .vip-level__name")).toHaveText("VIP 1");
  });
});
