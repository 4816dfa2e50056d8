import { availableParallelism } from "node:os";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

/**
 * Unit tests run in Node without the Remix or Cloudflare plugins; D1 comes from a workerd of its
 * own per test file (gateway/testing.ts, decision 075). Three projects: "unit" (everything fast);
 * "fuzz", the fuzz sample (scripts/fuzz/fuzz.test.ts); and "worker", request tests of the built
 * app (tests/worker/). The last two drive the built app in Miniflare and so have a globalSetup that
 * builds when build/ is missing or stale. `npm run test:unit` runs all three;
 * `npx vitest run --project unit` only the first.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One fork per core, not vitest's default of one fewer: the D1 tests spend much of their time
    // waiting on their workerd, which has cores of its own to use (on 2 cores: 6:47 → 4:10).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "gateway/**/*.test.ts", "shared/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["scripts/fuzz/**"],
        },
      },
      {
        extends: true,
        test: { name: "fuzz", include: ["scripts/fuzz/**/*.test.ts"], globalSetup: ["scripts/fuzz/global-setup.ts"], hookTimeout: 300_000 },
      },
      {
        extends: true,
        test: { name: "worker", include: ["tests/worker/**/*.test.ts"], globalSetup: ["scripts/fuzz/global-setup.ts"], hookTimeout: 300_000 },
      },
    ],
  },
});
