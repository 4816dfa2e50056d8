import { currentCaptchaAnswer, fillBirthDate, latestSmsCode, uniqueName, waitForFormReady } from "./account-helpers";
import { d1 } from "./d1";
import { expect, failedResource, locales, test } from "./fixtures";

const ty = locales.ty;
const acc = ty.account;

/**
 * In the browser, with and without JavaScript: a reset code cannot be guessed, and
 * scripted registrations meet a captcha. The rules themselves are unit-tested against the gateway
 * (gateway/handlers/accounts.test.ts); here the forms show what the gateway decided.
 */
test.describe("one-time codes and registration throttle", () => {
  test("five wrong reset codes burn the code; the right one is then refused too", async ({ page, consoleGuard }, testInfo) => {
    test.slow(); // six submissions and an outbox read
    consoleGuard.allow(failedResource(400, "/m/forget"), failedResource(400, "/m/forget.data"));
    // One seeded number per project: a number gets one code per countdown (§4).
    const mobile = testInfo.project.name === "js" ? "9175550101" : "9179876543";
    await page.goto("/m/forget");
    await page.getByLabel(acc.field.mobileNum).fill(mobile);
    await page.getByRole("button", { name: acc.getCode }).click();
    await expect(page.getByLabel(acc.field.verificationCode)).toBeEnabled();
    const right = await latestSmsCode(mobile, "reset");
    const wrong = right === "000000" ? "111111" : "000000";

    for (const guess of [wrong, wrong, wrong, wrong, wrong, right]) {
      await page.getByLabel(acc.field.mobileNum).fill(mobile);
      await page.getByLabel(acc.field.verificationCode).fill(guess);
      await page.getByLabel(acc.field.newPassword).fill("taken777");
      await page.getByRole("button", { name: acc.forget.submitPhone }).click();
      await expect(page.getByText(acc.login.codeError)).toBeVisible();
    }
    const [row] = await d1<{ attempts: number; burned: number }>(
      `SELECT attempts, used_at IS NOT NULL AS burned FROM sms_outbox WHERE mobile_num = '${mobile}' AND purpose = 'reset' ORDER BY id DESC LIMIT 1`,
    );
    expect(row).toEqual({ attempts: 5, burned: 1 });
  });

  test("past three registrations from one address the form asks for a captcha, and registers with it", async ({ page, consoleGuard }) => {
    test.slow(); // four registrations
    consoleGuard.allow(failedResource(400, "/m/register"), failedResource(400, "/m/register.data"));
    const fill = async (name: string) => {
      await page.getByLabel(acc.field.username, { exact: true }).fill(name);
      await page.getByLabel(acc.field.password, { exact: true }).fill("secret123");
      await page.getByLabel(acc.field.confirmPassword).fill("secret123");
    };
    for (let i = 0; i < 3; i++) {
      await page.context().clearCookies();
      await page.goto("/m/register");
      await fill(uniqueName("bot"));
      await fillBirthDate(page);
      await waitForFormReady(page);
      await page.getByRole("button", { name: acc.register.submit }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
    }
    await page.context().clearCookies();
    await page.goto("/m/register");
    await expect(page.getByLabel(acc.field.captcha)).toHaveCount(0);
    const name = uniqueName("bot");
    await fill(name);
    await fillBirthDate(page);
    await waitForFormReady(page);
    await page.getByRole("button", { name: acc.register.submit }).click();
    const captcha = page.getByLabel(acc.field.captcha);
    await expect(captcha).toBeVisible();
    await expect(page.getByText(ty.validation.captcha.required)).toBeVisible();

    await fill(name);
    await captcha.fill(await currentCaptchaAnswer(page));
    await fillBirthDate(page);
    await waitForFormReady(page);
    await page.getByRole("button", { name: acc.register.submit }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator("header.home-header").getByText(name, { exact: true })).toBeVisible();
  });
});
