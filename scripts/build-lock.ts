import { mkdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

const ROOT = new URL("..", import.meta.url).pathname;

/**
 * Several servers and test runs may start from one checkout (a developer's app, the browser tests,
 * the fuzz suite). A build empties build/ while it runs, so builds and server start-ups take turns
 * through a lock directory; a lock older than five minutes is left over from a crash and is taken over.
 * Used by scripts/start.ts and the fuzz sample's vitest globalSetup.
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
