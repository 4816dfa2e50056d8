import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
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

const SECRETS = ["SESSION_SECRET", "HONEYPOT_SECRET", "GATEWAY_SECRET"] as const;

/**
 * A fresh checkout has no .dev.vars: write one with random secrets so `npm start` needs no step.
 * An existing file keeps its values; a secret it lacks (added by a later version) is appended.
 */
export function ensureDevVars(): void {
  const path = join(ROOT, ".dev.vars");
  const random = () => randomBytes(32).toString("hex");
  if (!existsSync(path)) {
    let text = readFileSync(join(ROOT, ".dev.vars.example"), "utf8");
    for (const name of SECRETS) text = text.replace(new RegExp(`^${name}=.*$`, "m"), `${name}=${random()}`);
    writeFileSync(path, text, { mode: 0o600 });
    console.log("Created .dev.vars with fresh random secrets.");
    return;
  }
  const text = readFileSync(path, "utf8");
  const missing = SECRETS.filter((name) => !new RegExp(`^${name}=.{16,}$`, "m").test(text));
  if (!missing.length) return;
  const kept = text.split("\n").filter((line) => !missing.some((name) => line.startsWith(`${name}=`)));
  writeFileSync(path, [...kept.filter(Boolean), ...missing.map((name) => `${name}=${random()}`)].join("\n") + "\n", { mode: 0o600 });
  console.log(`Added ${missing.join(", ")} to .dev.vars.`);
}
