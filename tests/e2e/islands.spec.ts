import { expect, test } from "./fixtures";

/** Home's islands (decision 049): the chunks the browser loads only when their section is shown. */
const HOME_ISLAND_CHUNKS = /\/assets\/(NoticeTicker|HotMatches|LotteryWidget|PopularGames|AnnouncementPopup|LoginPrompt)-[\w-]+\.js$/;

test.describe("decision 057: router updates reach React as transitions", () => {
  test("a navigation on home while its islands still wait for their code keeps their server HTML and logs no React #421 @js-only", async ({ page }) => {
    // Hold the islands' chunks, so their Suspense boundaries are still dehydrated (server HTML)
    // when the navigation lands: the window a slow phone has after the first paint.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route(HOME_ISLAND_CHUNKS, async (route) => {
      held += 1;
      await released;
      await route.continue();
    });

    // The frame's goto: the page fixture's would wait for every form on the page to hydrate.
    await page.mainFrame().goto("/m/home");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect.poll(() => held, { message: "home asked for its island chunks" }).toBeGreaterThan(0);
    const lottery = page.locator("section.home-lottery");
    await expect(lottery).toBeVisible();

    // A navigation that changes only the address (home's UI parameter, no new data), through
    // Remix's router as a link or closing a sheet does. Before decision 057 Remix's own location
    // update reached React as an urgent update: React dropped the sections' server HTML (they
    // vanished until their code came) and reported #421, which the console guard fails on.
    await page.evaluate(() =>
      (window as unknown as { __remixRouter: { navigate(to: string, opts: object): Promise<void> } }).__remixRouter.navigate("/m/home?sheet=none", {
        replace: true,
        preventScrollReset: true,
      }),
    );
    await expect(page).toHaveURL(/\/m\/home\?sheet=none$/);
    // React commits an urgent update that suspended within half a second (its "just noticeable"
    // delay); the section must still be there after that.
    await page.waitForTimeout(800);
    await expect(lottery).toBeVisible();

    release();
    await page.waitForLoadState("networkidle");
    await expect(lottery.locator(".home-lottery-row").first()).toBeVisible();
  });
});
