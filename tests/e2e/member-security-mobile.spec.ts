import type { Page } from "@playwright/test";
import { latestSmsCode, uniqueMobile } from "./account-helpers";
import { d1 } from "./d1";
import { expect, locales, test } from "./fixtures";
import { memberId, signInFresh, FRESH_PASSWORD } from "./member-helpers";
import { maskMobile } from "../../contract/masking";

const ty = locales.ty;
const m = ty.identity.mobile;
const MOBILE = "/m/securityCenter/mobile";

/**
 * ASVS V6.5.6 (any factor can be revoked after loss or theft), the security centre's mobile
 * number page, with and without JavaScript: a member whose phone is lost replaces the number with
 * one proven by a code, or removes it; the number that left is told by SMS. The rules (password
 * guard, codes, taken numbers, what the old number can no longer do) are proven against the
 * gateway in app/gateway-client/mobile.contract.test.ts; here the page works end to end.
 */

/** A fresh member whose proven number is `mobile` (+63), signed in. */
async function memberWithNumber(page: Page, mobile: string): Promise<number> {
  const account = await signInFresh(page, { prefix: "mob" });
  const id = await memberId(account);
  await d1(`UPDATE members SET country_dialing_code = '+63', mobile_num = '${mobile}', mobile_verified = 1 WHERE id = ${id}`);
  return id;
}

const section = (page: Page, heading: string) => page.locator("section", { has: page.getByRole("heading", { name: heading }) });

test.describe("ASVS V6.5.6 mobile number (/m/securityCenter/mobile)", () => {
  test(
    "ASVS V6.5.6: the security centre links to the page; a lost number is replaced with a code sent to the new one, and the old one is told",
    { tag: "@no-js" },
    async ({ page }) => {
      const lost = uniqueMobile();
      const id = await memberWithNumber(page, lost);
      await page.goto("/m/securityCenter");
      await page.getByRole("link", { name: new RegExp(ty.security.centre.mobile) }).click();
      await expect(page).toHaveURL(new RegExp(`${MOBILE}$`));
      await expect(page.getByText(maskMobile(lost))).toBeVisible();
      await expect(page.getByText(m.proven, { exact: true })).toBeVisible();

      const fresh = uniqueMobile();
      const replace = section(page, m.replaceHeading);
      await replace.getByLabel(m.password, { exact: true }).fill(FRESH_PASSWORD);
      await replace.getByLabel(new RegExp(`^${ty.account.field.mobileNum}`)).fill(fresh);
      await replace.getByRole("button", { name: m.send }).click();
      const code = await latestSmsCode(fresh, "bind");
      await page.getByLabel(m.code, { exact: true }).fill(code);
      await page.getByRole("button", { name: m.confirm }).click();

      await expect(page.getByText(maskMobile(fresh))).toBeVisible();
      const [row] = await d1<{ mobile_num: string; mobile_verified: number }>(`SELECT mobile_num, mobile_verified FROM members WHERE id = ${id}`);
      expect(row).toEqual({ mobile_num: fresh, mobile_verified: 1 });
      const [notice] = await d1<{ n: number }>(`SELECT COUNT(*) AS n FROM sms_outbox WHERE purpose = 'notice' AND mobile_num = '${lost}'`);
      expect(notice!.n, "the number that left is told by SMS").toBe(1);
    },
  );

  test("ASVS V6.5.6: a wrong password removes nothing and says how many tries are left; the right one removes the number", async ({ page, consoleGuard }) => {
    consoleGuard.allow({ text: /status of 400/ });
    const lost = uniqueMobile();
    const id = await memberWithNumber(page, lost);
    await page.goto(MOBILE);
    const remove = section(page, m.removeHeading);
    await remove.getByLabel(m.password, { exact: true }).fill("wrong-password");
    await remove.getByRole("button", { name: m.remove }).click();
    await expect(page.getByText(m.attemptsLeft_other.replace("{{count}}", "4"))).toBeVisible();
    expect((await d1<{ mobile_num: string | null }>(`SELECT mobile_num FROM members WHERE id = ${id}`))[0]!.mobile_num).toBe(lost);

    await section(page, m.removeHeading).getByLabel(m.password, { exact: true }).fill(FRESH_PASSWORD);
    await section(page, m.removeHeading).getByRole("button", { name: m.remove }).click();
    // Back in the security centre, whose mobile row now says the number is not set.
    await expect(page).toHaveURL(/\/m\/securityCenter$/);
    await expect(page.getByRole("link", { name: `${ty.security.centre.mobile} ${ty.security.state.notSet}` })).toBeVisible();
    await page.goto(MOBILE);
    await expect(page.getByText(m.none)).toBeVisible();
    await expect(page.getByRole("heading", { name: m.removeHeading })).toHaveCount(0);
    expect((await d1<{ mobile_num: string | null }>(`SELECT mobile_num FROM members WHERE id = ${id}`))[0]!.mobile_num).toBeNull();
  });
});
