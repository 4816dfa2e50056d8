import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { waitForFormReady } from "./account-helpers";
import { d1 } from "./d1";
import { DEMO, ROOT, expect, failedResource, locales, login, site, test } from "./fixtures";
import { dismissPopupIfShown, restoreUnread, unreadIds } from "./home-helpers";
import { memberId, signInFresh } from "./member-helpers";
import { now as serverNow } from "../../contract/clock";

/**
 * Reference screenshots at 390×844 for review (not assertions): `SCREENSHOTS=1 npx playwright test screenshots --project js`.
 * They land in tests/screenshots/ (gitignored).
 */
const OUT = `${ROOT}tests/screenshots`;
const ty = locales.ty;

test.skip(!process.env.SCREENSHOTS, "reference screenshots are taken only when SCREENSHOTS is set");

test.slow(true, "the maintenance screenshot runs operator commands (scripts/site.ts)");
test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

async function shoot(page: Page, name: string) {
  // Fonts and images settled, and no flash toast or animation half-way.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${OUT}/${name}.png`, animations: "disabled" });
}

test("screenshot: /m/home (guest)", async ({ page }) => {
  await page.goto("/m/home");
  await expect(page.locator("header.home-header")).toBeVisible();
  // What a guest sees first (the announcement pop-up, when one shows), then the lobby under it.
  await shoot(page, "home-guest-first-view");
  await dismissPopupIfShown(page);
  await shoot(page, "home-guest");
});

test("screenshot: /m/home (signed in as demo)", async ({ page }) => {
  await login(page);
  await expect(page.locator("header.home-header").getByText(DEMO.balance, { exact: true })).toBeVisible();
  await dismissPopupIfShown(page);
  // Let the sign-in toast go (1 s), so the header is what is seen.
  await expect(page.locator(".toasts").getByText(ty.toast.signed_in)).toHaveCount(0, { timeout: 10_000 });
  await shoot(page, "home-member");
});

test("screenshot: /m/login", async ({ page }) => {
  await page.goto("/m/login");
  await expect(page.getByRole("heading", { name: ty.account.login.heading })).toBeVisible();
  await shoot(page, "login");
});

test("screenshot: /m/nope (404)", async ({ page, consoleGuard }) => {
  consoleGuard.allow(failedResource(404, "/m/nope"));
  await page.goto("/m/nope");
  await expect(page.locator("#not-found-title")).toBeVisible();
  await shoot(page, "not-found");
});

test("screenshot: maintenance screen", async ({ page, consoleGuard }) => {
  consoleGuard.allow(failedResource(503, "/m/home"));
  await site("maintenance", "on");
  try {
    await page.goto("/m/home");
    await expect(page.locator("#gate-title")).toHaveText(ty.gate.maintenance.title);
    await shoot(page, "maintenance");
  } finally {
    await site("maintenance", "off");
  }
});

test("screenshot: region screen", async ({ page, consoleGuard, clientIp }) => {
  consoleGuard.allow(failedResource(451, "/m/home"));
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": clientIp, "CF-IPCountry": "SG" });
  await page.goto("/m/home");
  await expect(page.locator("#gate-title")).toHaveText(ty.gate.region.title);
  await shoot(page, "region");
});

/** The content pages, as a visitor, a member (player10) and an agent see them. */
/** `from`: open the first item of this list rather than a fixed id. */
const CONTENT_PAGES: Array<{ name: string; path: string; from?: string; as?: "member" | "agent" }> = [
  { name: "notice", path: "/m/notice" },
  { name: "notice-detail", path: "/m/notice", from: "/m/notice" },
  { name: "help", path: "/m/help" },
  { name: "help-detail", path: "/m/helpDetail?i=1" },
  { name: "download", path: "/m/download" },
  { name: "service", path: "/m/service" },
  { name: "useragreement", path: "/m/useragreement" },
  { name: "activity", path: "/m/activity" },
  { name: "activity-info", path: "/m/activityInfo", from: "/m/activity" },
  { name: "webEmail", path: "/m/webEmail", as: "member" },
  { name: "webEmail-detail", path: "/m/webEmail", from: "/m/webEmail", as: "member" },
  { name: "member-notice", path: "/m/member/notice?types=A", as: "agent" },
];

for (const { name, path, from, as } of CONTENT_PAGES) {
  test(`screenshot: ${path}${from ? " (first item)" : ""}${as ? ` (${as})` : ""}`, async ({ page }) => {
    // Opening a message reads it: put player10's unread messages back for the inbox specs.
    const unread = as === "member" ? await unreadIds("player10") : [];
    try {
      if (as === "member") await login(page, "player10", "player1234");
      if (as === "agent") await login(page, "agent", "agent1234");
      if (as) await dismissPopupIfShown(page);
      if (from) {
        await page.goto(from);
        await page.locator(`main a[href^='${path}?'][href*='id=']`).first().click();
        await page.waitForURL(/id=\d+/);
      } else {
        await page.goto(path);
      }
      await expect(page.locator("main")).toBeVisible();
      await shoot(page, name);
    } finally {
      await restoreUnread(unread);
    }
  });
}

test("screenshot: home overlays (header menu, hot match, login prompt)", async ({ page }) => {
  await page.goto("/m/home");
  await dismissPopupIfShown(page);
  await page.locator("header.home-header .account-menu > summary").click();
  await shoot(page, "home-menu-guest");
  await page.keyboard.press("Escape");
  await page.locator(".hot-match__open").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await shoot(page, "home-hot-match");
  await page.keyboard.press("Escape");
  await page.locator(".ticker__inbox").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await shoot(page, "home-login-prompt");
});

/** The member centre for each audience, VIP benefits and the security centre, in each language. */
for (const lng of ["ty", "en", "pt"] as const) {
  test(`screenshot: member pages (${lng})`, async ({ page }) => {
    const shootPage = async (path: string, name: string) => {
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}lng=${lng}`);
      await shoot(page, `${name}-${lng}`);
    };
    await shootPage("/m/mine", "mine-visitor");
    await shootPage("/m/member/benefits", "vip-visitor");
    await login(page);
    await shootPage("/m/mine", "mine-member");
    await shootPage("/m/member/benefits", "vip-member");
    await shootPage("/m/securityCenter", "security-centre");
    await shootPage("/m/securityCenter/bankCards", "bank-cards");
    await page.context().clearCookies();
    await login(page, "agent", "agent1234");
    await shootPage("/m/mine", "mine-agent");
    await page.context().clearCookies();
    await page.goto("/m/trail");
    await waitForFormReady(page);
    await page.getByRole("button", { name: ty.account.trail.start }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await shootPage("/m/mine", "mine-trial");
  });
}

/**
 * /m/responsibleGaming in each language, whole page — a fresh member with a daily
 * deposit limit, a pending raise and its history; then the same page during a time-out.
 */
for (const lng of ["ty", "en", "pt"] as const) {
  test(`screenshot: responsible gaming (${lng})`, async ({ page }) => {
    const account = await signInFresh(page, { prefix: "rgshot" });
    await page.goto(`/m/responsibleGaming?lng=${lng}`);
    const row = page.locator('[data-control="deposit.day"]');
    for (const amount of ["100", "500"]) {
      await row.locator('input[name="amount"]').fill(amount);
      await row.locator('button[name="op"][value="save"]').click();
      await expect(row.locator('[data-testid="rg-limit-value"]')).toContainText("₱100.00");
    }
    await expect(row.locator('[data-testid="rg-limit-pending"]')).toBeVisible();
    await page.goto(`/m/responsibleGaming?lng=${lng}`);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${OUT}/responsible-gaming-${lng}.png`, fullPage: true, animations: "disabled" });
    const id = await memberId(account);
    await d1(`INSERT INTO rg_blocks (member_id, kind, starts_at, ends_at) VALUES (${id}, 'timeout', ${serverNow()}, ${serverNow() + 7 * 86_400_000})`);
    await page.goto(`/m/responsibleGaming?lng=${lng}`);
    await expect(page.getByTestId("rg-status").getByRole("status")).toBeVisible();
    await shoot(page, `responsible-gaming-timeout-${lng}`);
  });
}

/** D6: a trial account's play money, in each language: home's header (menu open too) and the member centre, whole page. */
for (const lng of ["ty", "en", "pt"] as const) {
  test(`screenshot: trial play money (${lng})`, async ({ page }) => {
    await page.goto(`/m/trail?lng=${lng}`);
    await waitForFormReady(page);
    await page.getByRole("button", { name: locales[lng].account.trail.start }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await dismissPopupIfShown(page);
    await shoot(page, `trial-home-${lng}`);
    await page.locator("header.home-header summary.account-menu__toggle").click();
    await shoot(page, `trial-home-menu-${lng}`);
    await page.goto("/m/mine");
    await expect(page.getByTestId("play-money-card")).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${OUT}/trial-mine-${lng}.png`, fullPage: true, animations: "disabled" });
  });
}
