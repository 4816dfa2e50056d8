/**
 * `npm run bench:profile [-- path] [--requests n] [--member] [--gateway] [--out file.cpuprofile]`: where
 * the app worker (or with --gateway the gateway worker) spends its CPU on one page, as a visitor or
 * with --member signed in as demo. Starts the bench's two workers (app and gateway over a service
 * binding, scripts/bench/workers.ts), attaches the V8 profiler through workerd's inspector, sends n sequential
 * requests (default 60, after 15 warm-ups) and prints the functions with the most self time, and the
 * modules they belong to. Samples, not timings: the shares are what to read.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Miniflare } from "miniflare";
import { WebSocket } from "undici";
import { BASE_HEADERS, request, signIn } from "./bench/http";
import { ensureBuild, startWorkers } from "./bench/workers";

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; hitCount?: number; children?: number[] };
type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

const args = process.argv.slice(2);
const path = args.find((a) => a.startsWith("/")) ?? "/m/home";
const nIndex = args.indexOf("--requests");
const requests = nIndex >= 0 ? Number(args[nIndex + 1]) : 60;
const outIndex = args.indexOf("--out");
/** `--out file.cpuprofile`: also writes the raw profile, for Chrome DevTools' Performance panel. */
const outFile = outIndex >= 0 ? args[outIndex + 1] : undefined;
const member = args.includes("--member");
const worker = args.includes("--gateway") ? "gateway" : "app";
const PORT = 9330;

function cdp(url: string) {
  const ws = new WebSocket(url);
  let id = 0;
  const pending = new Map<number, (v: unknown) => void>();
  ws.addEventListener("message", (event) => {
    const msg = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (msg.id !== undefined) pending.get(msg.id)?.(msg.result);
  });
  const ready = new Promise<void>((resolve, reject) => {
    ws.addEventListener("open", () => resolve(), { once: true });
    ws.addEventListener("error", reject, { once: true });
  });
  return {
    ready,
    send: <T>(method: string, params: object = {}) =>
      new Promise<T>((resolve) => {
        const n = ++id;
        pending.set(n, resolve as (v: unknown) => void);
        ws.send(JSON.stringify({ id: n, method, params }));
      }),
    close: () => ws.close(),
  };
}

/** The module a frame belongs to, from the bundled worker's source map-less URL and the function name. */
function where(frame: CallFrame): string {
  const file = frame.url.split("/").pop() || "(native)";
  return `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
}

async function main() {
  ensureBuild(false);
  process.env.BENCH_INSPECTOR_PORT = String(PORT);
  process.env.BENCH_INSPECTOR_WORKER = worker;
  process.env.BENCH_MINIFY = "0";
  const tmp = mkdtempSync(join(tmpdir(), "el-profile-"));
  const instances: Miniflare[] = [];
  try {
    const workers = await startWorkers("binding", tmp, instances);
    const url = workers.app.origin + path;
    const headers = member ? { ...BASE_HEADERS, Cookie: await signIn(workers.app.origin) } : BASE_HEADERS;
    for (let i = 0; i < 15; i++) await request(url, { headers });
    const targets = (await (await fetch(`http://127.0.0.1:${PORT}/json/list`)).json()) as { webSocketDebuggerUrl: string; title?: string; id: string }[];
    const target = targets.find((t) => new RegExp(worker).test(t.title ?? t.id)) ?? targets[0];
    if (!target) throw new Error("no inspector target");
    const session = cdp(target.webSocketDebuggerUrl);
    await session.ready;
    await session.send("Profiler.enable");
    await session.send("Profiler.setSamplingInterval", { interval: 100 });
    await session.send("Profiler.start");
    for (let i = 0; i < requests; i++) await request(url, { headers });
    const { profile } = await session.send<{ profile: Profile }>("Profiler.stop");
    session.close();
    if (outFile) writeFileSync(outFile, JSON.stringify(profile));

    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<number, number>();
    profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    const idle = [...self.entries()]
      .filter(([id]) => /\(idle\)|\(program\)|\(garbage collector\)/.test(byId.get(id)!.callFrame.functionName))
      .reduce((a, [, v]) => a + v, 0);
    const fn = new Map<string, number>();
    for (const [id, us] of self) {
      const key = where(byId.get(id)!.callFrame);
      fn.set(key, (fn.get(key) ?? 0) + us);
    }
    const busy = total - idle;
    console.log(
      `\n${path}${member ? " (member)" : ""}, ${worker} worker: ${requests} requests, ${(busy / 1000 / requests).toFixed(2)} ms sampled JS per request (busy ${(busy / 1000).toFixed(0)} ms of ${(total / 1000).toFixed(0)} ms)`,
    );
    console.log("Self time by function (share of busy samples):");
    for (const [k, us] of [...fn.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
      console.log(`  ${((us / busy) * 100).toFixed(1).padStart(5)} %  ${(us / 1000 / requests).toFixed(3).padStart(7)} ms/req  ${k}`);
    }
  } finally {
    await Promise.allSettled(instances.map((m) => m.dispose()));
    if (process.env.BENCH_KEEP) console.log(`bundles kept in ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
