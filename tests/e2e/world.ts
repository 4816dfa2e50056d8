import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { configureClock } from "../../contract/clock";
import { seedPersistedDatabase } from "../../gateway/testing";
import { bundleWorker } from "../../scripts/bundle-worker";
import { CLIENT_DIR, pagesPlatform } from "../../scripts/pages-platform";
import { readWorkerConfig } from "../../scripts/worker-config";
import { ensureDevVars } from "../../scripts/wrangler";

/**
 * Each Playwright worker owns a world: its own server on its own port over its own copy of the
 * seeded database. A spec that turns maintenance on, restricts a region or breaks a
 * table does so in its worker's database only, and a worker that a failure replaced starts again
 * from the seed, so nothing a test leaves behind reaches a spec in another world.
 */
const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Where the browser tests keep their state: the seeded template and one directory per world. */
export const E2E_STATE_ROOT = resolve(ROOT, process.env.E2E_STATE ?? ".wrangler/e2e");
export const TEMPLATE_STATE = join(E2E_STATE_ROOT, "template");
/** The first world's port; a world's port is this plus its worker's index (E2E_PORT moves the range). */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 8790) + 1;

export type World = { baseURL: string; stateDir: string; stop: () => Promise<void> };

/**
 * Resets the template to the seed (migrations and seed rows, at the pinned clock): once per run,
 * before any world starts. Also makes `.dev.vars`, the secrets the worlds' app reads.
 */
export async function seedTemplate(): Promise<void> {
  rmSync(TEMPLATE_STATE, { recursive: true, force: true });
  ensureDevVars();
  configureClock(process.env.EL_NOW);
  await seedPersistedDatabase(readWorkerConfig().d1, join(TEMPLATE_STATE, "v3", "d1"));
}

async function serving(url: string): Promise<boolean> {
  return fetch(url).then(
    (r) => r.ok,
    () => false,
  );
}

/**
 * Static files a test puts here are served by its world instead of the build's (a deploy of one
 * file, in this world only); the world's state directory goes when the world stops.
 */
export function staticOverlayDir(stateDir = process.env.E2E_WORLD_STATE ?? ""): string {
  if (!stateDir) throw new Error("no world: E2E_WORLD_STATE is set by the world fixture");
  return join(stateDir, "static");
}

/** The Pages function bundled once per run (the global setup), shared by every world. */
export const WORKER_BUNDLE = join(E2E_STATE_ROOT, "pages-worker.mjs");

/** The Pages stand-in with the test SQL door in front (scripts/test-pages-worker.ts); not minified: readable stacks. */
export async function bundleWorldWorker(): Promise<void> {
  await bundleWorker("scripts/test-pages-worker.ts", WORKER_BUNDLE, { minify: false });
}

/** `.dev.vars` (made by the template's seeding, scripts/wrangler.ts ensureDevVars): the secrets wrangler would give the app. */
function devVars(): Record<string, string> {
  const file = join(ROOT, ".dev.vars");
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    [...readFileSync(file, "utf8").matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, name, value]) => [name!, value!.trim().replace(/^"(.*)"$/, "$1")]),
  );
}

/**
 * Starts the world of worker `workerIndex` (unique per worker process, also after a replacement)
 * on a fresh copy of the template: the production Pages function and the static files of
 * build/client in workerd through Miniflare, with Pages' routing and `_headers`
 * (scripts/pages-worker.ts) and the test SQL door in front (scripts/test-pages-worker.ts), over the
 * copy's D1 and R2. Not `wrangler pages dev`: its file watchers and request proxy cost about a fifth
 * of the suite's CPU on two cores and, now and then, reloaded a world's worker in the middle of a
 * test ("Your worker restarted mid-request").
 * The server gets what the browser tests need: no edge cache (specs change content and must see
 * it at once, decision 011), client addresses from CF-Connecting-IP (each test browses from its
 * own), the pinned clock and the SQL door's token. `bindings` adds or overrides variables for a spec
 * that needs a server configured its own way (the fixtures' `worldBindings` option).
 */
export async function startWorld(workerIndex: number, bindings: Record<string, string> = {}): Promise<World> {
  if (!existsSync(TEMPLATE_STATE) || !existsSync(WORKER_BUNDLE))
    throw new Error(`${E2E_STATE_ROOT} has no template or worker: run the browser tests through playwright.config.ts (its global setup makes them)`);
  const port = FIRST_PORT + workerIndex;
  const baseURL = `http://127.0.0.1:${port}`;
  if (await serving(`${baseURL}/m/healthz`)) throw new Error(`port ${port} already serves something: stop it, or move the range with E2E_PORT`);
  const stateDir = join(E2E_STATE_ROOT, `world-${workerIndex}`);
  rmSync(stateDir, { recursive: true, force: true });
  cpSync(TEMPLATE_STATE, stateDir, { recursive: true });

  const config = readWorkerConfig();
  const platform = pagesPlatform(CLIENT_DIR, staticOverlayDir(stateDir));
  let log = "";
  const mf = new Miniflare({
    host: "127.0.0.1",
    port,
    // No request.cf from the internet: the app reads the country from CF-IPCountry first (tests set it).
    cf: false,
    handleRuntimeStdio: (stdout, stderr) => {
      for (const stream of [stdout, stderr]) stream.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-8000)));
    },
    compatibilityDate: config.compatibilityDate,
    compatibilityFlags: config.compatibilityFlags,
    modules: [{ type: "ESModule", path: WORKER_BUNDLE }],
    modulesRoot: E2E_STATE_ROOT,
    // Where `wrangler … --persist-to stateDir` keeps them, so the seeded template's files are the world's.
    d1Databases: config.d1,
    d1Persist: join(stateDir, "v3", "d1"),
    r2Buckets: config.r2,
    r2Persist: join(stateDir, "v3", "r2"),
    bindings: {
      ...config.vars,
      ...devVars(),
      EDGE_CACHE: "off",
      CLIENT_IP_SOURCE: "cloudflare",
      ...(process.env.EL_NOW ? { EL_NOW: process.env.EL_NOW } : {}),
      ...(process.env.E2E_SQL_TOKEN ? { E2E_SQL_TOKEN: process.env.E2E_SQL_TOKEN } : {}),
      ...bindings,
      ...platform.bindings,
    },
    serviceBindings: platform.serviceBindings,
  });
  try {
    await mf.ready;
    if (!(await serving(`${baseURL}/m/healthz`))) throw new Error("/m/healthz did not answer 200");
  } catch (e) {
    await mf.dispose().catch(() => undefined);
    throw new Error(`the test server on port ${port} did not start: ${String(e)}\n${log}`);
  }

  return {
    baseURL,
    stateDir,
    stop: async () => {
      await mf.dispose();
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
