import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Page } from "@playwright/test";
import { fillBirthDate, uniqueName, waitForFormReady } from "./account-helpers";
import { d1 } from "./d1";
import { ROOT, expect, locales, test } from "./fixtures";
import { OPERATOR_LINKS, clearDownloadLinks, configureDownloadLinks, emulateInstalledApp } from "./home-helpers";
import { staticOverlayDir } from "./world";
import { readBrowserManifest } from "../../scripts/service-worker/build";
import { entryAssets } from "../../scripts/service-worker/precache";

/**
 * The installable PWA: the service worker installs and
 * precaches, the app reloads offline into the offline page, an update is offered (§9), installed
 * mode hides the download bar and registers as PWA (§3, §4). Every other spec blocks service
 * workers (playwright.config.ts); this one needs them. All of it needs scripts in the page.
 */
test.use({ serviceWorkers: "allow" });
// The first install precaches the shell (decision 062: 62 files today; it was every script of the
// build, about 260, which at the end of the full CI run went past the default 30 s twice), so these
// tests keep a generous 90 s (the waits below say what they wait for).
test.describe.configure({ mode: "serial", timeout: 90_000 });

const { ty, en, pt } = locales;

/** Waits until the page's worker is active (it registers after load, when the browser is idle). */
async function workerActive(page: Page): Promise<void> {
  // Installing, waiting or activated: what the worker is doing, so a timeout says where it stopped.
  const state = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) return "not registered";
      return registration.active?.state ?? registration.waiting?.state ?? registration.installing?.state ?? "none";
    });
  await expect.poll(state, { timeout: 75_000, message: "the service worker did not activate" }).toBe("activated");
}

/** The URLs (path and query) in the worker's precache. */
function precachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith("el-precache-"));
    if (!name) return [];
    return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search);
  });
}

test.describe("installable PWA", { tag: "@js-only" }, () => {
  test.afterEach(() => clearDownloadLinks());
  test("the service worker installs and activates; its precache holds the entry assets and nothing with a session", async ({ page }) => {
    await page.goto("/m/home");
    await workerActive(page);
    // What every page needs, read from the build the test server serves (the browser manifest React Router wrote).
    const entry = entryAssets(readBrowserManifest(join(ROOT, "build/client/assets")));
    const cached = await precachedUrls(page);
    expect(entry.length).toBeGreaterThan(3);
    expect(cached).toEqual(expect.arrayContaining(entry));
    expect(cached).toEqual(expect.arrayContaining(["/m/offline?lng=ty", "/m/offline?lng=en", "/m/offline?lng=pt", "/manifest.webmanifest"]));
    // Only fingerprinted assets, public files and the offline pages: no page, no loader data, no gateway answer.
    expect(
      cached.filter(
        (u) => !u.startsWith("/assets/") && !u.startsWith("/m/offline?lng=") && !["/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png"].includes(u),
      ),
    ).toEqual([]);
  });

  test("offline, a reload shows the offline page in the language the player last used; Try again loads the page", async ({ page, context }) => {
    await page.goto("/m/home?lng=en");
    await page.goto("/m/login");
    await workerActive(page);
    // The page has told the worker the player's language (the worker cannot read the HttpOnly cookie).
    await expect.poll(() => page.evaluate(async () => (await (await caches.open("el-pwa-state")).match("/__pwa/locale"))?.text() ?? null)).toBe("en");

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: en.pwa.offline.title })).toBeVisible();
    await expect(page.getByText(en.pwa.offline.body)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // The address is still the page the player asked for.
    await expect(page).toHaveURL(/\/m\/login$/);

    // A language in the address wins, as on the server.
    await page.goto("/m/register?lng=pt");
    await expect(page.getByRole("heading", { level: 1, name: pt.pwa.offline.title })).toBeVisible();

    await context.setOffline(false);
    await page.getByRole("link", { name: pt.pwa.offline.retry }).click();
    await expect(page).toHaveURL(/\/m\/register\?lng=pt$/);
    await expect(page.getByRole("button", { name: pt.account.register.submit })).toBeVisible();
  });

  test("§9 a new version is offered within the update window, and Update reloads the page into it", async ({ page }) => {
    await page.goto("/m/home");
    await workerActive(page);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // A deploy: the server now answers a different worker, the same one plus a way to ask which
    // version runs. Playwright's route() does not see the browser's fetch of a worker script (tried:
    // it is never called), so this world serves another file (its static overlay), removed afterwards.
    const original = readFileSync(join(ROOT, "build/client/sw.js"), "utf8");
    const served = join(staticOverlayDir(), "sw.js");
    mkdirSync(dirname(served), { recursive: true });
    writeFileSync(served, `${original}\nself.addEventListener("message", (e) => { if (e.data === "version?") e.source.postMessage("v2"); });\n`);
    try {
      // The page checks every 60 s (unit-tested in update-watch.test.ts); the test does not wait a minute.
      await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())?.update()));
      await expect(page.getByRole("status").filter({ hasText: ty.pwa.update.text })).toBeVisible({ timeout: 15_000 });
    } finally {
      rmSync(served);
    }
    const prompt = page.getByRole("status").filter({ hasText: ty.pwa.update.text });
    await expect(prompt).toBeVisible();
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    const reloaded = page.waitForEvent("load");
    await prompt.getByRole("button", { name: ty.pwa.update.accept }).click();
    await reloaded;
    expect(await page.evaluate(() => "beforeUpdate" in window), "the page reloaded").toBe(false);
    const version = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          navigator.serviceWorker.addEventListener("message", (e) => resolve(e.data), { once: true });
          navigator.serviceWorker.controller?.postMessage("version?");
        }),
    );
    expect(version, "the new worker controls the page").toBe("v2");
    await expect(page.getByRole("status").filter({ hasText: ty.pwa.update.text })).toHaveCount(0);
  });

  test("§4 installed mode hides the download bar and marks it dismissed; §3 registration records PWA", async ({ page, context }) => {
    // An app link configured (§3), so only installed mode can be what hides the bar.
    await configureDownloadLinks({ Android: OPERATOR_LINKS.Android });
    // Chromium 156 ignores DevTools' emulated "display-mode" (Emulation.setEmulatedMedia: tried, the
    // query stays false), so the page's matchMedia answers as an installed app's would.
    await emulateInstalledApp(page);
    await page.goto("/m/home");
    await expect(page.locator("section.hot-strip")).toBeVisible();
    await expect(page.locator(".download-bar")).toHaveCount(0);
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === "el_dlbar")).toBe(true);

    const name = uniqueName("pwa");
    await page.goto("/m/register");
    await expect(page.locator('input[name="registerMethod"]')).toHaveValue("PWA");
    await page.getByLabel(ty.account.field.username, { exact: true }).fill(name);
    await page.getByLabel(ty.account.field.password, { exact: true }).fill("secret123");
    await page.getByLabel(ty.account.field.confirmPassword).fill("secret123");
    await fillBirthDate(page);
    await waitForFormReady(page);
    await page.getByRole("button", { name: ty.account.register.submit }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await d1<{ register_method: string }>(`SELECT register_method FROM members WHERE account = '${name}'`)).toEqual([{ register_method: "PWA" }]);
  });
});
