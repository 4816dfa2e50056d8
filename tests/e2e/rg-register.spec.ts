import { fillBirthDate, uniqueName, waitForFormReady } from "./account-helpers";
import { d1 } from "./d1";
import { expect, failedResource, locales, test } from "./fixtures";
import { signInFresh } from "./member-helpers";
import { formatDateTime } from "../../app/rules/match-time";
import { formatMoney } from "../../app/rules/money";
import { now as serverNow } from "../../contract/clock";
import { addDays } from "../../contract/record-range";
import { latestBirthDate } from "../../contract/registration";
import { limitWindow } from "../../contract/rg-rules";

/**
 * (decision 043): the age gate at registration (PH, PAGCOR: 21), and the
 * first-deposit limit prompt on /m/voucherCenter (RG-08) with the deposit limit it sets refusing a
 * larger deposit (RG-01) and its meter. Both projects (with and without JavaScript); fresh members
 * only. The site runs in PH (the default market): nothing here switches it.
 */
const ty = locales.ty;
const acc = ty.account;
const R = ty.rg.register;
const p = ty.deposit.page;
const PATH = "/m/voucherCenter";
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((t, [k, v]) => t.replaceAll(`{{${k}}}`, String(v)), text);
const peso = (n: number) => formatMoney(n, "₱");

test.describe("the age gate at registration", () => {
  test("(PH 21+): one who turns 21 tomorrow is refused with a message naming the minimum age, and no account is made", async ({ page, consoleGuard }) => {
    consoleGuard.allow(failedResource(400, "/m/register"), failedResource(400, "/m/register.data"));
    const name = uniqueName("young");
    await page.goto("/m/register");
    await expect(page.getByText(fill(R.birthDateHint, { minAge: 21 }))).toBeVisible();
    await page.getByLabel(acc.field.username, { exact: true }).fill(name);
    await page.getByLabel(acc.field.password, { exact: true }).fill("secret123");
    await page.getByLabel(acc.field.confirmPassword).fill("secret123");
    // The latest birthday of a 21-year-old is today; one day later is 20 until tomorrow.
    await fillBirthDate(page, addDays(latestBirthDate(21, serverNow()), 1));
    await waitForFormReady(page);
    await page.getByRole("button", { name: acc.register.submit }).click();
    await expect(page.getByText(fill(R.underage, { minAge: 21 }))).toBeVisible();
    await expect(page).toHaveURL(/\/m\/register/);
    const [row] = await d1<{ n: number }>(`SELECT COUNT(*) AS n FROM members WHERE account = '${name}'`);
    expect(row!.n).toBe(0);
  });

  test("one who turns 21 today registers, the date of birth stored", async ({ page }) => {
    const name = uniqueName("of21");
    const birthDate = latestBirthDate(21, serverNow());
    await page.goto("/m/register");
    await page.getByLabel(acc.field.username, { exact: true }).fill(name);
    await page.getByLabel(acc.field.password, { exact: true }).fill("secret123");
    await page.getByLabel(acc.field.confirmPassword).fill("secret123");
    await fillBirthDate(page, birthDate);
    await waitForFormReady(page);
    await page.getByRole("button", { name: acc.register.submit }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    const [row] = await d1<{ birth_date: string }>(`SELECT birth_date FROM members WHERE account = '${name}'`);
    expect(row!.birth_date).toBe(birthDate);
  });
});

test.describe("the first-deposit limit prompt and the deposit limit (RG-01, RG-08)", () => {
  test(
    "RG-08/RG-01: a ₱100 daily limit set from the prompt refuses a ₱200 deposit naming the limit, usage and reset; the meter shows the usage; the prompt is gone",
    { tag: "@no-js" },
    async ({ page, consoleGuard }) => {
      test.slow(); // sets a limit, is refused, deposits and comes back
      consoleGuard.allow(failedResource(400, PATH), failedResource(400, `${PATH}.data`), failedResource(403, PATH), failedResource(403, `${PATH}.data`));
      await signInFresh(page, { prefix: "rglim" });
      await page.goto(PATH);
      const prompt = page.getByTestId("limit-prompt");
      await expect(prompt.getByRole("heading", { name: R.prompt.title })).toBeVisible();
      await expect(prompt.getByRole("link", { name: R.prompt.skip })).toBeVisible();
      await expect(page.getByRole("link", { name: R.depositLimits })).toHaveAttribute("href", "/m/responsibleGaming");

      // A bad amount is refused on the prompt's field, nothing set.
      await prompt.getByLabel(R.prompt.amount, { exact: true }).fill("0");
      await prompt.getByRole("button", { name: R.prompt.submit }).click();
      await expect(page.getByText(R.error.amount)).toBeVisible();

      await prompt.getByLabel(R.prompt.period, { exact: true }).selectOption("day");
      await prompt.getByLabel(R.prompt.amount, { exact: true }).fill("100");
      await prompt.getByRole("button", { name: R.prompt.submit }).click();
      await expect(page.getByTestId("limit-prompt")).toHaveCount(0);
      const meter = page.getByTestId("deposit-limit-meter");
      await expect(meter).toContainText(fill(R.meter.used, { period: R.meter.label.day, used: peso(0), limit: peso(100) }));

      // ₱200 passes the limit: refused next to the amount with the limit, what is used and the reset.
      const resetAt = formatDateTime(limitWindow("day", serverNow()).resetAt);
      await page.getByLabel(p.amount, { exact: true }).fill("200");
      await page.getByRole("button", { name: p.submitEwallet }).click();
      await expect(
        page.getByText(
          fill(ty.rg.refusal.limit, {
            period: ty.rg.refusal.period.day,
            kind: ty.rg.refusal.kind.deposit,
            limit: peso(100),
            used: peso(0),
            remaining: peso(100),
            resetAt,
          }),
        ),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${PATH}`));

      // ₱100 fits: the order is placed (the pay page), and back on the page the meter shows it used.
      await page.getByLabel(p.amount, { exact: true }).fill("100");
      await page.getByRole("button", { name: p.submitEwallet }).click();
      await expect(page).toHaveURL(/\/gw\/pay\//);
      await page.goto(PATH);
      await expect(page.getByTestId("deposit-limit-meter")).toContainText(fill(R.meter.used, { period: R.meter.label.day, used: peso(100), limit: peso(100) }));
      await expect(page.getByTestId("limit-prompt")).toHaveCount(0);
    },
  );

  test("RG-08: 'Not now' hides the prompt for this visit and keeps the deposit form", async ({ page }) => {
    await signInFresh(page, { prefix: "rgskip" });
    await page.goto(PATH);
    await page.getByTestId("limit-prompt").getByRole("link", { name: R.prompt.skip }).click();
    await expect(page).toHaveURL(/limits=skip/);
    await expect(page.getByTestId("limit-prompt")).toHaveCount(0);
    await expect(page.getByLabel(p.amount, { exact: true })).toBeVisible();
    // A new visit asks again: no limit and no deposit yet.
    await page.goto(PATH);
    await expect(page.getByTestId("limit-prompt")).toBeVisible();
  });
});
