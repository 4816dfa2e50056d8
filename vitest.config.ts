import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

/**
 * Unit tests run in Node without the Remix or Cloudflare plugins; D1 comes from wrangler's platform proxy.
 * Two projects: "unit" (everything fast), and "fuzz" — the fuzz sample (scripts/fuzz/fuzz.test.ts),
 * which drives the built app in Miniflare and so has a globalSetup that builds when build/ is
 * missing or stale. `npm run test:unit` runs both; `npx vitest run --project unit` only the first.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
    ],
  },
});
