import type { Browser, Page } from "@playwright/test";
import { fillBirthDate, uniqueName, waitForFormReady } from "./account-helpers";
import { d1 } from "./d1";
import { expect, expectToast, locales, login, test } from "./fixtures";
import { signInFresh } from "./member-helpers";

/**
 * Invite friends (/m/inviteFriends), research P-INV-01/02 and 2.4.2, decision 038.
 * The inviter is a fresh member, the friend registers in a browser of their own (another address,
 * the same JavaScript setting as the project) and deposits through the e-wallet pay page, so no
 * seeded balance moves; the reward is claimed through the reward centre's claim form (ledger
 * invariant kept: every credit is a ledger entry).
 */
const ty = locales.ty;
const inv = ty.promotions.invite;
const acc = ty.account;
const PATH = "/m/inviteFriends";

/** The friend's own browser: the project's JavaScript setting and a client address of its own. */
async function friendBrowser(browser: Browser, javaScriptEnabled: boolean) {
  const ip = `10.251.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
  // The config's phone settings (TY via fil-PH), as the page fixture's context has them.
  const context = await browser.newContext({
    javaScriptEnabled,
    locale: "fil-PH",
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "CF-Connecting-IP": ip },
  });
  return context;
}

async function hydrated(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 20_000 });
}

const stat = (page: Page, key: string) => page.getByTestId(`invite-stat-${key}`).locator("dd");

test.describe("invite friends (/m/inviteFriends)", () => {
  test("P-INV-01 a visitor opening /m/inviteFriends goes to the login page", async ({ page }) => {
    await page.goto(PATH);
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2FinviteFriends/);
  });

  test("P-INV-01/02 link, code and QR; a friend opens the link, registers with the remembered code and deposits ₱500; the inviter's counters change and the reward is claimed once", async ({
    page,
    browser,
    javaScriptEnabled,
    consoleGuard,
  }) => {
    const inviter = await signInFresh(page, { prefix: "inv" });
    await page.goto(PATH);
    const link = await page.getByTestId("invite-link").inputValue();
    const code = await page.getByTestId("invite-code").inputValue();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(new URL(link).pathname + new URL(link).search).toBe(`/m/register?code=${code}`);
    // The QR code of the link, drawn on the server: an accessible image with its path.
    const qr = page.getByRole("img", { name: inv.qrLabel });
    await expect(qr).toBeVisible();
    await expect(qr.locator("path")).toHaveAttribute("d", /^M\d+ \d+h\d+/);
    await expect(page.getByTestId("invite-share")).toHaveCount(javaScriptEnabled ? 1 : 0);
    await expect(stat(page, "registered")).toHaveText("0");
    await expect(page.getByTestId("invite-friends-empty")).toBeVisible();
    // The link field sits inside its card with a margin, not against the card's edges.
    const card = await page.locator(".invite-share").boundingBox();
    const field = await page.getByTestId("invite-link").boundingBox();
    expect(field!.x - card!.x).toBeGreaterThanOrEqual(12);
    expect(card!.x + card!.width - (field!.x + field!.width)).toBeGreaterThanOrEqual(12);

    // The friend: opens the link (the code is remembered in this browser and one visit counted),
    // comes back to the registration page without a code, and registers with the remembered one.
    const context = await friendBrowser(browser, javaScriptEnabled);
    const friendName = uniqueName("fr");
    try {
      const friend = await context.newPage();
      consoleGuard.watch(friend);
      await friend.goto(link);
      await expect(friend.getByText(acc.register.affiliateApplied.replace("{{code}}", code))).toBeVisible();
      await friend.goto(new URL("/m/register", link).toString());
      await hydrated(friend, javaScriptEnabled);
      await expect(friend.getByText(acc.register.affiliateApplied.replace("{{code}}", code))).toBeVisible();
      await friend.getByLabel(acc.field.username, { exact: true }).fill(friendName);
      await friend.getByLabel(acc.field.password, { exact: true }).fill("secret123");
      await friend.getByLabel(acc.field.confirmPassword).fill("secret123");
      await fillBirthDate(friend);
      await waitForFormReady(friend);
      await friend.getByRole("button", { name: acc.register.submit }).click();
      await expect(friend).toHaveURL(/\/m\/home$/);

      const [row] = await d1<{ referrer: string | null; parent_id: number | null }>(
        `SELECT (SELECT account FROM members r WHERE r.id = m.referrer_id) AS referrer, m.parent_id FROM members m WHERE m.account = '${friendName}'`,
      );
      expect(row).toEqual({ referrer: inviter, parent_id: null });

      await page.goto(PATH);
      await expect(stat(page, "invited")).toHaveText("1");
      await expect(stat(page, "registered")).toHaveText("1");
      await expect(stat(page, "qualified")).toHaveText("0");
      await expect(page.getByTestId("invite-friends").getByRole("row").nth(1)).toContainText(inv.status.registered);

      // ₱500 through the e-wallet pay page (wallet-deposit.spec.ts W-DEP-02).
      await friend.goto(new URL("/m/voucherCenter", link).toString());
      await hydrated(friend, javaScriptEnabled);
      await friend.getByLabel(ty.deposit.page.amount, { exact: true }).fill("500");
      await friend.getByRole("button", { name: ty.deposit.page.submitEwallet }).click();
      await expect(friend).toHaveURL(/\/gw\/pay\/\d{10}-[0-9a-f]{32}$/);
      await friend.getByRole("button", { name: "Magbayad" }).click();
      await expect(friend.getByTestId("deposit-result")).toContainText(ty.deposit.result.successTitle);
    } finally {
      await context.close();
    }

    await page.goto(PATH);
    await expect(stat(page, "registered")).toHaveText("1");
    await expect(stat(page, "qualified")).toHaveText("1");
    await expect(stat(page, "pending")).toHaveText("₱100.00");
    const [{ id: friendId } = { id: 0 }] = await d1<{ id: number }>(`SELECT id FROM members WHERE account = '${friendName}'`);
    const key = `referral:4:${friendId}`;

    // The reward centre lists it to claim now.
    await page.goto("/m/rewardCenter");
    await expect(page.getByTestId("rewards-claim-now").locator(`[data-testid="reward-item"][data-key="${key}"]`)).toBeVisible();

    // Claimed from the invite page (the reward centre's claim form), back here: rewarded, earned ₱100.
    await page.goto(PATH);
    const friendRow = page.getByTestId("invite-friends").getByRole("row").nth(1);
    await expect(friendRow).toContainText(inv.status.qualified);
    await friendRow.getByRole("button", { name: inv.claim }).click();
    await expect(page).toHaveURL(/\/m\/inviteFriends/);
    await expect(stat(page, "earned")).toHaveText("₱100.00");
    await expect(stat(page, "pending")).toHaveText("₱0.00");
    await expect(page.getByTestId("invite-friends").getByRole("row").nth(1)).toContainText(inv.status.rewarded);
    await expect(page.getByTestId("invite-friends").getByRole("button", { name: inv.claim })).toHaveCount(0);

    const [money] = await d1<{ balance: number; entries: number; referral: number }>(
      `SELECT w.balance_minor AS balance,
         (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries e WHERE e.member_id = m.id) AS entries,
         (SELECT COUNT(*) FROM ledger_entries e WHERE e.member_id = m.id AND e.kind = 'referral') AS referral
       FROM members m JOIN wallets w ON w.member_id = m.id WHERE m.account = '${inviter}'`,
    );
    expect(money).toEqual({ balance: 10_000, entries: 10_000, referral: 1 });
  });

  test("P-INV-01 the friends list's ranges are links (no JavaScript needed); an unknown range falls back to 7 days", { tag: "@no-js" }, async ({ page }) => {
    await signInFresh(page, { prefix: "inr" });
    await page.goto(PATH);
    const ranges = page.getByRole("navigation", { name: inv.friends.range });
    await expect(ranges.getByRole("link", { name: inv.friends.ranges["7d"] })).toHaveAttribute("aria-current", "page");
    await ranges.getByRole("link", { name: inv.friends.ranges["24h"] }).click();
    await expect(page).toHaveURL(/range=24h/);
    await expect(ranges.getByRole("link", { name: inv.friends.ranges["24h"] })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("invite-friends-empty")).toBeVisible();
    await page.goto(`${PATH}?range=2y&page=-3`);
    await expect(ranges.getByRole("link", { name: inv.friends.ranges["7d"] })).toHaveAttribute("aria-current", "page");
  });

  test("§6/§8 D15 with the referral promotion off, Invite answers contact_service and the player stays where they tapped it", async ({
    page,
    javaScriptEnabled,
  }) => {
    await signInFresh(page, { prefix: "ino" });
    await d1("UPDATE promotions SET active = 0 WHERE id = 4");
    try {
      await page.goto("/m/gameCenter");
      await page.getByRole("navigation", { name: ty.nav.label }).getByRole("link", { name: ty.nav.inviteFriends }).click();
      await expectToast(page, ty.toast.contact_service);
      await expect(page).toHaveURL(/\/m\/gameCenter$/);
      // Opened by its address, the page has nowhere to go back to: the member centre.
      await page.goto(PATH);
      await expect(page).toHaveURL(/\/m\/mine$/);
      if (javaScriptEnabled) await expectToast(page, ty.toast.contact_service);
    } finally {
      await d1("UPDATE promotions SET active = 1 WHERE id = 4");
    }
  });

  test("§2 D15 an agent's Invite tab opens the agent's invitation page, with the bottom menu still there", async ({ page }) => {
    await login(page, "agent", "agent1234");
    await page.goto("/m/gameCenter");
    await page.getByRole("navigation", { name: ty.nav.label }).getByRole("link", { name: ty.nav.inviteFriends }).click();
    await expect(page).toHaveURL(/\/m\/agentRegister$/);
    await expect(page.getByRole("navigation", { name: ty.nav.label })).toBeVisible();
  });
});
