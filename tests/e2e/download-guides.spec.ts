import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { OPERATOR_LINKS, clearDownloadLinks, configureDownloadLinks, ty } from "./home-helpers";

/**
 * /m/download shows the install guide for the player's device, chosen on the server
 * from the User-Agent (decision 054), with ?device= tabs that switch guides with or without JavaScript.
 */
const UA = {
  android: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  iphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
};
const dl = ty.download;

async function phone(
  browser: Browser,
  userAgent: string,
  { javaScriptEnabled, watch }: { javaScriptEnabled: boolean; watch: (page: Page) => void },
): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, userAgent, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  watch(page);
  if (javaScriptEnabled) {
    // As the page fixture does: wait for hydration, so a tab click is a client navigation.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 20_000 });
      return response;
    };
  }
  return page;
}

const guide = (page: Page, title: string) => page.getByRole("region", { name: title });
const steps = (page: Page, method: string) => page.getByRole("article", { name: method }).getByRole("listitem");

test.describe("download guides chosen by the device", () => {
  // The operator's app links (§3), set in this worker's world for each test and unset after it.
  test.beforeEach(() => configureDownloadLinks());
  test.afterEach(() => clearDownloadLinks());

  test("an iPhone gets the iOS guide: the profile, the App Store, Add to Home Screen; no Android guide", async ({
    browser,
    javaScriptEnabled,
    consoleGuard,
  }) => {
    const page = await phone(browser, UA.iphone, { javaScriptEnabled, watch: consoleGuard.watch });
    await page.goto("/m/download");
    await expect(guide(page, dl.ios.title)).toBeVisible();
    await expect(guide(page, dl.android.title)).toHaveCount(0);
    await expect(page.getByRole("link", { name: dl.ios.profile.button })).toHaveAttribute("href", /\.mobileconfig$/);
    await expect(page.getByRole("link", { name: dl.ios.app.button })).toHaveAttribute("href", /^https:\/\/apps\.apple\.com\//);
    await expect(steps(page, dl.ios.profile.title)).toHaveText(Object.values(dl.ios.profile.steps));
    await expect(steps(page, dl.ios.homeScreen.title)).toHaveText(Object.values(dl.ios.homeScreen.steps));
    await expect(page.getByText(dl.ios.profile.note)).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(dl.tabs.ios.replace("&", "\\&")) })).toHaveAttribute("aria-current", "page");
    // Every step's picture is drawn (not an empty box) and hidden from assistive technology.
    const pictures = page.locator(".guide-step svg.guide-pic");
    await expect(pictures).toHaveCount(9);
    for (const picture of await pictures.all()) {
      await expect(picture).toHaveAttribute("aria-hidden", "true");
      expect((await picture.boundingBox())?.height ?? 0).toBeGreaterThan(100);
    }
    await page.context().close();
  });

  test("an Android phone gets the Android guide: the APK in five steps, then add to home screen; no iOS guide", async ({
    browser,
    javaScriptEnabled,
    consoleGuard,
  }) => {
    const page = await phone(browser, UA.android, { javaScriptEnabled, watch: consoleGuard.watch });
    await page.goto("/m/download");
    await expect(guide(page, dl.android.title)).toBeVisible();
    await expect(guide(page, dl.ios.title)).toHaveCount(0);
    await expect(page.getByRole("link", { name: dl.android.apk.button })).toHaveAttribute("href", /\.apk$/);
    await expect(steps(page, dl.android.apk.title)).toHaveText(Object.values(dl.android.apk.steps));
    await expect(steps(page, dl.android.pwa.title)).toHaveText(Object.values(dl.android.pwa.steps));
    await expect(page.getByRole("link", { name: dl.ios.profile.button })).toHaveCount(0);
    await page.context().close();
  });

  test(
    "the tabs switch guides (links, with or without JavaScript) and the player's device stays marked",
    { tag: "@no-js" },
    async ({ browser, javaScriptEnabled, consoleGuard }) => {
      const page = await phone(browser, UA.android, { javaScriptEnabled, watch: consoleGuard.watch });
      await page.goto("/m/download");
      const tabs = page.getByRole("navigation", { name: dl.tabs.label });
      await tabs.getByRole("link", { name: new RegExp(dl.tabs.ios.replace("&", "\\&")) }).click();
      await expect(page).toHaveURL(/\/m\/download\?device=ios$/);
      await expect(guide(page, dl.ios.title)).toBeVisible();
      await expect(guide(page, dl.android.title)).toHaveCount(0);
      await expect(tabs.getByRole("link", { name: new RegExp(dl.tabs.ios.replace("&", "\\&")) })).toHaveAttribute("aria-current", "page");
      // The Android tab still says it is this device's.
      await expect(tabs.getByRole("link", { name: `${dl.tabs.android} (${dl.yours})` })).not.toHaveAttribute("aria-current", "page");

      await tabs.getByRole("link", { name: new RegExp(`^${dl.tabs.android}`) }).click();
      await expect(page).toHaveURL(/\/m\/download\?device=android$/);
      await expect(guide(page, dl.android.title)).toBeVisible();
      await expect(guide(page, dl.ios.title)).toHaveCount(0);
      await page.context().close();
    },
  );
});

test.describe("§2 /m/download without download links", () => {
  test.beforeEach(() => clearDownloadLinks());

  test("§2 /m/download with no link configured: the add-to-home-screen guides only, no download button", async ({
    browser,
    javaScriptEnabled,
    consoleGuard,
  }) => {
    for (const [userAgent, platform] of [
      [UA.android, dl.android],
      [UA.iphone, dl.ios],
    ] as const) {
      const page = await phone(browser, userAgent, { javaScriptEnabled, watch: consoleGuard.watch });
      await page.goto("/m/download");
      await expect(guide(page, platform.title)).toBeVisible();
      const homeScreen = "pwa" in platform ? platform.pwa : platform.homeScreen;
      await expect(steps(page, homeScreen.title)).toHaveText(Object.values(homeScreen.steps));
      await expect(page.locator(".guide-method__action")).toHaveCount(0);
      for (const button of [dl.android.apk.button, dl.ios.profile.button, dl.ios.app.button]) {
        await expect(page.getByRole("link", { name: button })).toHaveCount(0);
      }
      await page.context().close();
    }
  });

  test("§2 /m/download: a link the operator sets appears as its guide's button", async ({ browser, javaScriptEnabled, consoleGuard }) => {
    await configureDownloadLinks({ Android: OPERATOR_LINKS.Android });
    try {
      const page = await phone(browser, UA.android, { javaScriptEnabled, watch: consoleGuard.watch });
      await page.goto("/m/download");
      await expect(page.getByRole("link", { name: dl.android.apk.button })).toHaveAttribute("href", OPERATOR_LINKS.Android);
      await page.context().close();
    } finally {
      await clearDownloadLinks();
    }
  });
});
