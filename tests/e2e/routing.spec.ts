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

// The aliases' redirects and the 404s' status and markup are the server's: checked with plain
// requests in tests/worker/routes-and-languages.test.ts. The browser keeps what only it shows:
// the asset layer's hop in front of the app, and a 404 of each kind walked back home.
test.describe("§2 route list: home aliases", () => {
  test("§2 route list: /m/index opens home", async ({ page }) => {
    // The Pages asset layer first answers /m/index with 308 → /m/, which the app redirects (302) home.
    const response = await page.goto("/m/index");
    await expect(page).toHaveURL(/\/m\/home$/);
    const chain = await hops(response!);
    expect(chain.at(-1)).toBe(200);
    expect(chain.slice(0, -1).every((s) => s === 302 || s === 308)).toBe(true);
    await expectHome(page);
  });
});

test.describe("§2 route list: every other path is not shown (404)", () => {
  test("§2 route list: unknown /m/xyz is a 404 inside the chrome with a way home", async ({ page, consoleGuard }) => {
    const path = "/m/xyz";
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

  test("§2 route list: unknown /nope outside /m is a standalone 404 with a way home", async ({ page, consoleGuard }) => {
    const path = "/nope";
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
});
