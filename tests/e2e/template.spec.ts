import type { Page } from "@playwright/test";
import { d1 } from "./d1";
import { DEMO, expect, locales, login, signedIn, site, test } from "./fixtures";
import { createMember, FRESH_PASSWORD, memberId } from "./member-helpers";

/**
 * §2 "Template version (new or base) comes from the settings mem_cen and dep_func (value 1 means
 * new)" and the game lists' "further set of three buttons (favourites, hot, recent)" (decision
 * 080). The operator switches with `npm run site -- template …` (here `site`, against this
 * worker's world; EDGE_CACHE is off, so the next request sees it); every test puts both back to
 * new, the seed's value, whatever happened.
 */
const ty = locales.ty;
const centre = ty.member.centre;
const entry = ty.member.entry;
const p = ty.deposit.page;
const quick = ty.games.quick;
const classify = ty.games.classify;
/** The gateway's hot list is one page of at most this many games by hot rank (gateway/handlers/games.ts HOT_LIMIT). */
const HOT_LIMIT = 30;

test.afterEach(async () => {
  await site("template", "mem_cen", "new");
  await site("template", "dep_func", "new");
});

/** The entry labels of one of the centre's navigations, tile or row alike, in order. */
async function labels(page: Page, navigation: string): Promise<string[]> {
  return page
    .getByRole("navigation", { name: navigation })
    .locator("a")
    .evaluateAll((links) =>
      links.map((a) => (a.querySelector(".mine-rows__label") ?? a.querySelector(".mine-tiles__item > span:last-child"))?.textContent?.trim() ?? ""),
    );
}

test.describe("§2 template: member centre (mem_cen)", () => {
  test("§2 mem_cen new: /m/mine keeps today's tiles and rows; base lays the same entries out as a plain list with the balance", async ({ page }) => {
    await signedIn(page, DEMO.username, DEMO.password);
    await page.goto("/m/mine");
    await expect(page.locator(".mine-tiles")).toBeVisible();
    await expect(page.locator(".mine-balance")).toHaveCount(0);
    const before = { tiles: await labels(page, centre.tilesLabel), rows: await labels(page, centre.rowsLabel) };
    expect(before.tiles).toContain(entry.deposit);
    expect(before.rows).toContain(entry.mailCenter);

    expect(await site("template", "mem_cen", "base")).toMatch(/mem_cen\s+base/);
    await page.goto("/m/mine");
    await expect(page.locator(".mine-tiles")).toHaveCount(0);
    await expect(page.locator(".mine-feature")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: DEMO.username })).toBeVisible();
    await expect(page.locator(".mine-balance")).toContainText(centre.balance);
    await expect(page.locator(".mine-balance__amount")).toHaveText(/^₱12,580\.\d\d$/);
    // Same entries, same order: the layout changed, not what shows.
    expect(await labels(page, centre.tilesLabel)).toEqual(before.tiles);
    expect(await labels(page, centre.rowsLabel)).toEqual(before.rows);
    await expect(page.getByRole("navigation", { name: centre.appLabel }).getByRole("link")).toHaveText([centre.vipTile, centre.downloadTile]);
    // /m/member/home is the same page.
    await page.goto("/m/member/home");
    await expect(page.locator(".mine-balance")).toBeVisible();
    // A row follows its switch in the base list too (§2 optional rows; COMM3 is the mail row).
    await site("switch", "COMM3", "off");
    try {
      await page.goto("/m/mine");
      expect(await labels(page, centre.rowsLabel)).toEqual(before.rows.filter((r) => r !== entry.mailCenter));
    } finally {
      await site("switch", "COMM3", "on");
    }
    // A row opens its page.
    await page.getByRole("navigation", { name: centre.tilesLabel }).getByRole("link", { name: entry.withdraw }).click();
    await expect(page).toHaveURL(/\/m\/withdraw$/);
  });

  test("§2 mem_cen base: a visitor's rows ask to sign in, as in the new layout", async ({ page }) => {
    await site("template", "mem_cen", "base");
    await page.goto("/m/mine");
    await expect(page.getByRole("heading", { level: 2, name: centre.visitorTitle })).toBeVisible();
    await expect(page.locator(".mine-balance")).toHaveCount(0);
    await page.getByRole("navigation", { name: centre.tilesLabel }).getByRole("link", { name: entry.deposit }).click();
    await expect(page.getByRole("dialog", { name: centre.loginTitle })).toBeVisible();
  });
});

test.describe("§2 template: deposit (dep_func)", () => {
  test("§2 dep_func new: method tiles then channel chips (today's page)", async ({ page }) => {
    await login(page, await createMember({ prefix: "tpl", payeeName: "Ana Reyes" }), FRESH_PASSWORD);
    await page.goto("/m/voucherCenter");
    await expect(page.getByRole("link", { name: p.kind.EWALLET })).toHaveAttribute("aria-current", "true");
    await expect(page.locator(".deposit-chip")).toHaveText(["GCash", "Maya"]);
    await expect(page.locator(".deposit-list")).toHaveCount(0);
  });

  test(
    "§2 dep_func base: one column — pick the channel from a plain list, then amount and form; the order reaches the pay page",
    { tag: "@no-js" },
    async ({ page }) => {
      const account = await createMember({ prefix: "tpl", payeeName: "Ana Reyes" });
      await login(page, account, FRESH_PASSWORD);
      await site("template", "dep_func", "base");
      await page.goto("/m/voucherCenter");
      await expect(page.getByRole("heading", { level: 2, name: p.chooseChannel })).toBeVisible();
      const channels = page.getByRole("navigation", { name: p.channel }).getByRole("link");
      // Every channel of every method in one list, each with its method and range.
      await expect(channels).toHaveCount(3);
      await expect(channels.nth(0)).toContainText(`GCash${p.kind.EWALLET} · ₱100.00 – ₱50,000.00`);
      await expect(channels.nth(2)).toContainText(p.kind.MANUAL);
      await expect(channels.nth(0)).toHaveAttribute("aria-current", "true");
      await expect(page.locator(".deposit-tile")).toHaveCount(0);

      // The bank transfer: its receiving account and the manual form follow the list.
      await channels.nth(2).click();
      await expect(page).toHaveURL(/channel=BANK/);
      await expect(page.getByRole("heading", { name: p.account })).toBeVisible();
      await expect(page.getByLabel(p.receipts, { exact: true })).toBeVisible();

      // Maya, then the amount: the same form and action as the new page.
      await page.getByRole("navigation", { name: p.channel }).getByRole("link", { name: /^Maya/ }).click();
      await expect(page).toHaveURL(/channel=MAYA/);
      await expect(page.getByRole("navigation", { name: p.channel }).getByRole("link", { name: /^Maya/ })).toHaveAttribute("aria-current", "true");
      await expect(page.getByRole("heading", { level: 2, name: p.fillIn })).toBeVisible();
      await page.getByLabel(p.amount, { exact: true }).fill("300");
      await page.getByRole("button", { name: p.submitEwallet }).click();
      await expect(page).toHaveURL(/\/gw\/pay\/\d{10}-[0-9a-f]{32}$/);
      await expect(page.getByTestId("pay-amount")).toHaveText("₱300.00");
      await page.getByRole("button", { name: "Magbayad" }).click();
      await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=\d{10}$/);
      await expect(page.getByTestId("deposit-result")).toContainText(ty.deposit.result.successTitle);
      const [wallet] = await d1<{ b: number }>(`SELECT balance_minor AS b FROM wallets WHERE member_id = ${await memberId(account)}`);
      expect(wallet!.b).toBe(30_000);
    },
  );
});

test.describe("§2 template: the game lists' three buttons", () => {
  test("§2 game lists new: no three-button row; Favourite, Hot and Recent are tabs", async ({ page }) => {
    await page.goto("/m/gameList?gameType=RNG");
    await expect(page.getByRole("navigation", { name: quick.label })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: classify.label }).getByRole("link", { name: classify.HOT, exact: true })).toBeVisible();
  });

  test(
    "§2/§5 base: favourites, hot and recent are plain links; hot switches the list, a visitor's favourites goes to /m/login with the way back to it",
    { tag: "@no-js" },
    async ({ page }) => {
      await site("template", "mem_cen", "base");
      await page.goto("/m/gameList?gameType=RNG");
      const row = page.getByRole("navigation", { name: quick.label }).getByRole("link");
      await expect(row).toHaveText([quick.FAV, quick.HOT, quick.RECENT]);
      // The three views left the tab strip: each is offered once.
      await expect(page.getByRole("navigation", { name: classify.label }).getByRole("link", { name: classify.HOT, exact: true })).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: classify.label }).getByRole("link", { name: classify.ALL, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(row.nth(0)).toHaveAttribute("href", "/m/login?redirectTo=%2Fm%2FgameList%3FgameType%3DRNG%26classify%3DFAV");
      await expect(row.nth(2)).toHaveAttribute("href", "/m/login?redirectTo=%2Fm%2FgameList%3FgameType%3DRNG%26classify%3DRECENT");

      await row.nth(1).click();
      await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&classify=HOT$/);
      await expect(page.getByRole("navigation", { name: quick.label }).getByRole("link", { name: quick.HOT })).toHaveAttribute("aria-current", "page");
      // The hot list (a single page, at most HOT_LIMIT games by hot rank), as the gateway picks it.
      const [hot] = await d1<{ n: number }>(
        `SELECT MIN(COUNT(*), ${HOT_LIMIT}) AS n FROM games g JOIN game_vendors v ON v.vassalage = g.vassalage WHERE g.active = 1 AND v.active = 1 AND g.game_type = 'RNG' AND g.hot_rank IS NOT NULL`,
      );
      await expect(page.locator(".game-tile")).toHaveCount(hot!.n);

      await page.getByRole("navigation", { name: quick.label }).getByRole("link", { name: quick.FAV }).click();
      await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2FgameList%3FgameType%3DRNG%26classify%3DFAV$/);
    },
  );

  test("§2/§9 base: a member's Recent shows the games last played, 25 a page; Favourites shows theirs (none yet: the empty state)", async ({ page }) => {
    const account = await createMember({ prefix: "tpl" });
    const id = await memberId(account);
    await d1(
      `INSERT INTO game_recent (member_id, node_id, played_at) SELECT ${id}, node_id, 1000 + ROW_NUMBER() OVER (ORDER BY node_id) FROM games WHERE game_type = 'FISH' AND active = 1 ORDER BY node_id LIMIT 27`,
    );
    await login(page, account, FRESH_PASSWORD);
    await site("template", "mem_cen", "base");
    await page.goto("/m/gameList?gameType=FISH");
    await page.getByRole("navigation", { name: quick.label }).getByRole("link", { name: quick.RECENT }).click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=FISH&classify=RECENT$/);
    await expect(page.getByRole("navigation", { name: quick.label }).getByRole("link", { name: quick.RECENT })).toHaveAttribute("aria-current", "page");
    await expect(page.locator(".game-tile")).toHaveCount(25);
    await page.getByRole("navigation", { name: quick.label }).getByRole("link", { name: quick.FAV }).click();
    await expect(page).toHaveURL(/classify=FAV$/);
    await expect(page.getByText(ty.games.list.emptyFavourites)).toBeVisible();
  });
});
