import { expect, locales, login, test } from "./fixtures";

/*
 * "What a player notices", item d: at 390×844 the deposit page left 36 px of nothing between the
 * amount's hint and the preset amounts: the amount's empty error line kept its room under a field
 * that already has a line (the hint). The error line still appears, with its message, on a refusal.
 */
const p = locales.ty.deposit.page;

test.describe("item d: deposit page spacing", () => {
  test("item d /m/voucherCenter at 390×844: the presets follow the amount's hint with no empty band; a refusal still shows its line", async ({ page }) => {
    await login(page, "demo", "demo1234");
    await page.goto("/m/voucherCenter");
    const hint = page
      .locator(".security-hint")
      .filter({ hasText: p.amountHint.split(" {{")[0]! })
      .first();
    const presets = page.getByRole("group", { name: p.presets });
    await expect(presets).toBeVisible();
    const hintBox = (await hint.boundingBox())!;
    const presetsBox = (await presets.boundingBox())!;
    // The field's and the form's own gaps (6 px each), nothing more: it was 36 px.
    expect(presetsBox.y - (hintBox.y + hintBox.height)).toBeLessThanOrEqual(12);

    await page.getByLabel(p.amount, { exact: true }).fill("5");
    await page.getByRole("button", { name: p.submitEwallet }).click();
    const error = page.locator(".field--invalid .field__error");
    await expect(error).toBeVisible();
    await expect(error).not.toBeEmpty();
  });
});
