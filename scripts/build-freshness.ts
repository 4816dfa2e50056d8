import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const ROOT = new URL("..", import.meta.url).pathname;
export const SERVER_BUILD = join(ROOT, "build/server/index.js");
/** Everything the build is made from (tests excluded: they are not part of it). */
const SOURCES = [
  "app",
  "contract",
  "gateway",
  "functions",
  "public",
  "load-context.ts",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/service-worker",
  "tsconfig.json",
  "package-lock.json",
];

/** Source files newer than the build. */
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

/** Why the build must be made again, or null when build/ is newer than every source. */
export function staleBuildReason(): string | null {
  const built = statSync(SERVER_BUILD, { throwIfNoEntry: false })?.mtimeMs;
  if (built === undefined) return "build/server is missing";
  const newer = newerSources(built);
  if (!newer.length) return null;
  return `${newer.length} source file(s) newer than the build (${newer.slice(0, 3).join(", ")}${newer.length > 3 ? ", …" : ""})`;
}
