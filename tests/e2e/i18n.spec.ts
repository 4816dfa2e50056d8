import { expect, locales, test } from "./fixtures";
import { dismissPopupIfShown } from "./home-helpers";

const { ty, en, pt } = locales;

/** The picker's buttons: EN English, PT Português, TY Tagalog (§2 Language picker). */
const pickerButton = (page: import("@playwright/test").Page, name: RegExp) => page.getByRole("group", { name: /./ }).getByRole("button", { name });

test.describe("§3 default language", () => {
  // An Accept-Language the app does not offer: nothing to go on, so the default applies.
  test.use({ locale: "ja-JP" });

  test("§3 i18n: the default language is TY, with html lang tl", async ({ page }) => {
    await page.goto("/m/home");
    await expect(page.locator("html")).toHaveAttribute("lang", "tl");
    await expect(page.getByRole("heading", { name: ty.lobby.hot.title })).toBeVisible();
    await expect(page.getByRole("navigation", { name: ty.nav.label })).toBeVisible();
    await expect(page.getByRole("button", { name: /Tagalog/ })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: /English/ })).toHaveAttribute("aria-pressed", "false");
  });
});

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

test.describe("§3 Accept-Language", () => {
  for (const [acceptLocale, lang, title] of [
    ["en-US", "en", en.lobby.hot.title],
    ["pt-BR", "pt", pt.lobby.hot.title],
    ["tl", "tl", ty.lobby.hot.title],
  ] as const) {
    test(
      `§3 i18n: a new browser context with Accept-Language ${acceptLocale} gets html lang ${lang}`,
      { tag: "@server" },
      async ({ browser, baseURL, javaScriptEnabled, consoleGuard }) => {
        const context = await browser.newContext({ locale: acceptLocale, baseURL, javaScriptEnabled, viewport: { width: 390, height: 844 } });
        try {
          const page = await context.newPage();
          consoleGuard.watch(page);
          await page.goto("/m/home");
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          await expect(page.getByRole("heading", { name: title })).toBeVisible();
        } finally {
          await context.close();
        }
      },
    );
  }

  test("§3 i18n: a chosen language beats Accept-Language", async ({ browser, baseURL, javaScriptEnabled, consoleGuard }) => {
    const context = await browser.newContext({ locale: "en-US", baseURL, javaScriptEnabled });
    try {
      const page = await context.newPage();
      consoleGuard.watch(page);
      await page.goto("/m/login");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      // Choosing TY (what the picker's GET form submits; the picker itself is tested above).
      await page.goto("/m/home?lng=ty");
      await expect(page.locator("html")).toHaveAttribute("lang", "tl");
      await page.goto("/m/login");
      await expect(page.locator("html")).toHaveAttribute("lang", "tl");
      await expect(page.getByRole("heading", { name: ty.account.login.heading })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
