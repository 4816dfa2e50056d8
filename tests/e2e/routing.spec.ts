import type { Page, Response } from "@playwright/test";
import { expect, failedResource, locales, test } from "./fixtures";

const ty = locales.ty;

/** The status of every hop that led to `response`, first request first. */
async function hops(response: Response): Promise<number[]> {
  const chain: number[] = [];
  for (let req = response.request().redirectedFrom(); req; req = req.redirectedFrom()) {
    const r = await req.response();
    chain.unshift(r?.status() ?? 0);
  }
  return [...chain, response.status()];
}

async function expectHome(page: Page) {
  await expect(page.locator("header.home-header")).toBeVisible();
  await expect(page.getByRole("navigation", { name: ty.nav.label })).toBeVisible();
}

test.describe("§2 route list: home aliases", () => {
  for (const path of ["/", "/m", "/m/", "/m/index.html"]) {
    test(`§2 route list: ${path} opens home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response).not.toBeNull();
      await expect(page).toHaveURL(/\/m\/home$/);
      // One server redirect (302), then home itself.
      expect(await hops(response!)).toEqual([302, 200]);
      await expectHome(page);
    });
  }

  test("§2 route list: /m/index opens home", async ({ page }) => {
    // The Pages asset layer first answers /m/index with 308 → /m/, which the app redirects (302) home.
    const response = await page.goto("/m/index");
    await expect(page).toHaveURL(/\/m\/home$/);
    const chain = await hops(response!);
    expect(chain.at(-1)).toBe(200);
    expect(chain.slice(0, -1).every((s) => s === 302 || s === 308)).toBe(true);
    await expectHome(page);
  });

  test("§2 route list: /m/home is home", async ({ page }) => {
    const response = await page.goto("/m/home");
    expect(response!.status()).toBe(200);
    await expectHome(page);
  });

  test("§2 route list: an alias keeps the query string (affiliate codes)", async ({ page }) => {
    await page.goto("/m/index.html?code=AFF123&x=1");
    await expect(page).toHaveURL(/\/m\/home\?code=AFF123&x=1$/);
    await expectHome(page);
  });
});

test.describe("§2 route list: other aliases", () => {
  for (const [alias, target] of [
    ["/register.html", "/m/register"],
    ["/m/register.html", "/m/register"],
    ["/m/message", "/m/webEmail"],
  ] as const) {
    test(`§2 route list: ${alias} opens ${target}`, async ({ page, consoleGuard }) => {
      // The target pages are not built yet: they answer 404 for now, which is not what is checked here.
      consoleGuard.allow(failedResource(404, target));
      const response = await page.goto(`${alias}?code=AFF123`);
      // The message centre is for members: a guest goes on to sign in, and comes back there after.
      const landing = target === "/m/webEmail" ? `/m/login\\?redirectTo=${encodeURIComponent(`${target}?code=AFF123`)}` : `${target}\\?code=AFF123`;
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      expect((await hops(response!))[0]).toBe(302);
    });
  }
});

test.describe("§2 route list: every other path is not shown (404)", () => {
  for (const path of ["/m/xyz", "/m/does/not/exist"]) {
    test(`§2 route list: unknown ${path} is a 404 inside the chrome with a way home`, async ({ page, consoleGuard }) => {
      consoleGuard.allow(failedResource(404, path));
      const response = await page.goto(path);
      expect(response!.status()).toBe(404);
      await expect(page.getByRole("main").getByRole("heading", { level: 1, name: ty.error.notFound.title })).toBeVisible();
      // Inside /m the chrome stays: page header and bottom menu.
      await expect(page.locator("header.page-header")).toBeVisible();
      await expect(page.getByRole("navigation", { name: ty.nav.label })).toBeVisible();

      const home = page.getByRole("link", { name: ty.error.notFound.home });
      await expect(home).toHaveAttribute("href", "/m/home");
      await home.click();
      await expect(page).toHaveURL(/\/m\/home$/);
      await expectHome(page);
    });
  }

  for (const path of ["/nope", "/games/slots.html"]) {
    test(`§2 route list: unknown ${path} outside /m is a standalone 404 with a way home`, async ({ page, consoleGuard }) => {
      consoleGuard.allow(failedResource(404, path));
      const response = await page.goto(path);
      expect(response!.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: ty.error.notFound.title })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "tl");
      // Outside /m: no header, no bottom menu.
      await expect(page.locator("header")).toHaveCount(0);
      await expect(page.getByRole("navigation")).toHaveCount(0);

      const home = page.getByRole("link", { name: ty.error.notFound.home });
      await home.click();
      await expect(page).toHaveURL(/\/m\/home$/);
      await expectHome(page);
    });
  }
});
