import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { defineConfig } from "@playwright/test";
import { testClockSetting } from "./contract/clock";
import { E2E_STATE_ROOT } from "./tests/e2e/world";

/**
 * Browser tests against the built app: the production Pages function and build/client in workerd,
 * as Pages serves them (decision 083). Each worker starts its own server on its own port over its
 * own copy of the seeded database (tests/e2e/world.ts), so workers run side by side and dev data
 * is never touched.
 */

/**
 * The test servers' SQL door (decision 029): tests and `site` commands reach D1 through the
 * running server, never through a second workerd on its SQLite file. The token is kept in a file,
 * so the runner and its workers (which evaluate this file again) agree on it.
 */
function testSqlToken(): string {
  const file = `${E2E_STATE_ROOT}/sql-token`;
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(24).toString("hex"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}
process.env.E2E_SQL_TOKEN = testSqlToken();

/**
 * The pinned clock (contract/clock.ts): the seed, every world's server and the tests' own clock start
 * at 10:00 operator time on the day the run starts, so no result depends on the hour the suite runs
 * at. Workers inherit the runner's value. A test that needs another hour says so in its own data.
 */
process.env.EL_NOW ??= testClockSetting(Date.now());

/**
 * Debian's headless shell when it is installed (.ci/run installs it), else its full Chromium. The
 * shell is the same engine without the desktop browser around it (no GPU process, no extensions),
 * as Playwright's own headless runs use: measured on this 2-core machine, a home page visit took
 * about 1.2 s against 1.85 s and the browser used about a third less CPU.
 */
function debianChromium(): string {
  return existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium";
}

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  // One world per worker: two on two cores. E2E_WORKERS changes it for a bigger or a busier machine.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  // No retries: each worker owns its world and the clock is pinned, so a test that fails once is
  // a fault to mend, not noise to absorb.
  retries: 0,
  reporter: process.env.CI
    ? [["list"], ["html", { open: "never" }], ["./tests/reporters/slowest-specs.ts"]]
    : [["list"], ["./tests/reporters/slowest-specs.ts"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    viewport: { width: 390, height: 844 },
    // Chromium would send "en-US" by default; the product's players browse in Filipino, which the
    // app maps to TY, its default language. Tests that need another language set their own.
    locale: "fil-PH",
    // The app honours prefers-reduced-motion (CSS only: the ticker, skeleton shimmers, modal and
    // page fades stand still; carousels still turn, their timing is JavaScript's). Moving pictures
    // kept Chromium's renderer and compositor busy for nothing a test reads: measured on six page
    // visits of 3 s each, the browser's CPU fell from 9.3–10.5 s to 5.6–7.6 s. A test about a CSS
    // motion itself would set reducedMotion "no-preference"; none does today.
    reducedMotion: "reduce",
    // A service worker would answer later specs from its cache and outlive a test's routes; only
    // tests/e2e/pwa.spec.ts, which tests the worker itself, allows it.
    serviceWorkers: "block",
    // Recording a trace costs about a fifth of the run's time (measured on two specs: 130 s → 107 s);
    // CI keeps its failure screenshots, a local run keeps traces of failures.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      // Playwright cannot download browsers here: Debian's Chromium (TOOLCHAIN.md).
      executablePath: process.env.CHROMIUM_PATH ?? debianChromium(),
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  // Each project runs only what it can prove. The js project runs every test but those tagged
  // @no-js-only (the server-rendered fallback of a scripted behaviour). The no-js project is a
  // smoke set: the tests tagged @no-js (one journey per kind of form, filled in and answered, and
  // every test whose steps or checks differ without JavaScript) and @no-js-only. That every other
  // form renders as a plain form and answers its post with a page is proved in request tests of
  // the built worker (tests/worker/forms-without-js.test.ts); tests/README.md maps what moved.
  projects: [
    { name: "js", use: { javaScriptEnabled: true }, grepInvert: /@no-js-only/ },
    // Proves forms and links work before (and without) JavaScript.
    { name: "no-js", use: { javaScriptEnabled: false }, grep: /@no-js\b/ },
  ],
});
