/**
 * Vitest globalSetup of the fuzz project (vitest.config.ts): the fuzz sample drives the built
 * app, so build it when build/server is missing or older than any source it is made from — under
 * the same lock as scripts/start.ts, so a build never empties build/ while a server starts from it.
 * A failed build fails the run: the sample never skips.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { withBuildLock } from "../build-lock";

const ROOT = new URL("../..", import.meta.url).pathname;
const SERVER_BUILD = join(ROOT, "build/server/index.js");
const SOURCES = ["app", "shared", "gateway", "functions", "public", "load-context.ts", "vite.config.ts", "package-lock.json"];

/** Source files newer than the build (tests excluded: they are not part of it). */
export function newerSources(builtAt: number): string[] {
  const newer: string[] = [];
  const walk = (p: string) => {
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) for (const e of readdirSync(p)) walk(join(p, e));
    else if (st.mtimeMs > builtAt && !/\.test\.tsx?$/.test(p)) newer.push(p.slice(ROOT.length));
  };
  for (const p of SOURCES) walk(join(ROOT, p));
  return newer;
}

export default async function setup(): Promise<void> {
  await withBuildLock(async () => {
    const built = statSync(SERVER_BUILD, { throwIfNoEntry: false })?.mtimeMs;
    const newer = built === undefined ? [] : newerSources(built);
    if (built !== undefined && !newer.length) return;
    console.log(
      built === undefined
        ? "fuzz sample: build/server is missing, building…"
        : `fuzz sample: ${newer.length} source file(s) newer than the build (${newer.slice(0, 3).join(", ")}${newer.length > 3 ? ", …" : ""}), building…`,
    );
    const r = spawnSync(join(ROOT, "node_modules/.bin/remix"), ["vite:build"], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    if (r.status !== 0 || !existsSync(SERVER_BUILD)) throw new Error(`remix vite:build failed (exit ${r.status}):\n${r.stdout}${r.stderr}`);
  });
}
