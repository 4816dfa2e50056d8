import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { Miniflare } from "miniflare";
import { D1_DOOR_WORKER } from "../../gateway/core/remote-d1";
import { setupBatches } from "../../gateway/testing";
import { newerSources } from "../build-freshness";
import { bundleWorker } from "../bundle-worker";
import { readWorkerConfig } from "../worker-config";
import { SERVER_BUILD } from "./assets";
import { workerdChildren } from "./cpu";

/* The workers `npm run bench` runs: the built app, the embedded gateway as its own worker, a trivial worker. */
const ROOT = new URL("../..", import.meta.url).pathname;

/** Builds when asked or needed; returns how many sources are newer than the build used. */
export function ensureBuild(force: boolean): number {
  if (force || !existsSync(SERVER_BUILD)) {
    console.log(force ? "Building (--build)…" : "build/server/index.js is missing: building…");
    const r = spawnSync(join(ROOT, "node_modules/.bin/react-router"), ["build"], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    if (r.status !== 0) {
      process.stderr.write(`${r.stdout ?? ""}${r.stderr ?? ""}`);
      throw new Error(`react-router build failed (exit ${r.status})`);
    }
    return 0;
  }
  // Benchmarking an old build silently would mislead: say so when sources are newer.
  const newer = newerSources(statSync(SERVER_BUILD).mtimeMs);
  if (newer.length) {
    console.log(`WARNING: the build is older than ${newer.length} source file(s) (${newer.slice(0, 3).join(", ")}${newer.length > 3 ? ", …" : ""}).`);
    console.log("         Figures are for the old build: pass --build (or run npm run build) to measure the current code.\n");
  }
  return newer.length;
}

/**
 * Bundles are minified as deployed, unless BENCH_MINIFY=0 (bench:profile wants function names; it
 * sets the variable after its imports have run, so it is read when the bundles are made).
 */
const bundleOptions = () => ({ minify: process.env.BENCH_MINIFY !== "0" });

async function prepareDatabase(mf: Miniflare, migrationsDir: string): Promise<{ migrations: number; seed: number }> {
  const { batches, migrations, seed } = await setupBatches(migrationsDir);
  const setup = await mf.getWorker("bench-setup");
  const res = await setup.fetch("http://bench-setup.invalid/", { method: "POST", body: JSON.stringify({ exec: batches }) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`database setup failed: ${text}`);
  return { migrations, seed };
}

/**
 * "binding": the app worker and the gateway worker in two Miniflare instances (two workerd processes),
 * the app's GATEWAY service binding pointing at the gateway's address, as a deployed app reaches a
 * gateway worker or an operator's gateway (decision 045); the app's CPU is then its own.
 * "in-process": one workerd running the app with the gateway inside it (npm start, a plain Pages deploy).
 */
export type Topology = "binding" | "in-process";

/** A running Miniflare instance and the pid of its workerd process (for the CPU figures). */
/** `options`: what it was started with; `mf.setOptions` with them (changed or not) restarts its workerd. */
export type Instance = { mf: Miniflare; origin: string; pid: number; options: ConstructorParameters<typeof Miniflare>[0] };

export type Workers = {
  app: Instance;
  /** The gateway's own workerd: only with the "binding" topology. */
  gateway?: Instance;
  baseline: Instance;
  db: { migrations: number; seed: number };
  config: ReturnType<typeof readWorkerConfig>;
  appBundleBytes: number;
  gatewayBundleBytes?: number;
};

/**
 * Starts one Miniflare instance and finds its workerd among this process's children: instances start
 * one at a time, so the one new child is its own (its port is chosen by the kernel, so it is not in
 * workerd's arguments to match on).
 */
async function start(options: ConstructorParameters<typeof Miniflare>[0], instances: Miniflare[]): Promise<Instance> {
  const before = new Set(workerdChildren());
  const mf = new Miniflare(options);
  instances.push(mf);
  const url = await mf.ready;
  const fresh = workerdChildren().filter((pid) => !before.has(pid));
  if (fresh.length !== 1) throw new Error(`expected one new workerd process, found ${fresh.length} (${fresh.join(", ")})`);
  return { mf, origin: url.origin, pid: fresh[0]!, options };
}

/**
 * Bundles and starts the workers of the given topology; every instance is pushed to `instances` (for
 * cleanup) as it starts. `appBindings` add to or replace the app worker's variables. `preparedD1`: a
 * d1Persist directory whose database is ready (`npm run bench:scale`'s production-size copy), used
 * as it is instead of a fresh one migrated and seeded in `tmp` (db then counts nothing applied).
 */
/**
 * `npm run bench:profile` attaches DevTools' profiler through this port to the worker it names
 * (BENCH_INSPECTOR_WORKER, the app unless it says gateway).
 */
function inspectorFor(worker: "app" | "gateway"): { inspectorPort?: number } {
  const port = process.env.BENCH_INSPECTOR_PORT;
  if (!port || (process.env.BENCH_INSPECTOR_WORKER ?? "app") !== worker) return {};
  return { inspectorPort: Number(port) };
}

export async function startWorkers(
  topology: Topology,
  tmp: string,
  instances: Miniflare[],
  appBindings: Record<string, string> = {},
  preparedD1?: string,
): Promise<Workers> {
  const appFile = join(tmp, "app.mjs");
  const gatewayFile = join(tmp, "gateway.mjs");
  await bundleWorker("scripts/bench-worker.ts", appFile, bundleOptions());
  if (topology === "binding") await bundleWorker("gateway/worker.ts", gatewayFile, bundleOptions());

  const config = readWorkerConfig();
  const shared = { host: "127.0.0.1", port: 0, cf: false };
  const compat = { compatibilityDate: config.compatibilityDate, compatibilityFlags: config.compatibilityFlags };
  // One set of random secrets: the gateway opens what the app seals with GATEWAY_SECRET.
  const secrets = Object.fromEntries(config.secrets.map((name) => [name, randomBytes(32).toString("hex")]));
  const setup = { name: "bench-setup", ...compat, modules: true, script: D1_DOOR_WORKER, d1Databases: config.d1 };
  // Listed explicitly: the app bundle holds a dynamic import() of the browser route loader (never run
  // on the server) that Miniflare's module scan refuses; wrangler also lists modules itself.
  const appModules = { modules: [{ type: "ESModule" as const, path: appFile }], modulesRoot: tmp };

  let gateway: Instance | undefined;
  let app: Instance;
  let db: Workers["db"];
  if (topology === "binding") {
    gateway = await start(
      {
        ...shared,
        handleRuntimeStdio: workerdOutput("gateway"),
        ...inspectorFor("gateway"),
        d1Persist: preparedD1 ?? join(tmp, "d1"),
        workers: [
          {
            name: "gateway",
            ...compat,
            modules: [{ type: "ESModule", path: gatewayFile }],
            modulesRoot: tmp,
            d1Databases: config.d1,
            r2Buckets: ["RECEIPTS"],
            bindings: { MERCHANT_CODE: config.vars.MERCHANT_CODE ?? "edgelobby", GATEWAY_SECRET: secrets.GATEWAY_SECRET! },
          },
          setup,
        ],
      },
      instances,
    );
    db = preparedD1 ? { migrations: 0, seed: 0 } : await prepareDatabase(gateway.mf, config.migrationsDir);
    const gatewayAddress = new URL(gateway.origin).host;
    app = await start(
      {
        ...shared,
        handleRuntimeStdio: workerdOutput("app"),
        ...inspectorFor("app"),
        workers: [
          {
            name: "app",
            ...compat,
            ...appModules,
            // No D1 and no R2: with the binding the app has no database of its own, proof the split is real.
            // An external service binding: workerd connects to the gateway's socket itself, no Node in between.
            serviceBindings: { GATEWAY: { external: { address: gatewayAddress, http: {} } } },
            bindings: { ...config.vars, ...secrets, ...appBindings },
          },
        ],
      },
      instances,
    );
  } else {
    app = await start(
      {
        ...shared,
        handleRuntimeStdio: workerdOutput("app"),
        d1Persist: preparedD1 ?? join(tmp, "d1"),
        // The first worker gets every HTTP request.
        workers: [
          { name: "app", ...compat, ...appModules, d1Databases: config.d1, r2Buckets: ["RECEIPTS"], bindings: { ...config.vars, ...secrets, ...appBindings } },
          setup,
        ],
      },
      instances,
    );
    db = preparedD1 ? { migrations: 0, seed: 0 } : await prepareDatabase(app.mf, config.migrationsDir);
  }
  const baseline = await start(
    {
      ...shared,
      ...compat,
      handleRuntimeStdio: workerdOutput("baseline"),
      modules: true,
      script: 'export default { fetch() { return new Response("ok"); } };',
    },
    instances,
  );
  return {
    app,
    gateway,
    baseline,
    db,
    config,
    appBundleBytes: statSync(appFile).size,
    gatewayBundleBytes: topology === "binding" ? statSync(gatewayFile).size : undefined,
  };
}

/** Responses still streaming when a timed run closes its connections: workerd logs each as an error. */
export const cutOff = { count: 0 };

/**
 * Passes workerd's output through, prefixed with the worker's name, except the "Broken pipe" reports
 * (and their stack lines) of responses cut off at the end of a run, which are only counted.
 */
export function workerdOutput(name: string) {
  return (stdout: Readable, stderr: Readable) => {
    for (const [stream, sink] of [
      [stdout, process.stdout],
      [stderr, process.stderr],
    ] as const) {
      let skipStack = false;
      createInterface({ input: stream, crlfDelay: Infinity }).on("line", (line) => {
        if (/disconnected: ::write\(|Broken pipe|Connection reset by peer/.test(line)) {
          cutOff.count++;
          skipStack = true;
          return;
        }
        if (skipStack && line.startsWith("stack:")) return;
        skipStack = false;
        sink.write(`  [${name}] ${line}\n`);
      });
    }
  };
}
