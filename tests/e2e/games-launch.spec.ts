import type { Page } from "@playwright/test";
import { expect, failedResource, locales, signedIn, test } from "./fixtures";
import { DEMO_TEXTS } from "../../gateway/handlers/games-demo-texts";

const g = locales.ty.games;
const refused = locales.ty.error.crossSiteLaunch;

/** player06 is reserved for these tests (launches record Recent plays). */
const MEMBER = { username: "player06", password: "player1234" };

const firstTile = (page: Page) =>
  page
    .locator(".game-tile:not(.game-tile--skeleton)")
    .filter({ has: page.getByRole("button", { name: /^Laruin ang / }) })
    .first();

test.describe("§7 launch", () => {
  test("§5 launch as guest goes to /m/login and back to the list afterwards", async ({ page }) => {
    await page.goto("/m/gameList?gameType=RNG");
    await firstTile(page)
      .getByRole("button", { name: /^Laruin ang / })
      .click();
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2FgameList%3FgameType%3DRNG$/);
  });

  test("§7 launch to the demo game (game, vendor, member) and back; the play shows in Recent", { tag: "@no-js" }, async ({ page }) => {
    test.slow();
    await signedIn(page, MEMBER.username, MEMBER.password);
    await page.goto("/m/gameList?gameType=FISH&vendor=REEF");
    const tile = firstTile(page);
    const name = (await tile.locator(".game-tile__name").textContent())!;
    await tile.getByRole("button", { name: `Laruin ang ${name}` }).click();
    await expect(page).toHaveURL(/\/gw\/play\/[0-9a-f]{64}$/);
    await expect(page.getByTestId("demo-game")).toHaveText(name);
    await expect(page.getByTestId("demo-member")).toContainText(MEMBER.username);
    await expect(page.getByText("Reef Hunters", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: DEMO_TEXTS.ty.back }).click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=FISH&vendor=REEF$/);

    await page.getByRole("navigation", { name: g.classify.label }).getByRole("link", { name: g.classify.RECENT, exact: true }).click();
    await expect(page.locator(".game-tile__name").first()).toHaveText(name);
  });

  test("§7 LOTT and TCG vendors: the in-app lottery launcher and the vendor lobby", async ({ page }) => {
    await signedIn(page, MEMBER.username, MEMBER.password);
    await page.goto("/m/gameCenter");
    const lott = page.getByRole("list", { name: g.category.LOTT });
    await expect(lott.getByRole("link", { name: g.tile.enterVendor.replace("{{name}}", "Edge Lott") })).toHaveAttribute("href", "/m/lottery");
    await lott.getByRole("button", { name: g.tile.enterVendor.replace("{{name}}", "TCG SEA Lotto") }).click();
    await expect(page).toHaveURL(/\/gw\/play\//);
    await expect(page.getByTestId("demo-game")).toContainText(DEMO_TEXTS.ty.lobby);
    await page.getByRole("link", { name: DEMO_TEXTS.ty.back }).click();
    await expect(page).toHaveURL(/\/m\/gameCenter$/);
  });

  test("§2 /m/launchGame?playType&prize_mode&code&pageBack opens a lottery in-app; guests sign in first", async ({ page }) => {
    const launcher = "/m/launchGame?playType=trad&prize_mode=Elott&code=EL3D&pageBack=%2Fm%2Flottery";
    await page.goto(launcher);
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2FlaunchGame/);
    await signedIn(page, MEMBER.username, MEMBER.password);
    await page.goto(launcher);
    await expect(page).toHaveURL(/\/gw\/play\//);
    await expect(page.getByTestId("demo-game")).toHaveText("E-Lotto 3D");
    await page.getByRole("link", { name: DEMO_TEXTS.ty.back }).click();
    await expect(page).toHaveURL(/\/m\/lottery$/);
  });

  test("§7 a failed lottery launch shows a retry and a way back (suspended game)", async ({ page, consoleGuard }) => {
    consoleGuard.allow({ text: /status of 502/, url: /\/m\/launchGame/ });
    await signedIn(page, MEMBER.username, MEMBER.password);
    const response = await page.goto("/m/launchGame?prize_mode=ZY&code=ZYD3&pageBack=home");
    expect(response!.status()).toBe(502);
    await expect(page.getByRole("alert")).toContainText(g.launch.failedTitle);
    const state = page.locator(".launch-state");
    await expect(state.getByRole("link", { name: g.launch.back })).toHaveAttribute("href", "/m/home");
    await expect(state.getByRole("link", { name: g.launch.retry })).toBeVisible();
  });

  test("decision 020: a lottery launch link followed from another site is refused (403); opened from the app it launches", async ({
    page,
    baseURL,
    consoleGuard,
  }) => {
    consoleGuard.allow(failedResource(403, "/m/launchGame"));
    await signedIn(page, MEMBER.username, MEMBER.password);
    const launcher = new URL("/m/launchGame?playType=trad&prize_mode=Elott&code=EL3D&pageBack=%2Fm%2Flottery", baseURL).href;
    // Another site: the test server's other loopback name (127.0.0.1 and localhost are different
    // sites to the browser), answered by the test itself. The player's SameSite=Lax session cookie
    // still travels on this top-level GET: only Sec-Fetch-Site tells the launch apart.
    const partner = new URL(baseURL!);
    partner.hostname = partner.hostname === "localhost" ? "127.0.0.1" : "localhost";
    partner.pathname = "/partner-promo";
    await page.route(partner.href, (route) =>
      route.fulfill({ contentType: "text/html; charset=utf-8", body: `<!doctype html><title>Partner</title><a href="${launcher}">Play E-Lotto 3D</a>` }),
    );
    await page.goto(partner.href);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/m/launchGame");
    await page.getByRole("link", { name: "Play E-Lotto 3D" }).click();
    // Chromium sends Sec-Fetch-Site: cross-site here; Playwright does not always report that header
    // on a navigation request, so the answer's status is what is checked.
    const response = await answered;
    expect(response.status()).toBe(403);
    await expect(page).toHaveURL(launcher);
    const state = page.locator(".launch-state");
    await expect(state.getByRole("heading", { name: refused.title })).toBeVisible();
    await expect(state).toContainText(refused.body);
    await expect(state.getByRole("link", { name: g.launch.back })).toHaveAttribute("href", "/m/lottery");

    // The player who meant to play opens it from the app's own page: a same-origin navigation.
    await state.getByRole("link", { name: refused.open }).click();
    await expect(page).toHaveURL(/\/gw\/play\//);
    await expect(page.getByTestId("demo-game")).toHaveText("E-Lotto 3D");
  });

  test(
    "decision 020: Sec-Fetch-Site decides — cross-site and same-site refused; same-origin, none and no header launch",
    { tag: "@js-only" },
    async ({ page }) => {
      // @js-only: HTTP answers only: the browser's JavaScript plays no part
      await signedIn(page, MEMBER.username, MEMBER.password);
      const launcher = "/m/launchGame?playType=trad&prize_mode=Elott&code=EL3D&pageBack=lottery";
      // page.request shares the browser context's cookies: these are the signed-in player's requests.
      for (const site of ["cross-site", "same-site"]) {
        const res = await page.request.get(launcher, { headers: { "Sec-Fetch-Site": site, "Accept-Language": "fil-PH" }, maxRedirects: 0 });
        expect(res.status(), site).toBe(403);
        expect(await res.text(), site).toContain(refused.title);
      }
      for (const site of ["same-origin", "none", null]) {
        const res = await page.request.get(launcher, { headers: site ? { "Sec-Fetch-Site": site } : {}, maxRedirects: 0 });
        expect(res.status(), String(site)).toBe(302);
        expect(res.headers()["location"], String(site)).toMatch(/\/gw\/play\/[0-9a-f]{64}$/);
      }
    },
  );
});
