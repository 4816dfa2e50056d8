import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, type Plugin } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { testOnlyTraces } from "./production-bundle";

const ROOT = join(import.meta.dirname, "..");
const out = mkdtempSync(join(tmpdir(), "edge-lobby-production-bundle-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/**
 * The React Router build (build/server) stays outside: it exists only after `npm run build`, and
 * `npm run deploy:check` reads the whole bundle wrangler makes with it (scripts/deploy.ts).
 */
const serverBuildOutside: Plugin = {
  name: "server-build-outside",
  setup(b) {
    b.onResolve({ filter: /\/build\/server$/ }, (args) => ({ path: args.path, external: true }));
  },
};

/** Bundles `entry` as wrangler bundles a Pages function (esm, workerd conditions) into a directory of its own. */
async function bundle(entry: string): Promise<string> {
  const dir = mkdtempSync(join(out, "bundle-"));
  await build({
    entryPoints: [join(ROOT, entry)],
    outfile: join(dir, "index.js"),
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    conditions: ["workerd", "worker", "browser"],
    external: ["node:*", "cloudflare:*"],
    plugins: [serverBuildOutside],
    logLevel: "error",
  });
  return dir;
}

describe("decision 029: the browser tests' SQL door is test code only", () => {
  it("the production Pages function's bundle holds neither the door's path nor its token variable", async () => {
    expect(testOnlyTraces(await bundle("functions/[[path]].ts"))).toEqual([]);
  });

  it("the browser tests' worker holds both, so the check sees a door when there is one", async () => {
    expect(testOnlyTraces(await bundle("scripts/test-pages-worker.ts"))).toEqual(["index.js: /__e2e/d1", "index.js: E2E_SQL_TOKEN"]);
  });
});
