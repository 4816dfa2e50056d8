import type { Page } from "@playwright/test";
import { expect, expectToast, locales, signedIn, test } from "./fixtures";
import { DEMO_TEXTS } from "../../gateway/handlers/games-demo-texts";

const l = locales.ty.lottery;
const fill = (template: string, name: string) => template.replace("{{name}}", name);

/** player07 is reserved for these tests (lottery favourites live in a cookie of this browser context). */
const MEMBER = { username: "player07", password: "player1234" };

const tabs = (page: Page) => page.getByRole("navigation", { name: l.tabs.label });
const rows = (page: Page) => page.locator(".lott-row");
const rowNames = (page: Page) => page.locator(".lott-row__name").allTextContents();

test.describe("§2 lottery lobby", () => {
  test("§2 lottery lobby: tabs Hot, Favourites, then one per group; rows with draw, state, countdown and previous digits", async ({ page }) => {
    await page.goto("/m/lottery");
    const links = tabs(page).getByRole("link");
    await expect(links.nth(0)).toHaveText(l.tabs.HOT);
    await expect(links.nth(1)).toHaveText(l.tabs.FAV);
    await expect(links.nth(2)).toHaveText("Hilagang Vietnam");
    await expect(links).toHaveCount(9);
    await expect(links.nth(0)).toHaveAttribute("aria-current", "page");
    const row = rows(page).first();
    await expect(row.locator("img").first()).toHaveAttribute("width", "44");
    await expect(row.locator(".lott-row__draw")).toHaveText(new RegExp(`^${l.row.draw.replace("{{numero}}", String.raw`\d{8}(-\d{4})?`)}$`));
    await expect(row.getByRole("timer")).toHaveText(/^(\d{2}:\d{2}:\d{2}|--:--:--)$/);
    // §3 previous winning number: the part before ~, first comma group, one ball per digit.
    await expect(row.locator(".lott-ball")).toHaveCount(5);
  });

  test("§2 lottery tabs: a group tab shows that group's games", async ({ page }) => {
    await page.goto("/m/lottery");
    await tabs(page).getByRole("link", { name: "Mabilisang VN" }).click();
    await expect(page).toHaveURL(/\?tab=VN_FAST$/);
    await expect(tabs(page).getByRole("link", { name: "Mabilisang VN" })).toHaveAttribute("aria-current", "page");
    expect(await rowNames(page)).toEqual(["Mabilis VN 45s", "Mabilis VN 1 min", "Mabilis VN 3 min", "Mabilis VN 5 min"]);
    await tabs(page).getByRole("link", { name: "Klasikong digit" }).click();
    await expect(page).toHaveURL(/\?tab=ZY_CLASSIC$/);
    // A suspended game: no draw number, not on sale, --:--:--.
    const suspended = rows(page).filter({ hasText: "Araw-araw na 3" });
    await expect(suspended.locator(".lott-row__draw")).toHaveText(l.row.noDraw);
    await expect(suspended.getByRole("timer")).toHaveText("--:--:--");
    await expect(suspended.locator(".lott-badge")).toHaveText(l.row.closed);
  });

  test("§4 lottery favourites: member only; a favourite sorts first and fills the Favourites tab", async ({ page }) => {
    test.slow(); // several navigations and a sign-in
    await page.goto("/m/lottery?tab=VN_SOUTH");
    await page.getByRole("button", { name: fill(l.row.addFavourite, "Đồng Nai") }).click();
    await expectToast(page, locales.ty.toast.in_logged_login);

    await signedIn(page, MEMBER.username, MEMBER.password);
    await page.goto("/m/lottery?tab=VN_SOUTH");
    expect((await rowNames(page))[0]).toBe("TP. Hồ Chí Minh");
    await page.getByRole("button", { name: fill(l.row.addFavourite, "Đồng Nai") }).click();
    await expect(page.getByRole("button", { name: fill(l.row.removeFavourite, "Đồng Nai") })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => rowNames(page)).toEqual(["Đồng Nai", "TP. Hồ Chí Minh", "Cần Thơ", "Vũng Tàu"]);

    // The server renders the same order (the favourites are a cookie).
    await page.goto("/m/lottery?tab=VN_SOUTH");
    expect((await rowNames(page))[0]).toBe("Đồng Nai");
    await tabs(page).getByRole("link", { name: l.tabs.FAV }).click();
    await expect.poll(() => rowNames(page)).toEqual(["Đồng Nai"]);

    await page.getByRole("button", { name: fill(l.row.removeFavourite, "Đồng Nai") }).click();
    await expect(page.getByText(l.empty.favourites)).toBeVisible();
  });

  test("§4 lottery countdown ticks every 500 ms", { tag: "@js-only" }, async ({ page }) => {
    // @js-only: the countdown ticks with JavaScript; without it the server's value is shown
    await page.goto("/m/lottery?tab=ELOTT_PH");
    // A game on sale (sales close shortly before each draw: pick one that is open now).
    const timer = page
      .getByRole("timer")
      .filter({ hasText: /^\d{2}:\d{2}:\d{2}$/ })
      .first();
    const before = await timer.textContent();
    await expect(timer).not.toHaveText(before!, { timeout: 3000 });
    expect(await timer.textContent()).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  });

  test("§4 lottery poll: the menu is fetched again within the smallest remaining time (≤ 30 s)", { tag: "@js-only" }, async ({ page }) => {
    // @js-only: polling needs JavaScript
    test.setTimeout(60_000);
    await page.goto("/m/lottery?tab=VN_FAST");
    const poll = await page.waitForRequest((r) => r.url().includes("/m/lottery.data") && r.url().includes("poll=1"), { timeout: 32_000 });
    expect(poll.method()).toBe("GET");
  });

  test("§2 a row tap launches the game in-app and comes back to the lobby tab", async ({ page }) => {
    await signedIn(page, MEMBER.username, MEMBER.password);
    await page.goto("/m/lottery?tab=ELOTT_PH");
    await page.getByRole("link", { name: fill(l.row.play, "E-Lotto 4D") }).click();
    await expect(page).toHaveURL(/\/gw\/play\//);
    await expect(page.getByTestId("demo-game")).toHaveText("E-Lotto 4D");
    await page.getByRole("link", { name: DEMO_TEXTS.ty.back }).click();
    await expect(page).toHaveURL(/\/m\/lottery\?tab=ELOTT_PH$/);
  });

  test("§2 /m/moreLottery lists a prize mode's lotteries; /m/startLottery starts one", async ({ page }) => {
    test.slow();
    await page.goto("/m/moreLottery?prizeMode=ZY");
    await expect(page.getByRole("link", { name: fill(l.row.play, "5D 1 minuto") })).toHaveAttribute("href", /prize_mode=ZY&code=ZY5D1/);
    await signedIn(page, MEMBER.username, MEMBER.password);
    await page.goto("/m/startLottery?prizeMode=Elott");
    await page.getByLabel(l.start.game).selectOption({ label: "Swertres Express · E-Lotto" });
    await page.getByRole("button", { name: l.start.submit }).click();
    await expect(page).toHaveURL(/\/gw\/play\//);
    await expect(page.getByTestId("demo-game")).toHaveText("Swertres Express");
  });
});
