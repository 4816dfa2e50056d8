import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/*
 * What the scripts that run the built app in Miniflare (the bench, the fuzz suite) share: the
 * worker's settings read from wrangler.toml.
 */
const ROOT = new URL("..", import.meta.url).pathname;

export type WorkerConfig = {
  compatibilityDate: string;
  compatibilityFlags: string[];
  vars: Record<string, string>;
  d1: Record<string, string>; // binding → database_id
  r2: string[]; // bucket bindings
  migrationsDir: string;
  /** Secret names (from .dev.vars.example): the scripts give each a fresh random value. */
  secrets: string[];
};

/** The few wrangler.toml fields the worker needs (top-level keys, [vars], [[d1_databases]], [[r2_buckets]]); not a TOML parser. */
export function readWorkerConfig(): WorkerConfig {
  const toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8");
  const cfg: WorkerConfig = {
    compatibilityDate: "2026-04-01",
    compatibilityFlags: ["nodejs_compat"],
    vars: {},
    d1: {},
    r2: [],
    migrationsDir: "migrations",
    secrets: [],
  };
  let section = "";
  let d1: Record<string, string> | undefined;
  const unquote = (v: string) =>
    v
      .trim()
      .replace(/^"(.*)"$/, "$1")
      .replace(/^'(.*)'$/, "$1");
  for (const raw of toml.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const header = /^\[\[?([\w.-]+)\]\]?$/.exec(line);
    if (header) {
      section = header[1]!;
      d1 = section === "d1_databases" ? {} : undefined;
      continue;
    }
    const kv = /^([\w-]+)\s*=\s*(.*)$/.exec(line);
    if (!kv) continue;
    const [, key, value] = kv as unknown as [string, string, string];
    if (section === "") {
      if (key === "compatibility_date") cfg.compatibilityDate = unquote(value);
      if (key === "compatibility_flags") cfg.compatibilityFlags = [...value.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
    } else if (section === "vars") cfg.vars[key] = unquote(value);
    else if (section === "d1_databases" && d1) {
      d1[key] = unquote(value);
      if (d1.binding && d1.database_id) cfg.d1[d1.binding] = d1.database_id;
      if (key === "migrations_dir") cfg.migrationsDir = unquote(value);
    } else if (section === "r2_buckets" && key === "binding") cfg.r2.push(unquote(value));
  }
  // Secrets live in .dev.vars; its example names them all.
  const example = join(ROOT, ".dev.vars.example");
  if (existsSync(example)) cfg.secrets = [...readFileSync(example, "utf8").matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
  for (const name of ["SESSION_SECRET", "HONEYPOT_SECRET", "GATEWAY_SECRET"]) if (!cfg.secrets.includes(name)) cfg.secrets.push(name);
  if (!Object.keys(cfg.d1).length) cfg.d1.DB = "00000000-0000-4000-8000-000000000001";
  return cfg;
}
