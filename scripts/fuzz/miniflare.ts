/**
 * The built app in Miniflare (workerd, as in production), for the fuzz sample and `npm run fuzz --
 * --miniflare`: the production Pages function (scripts/fuzz/worker.ts) bundled with esbuild from
 * build/server, an in-memory D1 migrated and seeded exactly like `npm run db:reset`, fresh random
 * secrets, EDGE_CACHE off. A second worker on the same D1 runs the setup SQL and the state
 * queries (Miniflare's own D1 proxy makes one synchronous round trip per statement; see bench.ts).
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build as esbuild } from "esbuild";
import { Miniflare } from "miniflare";
import type { Target } from "./runner";
import { seedStatements } from "../../gateway/seed";
import { splitSql } from "../../gateway/sql-split";

const ROOT = new URL("../..", import.meta.url).pathname;
export const SERVER_BUILD = join(ROOT, "build/server/index.js");

/** The wrangler.toml fields the worker needs (top-level keys, [vars], [[d1_databases]]); not a TOML parser. */
function readWorkerConfig() {
  const toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8");
  const cfg = {
    compatibilityDate: "2026-04-01",
    compatibilityFlags: ["nodejs_compat"],
    vars: {} as Record<string, string>,
    d1: {} as Record<string, string>,
    migrationsDir: "migrations",
  };
  let section = "";
  let d1: Record<string, string> = {};
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
      d1 = {};
      continue;
    }
    const kv = /^([\w-]+)\s*=\s*(.*)$/.exec(line);
    if (!kv) continue;
    const k = kv[1]!;
    const v = kv[2]!;
    if (section === "") {
      if (k === "compatibility_date") cfg.compatibilityDate = unquote(v);
      if (k === "compatibility_flags") cfg.compatibilityFlags = [...v.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
    } else if (section === "vars") cfg.vars[k] = unquote(v);
    else if (section === "d1_databases") {
      d1[k] = unquote(v);
      if (d1.binding && d1.database_id) cfg.d1[d1.binding] = d1.database_id;
      if (k === "migrations_dir") cfg.migrationsDir = unquote(v);
    }
  }
  if (!Object.keys(cfg.d1).length) cfg.d1.DB = "00000000-0000-4000-8000-000000000001";
  return cfg;
}

/** Statements of a migration file: `--` comments removed (outside quotes), split on `;` (as scripts/bench.ts). */

const SETUP_WORKER = `export default {
  async fetch(request, env) {
    try {
      const { exec, query } = await request.json();
      for (const sql of exec ?? []) if (sql.length) await env.DB.batch(sql.map((s) => env.DB.prepare(s)));
      const results = [];
      for (const s of query ?? []) results.push((await env.DB.prepare(s).all()).results);
      return Response.json(results);
    } catch (e) {
      return new Response(String((e && e.stack) || e), { status: 500 });
    }
  },
};`;

export type MiniflareTarget = Target & { dispose(): Promise<void> };

export async function startMiniflareTarget(opts: { onLog?: (line: string) => void } = {}): Promise<MiniflareTarget> {
  if (!existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run npm run build first`);
  const tmp = mkdtempSync(join(tmpdir(), "edge-lobby-fuzz-"));
  let mf: Miniflare | undefined;
  try {
    const workerFile = join(tmp, "worker.mjs");
    await esbuild({
      entryPoints: [join(ROOT, "scripts/fuzz/worker.ts")],
      outfile: workerFile,
      bundle: true,
      format: "esm",
      platform: "browser",
      target: "es2022",
      conditions: ["workerd", "worker", "browser"],
      mainFields: ["browser", "module", "main"],
      external: ["node:*", "cloudflare:*"],
      define: { "process.env.NODE_ENV": '"production"' },
      logLevel: "error",
      logOverride: { "ignored-bare-import": "silent" },
    });
    const cfg = readWorkerConfig();
    const compat = { compatibilityDate: cfg.compatibilityDate, compatibilityFlags: cfg.compatibilityFlags };
    const secret = () => randomBytes(32).toString("hex");
    const log = opts.onLog;
    mf = new Miniflare({
      host: "127.0.0.1",
      port: 0,
      cf: false,
      handleRuntimeStdio: (stdout, stderr) => {
        for (const s of [stdout, stderr]) s.on("data", (c: Buffer) => log?.(c.toString()));
      },
      workers: [
        {
          name: "app",
          ...compat,
          modules: [{ type: "ESModule", path: workerFile }],
          modulesRoot: tmp,
          d1Databases: cfg.d1,
          bindings: { ...cfg.vars, SESSION_SECRET: secret(), HONEYPOT_SECRET: secret(), GATEWAY_SECRET: secret(), EDGE_CACHE: "off" },
        },
        { name: "fuzz-setup", ...compat, modules: true, script: SETUP_WORKER, d1Databases: cfg.d1 },
      ],
    });
    const url = await mf.ready;
    const setup = await mf.getWorker("fuzz-setup");
    const call = async (body: { exec?: string[][]; query?: string[] }) => {
      const res = await setup.fetch("http://fuzz-setup.invalid/", { method: "POST", body: JSON.stringify(body) });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`D1 setup worker: ${text}`);
      return JSON.parse(text) as Record<string, unknown>[][];
    };
    const dir = join(ROOT, cfg.migrationsDir);
    const migrations = readdirSync(dir)
      .filter((f) => f.endsWith(".sql"))
      .sort()
      .map((f) => splitSql(readFileSync(join(dir, f), "utf8")));
    await call({ exec: [...migrations, await seedStatements()] });
    const instance = mf;
    return {
      origin: url.origin,
      query: (statements) => call({ query: statements }),
      dispose: async () => {
        await instance.dispose();
        rmSync(tmp, { recursive: true, force: true });
      },
    };
  } catch (e) {
    await mf?.dispose().catch(() => undefined);
    rmSync(tmp, { recursive: true, force: true });
    throw e;
  }
}
