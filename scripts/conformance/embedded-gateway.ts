/**
 * The embedded gateway as its own worker (gateway/worker.ts, bundled as deployed) in Miniflare over
 * a fresh D1, migrated and seeded as `npm run db:reset` does: what the conformance test runs the
 * kit against over real HTTP. The bench starts the same worker beside the app
 * (scripts/bench/workers.ts); here it runs alone, with the D1 door worker to set the database up.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { configureClock } from "../../contract/clock";
import { D1_DOOR_WORKER } from "../../gateway/core/remote-d1";
import { setupBatches } from "../../gateway/testing";
import { bundleWorker } from "../bundle-worker";
import { readWorkerConfig } from "../worker-config";

export type EmbeddedGateway = { origin: string; merchant: string; dispose(): Promise<void> };

/**
 * `secret`: the worker's GATEWAY_SECRET (what sealed bodies are opened with). `elNow`: pins the
 * worker's clock and the seed's (the seed's times are relative to the clock the gateway runs on).
 */
export async function startEmbeddedGateway({ secret, elNow }: { secret: string; elNow?: string }): Promise<EmbeddedGateway> {
  const tmp = mkdtempSync(join(tmpdir(), "edge-lobby-conformance-"));
  let mf: Miniflare | undefined;
  try {
    const file = join(tmp, "gateway.mjs");
    await bundleWorker("gateway/worker.ts", file, { minify: false });
    const config = readWorkerConfig();
    const compat = { compatibilityDate: config.compatibilityDate, compatibilityFlags: config.compatibilityFlags };
    const merchant = config.vars.MERCHANT_CODE ?? "edgelobby";
    mf = new Miniflare({
      host: "127.0.0.1",
      port: 0,
      cf: false,
      workers: [
        {
          name: "gateway",
          ...compat,
          modules: [{ type: "ESModule", path: file }],
          modulesRoot: tmp,
          d1Databases: config.d1,
          r2Buckets: ["RECEIPTS"],
          bindings: { MERCHANT_CODE: merchant, GATEWAY_SECRET: secret, ...(elNow ? { EL_NOW: elNow } : {}) },
        },
        { name: "conformance-setup", ...compat, modules: true, script: D1_DOOR_WORKER, d1Databases: config.d1 },
      ],
    });
    const url = await mf.ready;
    configureClock(elNow);
    const setup = await mf.getWorker("conformance-setup");
    const res = await setup.fetch("http://conformance-setup.invalid/", {
      method: "POST",
      body: JSON.stringify({ exec: (await setupBatches(config.migrationsDir)).batches }),
    });
    if (res.status !== 200) throw new Error(`the gateway's database could not be set up: ${await res.text()}`);
    const instance = mf;
    return {
      origin: url.origin,
      merchant,
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
