import { readFileSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";
import { testClockSetting } from "./contract/clock";
import { islandsPlugin } from "./scripts/islands-plugin";

const UNIT_FILES = ["app/**/*.test.{ts,tsx}", "gateway/**/*.test.ts", "contract/**/*.test.ts", "scripts/**/*.test.ts"];
const UNIT_EXCLUDE = ["scripts/fuzz/**"];

/**
 * Test files that change what the whole process shares: module mocks, stubbed globals or env, fake
 * timers, the global object, the server's clock (contract/clock.ts: the first EL_NOW wins). They keep
 * a fresh module graph per file; every other unit file shares its worker's (decision 084), which
 * halved the phase: importing the app's module graph again for each of 250 files was most of its
 * CPU. Found by reading the files, so a new test that stubs a global is isolated without anyone
 * remembering to list it.
 */
const PROCESS_WIDE = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(|\bprocess\.env\.\w+\s*=[^=]|\bglobalThis\b|\bconfigureClock\(|\bEL_NOW\b/;
const isolatedUnitFiles = ["app", "gateway", "contract", "scripts"]
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => join(dir, file)))
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith("scripts/fuzz/") && PROCESS_WIDE.test(readFileSync(file, "utf8")));

/**
 * The built app under Miniflare runs on the pinned clock, as the browser worlds do
 * (playwright.config.ts), so its request tests give the same answers at any hour.
 */
const builtAppEnv = { EL_NOW: process.env.EL_NOW ?? testClockSetting(Date.now()) };

/**
 * Unit tests run in Node without the Remix or Cloudflare plugins; D1 comes from a workerd of its
 * own per test file (gateway/testing.ts, decision 075). Four projects: "unit" and "unit-isolated"
 * (everything fast, split as above); "fuzz", the fuzz sample (scripts/fuzz/fuzz.test.ts); and
 * "worker", request tests of the built app (tests/worker/). The last two drive the built app in
 * Miniflare and so have a globalSetup that builds when build/ is missing or stale.
 * `npm run test:unit` runs all four; `npx vitest run --project 'unit*'` only the first two.
 */
export default defineConfig({
  // Unit tests render on the server side of an island: the plain import (scripts/islands-plugin.ts).
  plugins: [islandsPlugin(), tsconfigPaths()],
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One fork per core, not vitest's default of one fewer: the D1 tests spend much of their time
    // waiting on their workerd, which has cores of its own to use (on 2 cores: 6:47 → 4:10).
    maxWorkers: availableParallelism(),
    // A pool's options are the run's, not a project's: the shared-graph "unit" project runs on
    // threads, and everything that keeps a fresh graph per file on forks (vitest's default).
    poolOptions: { threads: { isolate: false } },
    projects: [
      {
        extends: true,
        test: { name: "unit", include: UNIT_FILES, exclude: [...UNIT_EXCLUDE, ...isolatedUnitFiles], pool: "threads" },
      },
      {
        extends: true,
        test: { name: "unit-isolated", include: isolatedUnitFiles },
      },
      {
        extends: true,
        test: { name: "fuzz", include: ["scripts/fuzz/**/*.test.ts"], globalSetup: ["scripts/fuzz/global-setup.ts"], hookTimeout: 300_000, env: builtAppEnv },
      },
      {
        extends: true,
        test: { name: "worker", include: ["tests/worker/**/*.test.ts"], globalSetup: ["scripts/fuzz/global-setup.ts"], hookTimeout: 300_000, env: builtAppEnv },
      },
    ],
  },
});
