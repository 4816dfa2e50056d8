import type { Page } from "@playwright/test";
import { d1 } from "./d1";
import { expect, failedResource, locales, noJs, test } from "./fixtures";
import { launchSlot } from "./games-helpers";
import { fund, memberId, signInFresh } from "./member-helpers";
import { now as serverNow } from "../../contract/clock";
import { DEMO_TEXTS } from "../../gateway/handlers/games-demo-texts";

/**
 * (decision 042): the session clock in the header (RTS 13C), the reality check
 * on the app's pages (RG-09), today's net position in the member centre, and the withdraw-only
 * mode under a block. Each test has a fresh member; the controls are set in D1 the way the
 * gateway stores them (rg_settings, sessions.reality_seen_at, rg_blocks). Plain forms: the same
 * steps run in both projects, except the timer that opens the check without a reload (JS only).
 */
const ty = locales.ty;
const p = ty.rg.play;
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((t, [k, v]) => t.replace(`{{${k}}}`, String(v)), text);
const MIN = 60_000;
const LOTTERY_LAUNCH = "/m/launchGame?playType=trad&prize_mode=Lott&code=VN5M&pageBack=%2Fm%2Flottery";

/** A reality check of `minutes` for the member, and their session moved so it began `agoMs` ago (the check last answered then). */
async function realityCheck(id: number, minutes: number, agoMs: number): Promise<void> {
  const now = serverNow();
  await d1(`INSERT OR REPLACE INTO rg_settings (member_id, reality_minutes, pending, updated_at) VALUES (${id}, ${minutes}, 0, ${now})`);
  await d1(`UPDATE sessions SET created_at = ${now - agoMs}, reality_seen_at = ${now - agoMs} WHERE member_id = ${id}`);
}

const dialog = (page: Page) => page.getByRole("alertdialog", { name: p.reality.title });

test.describe("reality check, session clock, net position, withdraw-only (decision 042)", () => {
  test(
    "RG-09 a due reality check shows on any /m page with time, bet, won and net; Continue closes it and a launch works",
    { tag: "@no-js" },
    async ({ page }) => {
      test.slow();
      const account = await signInFresh(page, { prefix: "rc" });
      const id = await memberId(account);
      await fund(id, 100);
      await realityCheck(id, 15, 16 * MIN);

      await page.goto("/m/gameCenter");
      await expect(dialog(page)).toBeVisible();
      await expect(page.getByTestId("reality-time")).toHaveText(fill(p.reality.duration, { hours: 0, minutes: 16 }));
      await expect(page.getByTestId("reality-bet")).toHaveText("₱0.00");
      await expect(page.getByTestId("reality-won")).toHaveText("₱0.00");
      await expect(page.getByTestId("reality-net")).toHaveText("₱0.00");
      // It must be answered: Escape leaves it open.
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toBeVisible();

      await dialog(page).getByRole("button", { name: p.reality.continue }).click();
      await expect(page).toHaveURL(/\/m\/gameCenter$/);
      await expect(dialog(page)).toHaveCount(0);
      const [row] = await d1<{ seen: number }>(`SELECT MAX(reality_seen_at) AS seen FROM sessions WHERE member_id = ${id}`);
      expect(row!.seen).toBeGreaterThan(serverNow() - 2 * MIN);

      await launchSlot(page);
    },
  );

  test("RG-09 while the check is due a launch is refused and lands on /m/realityCheck; Continue goes on to the game", async ({ page }) => {
    test.slow();
    const account = await signInFresh(page, { prefix: "rc" });
    const id = await memberId(account);
    await fund(id, 100);
    await realityCheck(id, 15, 16 * MIN);

    await page.goto(LOTTERY_LAUNCH);
    await expect(page).toHaveURL(/\/m\/realityCheck\?redirectTo=%2Fm%2FlaunchGame/);
    await expect(page.getByRole("heading", { name: p.reality.title })).toBeVisible();
    await expect(page.getByTestId("reality-figures")).toBeVisible();
    // The page is the check itself: no overlay on top of it.
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await page.getByRole("button", { name: p.reality.continue }).click();
    await expect(page).toHaveURL(/\/gw\/play\//);
  });

  test("RTS 13C the header shows the time since sign-in as h:mm with the minutes in words", async ({ page }) => {
    const account = await signInFresh(page, { prefix: "clock" });
    const id = await memberId(account);
    await page.goto("/m/gameCenter");
    const clock = page.getByTestId("session-clock");
    await expect(clock).toHaveText(/^0:0\d$/);
    await d1(`UPDATE sessions SET created_at = ${serverNow() - 75 * MIN - 5_000} WHERE member_id = ${id}`);
    await page.goto("/m/gameCenter");
    await expect(clock).toHaveText("1:15");
    await expect(clock).toHaveAttribute("aria-label", fill(p.clock.label_other, { count: 75 }));
    // Home's own header has it too.
    await page.goto("/m/home");
    await expect(page.locator("header.home-header").getByTestId("session-clock")).toHaveText("1:15");
  });

  test("the member centre shows today's net position (wins − bets) after a spin", async ({ page }) => {
    test.slow();
    const account = await signInFresh(page, { prefix: "net" });
    const id = await memberId(account);
    await fund(id, 100);
    await page.goto("/m/mine");
    await expect(page.getByTestId("today-net")).toContainText("₱0.00");

    await launchSlot(page);
    await page.getByLabel("₱10", { exact: true }).check();
    await page.getByRole("button", { name: DEMO_TEXTS.ty.spin, exact: true }).click();
    await expect(page).toHaveURL(/\?last=\d{10}$/);
    const [row] = await d1<{ net: number }>(
      `SELECT COALESCE(SUM(CASE WHEN kind = 'win' THEN amount_minor WHEN kind = 'bet' THEN amount_minor ELSE 0 END), 0) AS net FROM ledger_entries WHERE member_id = ${id}`,
    );
    const net = row!.net / 100;
    const amount = `₱${Math.abs(net).toFixed(2)}`;
    const shown = net > 0 ? `+${amount}` : net < 0 ? `\u2212${amount}` : amount;

    await page.goto("/m/mine");
    await expect(page.getByTestId("today-net")).toContainText(shown);
  });

  test("a timed-out member sees the withdraw-only banner on every page; a launch says play is paused", async ({ page, consoleGuard }) => {
    consoleGuard.allow(failedResource(403, "/m/launchGame"));
    const account = await signInFresh(page, { prefix: "tout" });
    const id = await memberId(account);
    const now = serverNow();
    await d1(`INSERT INTO rg_blocks (member_id, kind, starts_at, ends_at) VALUES (${id}, 'timeout', ${now - MIN}, ${now + 24 * 60 * MIN})`);

    for (const path of ["/m/gameCenter", "/m/withdraw", "/m/home"]) {
      await page.goto(path);
      const banner = page.getByTestId("withdraw-only-banner");
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(p.block.kind.timeout);
      await expect(banner.getByRole("link", { name: p.block.withdraw })).toHaveAttribute("href", "/m/withdraw");
      await expect(banner.getByRole("link", { name: p.block.more })).toHaveAttribute("href", "/m/responsibleGaming");
    }

    await page.goto(LOTTERY_LAUNCH);
    await expect(page.getByTestId("launch-paused")).toBeVisible();
    await expect(page.getByRole("heading", { name: p.launch.pausedTitle })).toBeVisible();
    await expect(page.getByTestId("launch-paused").getByRole("link", { name: p.block.withdraw })).toBeVisible();
  });

  test("RG-09 with JavaScript the timer opens the check when it falls due, without a reload", async ({ page }, info) => {
    test.skip(noJs(info.project.use as { javaScriptEnabled: boolean }), "the timer is the JavaScript side; the server-rendered check is covered above");
    const account = await signInFresh(page, { prefix: "rc" });
    const id = await memberId(account);
    // Due about 8 s after this page loads: not in the server's HTML, opened by the timer.
    await realityCheck(id, 15, 15 * MIN - 8_000);
    await page.goto("/m/gameCenter");
    await expect(dialog(page)).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    // A mark on this document: still there when the check opens, so no reload brought it.
    await page.evaluate(() => Object.assign(window, { __rgMark: 1 }));
    await expect(dialog(page)).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { __rgMark?: number }).__rgMark)).toBe(1);
    await expect(page.getByTestId("reality-bet")).toHaveText("₱0.00");
    await expect(page.getByTestId("reality-time")).toContainText(fill(p.reality.duration, { hours: 0, minutes: 15 }));
    // Focus is in the dialog.
    await expect(dialog(page)).toBeFocused();
    await dialog(page).getByRole("button", { name: p.reality.continue }).click();
    await expect(dialog(page)).toHaveCount(0);
  });
});
