import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Each Playwright worker owns a world: its own `wrangler pages dev` on its own port over its own
 * copy of the seeded database. A spec that turns maintenance on, restricts a region or breaks a
 * table does so in its worker's database only, and a worker that a failure replaced starts again
 * from the seed, so nothing a test leaves behind reaches a spec in another world.
 */
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const TSX = join(ROOT, "node_modules/.bin/tsx");

/** Where the browser tests keep their state: the seeded template and one directory per world. */
export const E2E_STATE_ROOT = resolve(ROOT, process.env.E2E_STATE ?? ".wrangler/e2e");
export const TEMPLATE_STATE = join(E2E_STATE_ROOT, "template");
/** The first world's port; a world's port is this plus its worker's index (E2E_PORT moves the range). */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 8790) + 1;

export type World = { baseURL: string; stateDir: string; stop: () => Promise<void> };

/** Resets the template to the seed (migrations and seed rows): once per run, before any world starts. */
export function seedTemplate(): void {
  rmSync(TEMPLATE_STATE, { recursive: true, force: true });
  const reset = spawnSync(TSX, ["scripts/db.ts", "reset"], {
    cwd: ROOT,
    env: { ...process.env, EL_PERSIST_DIR: TEMPLATE_STATE },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (reset.status !== 0) throw new Error(`the seeded template could not be made (exit ${reset.status}):\n${reset.stdout}${reset.stderr}`);
}

async function serving(url: string): Promise<boolean> {
  return fetch(url).then(
    (r) => r.ok,
    () => false,
  );
}

/**
 * Starts the world of worker `workerIndex` (unique per worker process, also after a replacement)
 * on a fresh copy of the template. The server gets the environment the browser tests need:
 * no edge cache (specs change content and must see it at once, decision 011), client addresses
 * from CF-Connecting-IP (each test browses from its own), the SQL door's token.
 */
export async function startWorld(workerIndex: number): Promise<World> {
  if (!existsSync(TEMPLATE_STATE))
    throw new Error(`${TEMPLATE_STATE} is missing: run the browser tests through playwright.config.ts (its global setup seeds it)`);
  const port = FIRST_PORT + workerIndex;
  const baseURL = `http://127.0.0.1:${port}`;
  if (await serving(`${baseURL}/m/healthz`)) throw new Error(`port ${port} already serves something: stop it, or move the range with E2E_PORT`);
  const stateDir = join(E2E_STATE_ROOT, `world-${workerIndex}`);
  rmSync(stateDir, { recursive: true, force: true });
  cpSync(TEMPLATE_STATE, stateDir, { recursive: true });

  const server = spawn(TSX, ["scripts/start.ts", "--no-build", "--no-prepare"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      EL_PERSIST_DIR: stateDir,
      EDGE_CACHE: "off",
      CLIENT_IP_SOURCE: "cloudflare",
    },
    stdio: ["ignore", "ignore", "pipe"],
    // Its own process group, so stopping the world also stops wrangler and workerd under it.
    detached: true,
  });
  let log = "";
  server.stderr?.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-8000)));
  const exited = new Promise<void>((done) => server.once("exit", () => done()));
  const kill = () => {
    try {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.once("exit", kill);

  const end = Date.now() + 120_000;
  while (!(await serving(`${baseURL}/m/healthz`))) {
    if (server.exitCode !== null || Date.now() > end) {
      kill();
      throw new Error(`the test server on port ${port} did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    baseURL,
    stateDir,
    stop: async () => {
      kill();
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
