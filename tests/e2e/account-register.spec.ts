import { fillBirthDate, latestSmsCode, uniqueMobile, uniqueName, waitForFormReady } from "./account-helpers";
import { expect, expectToast, failedResource, locales, test } from "./fixtures";

const ty = locales.ty;
const acc = ty.account;

test.describe("§2 registration", () => {
  test("§3/§5 register: fields follow the gateway's settings; invalid input is refused (400) and changes nothing", async ({ page, consoleGuard }, testInfo) => {
    consoleGuard.allow(failedResource(400, "/m/register"), failedResource(400, "/m/register.data"));
    await page.goto("/m/register");
    // Seeded settings: username, password (+ confirm), optional e-mail, nickname, payee name, mobile.
    await expect(page.getByLabel(acc.field.username, { exact: true })).toBeVisible();
    await expect(page.getByLabel(`${acc.field.email} (${acc.optional})`)).toBeVisible();
    await expect(page.getByLabel(acc.field.qqNum)).toHaveCount(0);
    // Agree starts checked (§2).
    await expect(page.getByRole("checkbox", { name: new RegExp(acc.register.agree) })).toBeChecked();

    await page.getByLabel(acc.field.username, { exact: true }).fill("1bad");
    await page.getByLabel(acc.field.password, { exact: true }).fill("short");
    await page.getByLabel(acc.field.confirmPassword).fill("other");
    await page.getByLabel(`${acc.field.email} (${acc.optional})`).fill("not-an-email");
    const responded = testInfo.project.name === "no-js" ? page.waitForResponse((r) => r.request().method() === "POST") : null;
    await fillBirthDate(page);
    await waitForFormReady(page);
    await page.getByRole("button", { name: acc.register.submit }).click();
    if (responded) expect((await responded).status()).toBe(400);
    await expect(page.getByText(ty.validation.username.format)).toBeVisible();
    await expect(page.getByText(ty.validation.password.format)).toBeVisible();
    await expect(page.getByText(ty.validation.in_email_incorrect)).toBeVisible();
    // §5: the first failing field takes the focus.
    if (testInfo.project.name === "js") await expect(page.getByLabel(acc.field.username, { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/m\/register/);
  });

  test("§2 register: a valid invitation link is applied; a new member is signed in with in_registered_successfully", { tag: "@no-js" }, async ({ page }) => {
    const name = uniqueName("nu");
    await page.goto("/register.html?code=RAMOS88");
    await expect(page).toHaveURL(/\/m\/register\?code=RAMOS88/);
    await expect(page.getByText(acc.register.affiliateApplied.replace("{{code}}", "RAMOS88"))).toBeVisible();
    await expect(page.getByLabel(acc.field.affiliateCode, { exact: false })).toHaveCount(0);
    await page.getByLabel(acc.field.username, { exact: true }).fill(name);
    await page.getByLabel(acc.field.password, { exact: true }).fill("secret123");
    await page.getByLabel(acc.field.confirmPassword).fill("secret123");
    await fillBirthDate(page);
    await waitForFormReady(page);
    await page.getByRole("button", { name: acc.register.submit }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator("header.home-header").getByText(name, { exact: true })).toBeVisible();
    // §9: a message toast lasts 2 s (9999 s is the registration's loading toast), so under load it
    // may be gone by the time the header is checked: what matters is that it was shown.
    await expectToast(page, ty.toast.in_registered_successfully);
  });

  test("§2/§5 register: an invalid URL code shows the affiliate input; a wrong code at submit says invitation_code_error", async ({ page, consoleGuard }) => {
    consoleGuard.allow(failedResource(400, "/m/register"), failedResource(400, "/m/register.data"));
    await page.goto("/m/register?code=NOPE99");
    const affiliate = page.getByLabel(new RegExp(acc.field.affiliateCode));
    await expect(affiliate).toBeVisible();
    await page.getByLabel(acc.field.username, { exact: true }).fill(uniqueName("nv"));
    await page.getByLabel(acc.field.password, { exact: true }).fill("secret123");
    await page.getByLabel(acc.field.confirmPassword).fill("secret123");
    await affiliate.fill("NOPE99");
    await fillBirthDate(page);
    await waitForFormReady(page);
    await page.getByRole("button", { name: acc.register.submit }).click();
    await expect(page.getByText(ty.validation.invitation_code_error)).toBeVisible();
  });

  test("§2 register: the register button is disabled while the agreement is unchecked", async ({ page, consoleGuard }, testInfo) => {
    consoleGuard.allow(failedResource(400, "/m/register"));
    await page.goto("/m/register");
    await page.getByRole("checkbox", { name: new RegExp(acc.register.agree) }).uncheck();
    if (testInfo.project.name === "js") {
      await expect(page.getByRole("button", { name: acc.register.submit })).toBeDisabled();
    } else {
      // Without JavaScript the server refuses it instead.
      await page.getByLabel(acc.field.username, { exact: true }).fill(uniqueName("na"));
      await page.getByLabel(acc.field.password, { exact: true }).fill("secret123");
      await page.getByLabel(acc.field.confirmPassword).fill("secret123");
      await fillBirthDate(page);
      await waitForFormReady(page);
      await page.getByRole("button", { name: acc.register.submit }).click();
      await expect(page.getByText(ty.validation.agree.required)).toBeVisible();
    }
  });

  test("§4 register by mobile: the SMS code from the outbox completes the registration", { tag: "@no-js" }, async ({ page }) => {
    test.slow(); // reads the code from the SMS outbox
    const mobile = uniqueMobile();
    await page.goto("/m/register?method=mobileNum");
    await expect(page.getByRole("navigation", { name: acc.tabs.label }).getByRole("link", { name: acc.tabs.mobile })).toHaveAttribute("aria-current", "page");
    await expect(page.getByLabel(acc.field.username, { exact: true })).toHaveCount(0);
    await page.getByLabel(acc.field.mobileNum).fill(mobile);
    await waitForFormReady(page);
    await page.getByRole("button", { name: acc.getCode }).click();
    await expect(page.getByRole("button", { name: /\d+ s/ })).toBeDisabled();
    await page.getByLabel(acc.field.verificationCode).fill(await latestSmsCode(mobile, "register"));
    await page.getByLabel(acc.field.password, { exact: true }).fill("secret123");
    await page.getByLabel(acc.field.confirmPassword).fill("secret123");
    await fillBirthDate(page);
    await waitForFormReady(page);
    await page.getByRole("button", { name: acc.register.submit }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator("header.home-header").getByText(mobile, { exact: true })).toBeVisible();
  });
});
