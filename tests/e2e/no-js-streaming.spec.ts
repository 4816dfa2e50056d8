import { expect, test } from "./fixtures";

/**
 * Decision 019. A home section that misses the shell is streamed by React 18 after the document
 * as `<div hidden id="S:n">…</div>` plus an inline script that moves it into place, while its
 * skeleton waits in the page. Without JavaScript that script never runs, so home's <noscript>
 * style shows the holders and hides every skeleton (`data-fallback`).
 *
 * A phone's User-Agent: entry.server.tsx gives crawlers the whole document at once, and isbot
 * counts HeadlessChrome (the suite's browser) as one.
 */
const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
/** React's holder for a section streamed after the shell; the same selector as NO_JS_STREAM_CSS in app/ui/NoJsStreamStyle.tsx. */
const HOLDER = 'body div[hidden][id^="S:"]';
const LOADS = 5;

test.describe("decision 019: home without JavaScript relies on React's streaming markup", () => {
  test.use({ userAgent: PHONE });

  test(
    "decision 019: streamed holders (div[hidden][id^=S:]) are shown and skeletons ([data-fallback]) hidden, so every section appears without JavaScript",
    { tag: "@no-js-only" },
    async ({ page }) => {
      // @no-js-only: with JavaScript React's inline script moves each section into place

      // Which sections miss the shell depends on timing (React always sends a section larger than
      // 12,800 bytes apart): load until at least one came in a holder, so the rule is exercised.
      let holders = 0;
      for (let load = 0; load < LOADS && holders === 0; load++) {
        await page.goto("/m/home");
        holders = await page.locator(HOLDER).count();
      }
      expect(holders, `no home section was streamed after the shell in ${LOADS} loads`).toBeGreaterThan(0);

      // The markup the rule depends on: React's pending boundary (<!--$?--><template id="B:n">), whose
      // content the inline script would have moved.
      expect(await page.locator('template[id^="B:"]').count()).toBeGreaterThan(0);
      for (const holder of await page.locator(HOLDER).all()) await expect(holder).toHaveCSS("display", "block");
      await expect(page.locator("[data-fallback]:visible")).toHaveCount(0);

      // What the player sees: each streamed section of the lobby, wherever React left it.
      await expect(page.locator('section.hot-strip[aria-labelledby="hot-title"]')).toBeVisible();
      await expect(page.locator('section.home-lottery[aria-labelledby="lottery-title"]')).toBeVisible();
      await expect(page.locator("#popular")).toBeVisible();
      // A skeleton added without data-fallback would stay on screen beside its content.
      await expect(page.locator(".shimmer:visible, .game-tile--skeleton:visible")).toHaveCount(0);
    },
  );
});
