/**
 * `npm run bench [-- options] [paths…]`: throughput and latency of the built app, served by
 * Miniflare directly (workerd, no wrangler proxy), against a trivial worker measured the same way
 * in the same run, plus first-load JavaScript (gzip) per route from the build manifest.
 * Figures only, no pass/fail. The machines are shared and noisy: only the ratios are comparable, and
 * the baseline runs first and again last so its drift shows how steady the machine was.
 *
 *   paths                 Remix paths to measure (default /m/home), each as a guest and as a member
 *   --duration <s>        measured seconds per target (default 10), after --warmup <s> (default 2)
 *   --connections <n>     concurrent keep-alive connections (default 16)
 *   --no-member           skip the signed-in (demo/demo1234) measurements
 *   --loadgen wrk|node    load generator (default wrk if /usr/bin/wrk exists, else a Node loop)
 *   --build               run `remix vite:build` first (done anyway when build/server is missing)
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { gzipSync } from "node:zlib";
import { build as esbuild } from "esbuild";
import { Miniflare } from "miniflare";
import { newerSources } from "./build-freshness";
import { attr, loginFormFields } from "./html-form";
import { SETUP_WORKER, readWorkerConfig, setupBatches } from "./worker-config";

const ROOT = new URL("..", import.meta.url).pathname;
const SERVER_BUILD = join(ROOT, "build/server/index.js");
const CLIENT_DIR = join(ROOT, "build/client");
const WRK = "/usr/bin/wrk";
/** Unloaded requests per target for the streaming figures. */
const STREAM_SAMPLES = 15;

/** Request headers for every measured request: stable language, a browser (not a bot: streamed render). */
const BASE_HEADERS: Record<string, string> = {
  "Accept-Language": "en",
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "User-Agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
};

// ---------------------------------------------------------------------------------------------
// Options

type Options = {
  paths: string[];
  durationS: number;
  warmupS: number;
  connections: number;
  member: boolean;
  loadgen: "wrk" | "node";
  build: boolean;
};

function usage(message?: string): never {
  if (message) console.error(`bench: ${message}`);
  (message ? console.error : console.log)(
    "usage: tsx scripts/bench.ts [--duration s] [--warmup s] [--connections n] [--no-member] [--loadgen wrk|node] [--build] [paths…]",
  );
  process.exit(message ? 2 : 0);
}

function parseArgs(argv: string[]): Options {
  const o: Options = { paths: [], durationS: 10, warmupS: 2, connections: 16, member: true, loadgen: existsSync(WRK) ? "wrk" : "node", build: false };
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
    else if (flag === "--no-member") o.member = false;
    else if (flag === "--build") o.build = true;
    else if (flag === "--loadgen") {
      const v = value();
      if (v !== "wrk" && v !== "node") usage("--loadgen is wrk or node");
      if (v === "wrk" && !existsSync(WRK)) usage(`${WRK} not found`);
      o.loadgen = v;
    } else if (flag === "--help" || flag === "-h") usage();
    else if (a.startsWith("/")) o.paths.push(a);
    else usage(`unknown argument ${a} (paths start with /)`);
  }
  if (o.paths.length === 0) o.paths.push("/m/home");
  return o;
}

// ---------------------------------------------------------------------------------------------
// Build and worker bundle

/** Builds when asked or needed; returns how many sources are newer than the build used. */
function ensureBuild(force: boolean): number {
  if (force || !existsSync(SERVER_BUILD)) {
    console.log(force ? "Building (--build)…" : "build/server/index.js is missing: building…");
    const r = spawnSync(join(ROOT, "node_modules/.bin/remix"), ["vite:build"], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    if (r.status !== 0) {
      process.stderr.write(`${r.stdout ?? ""}${r.stderr ?? ""}`);
      throw new Error(`remix vite:build failed (exit ${r.status})`);
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

async function bundleWorker(outfile: string): Promise<void> {
  const result = await esbuild({
    entryPoints: [join(ROOT, "scripts/bench-worker.ts")],
    outfile,
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["browser", "module", "main"],
    minify: true,
    // nodejs_compat supplies node:* at runtime; production bundles (wrangler) inline NODE_ENV the same way.
    external: ["node:*", "cloudflare:*"],
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
    // The server build keeps bare imports of packages that declare "sideEffects": false; dropping them is right.
    logOverride: { "ignored-bare-import": "silent" },
  });
  for (const w of result.warnings) console.log(`esbuild warning: ${w.text}`);
}

// ---------------------------------------------------------------------------------------------
// Worker settings, read from the project so the bench follows it

// ---------------------------------------------------------------------------------------------
// Database

async function prepareDatabase(mf: Miniflare, migrationsDir: string): Promise<{ migrations: number; seed: number }> {
  const { batches, migrations, seed } = await setupBatches(migrationsDir);
  const setup = await mf.getWorker("bench-setup");
  const res = await setup.fetch("http://bench-setup.invalid/", { method: "POST", body: JSON.stringify({ exec: batches }) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`database setup failed: ${text}`);
  return { migrations, seed };
}

// ---------------------------------------------------------------------------------------------
// HTTP helpers (node:http, so requests go straight to workerd's port like the load generator's)

type HttpResult = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? "GET", headers: init.headers, agent: false, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`timeout: ${url}`)));
    req.on("error", reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

/**
 * One unloaded request, timed: first body byte and last byte, how many chunks, and how many
 * sections went out as skeletons (data-fallback) with the shell, to be filled by later chunks
 * (a section whose data was ready before the shell flushed is rendered in place instead).
 */
function timedRequest(url: string, headers: Record<string, string>): Promise<{ ttfb: number; total: number; chunks: number; skeletons: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let ttfb = 0;
    let chunks = 0;
    let body = "";
    const req = http.request(url, { headers, agent: false, timeout: 30_000 }, (res) => {
      res.on("data", (c: Buffer) => {
        if (chunks++ === 0) ttfb = performance.now() - start;
        body += c.toString("utf8");
      });
      res.on("end", () => resolve({ ttfb, total: performance.now() - start, chunks, skeletons: body.split("data-fallback").length - 1 }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`timeout: ${url}`)));
    req.on("error", reject);
    req.end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(headers: http.IncomingHttpHeaders): void {
    for (const line of headers["set-cookie"] ?? []) {
      const pair = line.split(";")[0]!;
      const eq = pair.indexOf("=");
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = /;\s*max-age=0\b/i.test(line) || /;\s*expires=Thu, 01 Jan 1970/i.test(line) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/**
 * Signs in as demo/demo1234 the way a browser without JavaScript does: GET the form, post every
 * input it rendered (honeypot fields included, as rendered), follow the redirect once.
 * Returns the cookie header of the signed-in session.
 */
async function signIn(origin: string): Promise<string> {
  const jar = new CookieJar();
  const page = await request(`${origin}/m/login`, { headers: BASE_HEADERS });
  if (page.status !== 200) throw new Error(`GET /m/login answered ${page.status}`);
  jar.take(page.headers);
  const html = page.body.toString("utf8");
  const fields = loginFormFields(html);
  fields.set("username", "demo");
  fields.set("password", "demo1234");
  if (!fields.has("username") || !fields.has("password")) throw new Error("login form lacks username/password inputs");
  const post = await request(`${origin}/m/login`, {
    method: "POST",
    headers: { ...BASE_HEADERS, "Content-Type": "application/x-www-form-urlencoded", Origin: origin, Cookie: jar.header() },
    body: fields.toString(),
  });
  if (post.status < 300 || post.status > 399) throw new Error(`POST /m/login answered ${post.status}, not a redirect`);
  jar.take(post.headers);
  // Follow the redirect once so one-shot cookies (the "signed in" toast) are consumed, as in a browser.
  const target = new URL(post.headers.location ?? "/m/home", origin);
  const landing = await request(target.href, { headers: { ...BASE_HEADERS, Cookie: jar.header() } });
  jar.take(landing.headers);
  // The login loader redirects signed-in members away: proof the session holds.
  const check = await request(`${origin}/m/login`, { headers: { ...BASE_HEADERS, Cookie: jar.header() } });
  if (check.status < 300 || check.status > 399) throw new Error(`signed-in check: GET /m/login answered ${check.status} (expected a redirect)`);
  return jar.header();
}

// ---------------------------------------------------------------------------------------------
// workerd output

/** Responses still streaming when a timed run closes its connections: workerd logs each as an error. */
const cutOff = { count: 0 };

/**
 * Passes workerd's output through, prefixed with the worker's name, except the "Broken pipe" reports
 * (and their stack lines) of responses cut off at the end of a run, which are only counted.
 */
function workerdOutput(name: string) {
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

// ---------------------------------------------------------------------------------------------
// Load generation

type LoadResult = {
  requests: number;
  seconds: number;
  rps: number;
  p50: number; // milliseconds
  p90: number;
  p99: number;
  errors: number; // socket errors and timeouts
  errorDetail: string;
  badStatus: number; // responses with status >= 400
  statuses?: Record<string, number>;
};

let running: ChildProcess | undefined;

const WRK_REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('BENCH_JSON {"requests":%.0f,"duration_us":%.0f,"connect":%.0f,"read":%.0f,"write":%.0f,"status":%.0f,"timeout":%.0f,"p50":%.0f,"p90":%.0f,"p99":%.0f}\\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99)))
end
`;

function runWrk(url: string, headers: Record<string, string>, seconds: number, connections: number, script: string): Promise<LoadResult> {
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "-s", script];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}: ${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ["ignore", "pipe", "pipe"] });
    running = child;
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    const guard = setTimeout(() => child.kill("SIGKILL"), (seconds + 20) * 1000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(guard);
      running = undefined;
      const line = out.split("\n").find((l) => l.startsWith("BENCH_JSON "));
      if (code !== 0 || !line) return reject(new Error(`wrk exited ${code}: ${err || out}`));
      const j = JSON.parse(line.slice("BENCH_JSON ".length)) as Record<string, number>;
      const secs = j.duration_us! / 1e6;
      resolve({
        requests: j.requests!,
        seconds: secs,
        rps: j.requests! / secs,
        // No completed request, no latency (wrk reports 0).
        p50: j.requests ? j.p50! / 1000 : NaN,
        p90: j.requests ? j.p90! / 1000 : NaN,
        p99: j.requests ? j.p99! / 1000 : NaN,
        errors: j.connect! + j.read! + j.write! + j.timeout!,
        errorDetail: `connect ${j.connect}, read ${j.read}, write ${j.write}, timeout ${j.timeout}`,
        badStatus: j.status!,
      });
    });
  });
}

/** Fallback: `connections` keep-alive loops for a fixed time; the latency of every completed request. */
async function runNode(url: string, headers: Record<string, string>, seconds: number, connections: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.request(url, { headers, agent, timeout: 10_000 }, (res) => {
        res.on("data", () => {});
        res.on("end", () => {
          const t1 = performance.now();
          if (t1 <= end) {
            latencies.push(t1 - t0);
            statuses[String(res.statusCode)] = (statuses[String(res.statusCode)] ?? 0) + 1;
          }
          resolve();
        });
        res.on("error", () => (errors++, resolve()));
      });
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", () => (errors++, resolve()));
      req.end();
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await one();
    }),
  );
  agent.destroy();
  const secs = Math.min(performance.now(), end) - start;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]! : NaN);
  const badStatus = Object.entries(statuses).reduce((n, [s, c]) => n + (Number(s) >= 400 ? c : 0), 0);
  return {
    requests: latencies.length,
    seconds: secs / 1000,
    rps: latencies.length / (secs / 1000),
    p50: pct(50),
    p90: pct(90),
    p99: pct(99),
    errors,
    errorDetail: `${errors} socket errors or timeouts`,
    badStatus,
    statuses,
  };
}

// ---------------------------------------------------------------------------------------------
// First-load assets per route

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[]; css?: string[] };
type Manifest = { entry: { module: string; imports?: string[]; css?: string[] }; routes: Record<string, ManifestRoute>; url?: string };

function readManifest(): { manifest: Manifest; file: string } {
  const assetsDir = join(CLIENT_DIR, "assets");
  // The server build names the manifest it serves; fall back to the only manifest-*.js on disk.
  const named = /\/assets\/(manifest-[\w-]+\.js)/.exec(readFileSync(SERVER_BUILD, "utf8"))?.[1];
  const candidates = readdirSync(assetsDir).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
  const file = named && candidates.includes(named) ? named : candidates.length === 1 ? candidates[0] : undefined;
  if (!file) throw new Error(`cannot tell the client manifest in ${assetsDir} (${candidates.join(", ") || "none"})`);
  const text = readFileSync(join(assetsDir, file), "utf8");
  const json = /window\.__remixManifest\s*=\s*(\{[\s\S]*\})\s*;?\s*$/.exec(text.trim())?.[1];
  if (!json) throw new Error(`unexpected manifest format in ${file}`);
  return { manifest: JSON.parse(json) as Manifest, file };
}

const readAsset = (urlPath: string) => readFileSync(join(CLIENT_DIR, urlPath.replace(/^\//, "")));
const gzCache = new Map<string, { raw: number; gz: number }>();
function assetSize(urlPath: string): { raw: number; gz: number } {
  let s = gzCache.get(urlPath);
  if (!s) {
    const buf = readAsset(urlPath);
    s = { raw: buf.length, gz: gzipSync(buf, { level: 9 }).length };
    gzCache.set(urlPath, s);
  }
  return s;
}

type RouteAssets = { id: string; chain: string[]; js: string[]; css: string[] };

function firstLoadAssets(manifest: Manifest): RouteAssets[] {
  const parents = new Set(
    Object.values(manifest.routes)
      .map((r) => r.parentId)
      .filter(Boolean),
  );
  const leaves = Object.values(manifest.routes).filter((r) => !parents.has(r.id));
  return leaves.map((leaf) => {
    const chain: ManifestRoute[] = [];
    for (let r: ManifestRoute | undefined = leaf; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) chain.unshift(r);
    const js = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
    const css = new Set<string>(manifest.entry.css ?? []);
    for (const r of chain) {
      js.add(r.module);
      for (const i of r.imports ?? []) js.add(i);
      for (const c of r.css ?? []) css.add(c);
    }
    // Stylesheets a route links with `import href from "….css?url"` are not in the manifest; the
    // URL string is in the importing chunk. (Relative "assets/….css" strings are preload
    // dependencies of dynamic imports, loaded later, so only root-relative ones count.)
    for (const f of js)
      for (const m of readAsset(f)
        .toString("utf8")
        .matchAll(/["'`](\/assets\/[^"'`]+\.css)["'`]/g))
        css.add(m[1]!);
    return { id: leaf.id, chain: chain.map((r) => r.id), js: [...js], css: [...css] };
  });
}

/** Same-origin /assets/ files a page's HTML asks for before any interaction (a cross-check of the manifest). */
function htmlAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const href = attr(tag, "href");
    const rel = attr(tag, "rel");
    if (!href?.startsWith("/assets/")) continue;
    if (rel === "modulepreload" && href.endsWith(".js")) js.add(href);
    if (rel === "stylesheet") css.add(href);
  }
  for (const m of html.matchAll(/(?:src="|import\(\s*"|import\s+"|from\s+")(\/assets\/[^"]+\.js)"/g)) js.add(m[1]!);
  return { js: [...js], css: [...css] };
}

// ---------------------------------------------------------------------------------------------
// Output

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : "—");
const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);

function tableLines(rows: string[][], rightAlign: boolean[]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map(
    (r) =>
      "  " +
      r
        .map((c, i) => (rightAlign[i] ? lpad(c, widths[i]!) : pad(c, widths[i]!)))
        .join("  ")
        .trimEnd(),
  );
}

// ---------------------------------------------------------------------------------------------

type Target = { label: string; url: string; headers: Record<string, string>; probeStatus: number; html?: string; note: string };

/**
 * The asset sections of the report, computed before the load runs: a build written meanwhile (by
 * someone else's `npm run build`) cannot mix into figures for the worker being measured.
 */
function assetReport(targets: Target[]): string[] {
  const out: string[] = [];
  // First-load assets from the build manifest.
  const { manifest, file } = readManifest();
  const perRoute = firstLoadAssets(manifest).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const sum = (files: string[]) => files.reduce((acc, f) => ({ raw: acc.raw + assetSize(f).raw, gz: acc.gz + assetSize(f).gz }), { raw: 0, gz: 0 });
  out.push(`\nFirst-load JavaScript per leaf route (build manifest ${file}; gzip level 9; kB = 1000 bytes)`);
  out.push("  JS: entry module + imports, plus module + imports of each route from root down; each file counted once");
  out.push("  CSS: the manifest's css plus stylesheets those JS files link (links() with ?url)");
  const jsRows: string[][] = [["route", "chain", "JS files", "JS kB gzip", "JS kB raw", "CSS files", "CSS kB gzip"]];
  for (const r of perRoute) {
    const js = sum(r.js);
    const css = sum(r.css);
    jsRows.push([r.id, r.chain.slice(0, -1).join(" → ") || "—", String(r.js.length), kB(js.gz), kB(js.raw), String(r.css.length), kB(css.gz)]);
  }
  out.push(...tableLines(jsRows, [false, false, true, true, true, true, true]));
  out.push(
    `  (${file} itself, ${kB(assetSize(`/assets/${file}`).gz)} kB gzip, is not counted: with lazy route discovery the page inlines its routes' manifest)`,
  );
  const cssFiles = readdirSync(join(CLIENT_DIR, "assets"))
    .filter((f) => f.endsWith(".css"))
    .sort();
  out.push("\nCSS files (gzip level 9)");
  const cssRows: string[][] = [["file", "kB gzip", "kB raw", "in the first load of"]];
  for (const f of cssFiles) {
    const s = assetSize(`/assets/${f}`);
    const users = perRoute.filter((r) => r.css.includes(`/assets/${f}`)).map((r) => r.id);
    const where = users.length === perRoute.length ? "every route" : users.length ? users.join(", ") : "no route (loaded later, with a lazy chunk)";
    cssRows.push([f, kB(s.gz), kB(s.raw), where]);
  }
  out.push(...tableLines(cssRows, [false, true, true, false]));

  // Cross-check: what the measured pages' HTML actually references.
  const htmlTargets = targets.filter((t) => t.html && t.probeStatus === 200);
  if (htmlTargets.length) {
    out.push("\nCross-check from the measured pages' HTML (modulepreload, module scripts, stylesheets under /assets/)");
    const checkRows: string[][] = [["page", "JS files", "JS kB gzip", "CSS kB gzip"]];
    for (const t of htmlTargets) {
      const a = htmlAssets(t.html!);
      const missing = [...a.js, ...a.css].filter((f) => !existsSync(join(CLIENT_DIR, f.slice(1))));
      const present = (fs: string[]) => fs.filter((f) => !missing.includes(f));
      checkRows.push([
        t.label,
        String(a.js.length),
        kB(sum(present(a.js)).gz),
        kB(sum(present(a.css)).gz) + (missing.length ? `  (missing on disk: ${missing.join(", ")})` : ""),
      ]);
    }
    out.push(...tableLines(checkRows, [false, true, true, false]));
  }

  return out;
}

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
      running?.kill("SIGKILL");
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
    const workerFile = join(tmp, "worker.mjs");
    await bundleWorker(workerFile);
    const wrkScript = join(tmp, "report.lua");
    writeFileSync(wrkScript, WRK_REPORT);

    const config = readWorkerConfig();
    const shared = { host: "127.0.0.1", port: 0, cf: false };
    const compat = { compatibilityDate: config.compatibilityDate, compatibilityFlags: config.compatibilityFlags };
    const app = new Miniflare({
      ...shared,
      handleRuntimeStdio: workerdOutput("app"),
      d1Persist: join(tmp, "d1"),
      workers: [
        {
          // The first worker gets every HTTP request.
          name: "app",
          ...compat,
          // Listed explicitly: the bundle holds a dynamic import() of the browser route loader (never run
          // on the server) that Miniflare's module scan refuses; wrangler also lists modules itself.
          modules: [{ type: "ESModule", path: workerFile }],
          modulesRoot: tmp,
          d1Databases: config.d1,
          r2Buckets: ["RECEIPTS"],
          bindings: { ...config.vars, ...Object.fromEntries(config.secrets.map((name) => [name, randomBytes(32).toString("hex")])) },
        },
        { name: "bench-setup", ...compat, modules: true, script: SETUP_WORKER, d1Databases: config.d1 },
      ],
    });
    instances.push(app);
    const baseline = new Miniflare({
      ...shared,
      ...compat,
      handleRuntimeStdio: workerdOutput("baseline"),
      modules: true,
      script: 'export default { fetch() { return new Response("ok"); } };',
    });
    instances.push(baseline);
    const [appUrl, baseUrl] = await Promise.all([app.ready, baseline.ready]);
    const appOrigin = appUrl.origin;
    const db = await prepareDatabase(app, config.migrationsDir);
    const bundleKB = kB(statSync(workerFile).size);

    const cores = cpus().length;
    const [load1] = loadavg();
    console.log("Edge Lobby bench");
    console.log(`  node ${process.version}, ${cores} CPU(s), load average ${load1!.toFixed(2)}; Miniflare → workerd directly (no wrangler proxy)`);
    if (load1! > cores / 2)
      console.log(`  WARNING: the machine is busy (load ${load1!.toFixed(2)} on ${cores} CPUs): expect noisy figures, even in the ratios.`);
    console.log(`  app worker bundle ${bundleKB} kB (minified, NODE_ENV=production); D1: ${db.migrations} migration file(s) + ${db.seed} seed statements`);
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
        const cookie = (memberCookie = await signIn(appOrigin));
        for (const p of opts.paths) targets.push(await probe(`${p} member`, `${appOrigin}${p}`, { ...BASE_HEADERS, Cookie: cookie }));
      } catch (e) {
        memberNote = `member runs skipped: sign-in failed (${e instanceof Error ? e.message : String(e)})`;
        // Everything the worker runs comes from build/: an old build measures old code.
        if (stale) memberNote += "; the build is older than the sources, a likely cause: try --build";
      }
    }

    const assets = assetReport(targets);

    if (memberNote) console.log(`  ${memberNote}`);
    console.log("  targets (one probe request each: status, body size, title):");
    for (const t of targets) console.log(`    ${t.label}: ${t.note}`);
    console.log();

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

    for (const line of assets) console.log(line);

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
