import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join } from "node:path";

/** Shared by the npm scripts: where local D1 state lives, and how wrangler is called. */
export const ROOT = new URL("..", import.meta.url).pathname;
export const PERSIST_DIR = process.env.EL_PERSIST_DIR ?? join(ROOT, ".wrangler/state");

const WRANGLER = join(ROOT, "node_modules/.bin/wrangler");

export function wrangler(args: string[], opts: { quiet?: boolean } = {}): string {
  const result = spawnSync(WRANGLER, args, {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
    stdio: opts.quiet ? ["ignore", "pipe", "pipe"] : ["ignore", "pipe", "inherit"],
  });
  if (result.status !== 0) {
    if (opts.quiet) process.stderr.write(result.stderr ?? "");
    process.stderr.write(result.stdout ?? "");
    throw new Error(`wrangler ${args.slice(0, 3).join(" ")} failed (exit ${result.status})`);
  }
  return result.stdout;
}

/** Runs SQL against the local D1 database and returns the rows of the last statement. */
export function d1(sql: string): Record<string, unknown>[] {
  const out = wrangler(["d1", "execute", "DB", "--local", "--persist-to", PERSIST_DIR, "--json", "--command", sql], { quiet: true });
  const parsed = JSON.parse(out) as { results: Record<string, unknown>[] }[];
  return parsed.at(-1)?.results ?? [];
}

/**
 * A fresh checkout has no .dev.vars: write one with random secrets so `npm start` needs no step.
 * Existing files are never touched.
 */
export function ensureDevVars(): void {
  const path = join(ROOT, ".dev.vars");
  if (existsSync(path)) return;
  const example = readFileSync(join(ROOT, ".dev.vars.example"), "utf8");
  const filled = example
    .replace(/^SESSION_SECRET=.*$/m, `SESSION_SECRET=${randomBytes(32).toString("hex")}`)
    .replace(/^HONEYPOT_SECRET=.*$/m, `HONEYPOT_SECRET=${randomBytes(32).toString("hex")}`);
  writeFileSync(path, filled, { mode: 0o600 });
  console.log("Created .dev.vars with fresh random secrets.");
}
