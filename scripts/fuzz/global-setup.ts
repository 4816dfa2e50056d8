/**
 * Vitest globalSetup of the fuzz project (vitest.config.ts): the fuzz sample drives the built
 * app, so build it when build/server is missing or older than any source it is made from — under
 * the same lock as scripts/start.ts, so a build never empties build/ while a server starts from it.
 * A failed build fails the run: the sample never skips.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { SERVER_BUILD, staleBuildReason } from "../build-freshness";
import { withBuildLock } from "../build-lock";

const ROOT = new URL("../..", import.meta.url).pathname;

export default async function setup(): Promise<void> {
  await withBuildLock(async () => {
    const stale = staleBuildReason();
    if (!stale) return;
    console.log(`fuzz sample: ${stale}, building…`);
    const r = spawnSync(join(ROOT, "node_modules/.bin/react-router"), ["build"], {
      cwd: ROOT,
      // vitest runs with NODE_ENV=test, and Vite would build React's development bundle (and
      // import.meta.env.PROD false: no service worker) for the browser tests that reuse this build.
      env: { ...process.env, NODE_ENV: "production" },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    if (r.status !== 0 || !existsSync(SERVER_BUILD)) throw new Error(`react-router build failed (exit ${r.status}):\n${r.stdout}${r.stderr}`);
  });
}
