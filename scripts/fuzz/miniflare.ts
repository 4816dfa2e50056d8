/**
 * The built app in Miniflare (workerd, as in production), for the fuzz sample, the request tests
 * of the worker project and `npm run fuzz -- --miniflare`: the production Pages function
 * (scripts/pages-worker.ts, without static files: every request is the function's) bundled from
 * build/server, an in-memory D1 migrated and seeded exactly like `npm run db:reset`, fresh random
 * secrets, EDGE_CACHE off. A second worker on the same D1 runs the setup SQL and the state
 * queries (scripts/worker-config.ts says why).
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import type { Target } from "./runner";
import { configureClock } from "../../contract/clock";
import { D1_DOOR_WORKER, RemoteD1, doorAnswer } from "../../gateway/core/remote-d1";
import { setupBatches } from "../../gateway/testing";
import { bundlePagesWorker } from "../pages-platform";
import { readWorkerConfig } from "../worker-config";

const ROOT = new URL("../..", import.meta.url).pathname;
export const SERVER_BUILD = join(ROOT, "build/server/index.js");

export type MiniflareTarget = Target & {
  /** The app's D1, for a request test's setup and checks (an operator command through `localD1Of`). */
  d1: D1Database;
  dispose(): Promise<void>;
};

/**
 * `bindings` adds or overrides the app's variables (a request test of one configuration, e.g.
 * IMAGE_CDNS). With EL_NOW set (the vitest projects "fuzz" and "worker" set it), the seed and the
 * app run on that pinned clock, as the browser worlds do; unset, on the real one.
 */
export async function startMiniflareTarget(opts: { onLog?: (line: string) => void; bindings?: Record<string, string> } = {}): Promise<MiniflareTarget> {
  if (!existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run npm run build first`);
  const tmp = mkdtempSync(join(tmpdir(), "edge-lobby-fuzz-"));
  let mf: Miniflare | undefined;
  try {
    const workerFile = join(tmp, "worker.mjs");
    await bundlePagesWorker(workerFile);
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
          bindings: {
            ...cfg.vars,
            ...Object.fromEntries(cfg.secrets.map((name) => [name, secret()])),
            EDGE_CACHE: "off",
            CLIENT_IP_SOURCE: "cloudflare",
            ...(process.env.EL_NOW ? { EL_NOW: process.env.EL_NOW } : {}),
            ...opts.bindings,
          },
        },
        { name: "fuzz-setup", ...compat, modules: true, script: D1_DOOR_WORKER, d1Databases: cfg.d1 },
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
    // The seed's times are relative to the clock the app runs on.
    configureClock(process.env.EL_NOW);
    await call({ exec: (await setupBatches(cfg.migrationsDir)).batches });
    const instance = mf;
    return {
      origin: url.origin,
      query: (statements) => call({ query: statements }),
      d1: new RemoteD1(async (statements) => {
        const res = await setup.fetch("http://fuzz-setup.invalid/", { method: "POST", body: JSON.stringify({ statements }) });
        return doorAnswer(res.status, await res.text());
      }).asD1(),
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
