import type { Page } from "@playwright/test";
import { d1 } from "./d1";
import { expect, locales, login, site } from "./fixtures";

/**
 * Helpers of the home and content specs. They use player10…player14 only (password
 * player1234), so read-state changes never collide with other specs, and put back what they change.
 */
export const PASSWORD = "player1234";

/** Seeded wallets (gateway/seeds/foundation.ts): ((i * 7919) % 50000) pesos and some cents. */
export function playerBalance(i: number): string {
  return `₱${((i * 7919) % 50_000).toLocaleString("en-US")}`;
}

/** Unread message ids of a player, to put them back after a test marks them read. */
export async function unreadIds(account: string): Promise<number[]> {
  return (
    await d1<{ id: number }>(`SELECT m.id FROM messages m JOIN members p ON p.id = m.member_id WHERE p.account = '${account}' AND m.read_at IS NULL`)
  ).map((r) => r.id);
}
export async function restoreUnread(ids: number[]): Promise<void> {
  if (ids.length) await d1(`UPDATE messages SET read_at = NULL WHERE id IN (${ids.join(",")})`);
}

/**
 * An operator's download links (§3): the seed configures none, so a test that needs the download bar,
 * the popup, the /m/download buttons or the side bar's Telegram icon sets them in its own world with
 * the operator command, and unsets them afterwards (`test.afterEach(clearDownloadLinks)`).
 */
export const OPERATOR_LINKS = {
  Android: "https://downloads.edgelobby.test/app/edgelobby.apk",
  MOBILECONFIG: "https://downloads.edgelobby.test/app/edgelobby.mobileconfig",
  IOS: "https://apps.apple.com/app/id6400000000",
  TELEGRAM: "https://t.me/edgelobby_test",
} as const;

export async function configureDownloadLinks(links: Partial<Record<keyof typeof OPERATOR_LINKS, string>> = OPERATOR_LINKS): Promise<void> {
  for (const [type, url] of Object.entries(links)) await site("download", "set", type, url);
}

export async function clearDownloadLinks(): Promise<void> {
  for (const type of Object.keys(OPERATOR_LINKS)) await site("download", "unset", type);
}

/** Signs a player in through the login form and lands on home (works with and without JavaScript). */
export async function signIn(page: Page, account: string): Promise<void> {
  await login(page, account, PASSWORD);
}

export const ty = locales.ty;

/** Opens the header pop-over (a <details>, so it opens with and without JavaScript). */
export async function openAccountMenu(page: Page) {
  await page.locator("header.home-header .account-menu > summary").click();
  const menu = page.getByRole("navigation", { name: ty.lobby.header.menuLabel });
  await expect(menu).toBeVisible();
  return menu;
}

/** The announcement pop-up, when one is showing. */
export function popup(page: Page) {
  return page.locator(".popup-layer").getByRole("dialog");
}

/**
 * Closes the announcement pop-up, which streams in shortly after the page (a fresh context has
 * not closed it yet, so it comes), so the lobby underneath can be used.
 */
export async function closePopup(page: Page): Promise<void> {
  const dialog = popup(page);
  await dialog.waitFor({ state: "visible", timeout: 10_000 });
  // The dialog goes at once; the cookie that keeps it closed comes with the answer to the post.
  const saved = page.waitForResponse((r) => r.url().includes("/m/preferences") && r.request().method() === "POST", { timeout: 10_000 }).catch(() => null);
  await dialog.getByRole("button", { name: ty.lobby.popup.close }).click();
  await expect(dialog).toHaveCount(0);
  await saved;
  // Park the pointer on the header: carousels pause while hovered.
  await page.mouse.move(4, 4);
}

/**
 * For specs that only pass through home (language picker, bottom menu…): the announcement
 * pop-up (§2) covers the lobby when it shows; close it if it comes, carry on if it does not.
 */
export async function dismissPopupIfShown(page: Page, timeout = 6_000): Promise<void> {
  const dialog = popup(page);
  const shown = await dialog.waitFor({ state: "visible", timeout }).then(
    () => true,
    () => false,
  );
  if (!shown) return;
  // Whatever the language: the close button is the form button in the pop-up's head.
  await dialog.locator(".modal__head form button").click();
  await expect(dialog).toHaveCount(0);
}

/** The slide on show: Swiper's active slide with JavaScript, the first of the strip without. */
export const shownSlide = (scope: string, item: string) => `${scope} .swiper-slide-active ${item}, ${scope} li:first-child ${item}`;

/**
 * Makes the page see itself as an installed app: Chromium ignores DevTools' emulated "display-mode",
 * so matchMedia("(display-mode: standalone)") answers as an installed app's would.
 */
export async function emulateInstalledApp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes("display-mode: standalone")
        ? ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} } as unknown as MediaQueryList)
        : original(query);
  });
}
