import type { Page } from "@playwright/test";
import { expect, failedResource, locales, noJs, test } from "./fixtures";

const ty = locales.ty;
const g = ty.games;

/** The tiles of the list named `category` (skeletons are hidden from assistive technology). */
const tiles = (page: Page, category: string) => page.getByRole("list", { name: category }).getByRole("listitem");
const tileNames = (page: Page) => page.locator(".game-tile:not(.game-tile--skeleton) .game-tile__name");
const tileVendors = (page: Page) => page.locator(".game-tile:not(.game-tile--skeleton) .game-tile__vendor");
const params = (page: Page) => new URL(page.url()).searchParams;

test.describe("§2 game lists: search, vendor tabs, filter drawer, classifications", () => {
  test("§2 game lists: /m/gameList?gameType=RNG shows 26 tiles with art, vendor, name, heart and Play", async ({ page }) => {
    const response = await page.goto("/m/gameList?gameType=RNG");
    expect(response!.status()).toBe(200);
    await expect(tiles(page, g.category.RNG)).toHaveCount(26);
    const first = tiles(page, g.category.RNG).first();
    const img = first.locator("img").first();
    // §6 images lazy and sized: the first row is eager (above the fold), the rest lazy; all sized.
    await expect(img).toHaveAttribute("width", "160");
    await expect(img).toHaveAttribute("height", "160");
    await expect(tiles(page, g.category.RNG).nth(6).locator("img").first()).toHaveAttribute("loading", "lazy");
    await expect(first.locator(".game-tile__vendor")).not.toBeEmpty();
    await expect(first.getByRole("button", { name: /^Idagdag ang .+ sa mga paborito$/ })).toHaveAttribute("aria-pressed", "false");
    await expect(first.getByRole("button", { name: /^Laruin ang / })).toBeVisible();
    await expect(page.getByText(/^\d+ laro$/)).toBeVisible();
  });

  test("§4 search: Enter runs the name search from page 1", async ({ page }) => {
    await page.goto("/m/gameList?gameType=RNG&page=2");
    const name = (await tileNames(page).first().textContent())!;
    const word = name.split(" ")[0]!;
    const box = page.getByRole("searchbox", { name: g.search.label });
    await box.fill(word);
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
    expect(params(page).has("page")).toBe(false);
    await expect(page.getByText(g.search.resultsFor.replace("{{q}}", word))).toBeVisible();
    const names = await tileNames(page).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n.toLowerCase()).toContain(word.toLowerCase());
  });

  test("§2 vendor tabs: 'All' plus one per vendor; a tab filters to that vendor and resets to page 1", async ({ page }) => {
    await page.goto("/m/gameList?gameType=RNG&page=2");
    const strip = page.getByRole("navigation", { name: g.vendors.label });
    await expect(strip.getByRole("link", { name: g.vendors.all })).toHaveAttribute("aria-current", "true");
    await strip.getByRole("link", { name: "Jade Dragon" }).click();
    await expect(page).toHaveURL(/[?&]vendor=JADE/);
    expect(params(page).has("page")).toBe(false);
    await expect(strip.getByRole("link", { name: "Jade Dragon" })).toHaveAttribute("aria-current", "true");
    await expect(strip.getByRole("link", { name: g.vendors.all })).not.toHaveAttribute("aria-current", "true");
    const vendors = await tileVendors(page).allTextContents();
    expect(vendors.length).toBe(26);
    expect(new Set(vendors)).toEqual(new Set(["Jade Dragon"]));
  });

  test("§2 filter drawer: vendor and minimum bet; Submit closes it and reloads from page 1", { tag: "@no-js" }, async ({ page }) => {
    await page.goto("/m/gameList?gameType=FISH&page=2");
    const drawer = page.locator("details.filter-drawer");
    await drawer.locator("summary").click();
    const dialog = page.getByRole("dialog", { name: g.filter.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("group", { name: g.filter.vendor }).getByText("Tidal Arcade", { exact: true }).click();
    await dialog.getByRole("group", { name: g.filter.minBet }).getByText("0.05", { exact: true }).click();
    await dialog.getByRole("button", { name: g.filter.submit }).click();
    await expect(page).toHaveURL(/[?&]vendor=TIDE/);
    expect(params(page).get("minBet")).toBe("0.05");
    expect(params(page).get("gameType")).toBe("FISH");
    expect(params(page).has("page")).toBe(false);
    await expect(dialog).toBeHidden();
    // The drawer closes at once; the filtered list arrives with the navigation: poll for it.
    await expect.poll(async () => [...new Set(await tileVendors(page).allTextContents())]).toEqual(["Tidal Arcade"]);
    await expect(drawer.locator("summary")).toHaveAccessibleName(g.filter.openActive.replace("{{count}}", "2"));
  });

  test("§2 filter drawer: Clear resets the pickers; the other categories lead to the lottery lobby", async ({ page }, info) => {
    await page.goto("/m/gameList?gameType=FISH&vendor=REEF&minBet=0.05");
    await page.locator("details.filter-drawer summary").click();
    const dialog = page.getByRole("dialog", { name: g.filter.title });
    await expect(dialog.getByRole("link", { name: g.filter.lottery })).toHaveAttribute("href", "/m/lottery");
    await dialog.getByRole("link", { name: g.filter.clear }).click();
    if (!noJs(info.project.use as { javaScriptEnabled: boolean })) {
      // With JavaScript, Clear resets the pickers in place (the drawer stays open); Submit applies it.
      await expect(dialog.getByRole("group", { name: g.filter.vendor }).getByRole("radio", { name: g.filter.all })).toBeChecked();
      await dialog.getByRole("button", { name: g.filter.submit }).click();
    }
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=FISH$/);
    await expect(tileVendors(page).first()).toBeVisible();
  });

  test("§4 classification: a tab resets to page 1 and clears the search text", async ({ page }) => {
    await page.goto("/m/gameList?gameType=RNG&q=Gold&page=2");
    await expect(page.getByRole("searchbox", { name: g.search.label })).toHaveValue("Gold");
    const tabs = page.getByRole("navigation", { name: g.classify.label });
    await expect(tabs.getByRole("link", { name: g.classify.ALL, exact: true })).toHaveAttribute("aria-current", "page");
    await tabs.getByRole("link", { name: g.classify.HOT, exact: true }).click();
    await expect(page).toHaveURL(/[?&]classify=HOT/);
    expect(params(page).has("q")).toBe(false);
    expect(params(page).has("page")).toBe(false);
    await expect(page.getByRole("searchbox", { name: g.search.label })).toHaveValue("");
    await expect(tabs.getByRole("link", { name: g.classify.HOT, exact: true })).toHaveAttribute("aria-current", "page");
    // Hot is a single page: no 'more'.
    await expect(page.getByRole("link", { name: g.list.more })).toHaveCount(0);
    await expect(tileNames(page).first()).toBeVisible();
  });

  test("§2 classification tabs: New only for RNG; server categories when more than one", async ({ page }) => {
    await page.goto("/m/gameList?gameType=RNG");
    const tabs = page.getByRole("navigation", { name: g.classify.label });
    await expect(tabs.getByRole("link", { name: g.classify.NEW, exact: true })).toBeVisible();
    await expect(tabs.getByRole("link", { name: "Klasiko", exact: true })).toHaveAttribute("href", /classify=CLASSIC/);
    await page.goto("/m/gameList?gameType=FISH");
    await expect(tabs.getByRole("link", { name: g.classify.NEW, exact: true })).toHaveCount(0);
    await expect(tabs.getByRole("link")).toHaveCount(4); // All, Favourite, Hot, Recent: FISH has one server category
  });

  test("§4 infinite scroll: page 2 loads near the bottom, then the list stops at the last page", { tag: "@js-only" }, async ({ page }) => {
    // @js-only: infinite scroll needs JavaScript; the no-JS 'more' link is tested below
    await page.goto("/m/gameList?gameType=FISH");
    await expect(tiles(page, g.category.FISH)).toHaveCount(26);
    const pageRequest = page.waitForRequest((r) => /\/m\/gameList\.data\?.*page=2.*from=2/.test(decodeURIComponent(r.url())));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await pageRequest;
    await expect(tiles(page, g.category.FISH)).toHaveCount(38);
    await expect(page.getByText(g.list.end)).toBeVisible();
    await expect(page.getByRole("link", { name: g.list.more })).toHaveCount(0);
    // The first page stayed in place (appended, not replaced).
    expect(new URL(page.url()).searchParams.has("page")).toBe(false);
  });

  test("§4 no-JS 'more' link: the next page, server-rendered, the same list", { tag: "@no-js-only" }, async ({ page }) => {
    // @no-js-only: with JavaScript the same link loads the page in place (infinite scroll test)
    await page.goto("/m/gameList?gameType=FISH");
    const first = await tileNames(page).allTextContents();
    await page.getByRole("link", { name: g.list.more }).click();
    await expect(page).toHaveURL(/[?&]page=2#page-2$/);
    await expect(tiles(page, g.category.FISH)).toHaveCount(38);
    expect((await tileNames(page).allTextContents()).slice(0, 26)).toEqual(first);
    await expect(page.getByRole("link", { name: g.list.more })).toHaveCount(0);
    await expect(page.getByText(g.list.end)).toBeVisible();
  });

  test("§4 the 'more' link with JavaScript appends the next page in place", { tag: "@js-only" }, async ({ page }) => {
    // @js-only: JavaScript behaviour
    await page.goto("/m/gameList?gameType=RNG&vendor=SPN");
    await expect(tileNames(page)).toHaveCount(26);
    await page.waitForLoadState("networkidle"); // hydrated: the click is taken by the page, not the browser
    const first = await tileNames(page).allTextContents();
    await page.getByRole("link", { name: g.list.more }).click();
    // Page 2 arrives in place (the infinite scroll may then fetch page 3 of 3, as the list's end is in view).
    await expect.poll(() => tileNames(page).count()).toBeGreaterThanOrEqual(52);
    expect((await tileNames(page).allTextContents()).slice(0, 26)).toEqual(first);
    expect(new URL(page.url()).searchParams.has("page")).toBe(false);
  });

  test("§5 bad list input answers 400 with a translated message and a way back", async ({ page, consoleGuard }) => {
    consoleGuard.allow(failedResource(400, "/m/gameList"));
    const response = await page.goto("/m/gameList?gameType=NOPE");
    expect(response!.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText(g.list.invalidQuery);
    await page.getByRole("link", { name: g.list.resetQuery }).click();
    await expect(tileNames(page).first()).toBeVisible();
  });

  test("§2 language: the list renders in EN and PT", async ({ page }) => {
    await page.goto("/m/gameList?gameType=RNG&lng=en");
    await expect(page.getByRole("navigation", { name: locales.en.games.classify.label }).getByRole("link", { name: "Hot", exact: true })).toBeVisible();
    await page.goto("/m/gameList?gameType=RNG&lng=pt");
    await expect(page.getByRole("searchbox", { name: locales.pt.games.search.label })).toBeVisible();
  });

  test("§2 /m/slotsCenter is the slot list; /m/gameCenter lists every category with vendor tiles", async ({ page }) => {
    await page.goto("/m/slotsCenter");
    await expect(page.getByRole("heading", { level: 1, name: ty.title.slots })).toBeVisible();
    await expect(tiles(page, g.category.RNG)).toHaveCount(26);
    await page.goto("/m/gameCenter");
    for (const type of ["SPORTS", "LIVE", "FISH", "RNG", "PVP", "LOTT", "INHOUSE", "ESPORTS", "COCKFIGHT"] as const) {
      await expect(page.getByRole("heading", { level: 2, name: g.category[type], exact: true })).toBeVisible();
    }
    await page
      .getByRole("list", { name: g.category.FISH })
      .getByRole("link", { name: g.tile.enterVendor.replace("{{name}}", "Reef Hunters") })
      .click();
    // A vendor tile opens the vendor's game lobby on that category (games-lobby.spec.ts covers the lobby).
    await expect(page).toHaveURL(/\/m\/gameLobby\?vendor=REEF&gameType=FISH$/);
    // The address changes as the navigation commits; the lobby renders just after: poll for it.
    await expect.poll(async () => [...new Set(await tileVendors(page).allTextContents())]).toEqual(["Reef Hunters"]);
  });
});
