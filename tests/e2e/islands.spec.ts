import { expect, test } from "./fixtures";

/** Home's islands (decision 049): the chunks the browser loads only when their section is shown. */
const HOME_ISLAND_CHUNKS = /\/assets\/(NoticeTicker|HotMatches|LotteryWidget|PopularGames|AnnouncementPopup|LoginPrompt)-[\w-]+\.js$/;

test.describe("decision 086: a navigation while islands wait for their code", () => {
  test("a navigation on home while its islands still wait for their code keeps the sections on screen, they fill when the code comes, and no error escapes @js-only", async ({
    page,
  }) => {
    // React Router's HydratedRouter hands its location update to React outside a transition, and
    // no public API changes that: React gives up the waiting sections' server HTML and renders them
    // in the browser when their code comes (its recoverable error #421, which entry.client.tsx
    // turns into a warning). The sections must stay on screen meanwhile (decision 086).
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

    // A navigation that stays on home, as a player makes it: the bottom menu's Home link (the /m
    // layout is hydrated; the sections are not). The click is dispatched on the link: home's
    // announcement pop-up (an island too, so it cannot close yet) covers the page.
    await page.locator("nav.bottom-menu").getByRole("link").first().dispatchEvent("click");
    await expect(page).toHaveURL(/\/m\/home$/);
    // React commits an urgent update that suspended within half a second (its "just noticeable"
    // delay); the section must still be there after that.
    await page.waitForTimeout(800);
    await expect(lottery).toBeVisible();

    release();
    await page.waitForLoadState("networkidle");
    await expect(lottery.locator(".home-lottery-row").first()).toBeVisible();
  });
});
