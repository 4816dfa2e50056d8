import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { staleBuildReason } from "./build-freshness";

const ROOT = new URL("..", import.meta.url).pathname;

/**
 * Several servers and test runs may start from one checkout (a developer's app, the browser tests,
 * the fuzz suite). A build empties build/ while it runs, so builds and server start-ups take turns
 * through a lock directory; a lock older than five minutes is left over from a crash and is taken over.
 * Used by scripts/start.ts, deploy, the browser tests' global setup and the fuzz sample's vitest globalSetup.
 */
export const BUILD_LOCK = join(ROOT, ".wrangler", "build.lock");

export async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(join(ROOT, ".wrangler"), { recursive: true });
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      break;
    } catch {
      const age = Date.now() - (statSync(BUILD_LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 5 * 60_000) rmSync(BUILD_LOCK, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

/**
 * Builds the app when any source is newer than build/ (scripts/build-freshness.ts), under the lock:
 * every entry that needs the production build (npm start, deploy, the browser tests) shares one.
 */
export async function buildIfStale(options: { quiet?: boolean } = {}): Promise<void> {
  await withBuildLock(async () => {
    const stale = staleBuildReason();
    if (!stale) return;
    console.log(`Building: ${stale}.`);
    const build = spawnSync(join(ROOT, "node_modules/.bin/react-router"), ["build"], {
      cwd: ROOT,
      stdio: options.quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (build.status !== 0) {
      if (options.quiet) process.stderr.write(`${build.stdout ?? ""}${build.stderr ?? ""}`);
      // Throw (not exit) so the lock is released on the way out.
      throw new Error(`build failed (exit ${build.status})`);
    }
  });
}
