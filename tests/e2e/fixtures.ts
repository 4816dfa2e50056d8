import { fileURLToPath } from "node:url";
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Cookie,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { startWorld, type World } from "./world";
import en from "../../app/i18n/locales/en";
import pt from "../../app/i18n/locales/pt";
import ty from "../../app/i18n/locales/ty";
import { HONEYPOT_FIELDS } from "../../app/server/spam.server";
import { configureClock } from "../../contract/clock";

export { expect };

/** The app's own texts, so expectations follow the translation tables (§2 Language picker). */
export const locales = { ty, en, pt } as const;

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Seeded accounts (gateway/seeds/seed.ts). */
export const DEMO = { username: "demo", password: "demo1234", balance: "₱12,580" } as const;

/**
 * One console error the test expects. `text` must match the whole message (a string is compared
 * exactly); `url`, when given, must match the resource the message is about.
 */
export type AllowedError = { text: string | RegExp; url?: string | RegExp };

type Collected = { source: "console" | "pageerror"; text: string; url: string };

type ConsoleGuard = {
  /** Allow console errors this test provokes on purpose (each entry may match any number of times). */
  allow: (...entries: AllowedError[]) => void;
  /** Watch a page the `page` fixture did not create (for example one from `browser.newContext()`). */
  watch: (page: Page) => void;
};

/** Chromium's wording for a document or fetch answered with an error status. */
const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  403: "Forbidden",
  404: "Not Found",
  451: "Unavailable For Legal Reasons",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/**
 * The one console error Chromium logs when a resource (the document itself, or a React Router `.data`
 * fetch) is answered with `status`. `path` is the URL path (query ignored) it must be about.
 */
export function failedResource(status: number, path: string | RegExp): AllowedError {
  const text = `Failed to load resource: the server responded with a status of ${status} (${STATUS_TEXT[status] ?? ""})`;
  const url = typeof path === "string" ? new RegExp(`^https?://[^/]+${escapeRegExp(path)}(\\?.*)?$`) : path;
  return { text, url };
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function matches(pattern: string | RegExp, value: string): boolean {
  return typeof pattern === "string" ? pattern === value : pattern.test(value);
}

/** A stable private address per test (and project), for the CF-Connecting-IP header. */
function testIp(id: string): string {
  let h = 2166136261;
  for (const c of id) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return `10.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${h & 255 || 1}`;
}

/** The address the `clientIp` fixture gives a test's page, for its requests made outside the page. */
const ipOfTest = (info: TestInfo) => testIp(`${info.project.name}:${info.testId}:${info.retry}`);

type WarmContexts = { get: (options: BrowserContextOptions) => Promise<BrowserContext> };

/**
 * A kept context's `request` (what `page.request` is) keeps its keep-alive connections from test
 * to test as well. workerd closes a connection left idle for 5 s without announcing it (measured:
 * closed after 5,007 ms, no Keep-Alive header), so a request sent on one in the instant it closes
 * fails with ECONNRESET before the server has read it: seen once in CI, at a test's first
 * request, and measured with requests sent after 4,990–5,015 ms idle: 6 of 26 reset (4,995–5,000
 * ms), 0 of 26 with one retry. A browser sends such a request again on a new connection;
 * Playwright's client does so when asked with `maxRetries`, and only for a reset.
 */
function retryRequestsOnReset(context: BrowserContext): void {
  const request = context.request;
  const fetch = request.fetch.bind(request);
  request.fetch = (urlOrRequest, options) => fetch(urlOrRequest, { maxRetries: 1, ...options });
}

export const test = base.extend<
  { consoleGuard: ConsoleGuard; clientIp: string; ownContext: boolean },
  { world: World; warmContexts: WarmContexts; worldBindings: Record<string, string> }
>({
  /**
   * A new context for each test, not the worker's kept one: `test.use({ ownContext: true })` for
   * tests that change what a context keeps and no reset undoes, such as a fake clock (`page.clock`
   * is the context's, and cannot be uninstalled).
   */
  ownContext: [false, { option: true }],

  /**
   * Variables the world's server gets on top of the usual ones, for a spec that needs a server
   * configured its own way: `test.use({ worldBindings: { GATEWAY_MODULES_OFF: "…" } })` at the top
   * of the spec file. A worker option, so Playwright gives such a spec workers (and worlds) of its own.
   */
  worldBindings: [{}, { scope: "worker", option: true }],

  /**
   * This worker's own server and database (tests/e2e/world.ts), started before its first test. The
   * test SQL door (`d1`) and `site` reach this world's database through the environment.
   */
  world: [
    async ({ worldBindings }, use, workerInfo) => {
      const world = await startWorld(workerInfo.workerIndex, worldBindings);
      // The tests' clock, pinned like the server's: rows they write and days they expect agree with it.
      configureClock(process.env.EL_NOW);
      process.env.EL_TEST_SQL_URL = world.baseURL;
      process.env.E2E_WORLD_STATE = world.stateDir;
      await use(world);
      await world.stop();
    },
    { scope: "worker", auto: true, timeout: 150_000 },
  ],

  baseURL: async ({ world }, use) => use(world.baseURL),

  /**
   * The worker's browser contexts, one per set of context options, kept from test to test
   * (decision 085). A fresh context starts with an empty HTTP cache, so each test's first page
   * fetched and compiled every script and stylesheet again: about a second of a page load and half
   * of its browser CPU. A kept context keeps only that cache of content-hashed files; everything
   * a test can observe is reset by the `context` fixture below.
   */
  warmContexts: [
    async ({ browser }, use) => {
      const contexts = new Map<string, BrowserContext>();
      await use({
        get: async (options) => {
          const key = JSON.stringify(options);
          const kept = contexts.get(key);
          if (kept) return kept;
          const context = await browser.newContext(options);
          retryRequestsOnReset(context);
          contexts.set(key, context);
          // A context that closed (a crashed browser) is replaced, never handed out again.
          context.on("close", () => contexts.delete(key));
          return context;
        },
      });
      await Promise.all([...contexts.values()].map((context) => context.close()));
    },
    { scope: "worker" },
  ],

  /**
   * Each test's context: the worker's kept one for these options, handed over with no page, no
   * cookie, no route and no permission — what a new context has, but with its HTTP cache warm. The
   * app keeps nothing in web storage (home-header.spec.ts checks it), so there is none to clear. A
   * test that lets service workers run gets a new context: a worker and its caches would outlive it.
   * So does a test that asks for its own (`ownContext`).
   */
  context: async (
    { browser, warmContexts, ownContext, baseURL, javaScriptEnabled, locale, viewport, reducedMotion, serviceWorkers, userAgent, hasTouch, isMobile },
    use,
    testInfo,
  ) => {
    const options: BrowserContextOptions = { baseURL, javaScriptEnabled, locale, viewport, reducedMotion, serviceWorkers, userAgent, hasTouch, isMobile };
    if (ownContext || serviceWorkers === "allow") {
      const context = await browser.newContext(options);
      await use(context);
      await context.close();
      return;
    }
    const context = await warmContexts.get(options);
    const closePages = () => Promise.all(context.pages().map((page) => page.close()));
    // Reset when handed over. A passed test's pages close as it ends, so none keeps polling while
    // other contexts are in use; a failed test's stay until then, for Playwright to read its error
    // context after the fixtures are torn down.
    await closePages();
    await Promise.all([
      context.clearCookies(),
      context.clearPermissions(),
      context.unrouteAll({ behavior: "ignoreErrors" }),
      context.setOffline(false),
      context.setExtraHTTPHeaders({}),
    ]);
    await use(context);
    if (testInfo.status === testInfo.expectedStatus) await closePages();
  },

  /**
   * With JavaScript, `page.goto` waits for the document (DOMContentLoaded, not every lazy image: a
   * test that needs an image loaded waits for it) and then until the app and its form islands have
   * hydrated (root Layout sets html[data-hydrated]; see below for the islands): before that, forms
   * use the browser's own validation, and a test that clicks too early on a busy machine would
   * test the wrong thing. Pages that are not the app's (the demo game, the offline page) are not waited for.
   * A test that holds an island's chunk on purpose navigates with `page.mainFrame().goto`.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      await page.addInitScript(recordStatusTexts);
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const navigate = () => goto(url, { waitUntil: "domcontentloaded", ...options });
        // A navigation the page's own scripts make while the test navigates away (seen once under
        // load, right after a form's answer) cancels the browser's with net::ERR_ABORTED: the
        // test meant to leave, so it goes again.
        const response = await navigate().catch((error: unknown) => {
          if (String(error).includes("net::ERR_ABORTED")) return navigate();
          throw error;
        });
        await page
          .waitForFunction(() => !document.querySelector('script[type="module"]') || document.documentElement.dataset.hydrated === "true", undefined, {
            timeout: 20_000,
          })
          .catch(() => undefined);
        // Form islands (decision 058) hydrate after the page, when their chunk arrives: wait until
        // React owns every form (it tags each node it hydrates with a __reactFiber$… key), so a test
        // that types or submits tests conform, not the plain HTML form it is until then.
        await page
          .waitForFunction(
            () =>
              !document.querySelector('script[type="module"]') ||
              [...document.forms].every((form) => Object.keys(form).some((key) => key.startsWith("__reactFiber$"))),
            undefined,
            { timeout: 20_000 },
          )
          .catch(() => undefined);
        return response;
      };
    }
    await use(page);
  },

  /**
   * Each test browses from its own client address (CF-Connecting-IP: Cloudflare sets it in
   * production and the local runtime passes it through), so the per-IP login guard (two failures
   * → captcha) never carries over from one test to the next. A test that sets its own extra
   * headers should keep this one.
   */
  clientIp: [
    async ({ page }, use, testInfo) => {
      const ip = ipOfTest(testInfo);
      await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ip });
      await use(ip);
    },
    { auto: true },
  ],

  /**
   * Fails the test on any console error or uncaught page error that the test did not allow
   * explicitly. Auto fixture: every test gets it, whether or not it asks for it.
   */
  consoleGuard: [
    async ({ page }, use, testInfo) => {
      const seen: Collected[] = [];
      const allowed: AllowedError[] = [];
      const watched = new WeakSet<Page>();
      const watch = (p: Page) => {
        if (watched.has(p)) return;
        watched.add(p);
        p.on("console", (msg: ConsoleMessage) => {
          if (msg.type() === "error") seen.push({ source: "console", text: msg.text(), url: msg.location().url });
        });
        p.on("pageerror", (err) => seen.push({ source: "pageerror", text: `${err.name}: ${err.message}`, url: p.url() }));
      };
      watch(page);

      await use({ allow: (...entries) => void allowed.push(...entries), watch });

      const unexpected = seen.filter(
        (e) => e.source === "pageerror" || !allowed.some((a) => matches(a.text, e.text) && (a.url === undefined || matches(a.url, e.url))),
      );
      if (unexpected.length) {
        await testInfo.attach("unexpected console errors", { body: JSON.stringify(unexpected, null, 2), contentType: "application/json" });
      }
      expect(unexpected, "unexpected console errors or page errors").toEqual([]);
    },
    { auto: true },
  ],
});

declare global {
  interface Window {
    __statusTexts?: string[];
  }
}

/** Page init script: keeps every text a status region (role=status: toasts, form notices) shows (see expectToast). */
function recordStatusTexts(): void {
  const shown: string[] = (window.__statusTexts = []);
  const read = () => {
    for (const region of document.querySelectorAll('[role="status"]')) {
      const text = region.textContent ?? "";
      if (text && !shown.includes(text)) shown.push(text);
    }
  };
  new MutationObserver(read).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Expects the page to have shown `text` in a status region: a toast (§9: it lasts 2 s from its
 * first paint) or a form's notice. On a loaded machine a check made once the page has settled can
 * come after the toast has gone, so a test of what it says must not depend on when it looks: with
 * JavaScript every text a status region showed is on record (the page fixture's init script);
 * without JavaScript the server-rendered toast stays in the document, faded out by CSS after its time.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  const normalise = (value: string) => value.replace(/\s+/g, " ").trim();
  const wanted = normalise(text);
  await expect
    .poll(
      async () => {
        const recorded = await page.evaluate(() => window.__statusTexts ?? []).catch(() => []);
        const inDocument = await page.getByRole("status").allTextContents();
        return [...recorded, ...inDocument].some((shown) => normalise(shown).includes(wanted));
      },
      { message: `a status message saying "${wanted}"` },
    )
    .toBe(true);
}

/** Session cookies of the accounts this worker has signed in with `signedIn` (each project runs in its own worker). */
const sessions = new Map<string, Cookie[]>();

/**
 * For tests that need a signed-in member, not the sign-in itself: the first call per account and
 * worker signs in through the form, later calls reuse that session cookie (about 2 s saved each).
 * Lands on /m/home like `login`. A session that no longer holds (revoked by another test) is
 * replaced by a fresh sign-in. Not for accounts whose tests depend on the first-login state.
 */
export async function signedIn(page: Page, username: string, password: string): Promise<void> {
  const cookies = sessions.get(username);
  if (cookies) {
    await page.context().addCookies(cookies);
    await page.goto("/m/home");
    if (await page.locator("header.home-header").getByText(username, { exact: true }).isVisible()) return;
  }
  await login(page, username, password);
  sessions.set(
    username,
    (await page.context().cookies()).filter((c) => c.name === "el_session"),
  );
}

/**
 * Signs in for a test that needs a member, not the sign-in itself, and opens /m/home. It posts
 * what the login form posts (its honeypot fields read from the server-rendered page) straight to
 * the login action, in the page's own context, so the session cookie lands where the test browses;
 * the form is not rendered or hydrated for it (about 0.8 s a sign-in saved). The form itself is
 * proven, with and without JavaScript, in account-login.spec.ts and session.spec.ts.
 */
export async function login(page: Page, username: string = DEMO.username, password: string = DEMO.password): Promise<void> {
  const form = await page.request.get("/m/login");
  const html = await form.text();
  const validFrom = new RegExp(`<input[^>]*name="${HONEYPOT_FIELDS.validFrom}"[^>]*value="([^"]*)"`).exec(html)?.[1];
  if (validFrom === undefined) throw new Error(`login(${username}): the login page has no ${HONEYPOT_FIELDS.validFrom} field`);
  const answer = await page.request.post("/m/login", {
    form: {
      method: "username",
      username,
      password,
      intent: "login",
      [HONEYPOT_FIELDS.name]: "",
      [HONEYPOT_FIELDS.validFrom]: validFrom.replaceAll("&amp;", "&"),
    },
    // From the test's own address, as its page browses (page.setExtraHTTPHeaders does not reach page.request).
    headers: { Origin: new URL(form.url()).origin, "CF-Connecting-IP": ipOfTest(test.info()) },
    maxRedirects: 0,
  });
  if (answer.status() !== 302) throw new Error(`login(${username}) was refused: HTTP ${answer.status()}`);
  await page.goto("/m/home");
  await expect(page).toHaveURL(/\/m\/home$/);
}

/**
 * An operator command (scripts/site-commands.ts, what `npm run site` runs) against this worker's
 * world: in this process, through the server's SQL door, so the server sees the change on its next
 * request. Returns what the command printed; a command that fails (exit code not 0) throws with it.
 */
export async function site(...args: string[]): Promise<string> {
  // Imported on first use: the local database module loads wrangler, which most specs never need.
  const [{ runSiteForTest }, { openLocalD1 }] = await Promise.all([import("../../scripts/site-commands"), import("../../scripts/local-d1")]);
  return runSiteForTest(args, () => openLocalD1(process.env.E2E_WORLD_STATE ?? ""));
}

/** True when the project runs without JavaScript (for test.skip with a reason). */
export const noJs = ({ javaScriptEnabled }: { javaScriptEnabled: boolean }) => !javaScriptEnabled;
