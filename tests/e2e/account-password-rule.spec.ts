import type { Page } from "@playwright/test";
import { fillBirthDate, uniqueName } from "./account-helpers";
import { expect, locales, login, test } from "./fixtures";
import { FIELD_LIMITS } from "../../contract/field-rules";

/*
 * "What a player notices", item a: the new-password rule was shown only after a refused submit.
 * Each form that sets a password shows it under the field from the first render (server-rendered,
 * so also without JavaScript), with the bounds of the shared rule, and names it as the field's
 * description for a screen reader.
 */
const ty = locales.ty;
const bounds = { min: String(FIELD_LIMITS.passwordMin), max: String(FIELD_LIMITS.passwordMax) };
const fill = (text: string, values: Record<string, string>) => Object.entries(values).reduce((t, [k, v]) => t.replace(`{{${k}}}`, v), text);
const RULE = fill(ty.account.passwordRule, bounds);

/** The field shows the rule, untouched, and is described by it. */
async function expectRuleShown(page: Page, label: string, rule: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveValue("");
  await expect(page.getByText(rule, { exact: true })).toBeVisible();
  await expect(field).toHaveAccessibleDescription(rule);
}

test.describe("item a: the password rule before typing", () => {
  test("item a §5 password rule: register, forgot by phone and change password show the rule's bounds before anything is typed", async ({ page }) => {
    expect(RULE).toContain(`${FIELD_LIMITS.passwordMin}–${FIELD_LIMITS.passwordMax}`);
    await page.goto("/m/register");
    await expectRuleShown(page, ty.account.field.password, RULE);
    // The confirmation repeats the password: the rule once is enough.
    await expect(page.getByLabel(ty.account.field.confirmPassword)).not.toHaveAccessibleDescription(RULE);

    await page.goto("/m/forget");
    await expectRuleShown(page, ty.account.field.newPassword, RULE);

    await login(page, "demo", "demo1234");
    await page.goto("/m/changePsw");
    await expectRuleShown(page, ty.account.field.newPassword, RULE);
    await expect(page.getByLabel(ty.account.field.oldPassword)).not.toHaveAccessibleDescription(RULE);
  });

  test("item a §5 password rule: the agent's open-downline form shows the rule's bounds before the password is typed", async ({ page }) => {
    const m = ty.agentTeam.register;
    await login(page, "agent", "agent1234");
    await page.goto("/m/agentRegister");
    await page.getByLabel(m.typeMember).check();
    await page.getByLabel(m.username, { exact: true }).fill(uniqueName("hint"));
    await fillBirthDate(page);
    await page.getByRole("button", { name: m.next }).click();
    const dialog = page.getByRole("alertdialog", { name: m.confirmTitle });
    await expect(dialog).toBeVisible();
    await expectRuleShown(page, m.password, fill(m.passwordHint, bounds));
  });

  test("item a §5 password rule: in EN and PT too", async ({ page }) => {
    for (const lng of ["en", "pt"] as const) {
      await page.goto(`/m/register?lng=${lng}`);
      await expectRuleShown(page, locales[lng].account.field.password, fill(locales[lng].account.passwordRule, bounds));
    }
  });
});
