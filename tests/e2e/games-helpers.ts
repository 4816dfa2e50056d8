import type { Page } from "@playwright/test";
import { expect, locales } from "./fixtures";

/** Signs in through the login form's primary button (with and without JavaScript) and waits for home. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/m/login");
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole("button", { name: locales.ty.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/**
 * Opens a page and waits until it is idle, so that with JavaScript the app has hydrated and takes
 * clicks itself (a click during hydration would be a plain browser navigation instead).
 */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}
