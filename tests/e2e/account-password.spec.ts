import type { Page } from "@playwright/test";
import { fillBirthDate, latestSmsCode, uniqueName, waitForFormReady, watchResponses } from "./account-helpers";
import { expect, expectToast, failedResource, locales, login, test } from "./fixtures";
import { now as serverNow } from "../../contract/clock";

const ty = locales.ty;
const acc = ty.account;

/** A fresh member of our own, so password changes never disturb other tests' accounts. */
async function registerMember(page: Page, password = "secret123"): Promise<string> {
  const name = uniqueName("pw");
  await page.goto("/m/register");
  await page.getByLabel(acc.field.username, { exact: true }).fill(name);
  await page.getByLabel(acc.field.password, { exact: true }).fill(password);
  await page.getByLabel(acc.field.confirmPassword).fill(password);
  await page.getByLabel(new RegExp(`^${acc.field.mobileNum}`)).fill(`97${String(serverNow()).slice(-8)}`);
  await fillBirthDate(page);
  await waitForFormReady(page);
  await page.getByRole("button", { name: acc.register.submit }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  return name;
}

test.describe("§2 change password", () => {
  test("§2 change password: no session goes to /m/home", async ({ page }) => {
    await page.goto("/m/changePsw");
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test("§4/§5 change password: new equal to old shows the confirmation and sends nothing; a real change saves", async ({ page, consoleGuard }) => {
    test.slow(); // registers a member of its own first
    consoleGuard.allow(failedResource(400, "/m/changePsw"), failedResource(400, "/m/changePsw.data"));
    const name = await registerMember(page);
    await page.goto("/m/changePsw");
    await expect(page.getByLabel(acc.field.username, { exact: true })).toHaveValue(name);
    await expect(page.getByLabel(acc.field.username, { exact: true })).toHaveAttribute("readonly", "");

    await page.getByLabel(acc.field.oldPassword).fill("secret123");
    await page.getByLabel(acc.field.newPassword).fill("secret123");
    await page.getByLabel(acc.field.confirmPassword).fill("secret123");
    await page.getByRole("button", { name: acc.change.submit }).click();
    const dialog = page.getByRole("alertdialog", { name: acc.change.sameTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(acc.change.sameBody);
    await dialog
      .getByRole("button", { name: acc.change.ok })
      .or(dialog.getByRole("link", { name: acc.change.ok }))
      .click();
    await expect(dialog).toHaveCount(0);

    // Confirm must match (§5).
    await page.getByLabel(acc.field.oldPassword).fill("secret123");
    await page.getByLabel(acc.field.newPassword).fill("secret456");
    await page.getByLabel(acc.field.confirmPassword).fill("secret789");
    await page.getByRole("button", { name: acc.change.submit }).click();
    await expect(page.getByText(ty.validation.confirm.mismatch)).toBeVisible();

    await page.getByLabel(acc.field.oldPassword).fill("secret123");
    await page.getByLabel(acc.field.newPassword).fill("secret456");
    await page.getByLabel(acc.field.confirmPassword).fill("secret456");
    await page.getByRole("button", { name: acc.change.submit }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expectToast(page, ty.toast.change_saved);

    await page.goto("/m/set");
    await page.getByRole("button", { name: acc.settings.signOut }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await login(page, name, "secret456");
  });
});

test.describe("§2 forgot password", () => {
  test("§4 forgot: phone is offered and initial when its setting is on; e-mail is the other tab", async ({ page }) => {
    await page.goto("/m/forget");
    const tabs = page.getByRole("navigation", { name: acc.tabs.label });
    await expect(tabs.getByRole("link", { name: acc.forget.byPhone })).toHaveAttribute("aria-current", "page");
    // §4: the code field stays disabled until a code was sent.
    await expect(page.getByLabel(acc.field.verificationCode)).toBeDisabled();
    await tabs.getByRole("link", { name: acc.forget.byEmail }).click();
    await expect(page.getByLabel(acc.field.email)).toBeVisible();
  });

  test("§5/§8 forgot by e-mail: a bad e-mail says in_email_incorrect; a good one says in_been_out and goes back", async ({ page, consoleGuard }) => {
    const delivered = watchResponses(page);
    consoleGuard.allow(failedResource(400, "/m/forget"), failedResource(400, "/m/forget.data"));
    await page.goto("/m/forget?by=email");
    await page.getByLabel(acc.field.username, { exact: true }).fill("demo");
    await page.getByLabel(acc.field.email).fill("demo@example");
    await page.getByRole("button", { name: acc.forget.submitEmail }).click();
    await expect(page.getByText(ty.validation.in_email_incorrect)).toBeVisible();
    await page.getByLabel(acc.field.email).fill("  demo@example.com ");
    await page.getByRole("button", { name: acc.forget.submitEmail }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    expect(await delivered("toast.in_been_out")).toBe(true);
  });

  test(
    "§4/§8 forgot by phone: modify.new.old.same keeps the code; a new password signs in with the mobile number",
    { tag: "@no-js" },
    async ({ page, consoleGuard }) => {
      test.slow(); // registers, signs out and recovers: several round trips
      consoleGuard.allow(failedResource(400, "/m/forget"), failedResource(400, "/m/forget.data"));
      // A member of our own with a number, registered by mobile.
      const mobile = `95${String(serverNow()).slice(-8)}`;
      await page.goto("/m/register?method=mobileNum");
      await page.getByLabel(acc.field.mobileNum).fill(mobile);
      await waitForFormReady(page);
      await page.getByRole("button", { name: acc.getCode }).click();
      await page.getByLabel(acc.field.verificationCode).fill(await latestSmsCode(mobile, "register"));
      await page.getByLabel(acc.field.password, { exact: true }).fill("secret123");
      await page.getByLabel(acc.field.confirmPassword).fill("secret123");
      await fillBirthDate(page);
      await waitForFormReady(page);
      await page.getByRole("button", { name: acc.register.submit }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
      await page.goto("/m/set");
      await page.getByRole("button", { name: acc.settings.signOut }).click();
      await expect(page).toHaveURL(/\/m\/home$/);

      await page.goto("/m/forget");
      await page.getByLabel(acc.field.mobileNum).fill(mobile);
      await page.getByRole("button", { name: acc.getCode }).click();
      const code = page.getByLabel(acc.field.verificationCode);
      await expect(code).toBeEnabled();
      const sms = await latestSmsCode(mobile, "reset");
      await code.fill(sms);
      await page.getByLabel(acc.field.newPassword).fill("secret123");
      await page.getByRole("button", { name: acc.forget.submitPhone }).click();
      await expect(page.getByText(acc.forget.sameAsOld)).toBeVisible();
      await expect(page.getByLabel(acc.field.newPassword)).toHaveValue("");

      await page.getByLabel(acc.field.mobileNum).fill(mobile);
      await page.getByLabel(acc.field.verificationCode).fill(sms);
      await page.getByLabel(acc.field.newPassword).fill("secret999");
      await page.getByRole("button", { name: acc.forget.submitPhone }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.locator("header.home-header").getByText(mobile, { exact: true })).toBeVisible();
    },
  );
});
