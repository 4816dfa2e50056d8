import type { Page, Request } from "@playwright/test";
import { d1 } from "./d1";
import { expect, failedResource, locales, noJs, test } from "./fixtures";

/*
 * Decision 058: a form is an island. The server renders it in place; until its
 * chunk (the form and conform) arrives it is a plain HTML form that posts to the action, then React
 * hydrates it and conform takes over. These tests hold the login form's chunk back with page.route
 * to see both states. JavaScript only: without it every form is the plain HTML form (the no-js
 * project runs the forms' own specs).
 */
const ty = locales.ty;
const acc = ty.account;
const LOGIN_FORM_CHUNK = /\/assets\/LoginForm-[\w-]+\.js$/;
const USER = "player01";

/** Holds the login form's chunk until `release()` (a request of a closed page is let go quietly). */
async function holdLoginFormChunk(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(LOGIN_FORM_CHUNK, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release };
}

/** page.goto waits for the islands to hydrate (fixtures); the frame's goto does not: the page, island still dehydrated. */
async function gotoBeforeIslands(page: Page, url: string): Promise<void> {
  await page.mainFrame().goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

const clearLoginFailures = () => d1(`DELETE FROM login_failures WHERE subject = 'account:${USER}' OR subject LIKE 'pair:${USER}|%'`);

test.describe("decision 058 form islands (the login form)", () => {
  test.skip(({ javaScriptEnabled }) => noJs({ javaScriptEnabled }), "an island hydrates only with JavaScript");

  test("decision 058: typed before the chunk arrives, the value survives hydration; then conform validates in the browser", async ({ page }) => {
    const held = await holdLoginFormChunk(page);
    await gotoBeforeIslands(page, "/m/login");
    const username = page.getByLabel(acc.field.username, { exact: true });
    // The server rendered the form in place: usable before its code is there.
    await username.fill(USER);

    const posts: Request[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r);
    });
    const islandLoaded = page.waitForResponse(LOGIN_FORM_CHUNK);
    // The form's validation (zod) loads at the first idle moment after hydration (decision 055).
    const validationLoaded = page.waitForResponse(/\/assets\/validation-[\w-]+\.js$/);
    held.release();
    await islandLoaded;
    await page.waitForFunction(() => Object.keys(document.getElementById("login-username") ?? {}).some((key) => key.startsWith("__reactFiber$")));
    await validationLoaded;

    // React kept what was typed into the uncontrolled field while it hydrated the server's markup.
    await expect(username).toHaveValue(USER);
    // conform's client validation: leaving the empty password says so without asking the server.
    // A blur before the schema applies (the render after its module arrives, decision 055) is
    // deferred to the server and marks the field validated; from then on each input re-validates
    // (shouldRevalidate onInput), so type and clear until the schema answers.
    const password = page.getByLabel(acc.field.password, { exact: true });
    await password.focus();
    await password.blur();
    await expect(async () => {
      await password.fill("x");
      await password.fill("");
      await expect(page.getByText(ty.validation.password.required)).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    expect(posts).toEqual([]);
    // The consoleGuard fixture fails the test on a hydration warning (the island rendered the server's tree).
  });

  test("decision 058: a submit before the chunk arrives posts the plain form, and the server's answer renders in the island", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(failedResource(400, "/m/login"));
    await clearLoginFailures();
    const held = await holdLoginFormChunk(page);
    try {
      await gotoBeforeIslands(page, "/m/login");
      await page.getByLabel(acc.field.username, { exact: true }).fill(USER);
      await page.getByLabel(acc.field.password, { exact: true }).fill("wrong-pass1");
      const posted = page.waitForRequest((r) => r.method() === "POST");
      await page.locator('button[name="intent"][value="login"]').click();
      const request = await posted;
      // The browser's own form submission (a document), not React Router's fetch: nothing was lost for want of the chunk.
      expect(request.resourceType()).toBe("document");
      expect((await request.response())?.status()).toBe(400);
      // The action's refusal, rendered by the server inside the island (its chunk still held back).
      await expect(page.getByRole("alert").filter({ hasText: acc.login.wrongCredentials })).toBeVisible();
      await expect(page.getByLabel(acc.field.username, { exact: true })).toHaveValue(USER);
      await expect(page.getByLabel(acc.field.password, { exact: true })).toHaveValue("");
    } finally {
      held.release();
      await clearLoginFailures();
    }
  });
});
