import { d1 } from "./d1";
import { expect, failedResource, locales, test } from "./fixtures";
import { signInFresh } from "./member-helpers";
import { now as serverNow } from "../../contract/clock";
import { hashPassword } from "../../gateway/core/crypto";

/**
 * (decision 036): the promotion engine on /m/activity and /m/activityInfo.
 * Fresh members only (the welcome bonus is a first deposit's, and money moves), so seeded
 * balances stay and the ledger audit still balances. Runs in the JS and the JS-disabled projects.
 */
const ty = locales.ty;
const a = ty.promotions.activity;
const status = ty.content.activity.status;
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((t, [k, v]) => t.replace(`{{${k}}}`, String(v)), text);
const refusedAt = (path: string) => [failedResource(400, path), failedResource(400, `${path}.data`)];

async function memberOf(account: string) {
  const [row] = await d1<{ id: number; balance: number; entries: number; evidence: number }>(
    `SELECT m.id, w.balance_minor AS balance,
       (SELECT COUNT(*) FROM promotion_entries e WHERE e.member_id = m.id) AS entries,
       (SELECT COUNT(*) FROM promotion_evidence v JOIN promotion_entries e ON e.id = v.entry_id WHERE e.member_id = m.id) AS evidence
     FROM members m JOIN wallets w ON w.member_id = m.id WHERE m.account = '${account}'`,
  );
  return row!;
}

const png = (n: number) => ({
  name: `win${n}.png`,
  mimeType: "image/png",
  buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(`${Math.random()}-${n}-${Math.random()}`)]),
});

test.describe("promotions: /m/activity and /m/activityInfo", () => {
  test("P-ACT-02 P-RC-02 a fresh member joins the welcome bonus, deposits, claims it, and the withdraw page keeps the bonus locked by its turnover", async ({
    page,
    consoleGuard,
  }) => {
    // Without JavaScript the refused withdrawal is a 400 document.
    consoleGuard.allow(...refusedAt("/m/withdraw"));
    const account = await signInFresh(page, { prefix: "pact" });
    await page.goto("/m/activityInfo?id=1");
    await expect(page.getByText(a.eligibility.qualify)).toHaveCount(0); // the detail shows the apply button, not the preview
    await page.getByRole("button", { name: ty.content.activity.apply }).click();
    const chip = page.locator(".promo-detail__facts .status-chip");
    await expect(chip).toHaveText(status.Joined);
    await expect(page.getByText(fill(a.progress.depositToReceive, { min: "₱200.00", percent: 100, cap: "₱5,000.00" }))).toBeVisible();

    // The quickest credited deposit: an e-wallet order paid on the gateway's pay page, no deposit-page bonus.
    await page.goto("/m/voucherCenter");
    await page.getByLabel(ty.deposit.page.amount, { exact: true }).fill("1000");
    await page.getByRole("button", { name: ty.deposit.page.submitEwallet }).click();
    await page.getByRole("button", { name: "Magbayad" }).click();
    await expect(page.getByTestId("deposit-result")).toBeVisible();
    expect((await memberOf(account)).balance).toBe(100_000);

    await page.goto("/m/activityInfo?id=1");
    await expect(chip).toHaveText(status.Issued);
    // The claim button posts to the reward centre (its action owns the claim) and comes back here.
    await page.getByRole("button", { name: fill(a.claim, { amount: "₱1,000.00" }) }).click();
    await expect(page).toHaveURL(/\/m\/activityInfo\?id=1$/);
    await expect(chip).toHaveText(status.Claimed);
    await expect(page.getByText(fill(a.progress.wagering, { done: "₱0.00", required: "₱20,000.00" }))).toBeVisible();
    expect((await memberOf(account)).balance).toBe(200_000);

    // The bonus is locked by its turnover: only the deposit can leave.
    const { id } = await memberOf(account);
    const hash = await hashPassword("135790");
    await d1(`INSERT INTO member_profiles (member_id, payee_name, payment_password_hash) VALUES (${id}, 'Ana Reyes', '${hash}')`);
    await d1(
      `INSERT INTO bank_cards (member_id, bank_code, account_number, holder_name, created_at) VALUES (${id}, 'BPI', '5000000001234', 'Ana Reyes', ${serverNow()})`,
    );
    await page.goto("/m/withdraw");
    await expect(page.getByTestId("withdraw-withdrawable")).toHaveText("₱1,000.00");
    await page.getByLabel(ty.wallet.withdraw.amount, { exact: true }).fill("2000");
    await page.getByLabel(ty.wallet.withdraw.paymentPassword, { exact: true }).fill("135790");
    await page.getByRole("button", { name: ty.wallet.withdraw.submit }).click();
    await expect(page.getByRole("alert").or(page.locator(".field__error")).first()).toBeVisible();
    expect((await memberOf(account)).balance).toBe(200_000);
  });

  test("P-ACT-03 research 2.4.1 a member who already deposited sees why the welcome bonus is not for them", async ({ page }) => {
    const account = await signInFresh(page, { prefix: "pace" });
    await page.goto("/m/voucherCenter");
    await page.getByLabel(ty.deposit.page.amount, { exact: true }).fill("300");
    await page.getByRole("button", { name: ty.deposit.page.submitEwallet }).click();
    await page.getByRole("button", { name: "Magbayad" }).click();
    await expect(page.getByTestId("deposit-result")).toBeVisible();
    await page.goto("/m/activity");
    const card = page.locator(".promo-card", { hasText: ty.content.activity.status.Process }).first();
    await expect(card.getByText(a.eligibility.notYet)).toBeVisible();
    await page.goto("/m/activityInfo?id=1");
    await expect(page.getByText(a.eligibility.depositMade)).toBeVisible();
    await expect(page.getByRole("button", { name: ty.content.activity.apply })).toHaveCount(0);
    expect((await memberOf(account)).entries).toBe(0);
  });

  test(
    "P-ACT-02 §5 the big-win showcase: a 141-character remark or a fourth image is refused with a translated message and nothing is stored; a good application waits for review",
    { tag: "@no-js" },
    async ({ page, consoleGuard }) => {
      consoleGuard.allow(...refusedAt("/m/activityInfo"));
      const account = await signInFresh(page, { prefix: "pacv" });
      await page.goto("/m/activityInfo?id=9");
      const remark = page.getByLabel(a.evidence.remark, { exact: true });
      const images = page.getByLabel(a.evidence.images, { exact: true });
      const apply = page.getByRole("button", { name: ty.content.activity.apply });

      // maxlength stops typing at 140: remove it to send 141, as a crafted request would.
      await remark.evaluate((el) => el.removeAttribute("maxlength"));
      await remark.fill("x".repeat(141));
      await images.setInputFiles([png(1)]);
      await apply.click();
      await expect(page.getByText(fill(a.error.remarkLength, { max: 140 }))).toBeVisible();
      expect(await memberOf(account)).toMatchObject({ entries: 0, evidence: 0 });

      await page.getByLabel(a.evidence.remark, { exact: true }).fill("Jackpot!");
      await page.getByLabel(a.evidence.images, { exact: true }).setInputFiles([png(1), png(2), png(3), png(4)]);
      await page.getByRole("button", { name: ty.content.activity.apply }).click();
      await expect(page.getByText(a.error.imagesCount)).toBeVisible();
      expect(await memberOf(account)).toMatchObject({ entries: 0, evidence: 0 });

      await page.getByLabel(a.evidence.remark, { exact: true }).fill("Jackpot!");
      await page.getByLabel(a.evidence.images, { exact: true }).setInputFiles([png(5), png(6)]);
      await page.getByRole("button", { name: ty.content.activity.apply }).click();
      await expect(page.locator(".promo-detail__facts .status-chip")).toHaveText(status.Applying);
      await expect(page.getByText(a.progress.underReview)).toBeVisible();
      expect(await memberOf(account)).toMatchObject({ entries: 1, evidence: 2 });
    },
  );

  test("P-ACT-01 category tabs narrow the list and keep working without JavaScript", async ({ page }) => {
    await page.goto("/m/activity");
    await page.getByRole("link", { name: ty.promotions.activity.tabs.EVENT }).click();
    await expect(page).toHaveURL(/category=EVENT$/);
    await expect(page.getByRole("link", { name: ty.promotions.activity.tabs.EVENT })).toHaveAttribute("aria-current", "page");
    await expect(page.locator(".promo-card")).toHaveCount(3); // lucky wheel, summer festival, big-win showcase
  });
});
