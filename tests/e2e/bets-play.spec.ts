import type { Page } from "@playwright/test";
import { d1 } from "./d1";
import { expect, test } from "./fixtures";
import { launchSlot } from "./games-helpers";
import { fund, memberId, signInFresh } from "./member-helpers";
import { now as serverNow } from "../../contract/clock";
import { DEMO_TEXTS } from "../../gateway/handlers/games-demo-texts";
import { drawIndex, drawTime, type DrawSchedule } from "../../gateway/handlers/lottery-draws";

/**
 * (decision 028): real bets on the demo game page a launch opens (/gw/play/…).
 * Each test has a member of its own with a deposit on the ledger (demo's balance is checked by
 * other specs, so it never bets here). The page is plain HTML forms: the same steps run in the
 * JavaScript and the no-JavaScript project.
 */
const t = DEMO_TEXTS.ty;

async function money(id: number): Promise<{ balance: number; orders: number; wins: number }> {
  const [row] = await d1<{ balance: number; orders: number; wins: number }>(
    `SELECT (SELECT balance_minor FROM wallets WHERE member_id = ${id}) AS balance,
            (SELECT COUNT(*) FROM bet_orders WHERE member_id = ${id}) AS orders,
            (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries WHERE member_id = ${id} AND kind = 'win') AS wins`,
  );
  return row!;
}

/**
 * Sales of a lottery draw close lock_s before it (30 s of each five minutes for VN5M), and a bet
 * sent then is refused. The tests' clock is the server's (the pinned clock, contract/clock.ts): when
 * the lock is on, or would begin before a bet placed within `betWithinMs` is sent, this waits until
 * the draw has passed and the next one sells.
 */
async function waitForOpenSales(page: Page, gameCode: string, betWithinMs = 10_000): Promise<void> {
  const [game] = await d1<Pick<DrawSchedule, "period_s" | "phase_s" | "lock_s">>(
    `SELECT period_s, phase_s, lock_s FROM lottery_games WHERE game_code = '${gameCode}'`,
  );
  const at = serverNow();
  const drawAt = drawTime(game!, drawIndex(game!, at));
  if (at + betWithinMs >= drawAt - game!.lock_s * 1000) await page.waitForTimeout(drawAt - at + 500);
}

const peso = (minor: number) => `₱${(minor / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe("bets on the demo game page (/gw/play)", () => {
  test(
    "decision 028 spin: ₱10 debits the stake and credits the win once; the page shows the reels and the new balance; a reload bets nothing",
    { tag: "@no-js" },
    async ({ page }) => {
      test.slow();
      const account = await signInFresh(page, { prefix: "spin" });
      const id = await memberId(account);
      await fund(id, 500);
      await launchSlot(page);
      await expect(page.getByTestId("demo-balance")).toHaveText("₱500.00");

      await page.getByLabel("₱10", { exact: true }).check();
      await page.getByRole("button", { name: t.spin, exact: true }).click();
      await expect(page).toHaveURL(/\?last=\d{10}$/);
      await expect(page.getByTestId("demo-outcome")).toBeVisible();
      const after = await money(id);
      expect(after.orders).toBe(1);
      expect(after.balance).toBe(50_000 - 1_000 + after.wins);
      await expect(page.getByTestId("demo-balance")).toHaveText(peso(after.balance));
      await expect(page.getByTestId("demo-recent").getByRole("listitem")).toHaveCount(1);

      // Post/redirect/get: reloading the outcome is a GET and places nothing.
      await page.reload();
      expect((await money(id)).orders).toBe(1);
    },
  );

  test("decision 028 spin refused: a stake above the balance is explained and moves nothing", async ({ page }) => {
    const account = await signInFresh(page, { prefix: "spin" });
    const id = await memberId(account);
    await fund(id, 5);
    await launchSlot(page);
    await page.getByLabel("₱10", { exact: true }).check();
    await page.getByRole("button", { name: t.spin, exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(t.errors.insufficient);
    expect(await money(id)).toEqual({ balance: 500, orders: 0, wins: 0 });
  });

  test("decision 028 lottery: a big/small sub-order on the current draw debits ₱5 and waits for the draw", { tag: "@no-js" }, async ({ page }) => {
    test.slow();
    const account = await signInFresh(page, { prefix: "lott" });
    const id = await memberId(account);
    await fund(id, 200);
    await waitForOpenSales(page, "VN5M");
    await page.goto("/m/launchGame?playType=trad&prize_mode=Lott&code=VN5M&pageBack=%2Fm%2Flottery");
    await expect(page).toHaveURL(/\/gw\/play\//);
    await expect(page.getByTestId("demo-draw")).toBeVisible();
    const draw = (await page.getByTestId("demo-draw").textContent())!;
    await page.getByLabel(t.big, { exact: true }).check();
    await page.getByLabel("₱5", { exact: true }).check();
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL(/\?last=\d{10}$/);
    await expect(page.getByTestId("demo-outcome")).toContainText(draw);
    const [sub] = await d1<{ play: string; selection: string; stake_minor: number; status: string }>(
      `SELECT s.play, s.selection, s.stake_minor, s.status FROM bet_suborders s JOIN bet_orders o ON o.id = s.order_id WHERE o.member_id = ${id}`,
    );
    expect(sub).toEqual({ play: "BIG_SMALL", selection: "BIG", stake_minor: 500, status: "open" });
    expect((await money(id)).balance).toBe(19_500);
  });

  test("decision 028 lottery refused: no pick is explained and moves nothing", async ({ page }) => {
    test.slow(); // may wait out the sales lock before the next draw
    const account = await signInFresh(page, { prefix: "lott" });
    const id = await memberId(account);
    await fund(id, 200);
    await waitForOpenSales(page, "VN5M");
    await page.goto("/m/launchGame?playType=trad&prize_mode=Lott&code=VN5M&pageBack=%2Fm%2Flottery");
    await expect(page).toHaveURL(/\/gw\/play\//);
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByRole("alert")).toHaveText(t.errors.pick);
    expect(await money(id)).toEqual({ balance: 20_000, orders: 0, wins: 0 });
  });
});
