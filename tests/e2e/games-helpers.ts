import type { Page } from "@playwright/test";

/**
 * Opens a page and waits until it is idle, so that with JavaScript the app has hydrated and takes
 * clicks itself (a click during hydration would be a plain browser navigation instead).
 */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}
