import { expect, locales, test } from "./fixtures";
import { dismissPopupIfShown } from "./home-helpers";

const { ty, en, pt } = locales;

/** The picker's buttons: EN English, PT Português, TY Tagalog (§2 Language picker). */
const pickerButton = (page: import("@playwright/test").Page, name: RegExp) => page.getByRole("group", { name: /./ }).getByRole("button", { name });

test.describe("§2 language picker", () => {
  test("§2 language picker: EN, PT and TY are offered in that order on home", async ({ page }) => {
    await page.goto("/m/home");
    const picker = page.getByRole("group", { name: ty.language.label });
    await expect(picker.getByRole("button")).toHaveText([/EN\s*English/, /PT\s*Português/, /TY\s*Tagalog/]);
  });

  test(
    "§2 language picker: choosing EN translates the page and html lang, and the choice persists across navigation",
    { tag: "@no-js" },
    async ({ page, context }) => {
      await page.goto("/m/home");
      await expect(page.locator("html")).toHaveAttribute("lang", "tl");
      await dismissPopupIfShown(page);

      await pickerButton(page, /English/).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      // §4 re-show rule: the pop-ups' title/content pairs are new words in English, so they show again:
      // on the reloaded page without JavaScript, 500 ms after the list refreshed with it.
      await dismissPopupIfShown(page);
      await expect(page.getByRole("heading", { name: en.lobby.hot.title })).toBeVisible();
      await expect(page.getByRole("navigation", { name: en.nav.label })).toBeVisible();
      await expect(page.getByRole("button", { name: /English/ })).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("button", { name: /Tagalog/ })).toHaveAttribute("aria-pressed", "false");

      // The server remembers the choice in an HttpOnly cookie.
      const cookie = (await context.cookies()).find((c) => c.name === "lng");
      expect(cookie?.httpOnly).toBe(true);

      // Another page, reached without ?lng, stays in English.
      await page.locator("header").getByRole("link", { name: en.header.login, exact: true }).click();
      await expect(page).toHaveURL(/\/m\/login$/);
      await expect(page.getByRole("heading", { name: en.account.login.heading })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");

      // A fresh document load too.
      await page.goto("/m/home");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { name: en.lobby.hot.title })).toBeVisible();
    },
  );

  test("§2 language picker: PT, then back to TY", async ({ page }) => {
    await page.goto("/m/home");
    await dismissPopupIfShown(page);
    await pickerButton(page, /Português/).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    await dismissPopupIfShown(page);
    await expect(page.getByRole("heading", { name: pt.lobby.hot.title })).toBeVisible();
    await expect(page.locator("header").getByRole("link", { name: pt.header.login, exact: true })).toBeVisible();

    await pickerButton(page, /Tagalog/).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "tl");
    await expect(page.getByRole("heading", { name: ty.lobby.hot.title })).toBeVisible();

    await page.goto("/m/home");
    await expect(page.locator("html")).toHaveAttribute("lang", "tl");
  });

  test("§2 language picker: ?lng keeps the other query parameters of the page", async ({ page }) => {
    await page.goto("/m/home?code=AFF123");
    await dismissPopupIfShown(page);
    await pickerButton(page, /English/).click();
    await expect(page).toHaveURL(/\/m\/home\?code=AFF123&lng=en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

// §3 the default language and Accept-Language decide the server's render alone: checked with plain
// requests in tests/worker/routes-and-languages.test.ts. A chosen language (the picker above) wins.
