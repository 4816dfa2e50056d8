import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { defineConfig } from "@playwright/test";

/**
 * Browser tests against the built app served by `wrangler pages dev` (TOOLCHAIN.md, Tests).
 * The run has its own D1 state (.wrangler/e2e), reset to the seed before the server starts, so dev
 * data is never touched. Tests share that database and the maintenance flag: one worker, in order.
 */
// E2E_PORT / E2E_STATE let several runs (or developers) share one machine without colliding.
const PORT = Number(process.env.E2E_PORT ?? 8790);
const STATE = process.env.E2E_STATE ?? ".wrangler/e2e";
const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * The test server's SQL door (decision 029): tests and `site` commands reach D1 through the
 * running server, never through a second workerd on its SQLite file. The token is kept in a file
 * per port, so the runner, its workers (which evaluate this file again) and a reused local server
 * agree on it.
 */
function testSqlToken(): string {
  const file = `.wrangler/e2e-sql-token-${PORT}`;
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(24).toString("hex"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}
process.env.E2E_SQL_TOKEN = testSqlToken();
process.env.EL_TEST_SQL_URL = BASE_URL;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  // Test SQL goes through the server (decision 029), which ended the SQLITE_BUSY failures. CI keeps
  // one retry as a safety net for 2-second toasts on a loaded machine; a retried test is reported
  // as flaky in the list and the slowest-specs summary, never hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [["list"], ["html", { open: "never" }], ["./tests/reporters/slowest-specs.ts"]]
    : [["list"], ["./tests/reporters/slowest-specs.ts"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    // Chromium would send "en-US" by default; the product's players browse in Filipino, which the
    // app maps to TY, its default language. Tests that need another language set their own.
    locale: "fil-PH",
    // A service worker would answer later specs from its cache and outlive a test's routes; only
    // tests/e2e/pwa.spec.ts, which tests the worker itself, allows it (issue 17 item 2).
    serviceWorkers: "block",
    // Recording a trace costs about a fifth of the run's time (measured on two specs: 130 s → 107 s);
    // CI keeps its failure screenshots, a local run keeps traces of failures.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      // Playwright cannot download browsers here: Debian's Chromium (TOOLCHAIN.md).
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
  // Each project runs only what it can prove (issue 10): a test tagged @js-only checks behaviour that
  // needs scripts in the page, one tagged @no-js-only the server-rendered fallback of it. What the
  // server alone decides (@server: status codes, gates, redirects, Accept-Language; the route-alias
  // and raw-HTTP specs) and reference screenshots do not depend on the browser's JavaScript, so
  // they run once, in the js project; the no-js project keeps every form, link and navigation.
  projects: [
    { name: "js", use: { javaScriptEnabled: true }, grepInvert: /@no-js-only/ },
    // Proves every form and link works before (and without) JavaScript.
    {
      name: "no-js",
      use: { javaScriptEnabled: false },
      grepInvert: /@js-only|@server/,
      testIgnore: ["**/security-input.spec.ts", "**/screenshots.spec.ts", "**/routing.spec.ts"],
    },
  ],
  webServer: {
    command: "npx tsx scripts/db.ts reset && npx tsx scripts/start.ts",
    // EDGE_CACHE=off: specs change content in D1 and must see it on the next request (decision 011).
    env: { PORT: String(PORT), EL_PERSIST_DIR: STATE, EDGE_CACHE: "off", CLIENT_IP_SOURCE: "cloudflare", E2E_SQL_TOKEN: process.env.E2E_SQL_TOKEN },
    url: `${BASE_URL}/m/home`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
