import type { Page } from "@playwright/test";
import { d1 } from "./d1";
import { expect, expectToast, locales, login, site, test } from "./fixtures";
import { dismissPopupIfShown } from "./home-helpers";
import { createMember, FRESH_PASSWORD } from "./member-helpers";

/**
 * The reward centre /m/rewardCenter (research P-RC-01, P-RC-02, decision 035).
 * Each test has a fresh member (seeded balances stay as other specs assert them). The claimable
 * reward is made the way an operator makes one: the member applies to promotion 9 (Big-win
 * showcase, evidence required) on /m/activityInfo?id=9, then `site promo approve ENTRY 50`.
 * Runs in both projects: the claim is a plain POST form that redirects with a toast.
 */
const ty = locales.ty;
const r = ty.promotions.rewards;
const PATH = "/m/rewardCenter";
const RECEIPT = "tests/e2e/fixtures/receipt.png";
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((t, [k, v]) => t.replace(`{{${k}}}`, String(v)), text);

async function memberId(account: string): Promise<number> {
  const [row] = await d1<{ id: number }>(`SELECT id FROM members WHERE account = '${account}'`);
  return row!.id;
}

async function signIn(page: Page, account: string) {
  await page.context().clearCookies();
  await login(page, account, FRESH_PASSWORD);
  await dismissPopupIfShown(page);
}

const balanceMinor = async (id: number) => (await d1<{ b: number }>(`SELECT balance_minor AS b FROM wallets WHERE member_id = ${id}`))[0]!.b;
const promotionEntries = (id: number) =>
  d1<{ amount_minor: number; reference: string }>(
    `SELECT amount_minor, reference FROM ledger_entries WHERE member_id = ${id} AND kind = 'promotion' ORDER BY id`,
  );
const claimRows = (id: number) => d1<{ id: number; reward_key: string }>(`SELECT id, reward_key FROM reward_claims WHERE member_id = ${id}`);

/**
 * The member applies to the Big-win showcase with a remark and one image (the activity page's
 * evidence form), and the operator approves ₱50: an `event:<entryId>` reward, claimable.
 */
async function approvedShowcase(page: Page, id: number): Promise<number> {
  await page.goto("/m/activityInfo?id=9");
  const form = page.locator("form", { has: page.locator('textarea[name="remark"]') });
  await form.locator('textarea[name="remark"]').fill("My big win on slots, screenshot attached");
  await form.locator('input[type="file"]').first().setInputFiles(RECEIPT);
  await form.locator('button[type="submit"]').last().click();
  // The page was idle before the click, so its load state says nothing about the post: wait for the row.
  const applied = () => d1<{ id: number }>(`SELECT id FROM promotion_entries WHERE member_id = ${id} AND promotion_id = 9 AND status = 'Applying'`);
  await expect.poll(async () => (await applied()).length, { message: "the application is stored" }).toBe(1);
  const [entry] = await applied();
  await site("promo", "approve", String(entry!.id), "50");
  return entry!.id;
}

test.describe("reward centre (/m/rewardCenter)", () => {
  test("P-RC-01: a visitor is sent to /m/login and comes back to the reward centre", async ({ page }) => {
    await page.goto(PATH);
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2FrewardCenter$/);
  });

  test("P-RC-01: a fresh member has nothing to claim yet; today's missions are on the way; with no mission board the page is a finished empty state", async ({
    page,
  }) => {
    const account = await createMember({ prefix: "rwe" });
    await signIn(page, account);
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1, name: r.title })).toBeVisible();
    await expect(page.getByTestId("rewards-total")).toHaveText("₱0.00");
    await expect(page.getByTestId("rewards-claim-now")).toContainText(r.empty.claimNow);
    // The running mission board owes every member its missions while they play.
    await expect(page.getByTestId("rewards-on-the-way").locator("[data-key^='mission:']").first()).toBeVisible();

    // Nothing owed at all (the board switched off): the empty state shows the ways to earn a reward.
    await d1("UPDATE feature_switches SET enabled = 0 WHERE code = 'MISSION3'");
    try {
      await page.goto(PATH);
      await expect(page.getByRole("heading", { name: r.empty.title })).toBeVisible();
      await expect(page.getByRole("link", { name: r.empty.activity })).toHaveAttribute("href", "/m/activity");
      await expect(page.getByRole("link", { name: r.empty.missions })).toHaveAttribute("href", "/m/leaderBoard");
    } finally {
      await d1("UPDATE feature_switches SET enabled = 1 WHERE code = 'MISSION3'");
    }
  });

  test(
    "P-RC-01, P-RC-02: an approved application is claimed once: balance +₱50, a promotion entry, then claimed with 0 of 50 wagered",
    { tag: "@no-js" },
    async ({ page }) => {
      test.slow();
      const account = await createMember({ prefix: "rwc" });
      const id = await memberId(account);
      await signIn(page, account);
      const entryId = await approvedShowcase(page, id);
      const key = `event:${entryId}`;

      // The member centre's row shows the claimable count.
      await page.goto("/m/mine");
      await expect(page.getByRole("link", { name: new RegExp(ty.member.entry.rewardCenter) })).toContainText("1");

      await page.goto(PATH);
      const item = page.getByTestId("rewards-claim-now").locator(`[data-key="${key}"]`);
      await expect(item).toBeVisible();
      await expect(item).toContainText("₱50.00");
      await expect(page.getByTestId("rewards-total")).toHaveText("₱50.00");

      // The page's own form, kept to send again below.
      const idempotencyKey = await item.locator('input[name="idempotencyKey"]').inputValue();
      await item.getByRole("button", { name: fill(r.item.claimLabel, { title: (await item.locator("h3").textContent())! }) }).click();
      await expect(page).toHaveURL(new RegExp(`${PATH}$`));
      await expectToast(page, fill(r.toast.claimed, { amount: "₱50.00" }));
      expect(await balanceMinor(id)).toBe(5_000);
      const entries = await promotionEntries(id);
      expect(entries).toHaveLength(1);
      expect(entries[0]!.amount_minor).toBe(5_000);
      const [claim] = await claimRows(id);
      expect(claim).toMatchObject({ reward_key: key, id: Number(entries[0]!.reference.replace("reward:", "")) });

      // It moved to "Claimed" with its wagering: ₱0.00 of ₱50.00 wagered (1×).
      await expect(page.getByTestId("rewards-claim-now").locator(`[data-key="${key}"]`)).toHaveCount(0);
      const row = page.getByTestId("rewards-claimed").locator(`[data-key="${key}"]`);
      await expect(row).toContainText("+₱50.00");
      await expect(row).toContainText(fill(r.history.wagered, { done: "₱0.00", required: "₱50.00" }));
      await expect(row).toContainText(fill(r.history.left, { amount: "₱50.00" }));

      // The transaction record shows the promotion entry.
      await page.goto("/m/transaction/record?kind=promotion");
      // The kind filter's <option> carries the same label: count the list's entries only.
      await expect(page.locator(".records-item__title", { hasText: ty.records.kind.promotion })).toHaveCount(1);
      await expect(page.locator(".records-item .records-amount--credit", { hasText: "+₱50.00" })).toHaveCount(1);

      // The same form sent again (a double submit, a replay): nothing more is paid, "already claimed".
      const origin = new URL(page.url()).origin;
      const replay = await page.request.post(PATH, { form: { intent: "claim", key, idempotencyKey }, headers: { Origin: origin } });
      expect(replay.status()).toBe(200);
      expect(await replay.text()).toContain(r.toast.already);
      expect(await balanceMinor(id)).toBe(5_000);
      expect(await promotionEntries(id)).toHaveLength(1);
      expect(await claimRows(id)).toHaveLength(1);
    },
  );

  test("P-RC-01: a forged claim of another member's reward is not found and changes nothing", async ({ page }) => {
    test.slow();
    const owner = await createMember({ prefix: "rwo" });
    const ownerId = await memberId(owner);
    await signIn(page, owner);
    const entryId = await approvedShowcase(page, ownerId);

    const thief = await createMember({ prefix: "rwt" });
    const thiefId = await memberId(thief);
    await signIn(page, thief);
    await page.goto(PATH);
    const origin = new URL(page.url()).origin;
    const forged = await page.request.post(PATH, {
      form: { intent: "claim", key: `event:${entryId}`, idempotencyKey: crypto.randomUUID(), redirectTo: "/m/rewardCenter" },
      headers: { Origin: origin },
    });
    expect(forged.status()).toBe(200);
    expect(await forged.text()).toContain(r.toast.notFound);
    expect(await balanceMinor(thiefId)).toBe(0);
    expect(await claimRows(thiefId)).toEqual([]);
    // The owner's reward is still there to claim.
    expect(await claimRows(ownerId)).toEqual([]);
    expect(await balanceMinor(ownerId)).toBe(0);
  });

  test("P-RC-01: a claim's redirectTo leaves the site never: an outside address comes back to the reward centre", async ({ page }) => {
    const account = await createMember({ prefix: "rwr" });
    await signIn(page, account);
    await page.goto(PATH);
    const origin = new URL(page.url()).origin;
    const response = await page.request.post(PATH, {
      form: { intent: "claim", key: "event:0", idempotencyKey: crypto.randomUUID(), redirectTo: "https://evil.example/m/home" },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe(PATH);
  });
});
