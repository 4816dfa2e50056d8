import type { Page } from "@playwright/test";
import { expect, locales, test } from "./fixtures";
import { DEMO_TEXTS } from "../../gateway/handlers/games-demo-texts";
import { open, signIn as login } from "./games-helpers";

const g = locales.ty.games;

/** player06 is reserved for these tests (launches record Recent plays). */
const MEMBER = { username: "player06", password: "player1234" };

const firstTile = (page: Page) => page.locator(".game-tile:not(.game-tile--skeleton)").filter({ has: page.getByRole("button", { name: /^Laruin ang / }) }).first();

test.describe("§7 launch", () => {
  test("§5 launch as guest goes to /m/login and back to the list afterwards", async ({ page }) => {
    await open(page, "/m/gameList?gameType=RNG");
    await firstTile(page).getByRole("button", { name: /^Laruin ang / }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2FgameList%3FgameType%3DRNG$/);
  });

  test("§7 launch to the demo game (game, vendor, member) and back; the play shows in Recent", async ({ page }) => {
    test.slow();
    await login(page, MEMBER.username, MEMBER.password);
    await open(page, "/m/gameList?gameType=FISH&vendor=REEF");
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
    await login(page, MEMBER.username, MEMBER.password);
    await open(page, "/m/gameCenter");
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
    await login(page, MEMBER.username, MEMBER.password);
    await page.goto(launcher);
    await expect(page).toHaveURL(/\/gw\/play\//);
    await expect(page.getByTestId("demo-game")).toHaveText("E-Lotto 3D");
    await page.getByRole("link", { name: DEMO_TEXTS.ty.back }).click();
    await expect(page).toHaveURL(/\/m\/lottery$/);
  });

  test("§7 a failed lottery launch shows a retry and a way back (suspended game)", async ({ page, consoleGuard }) => {
    consoleGuard.allow({ text: /status of 502/, url: /\/m\/launchGame/ });
    await login(page, MEMBER.username, MEMBER.password);
    const response = await page.goto("/m/launchGame?prize_mode=ZY&code=ZYD3&pageBack=home");
    expect(response!.status()).toBe(502);
    await expect(page.getByRole("alert")).toContainText(g.launch.failedTitle);
    const state = page.locator(".launch-state");
    await expect(state.getByRole("link", { name: g.launch.back })).toHaveAttribute("href", "/m/home");
    await expect(state.getByRole("link", { name: g.launch.retry })).toBeVisible();
  });
});
