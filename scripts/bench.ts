/**
 * `npm run bench [-- options] [paths…]`: the built app served by Miniflare directly (workerd, no
 * wrangler proxy). By default the app worker and the embedded gateway run as two workers in two
 * workerd processes, joined by the app's GATEWAY service binding (decision 045), so the app worker's
 * own CPU per request can be measured. Sections:
 *   - CPU per request of the app worker (unloaded), against a trivial worker and a trivial React Router route
 *   - throughput and latency under load, against a trivial worker measured the same way in the same run
 *   - streaming (first and last byte, unloaded)
 *   - first-load JavaScript (gzip) per route, and the JS budget table (also alone: `npm run bench:js`)
 * Figures only, no pass/fail. The machines are shared and noisy: only the ratios are comparable, and
 * the baseline runs first and again last so its drift shows how steady the machine was.
 * The modules are under scripts/bench/.
 *
 *   paths                 React Router paths to load (default /m/home), each as a guest and as a member
 *   --topology binding|in-process   the gateway as its own worker (default) or inside the app worker
 *   --cpu-samples <n>     requests per target in the CPU table (default 40; 0 skips it)
 *   --cpu-warmup <n>      requests per target before those (default 100; the first 10 are shown too)
 *   --no-load             skip the throughput, latency and streaming sections
 *   --duration <s>        measured seconds per target (default 10), after --warmup <s> (default 2)
 *   --connections <n>     concurrent keep-alive connections (default 16)
 *   --no-member           skip the signed-in measurements
 *   --account <user:pw>   the account they sign in as (default demo:demo1234; agent:agent1234 for /m/agent)
 *   --loadgen wrk|node    load generator (default wrk if /usr/bin/wrk exists, else a Node loop)
 *   --build               run `react-router build` first (done anyway when build/server is missing)
 *   --gateway-delay <ms,…>  instead of the sections above: each page's TTFB and sequential gateway round
 *                         trips with the gateway that many ms away (a delay proxy on the binding), its
 *                         isolate warm, idle and fresh (scripts/bench/gateway-delay.ts); default pages:
 *                         visitor and member /m/home, member /m/mine, agent /m/agent and /m/agent/team/overview
 *   --verbose             with --gateway-delay: the gateway calls of each wave
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type { Miniflare } from "miniflare";
import { assetReport, jsBudgetReport } from "./bench/assets";
import { cpuReport } from "./bench/cpu-report";
import { gatewayDelayReport } from "./bench/gateway-delay";
import { BASE_HEADERS, DEMO_SIGN_IN, median, request, signIn, timedRequest } from "./bench/http";
import { WRK, WRK_REPORT, loadgen, runNode, runWrk, type LoadResult } from "./bench/load";
import { kB, ms, tableLines } from "./bench/table";
import { cutOff, ensureBuild, startWorkers, type Topology } from "./bench/workers";

/** Unloaded requests per target for the streaming figures. */
const STREAM_SAMPLES = 15;
/**
 * Requests before each CPU target's measured ones: module initialisation, the edge cache's first fill
 * and V8's tiering of the page's code, as in an isolate that has served the page before (decision 067).
 * After 10, V8's compiler thread still worked ~1 ms per /m/home request; after 100 it was idle.
 */
const CPU_WARMUP = 100;

// ---------------------------------------------------------------------------------------------
// Options

type Options = {
  paths: string[];
  durationS: number;
  warmupS: number;
  connections: number;
  member: boolean;
  account: { username: string; password: string };
  loadgen: "wrk" | "node";
  build: boolean;
  topology: Topology;
  cpuSamples: number;
  cpuWarmup: number;
  load: boolean;
  /** Gateway distances (ms) for the delay mode; undefined: the ordinary sections. */
  gatewayDelays?: number[];
  verbose: boolean;
};

function usage(message?: string): never {
  if (message) console.error(`bench: ${message}`);
  (message ? console.error : console.log)(
    "usage: tsx scripts/bench.ts [--topology binding|in-process] [--cpu-samples n] [--cpu-warmup n] [--no-load] [--duration s] [--warmup s] [--connections n] [--no-member] [--account user:pw] [--loadgen wrk|node] [--build] [--gateway-delay ms,… [--verbose]] [paths…]",
  );
  process.exit(message ? 2 : 0);
}

function parseArgs(argv: string[]): Options {
  const o: Options = {
    paths: [],
    durationS: 10,
    warmupS: 2,
    connections: 16,
    member: true,
    account: DEMO_SIGN_IN,
    loadgen: existsSync(WRK) ? "wrk" : "node",
    build: false,
    topology: "binding",
    cpuSamples: 40,
    cpuWarmup: CPU_WARMUP,
    load: true,
    verbose: false,
  };
  const num = (name: string, v: string | undefined, min: number, max: number) => {
    const n = Number(v);
    if (v === undefined || !Number.isFinite(n) || n < min || n > max) usage(`${name} needs a number from ${min} to ${max}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const [flag, inline] = a.startsWith("--") && a.includes("=") ? [a.slice(0, a.indexOf("=")), a.slice(a.indexOf("=") + 1)] : [a, undefined];
    const value = () => inline ?? argv[++i];
    if (flag === "--duration") o.durationS = num(flag, value(), 1, 300);
    else if (flag === "--warmup") o.warmupS = num(flag, value(), 0, 60);
    else if (flag === "--connections") o.connections = Math.round(num(flag, value(), 1, 1000));
    else if (flag === "--cpu-samples") o.cpuSamples = Math.round(num(flag, value(), 0, 10_000));
    else if (flag === "--cpu-warmup") o.cpuWarmup = Math.round(num(flag, value(), 0, 10_000));
    else if (flag === "--no-member") o.member = false;
    else if (flag === "--account") {
      const [username = "", ...rest] = (value() ?? "").split(":");
      if (!username || !rest.length) usage("--account needs user:password");
      o.account = { username, password: rest.join(":") };
    } else if (flag === "--no-load") o.load = false;
    else if (flag === "--build") o.build = true;
    else if (flag === "--topology") {
      const v = value();
      if (v !== "binding" && v !== "in-process") usage("--topology is binding or in-process");
      o.topology = v;
    } else if (flag === "--loadgen") {
      const v = value();
      if (v !== "wrk" && v !== "node") usage("--loadgen is wrk or node");
      if (v === "wrk" && !existsSync(WRK)) usage(`${WRK} not found`);
      o.loadgen = v;
    } else if (flag === "--gateway-delay") {
      const list = (value() ?? "").split(",").filter(Boolean);
      if (!list.length) usage("--gateway-delay needs a comma-separated list of milliseconds, e.g. 0,50,150");
      o.gatewayDelays = list.map((v) => Math.round(num(flag, v, 0, 5_000)));
    } else if (flag === "--verbose") o.verbose = true;
    else if (flag === "--help" || flag === "-h") usage();
    else if (a.startsWith("/")) o.paths.push(a);
    else usage(`unknown argument ${a} (paths start with /)`);
  }
  if (o.gatewayDelays && o.topology !== "binding") usage("--gateway-delay needs --topology binding (the proxy sits on the binding)");
  // The delay mode has its own default pages.
  if (o.paths.length === 0 && !o.gatewayDelays) o.paths.push("/m/home");
  return o;
}

type Target = { label: string; url: string; headers: Record<string, string>; probeStatus: number; html?: string; note: string };

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const t0 = performance.now();
  const stale = ensureBuild(opts.build);

  const tmp = mkdtempSync(join(tmpdir(), "edge-lobby-bench-"));
  const instances: Miniflare[] = [];
  const removeTmp = () => {
    try {
      rmSync(tmp, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    } catch (e) {
      console.error(`bench: could not remove ${tmp}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  // Once only, whether the run ends, fails or is interrupted (both paths may call it at once).
  let cleaning: Promise<void> | undefined;
  const cleanup = () =>
    (cleaning ??= (async () => {
      loadgen.running?.kill("SIGKILL");
      await Promise.allSettled(instances.map((mf) => mf.dispose()));
      removeTmp();
    })());
  process.on("exit", removeTmp);
  let interrupted = false;
  const onSignal = () => {
    if (interrupted) return;
    interrupted = true;
    console.error("\nbench: interrupted, cleaning up…");
    void cleanup().finally(() => process.exit(130));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  try {
    const wrkScript = join(tmp, "report.lua");
    writeFileSync(wrkScript, WRK_REPORT);
    const workers = await startWorkers(opts.topology, tmp, instances);
    if (opts.gatewayDelays) {
      await gatewayDelayReport(workers, tmp, {
        delays: opts.gatewayDelays,
        paths: opts.paths,
        member: opts.member ? opts.account : null,
        verbose: opts.verbose,
      });
      console.log(`\nDone in ${((performance.now() - t0) / 1000).toFixed(1)} s.`);
      return;
    }
    const { app, gateway, baseline, db, config } = workers;
    const appOrigin = app.origin;
    const baseUrl = new URL(baseline.origin);

    const cores = cpus().length;
    const [load1] = loadavg();
    console.log("Edge Lobby bench");
    console.log(`  node ${process.version}, ${cores} CPU(s), load average ${load1!.toFixed(2)}; Miniflare → workerd directly (no wrangler proxy)`);
    console.log(
      opts.topology === "binding"
        ? `  topology: app worker (workerd pid ${app.pid}, no database) → GATEWAY service binding → gateway worker (workerd pid ${gateway!.pid}, D1 + R2); baseline pid ${baseline.pid}`
        : `  topology: app worker with the gateway in-process (workerd pid ${app.pid}, D1 + R2); baseline pid ${baseline.pid}`,
    );
    if (load1! > cores / 2)
      console.log(`  WARNING: the machine is busy (load ${load1!.toFixed(2)} on ${cores} CPUs): expect noisy figures, even in the ratios.`);
    console.log(
      `  app worker bundle ${kB(workers.appBundleBytes)} kB${workers.gatewayBundleBytes ? `, gateway worker bundle ${kB(workers.gatewayBundleBytes)} kB` : ""} (minified, NODE_ENV=production); D1: ${db.migrations} migration file(s) + ${db.seed} seed statements`,
    );
    console.log(
      `  wrangler.toml: ${config.compatibilityDate} ${config.compatibilityFlags.join(",")}, vars ${Object.keys(config.vars).join(", ") || "none"}; random secrets ${config.secrets.join(", ")}`,
    );
    console.log(
      `  load: ${opts.loadgen === "wrk" ? "wrk, 1 thread" : "Node http keep-alive loop"}, ${opts.connections} connections, ${opts.warmupS} s warm-up + ${opts.durationS} s per target (the baseline first and again last)`,
    );
    console.log("  headers: Accept-Language: en, a mobile Chrome User-Agent (streamed render, as a browser gets it)");
    console.log("  (worker log lines, if any, follow here and during the runs)");

    // Probe every target once: status and size, and the HTML for the asset cross-check.
    const probe = async (label: string, url: string, headers: Record<string, string>): Promise<Target> => {
      const r = await request(url, { headers });
      const type = String(r.headers["content-type"] ?? "");
      const html = type.includes("text/html") ? r.body.toString("utf8") : undefined;
      const notes = [`${r.status}`, `${kB(r.body.length)} kB`];
      if (r.headers.location) notes.push(`→ ${r.headers.location}`);
      const title = html && /<title>([^<]*)<\/title>/.exec(html)?.[1];
      if (title) notes.push(`"${title}"`);
      // A loader that threw still renders a page (an error boundary), sometimes with status 200.
      if (html?.includes("Unexpected Server Error")) notes.push("WARNING: the page carries a server error (see the worker's log above)");
      else if (r.status >= 500 && !html) notes.push(JSON.stringify(r.body.toString("utf8").split("\n")[0]!.slice(0, 200)));
      return { label, url, headers, probeStatus: r.status, html, note: notes.join(", ") };
    };
    const targets: Target[] = [await probe('baseline (Response "ok")', `${baseUrl.origin}/`, BASE_HEADERS)];
    for (const p of opts.paths) targets.push(await probe(`${p} guest`, `${appOrigin}${p}`, BASE_HEADERS));
    let memberNote = "";
    let memberCookie: string | undefined;
    if (opts.member) {
      try {
        const cookie = (memberCookie = await signIn(appOrigin, opts.account));
        for (const p of opts.paths) targets.push(await probe(`${p} member`, `${appOrigin}${p}`, { ...BASE_HEADERS, Cookie: cookie }));
      } catch (e) {
        memberNote = `member runs skipped: sign-in failed (${e instanceof Error ? e.message : String(e)})`;
        // Everything the worker runs comes from build/: an old build measures old code.
        if (stale) memberNote += "; the build is older than the sources, a likely cause: try --build";
      }
    }

    const assets = assetReport(targets);
    const budget = jsBudgetReport();

    if (memberNote) console.log(`  ${memberNote}`);
    console.log("  targets (one probe request each: status, body size, title):");
    for (const t of targets) console.log(`    ${t.label}: ${t.note}`);
    console.log();

    // CPU per request, unloaded, before the load runs (the member session is fresh, the machine quieter).
    if (opts.cpuSamples > 0) {
      await cpuReport({
        app,
        gateway,
        baseline,
        appOrigin,
        memberCookie,
        samples: opts.cpuSamples,
        warmup: opts.cpuWarmup,
      });
    }

    if (opts.load) {
      // Load: the same generator, connections and duration for every target, one after another.
      // A timed run stops with requests still in flight, and workerd finishes rendering them: wait
      // for that backlog (about one slow response) before the next run, so it does not start loaded.
      const measure = async (t: Target, seconds: number): Promise<LoadResult> => {
        if (opts.loadgen === "node") return runNode(t.url, t.headers, seconds, opts.connections); // waits for its own in-flight requests
        const r = await runWrk(t.url, t.headers, seconds, opts.connections, wrkScript);
        const settleMs = Math.min(5_000, r.requests ? Math.max(100, r.p99 * 1.5) : seconds * 1000 * 2);
        await new Promise((resolve) => setTimeout(resolve, settleMs));
        return r;
      };
      const results: LoadResult[] = [];
      for (const t of targets) {
        process.stdout.write(`  measuring ${t.label}…`);
        const run = (s: number) => measure(t, s);
        if (opts.warmupS > 0) await run(opts.warmupS);
        const r = await run(opts.durationS);
        results.push(r);
        process.stdout.write(` ${r.rps.toFixed(opts.durationS < 5 && r.rps < 100 ? 1 : 0)} req/s\n`);
      }
      // The baseline again at the end (already warm): its drift shows how steady the machine was.
      process.stdout.write(`  measuring ${targets[0]!.label} again…`);
      const baseEnd = await measure(targets[0]!, opts.durationS);
      process.stdout.write(` ${baseEnd.rps.toFixed(0)} req/s\n`);

      // The member figures mean something only if the session outlived the load.
      if (memberCookie) {
        const check = await request(`${appOrigin}/m/login`, { headers: { ...BASE_HEADERS, Cookie: memberCookie } });
        if (check.status < 300 || check.status > 399)
          console.log(`  WARNING: the member session no longer holds after the runs (GET /m/login → ${check.status}).`);
      }

      const baseStart = results[0]!;
      const mean = (a: number, b: number) => (a + b) / 2;
      const base = { rps: mean(baseStart.rps, baseEnd.rps), p50: mean(baseStart.p50, baseEnd.p50), p99: mean(baseStart.p99, baseEnd.p99) };
      const drift = (baseEnd.rps - baseStart.rps) / baseStart.rps;
      console.log("\nThroughput and latency (figures are machine-relative: only the ratios to the baseline are comparable)");
      const rows: string[][] = [["target", "status", "req/s", "p50 ms", "p90 ms", "p99 ms", "errors", "≥400", "rps ratio", "p50 ×", "p99 ×"]];
      const rowsFor: [string, Target, LoadResult, boolean][] = targets.map((t, i) => [i === 0 ? `${t.label}, start` : t.label, t, results[i]!, i === 0]);
      rowsFor.push([`${targets[0]!.label}, end`, targets[0]!, baseEnd, true]);
      for (const [label, t, r, isBase] of rowsFor) {
        rows.push([
          label,
          String(t.probeStatus),
          r.rps.toFixed(1),
          ms(r.p50),
          ms(r.p90),
          ms(r.p99),
          String(r.errors),
          String(r.badStatus),
          isBase ? "—" : (r.rps / base.rps).toFixed(4),
          isBase || !r.requests ? "—" : (r.p50 / base.p50).toFixed(1),
          isBase || !r.requests ? "—" : (r.p99 / base.p99).toFixed(1),
        ]);
      }
      for (const line of tableLines(rows, [false, true, true, true, true, true, true, true, true, true, true])) console.log(line);
      console.log("  status: the probe request; errors: socket errors and timeouts; ≥400: responses with status ≥ 400 under load.");
      console.log("  rps ratio = app req/s ÷ baseline req/s; p50 ×, p99 × = app latency ÷ baseline latency; baseline = mean of start and end.");
      // A signed-in page beside the same page for a visitor, in the same run: the share of a visitor's throughput it keeps.
      for (const p of opts.paths) {
        const guest = targets.findIndex((t) => t.label === `${p} guest`);
        const member = targets.findIndex((t) => t.label === `${p} member`);
        if (guest < 0 || member < 0) continue;
        const [g, m] = [results[guest]!, results[member]!];
        // Error pages are cheaper than pages: a side that failed under load is not measured like for like.
        const failed = [g, m].some((r) => r.errors || r.badStatus);
        console.log(
          `  ${p}: member ${m.rps.toFixed(1)} req/s ÷ guest ${g.rps.toFixed(1)} req/s = ${((m.rps / g.rps) * 100).toFixed(0)} %${failed ? "  — WARNING: errors or statuses ≥ 400 under load, not like for like" : ""}`,
        );
      }
      console.log(
        `  baseline drift start → end: ${(drift * 100).toFixed(1)} %${Math.abs(drift) > 0.15 ? "  — WARNING: the machine's capacity changed during the run; the ratios are unreliable, run again" : ""}`,
      );
      for (const [i, r] of results.entries()) {
        if (r.statuses && Object.keys(r.statuses).some((s) => s !== String(targets[i]!.probeStatus))) {
          console.log(`  ${targets[i]!.label} statuses under load: ${JSON.stringify(r.statuses)}`);
        }
        if (r.errors) console.log(`  ${targets[i]!.label} errors: ${r.errorDetail}`);
        if (!r.requests) console.log(`  ${targets[i]!.label}: no request completed within ${opts.durationS} s; pass a longer --duration.`);
      }
      if (baseEnd.errors) console.log(`  ${targets[0]!.label}, end errors: ${baseEnd.errorDetail}`);
      if (cutOff.count)
        console.log(`  workerd reported ${cutOff.count} response(s) cut off (broken pipe): requests in flight when a timed run stopped; not errors.`);

      // Streaming: does the first byte wait for the deferred sections? Unloaded, one request at a time.
      console.log(`\nStreaming (${STREAM_SAMPLES} sequential requests each, no other load; medians)`);
      const streamRows: string[][] = [["target", "first byte ms", "last byte ms", "first ÷ last", "chunks", "streamed sections"]];
      for (const t of targets) {
        const samples = [];
        for (let i = 0; i < STREAM_SAMPLES; i++) samples.push(await timedRequest(t.url, t.headers));
        const ttfb = median(samples.map((x) => x.ttfb));
        const total = median(samples.map((x) => x.total));
        streamRows.push([
          t.label,
          ms(ttfb),
          ms(total),
          (ttfb / total).toFixed(2),
          String(median(samples.map((x) => x.chunks))),
          String(median(samples.map((x) => x.skeletons))),
        ]);
      }
      for (const line of tableLines(streamRows, [false, true, true, true, true, true])) console.log(line);
      console.log("  streamed sections: sent as sized skeletons with the shell and filled in by later chunks (the rest were ready in time).");
    } else console.log("\n(--no-load: throughput, latency and streaming skipped)");
    for (const line of [...assets, ...budget]) console.log(line);

    console.log(`\nDone in ${((performance.now() - t0) / 1000).toFixed(1)} s.`);
  } finally {
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(`bench: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    process.exit(1);
  },
);
