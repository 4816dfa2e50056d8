/**
 * `npm run bench [-- options] [paths…]`: throughput and latency of the built app, served by
 * Miniflare directly (workerd, no wrangler proxy), against a trivial worker measured the same way
 * in the same run, plus first-load JavaScript (gzip) per route from the build manifest.
 * Figures only, no pass/fail. The machines are shared and noisy: only the ratios are comparable.
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
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { build as esbuild } from "esbuild";
import { Miniflare } from "miniflare";
import { seedStatements } from "../gateway/seed";

const ROOT = new URL("..", import.meta.url).pathname;
const SERVER_BUILD = join(ROOT, "build/server/index.js");
const CLIENT_DIR = join(ROOT, "build/client");
const WRK = "/usr/bin/wrk";

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
  console.error("usage: tsx scripts/bench.ts [--duration s] [--warmup s] [--connections n] [--no-member] [--loadgen wrk|node] [--build] [paths…]");
  process.exit(2);
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

function ensureBuild(force: boolean): void {
  if (force || !existsSync(SERVER_BUILD)) {
    console.log(force ? "Building (--build)…" : "build/server/index.js is missing: building…");
    const r = spawnSync(join(ROOT, "node_modules/.bin/remix"), ["vite:build"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
    if (r.status !== 0) throw new Error(`remix vite:build failed (exit ${r.status})`);
    return;
  }
  // Benchmarking an old build silently would mislead: say so when sources are newer.
  const built = statSync(SERVER_BUILD).mtimeMs;
  const newer: string[] = [];
  const walk = (p: string) => {
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) for (const e of readdirSync(p)) walk(join(p, e));
    else if (st.mtimeMs > built && !/\.test\.tsx?$/.test(p)) newer.push(p.slice(ROOT.length));
  };
  for (const p of ["app", "gateway", "load-context.ts", "vite.config.ts"]) walk(join(ROOT, p));
  if (newer.length) {
    console.log(`WARNING: the build is older than ${newer.length} source file(s) (${newer.slice(0, 3).join(", ")}${newer.length > 3 ? ", …" : ""}).`);
    console.log("         Figures are for the old build: pass --build (or run npm run build) to measure the current code.\n");
  }
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
    logLevel: "silent",
  });
  for (const w of result.warnings) console.log(`esbuild warning: ${w.text}`);
}

// ---------------------------------------------------------------------------------------------
// Database

/** Statements of a migration file: `--` comments removed (outside quotes), split on `;`. */
export function splitSql(sql: string): string[] {
  const lines = sql.split("\n").map((line) => {
    const at = line.indexOf("--");
    if (at < 0) return line;
    const quotesBefore = (line.slice(0, at).match(/'/g) ?? []).length;
    return quotesBefore % 2 === 0 ? line.slice(0, at) : line;
  });
  return lines
    .join("\n")
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean);
}

async function prepareDatabase(mf: Miniflare): Promise<{ migrations: number; seed: number }> {
  const db = await mf.getD1Database("DB");
  const files = readdirSync(join(ROOT, "migrations")).filter((f) => f.endsWith(".sql")).sort();
  let migrations = 0;
  for (const f of files) {
    const statements = splitSql(readFileSync(join(ROOT, "migrations", f), "utf8"));
    if (statements.length) await db.batch(statements.map((s) => db.prepare(s)));
    migrations += statements.length;
  }
  const seed = await seedStatements();
  await db.batch(seed.map((s) => db.prepare(s)));
  return { migrations: files.length, seed: seed.length };
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
  get size(): number {
    return this.cookies.size;
  }
}

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? m[1]!.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">") : undefined;
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
  const form = /<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i.exec(html)?.[1];
  if (!form) throw new Error("no POST form on /m/login");
  const fields = new URLSearchParams();
  for (const tag of form.match(/<input\b[^>]*>/gi) ?? []) {
    const name = attr(tag, "name");
    if (!name) continue;
    fields.set(name, name === "username" ? "demo" : name === "password" ? "demo1234" : (attr(tag, "value") ?? ""));
  }
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
// Load generation

type LoadResult = {
  requests: number;
  seconds: number;
  rps: number;
  p50: number; // milliseconds
  p90: number;
  p99: number;
  errors: number; // socket errors and timeouts
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
        p50: j.p50! / 1000,
        p90: j.p90! / 1000,
        p99: j.p99! / 1000,
        errors: j.connect! + j.read! + j.write! + j.timeout!,
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
  return { requests: latencies.length, seconds: secs / 1000, rps: latencies.length / (secs / 1000), p50: pct(50), p90: pct(90), p99: pct(99), errors, badStatus, statuses };
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

const gzCache = new Map<string, { raw: number; gz: number }>();
function assetSize(urlPath: string): { raw: number; gz: number } {
  let s = gzCache.get(urlPath);
  if (!s) {
    const buf = readFileSync(join(CLIENT_DIR, urlPath.replace(/^\//, "")));
    s = { raw: buf.length, gz: gzipSync(buf, { level: 9 }).length };
    gzCache.set(urlPath, s);
  }
  return s;
}

type RouteAssets = { id: string; chain: string[]; js: string[]; css: string[] };

function firstLoadAssets(manifest: Manifest): RouteAssets[] {
  const parents = new Set(Object.values(manifest.routes).map((r) => r.parentId).filter(Boolean));
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

function printTable(rows: string[][], rightAlign: boolean[]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows) console.log("  " + r.map((c, i) => (rightAlign[i] ? lpad(c, widths[i]!) : pad(c, widths[i]!))).join("  ").trimEnd());
}

// ---------------------------------------------------------------------------------------------

type Target = { label: string; url: string; headers: Record<string, string>; probeStatus: number; probeBytes: number; html?: string };

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const t0 = performance.now();
  ensureBuild(opts.build);

  const tmp = mkdtempSync(join(tmpdir(), "edge-lobby-bench-"));
  const instances: Miniflare[] = [];
  const cleanup = async () => {
    running?.kill("SIGKILL");
    await Promise.allSettled(instances.map((mf) => mf.dispose()));
    instances.length = 0;
    rmSync(tmp, { recursive: true, force: true });
  };
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

    const shared = { host: "127.0.0.1", port: 0, cf: false, compatibilityDate: "2026-04-01", compatibilityFlags: ["nodejs_compat"] };
    const app = new Miniflare({
      ...shared,
      // Listed explicitly: the bundle holds a dynamic import() of the browser route loader (never run
      // on the server) that Miniflare's module scan refuses; wrangler also lists modules itself.
      modules: [{ type: "ESModule", path: workerFile }],
      modulesRoot: tmp,
      d1Databases: { DB: "00000000-0000-4000-8000-000000000001" },
      d1Persist: join(tmp, "d1"),
      bindings: {
        MERCHANT_CODE: "edgelobby",
        GATEWAY_URL: "",
        GATEWAY_TIMEOUT_MS: "8000",
        SESSION_SECRET: randomBytes(32).toString("hex"),
        HONEYPOT_SECRET: randomBytes(32).toString("hex"),
      },
    });
    instances.push(app);
    const baseline = new Miniflare({ ...shared, modules: true, script: 'export default { fetch() { return new Response("ok"); } };' });
    instances.push(baseline);
    const [appUrl, baseUrl] = await Promise.all([app.ready, baseline.ready]);
    const appOrigin = appUrl.origin;
    const db = await prepareDatabase(app);
    const bundleKB = kB(statSync(workerFile).size);

    // Probe every target once: status and size, and the HTML for the asset cross-check.
    const probe = async (label: string, url: string, headers: Record<string, string>): Promise<Target> => {
      const r = await request(url, { headers });
      const type = String(r.headers["content-type"] ?? "");
      return { label, url, headers, probeStatus: r.status, probeBytes: r.body.length, html: type.includes("text/html") ? r.body.toString("utf8") : undefined };
    };
    const targets: Target[] = [await probe("baseline (Response \"ok\")", `${baseUrl.origin}/`, BASE_HEADERS)];
    for (const p of opts.paths) targets.push(await probe(`${p}  guest`, `${appOrigin}${p}`, BASE_HEADERS));
    let memberNote = "";
    if (opts.member) {
      try {
        const cookie = await signIn(appOrigin);
        for (const p of opts.paths) targets.push(await probe(`${p}  member`, `${appOrigin}${p}`, { ...BASE_HEADERS, Cookie: cookie }));
      } catch (e) {
        memberNote = `member runs skipped: sign-in failed (${e instanceof Error ? e.message : String(e)})`;
      }
    }

    const cores = cpus().length;
    console.log("Edge Lobby bench");
    console.log(`  node ${process.version}, ${cores} CPU(s), miniflare/workerd in-process (no wrangler proxy)`);
    console.log(`  app worker bundle ${bundleKB} kB (minified, NODE_ENV=production); D1: ${db.migrations} migration file(s) + ${db.seed} seed statements`);
    console.log(`  load: ${opts.loadgen === "wrk" ? "wrk, 1 thread" : "Node http keep-alive loop"}, ${opts.connections} connections, ${opts.warmupS} s warm-up + ${opts.durationS} s per target`);
    console.log("  headers: Accept-Language: en, a mobile Chrome User-Agent (streamed render, as a browser gets it)");
    if (memberNote) console.log(`  ${memberNote}`);
    for (const t of targets) {
      if (t.probeStatus >= 400) console.log(`  NOTE: ${t.label.trim()} answers ${t.probeStatus} to a single request: the figures below measure that response.`);
    }
    console.log();

    // Load: the same generator, connections and duration for every target, one after another.
    const results: LoadResult[] = [];
    for (const t of targets) {
      process.stdout.write(`  measuring ${t.label.replace(/\s+/g, " ")}…`);
      const run = (s: number) =>
        opts.loadgen === "wrk" ? runWrk(t.url, t.headers, s, opts.connections, wrkScript) : runNode(t.url, t.headers, s, opts.connections);
      if (opts.warmupS > 0) await run(opts.warmupS);
      const r = await run(opts.durationS);
      results.push(r);
      process.stdout.write(` ${r.rps.toFixed(0)} req/s\n`);
    }

    const base = results[0]!;
    console.log("\nThroughput and latency (figures are machine-relative: only the ratios to the baseline are comparable)");
    const rows: string[][] = [["target", "status", "bytes", "req/s", "p50 ms", "p90 ms", "p99 ms", "errors", "≥400", "rps ratio", "p50 ×", "p99 ×"]];
    targets.forEach((t, i) => {
      const r = results[i]!;
      rows.push([
        t.label,
        String(t.probeStatus),
        String(t.probeBytes),
        r.rps.toFixed(1),
        ms(r.p50),
        ms(r.p90),
        ms(r.p99),
        String(r.errors),
        String(r.badStatus),
        i === 0 ? "1" : (r.rps / base.rps).toFixed(4),
        i === 0 ? "1" : (r.p50 / base.p50).toFixed(1),
        i === 0 ? "1" : (r.p99 / base.p99).toFixed(1),
      ]);
    });
    printTable(rows, [false, true, true, true, true, true, true, true, true, true, true, true]);
    console.log("  status/bytes: one probe request; errors: socket errors and timeouts; ≥400: responses with status ≥ 400 under load.");
    console.log("  rps ratio = app req/s ÷ baseline req/s; p50 ×, p99 × = app latency ÷ baseline latency.");
    for (const [i, r] of results.entries()) {
      if (r.statuses && Object.keys(r.statuses).some((s) => s !== String(targets[i]!.probeStatus))) {
        console.log(`  ${targets[i]!.label.replace(/\s+/g, " ")} statuses under load: ${JSON.stringify(r.statuses)}`);
      }
    }

    // First-load assets from the build manifest.
    const { manifest, file } = readManifest();
    const perRoute = firstLoadAssets(manifest).sort((a, b) => a.id.localeCompare(b.id));
    const sum = (files: string[]) => files.reduce((acc, f) => ({ raw: acc.raw + assetSize(f).raw, gz: acc.gz + assetSize(f).gz }), { raw: 0, gz: 0 });
    console.log(`\nFirst-load JavaScript per leaf route (build manifest ${file}; gzip level 9; kB = 1000 bytes)`);
    console.log("  entry module + imports, plus module + imports of each route from root down; each file counted once");
    const jsRows: string[][] = [["route", "chain", "JS files", "JS kB gzip", "JS kB raw", "CSS kB gzip"]];
    for (const r of perRoute) {
      const js = sum(r.js);
      const css = sum(r.css);
      jsRows.push([r.id, r.chain.slice(0, -1).join(" → ") || "—", String(r.js.length), kB(js.gz), kB(js.raw), r.css.length ? kB(css.gz) : "0.0"]);
    }
    printTable(jsRows, [false, false, true, true, true, true]);
    console.log(`  (not counted above: the manifest itself, ${kB(assetSize(`/assets/${file}`).gz)} kB gzip; with lazy route discovery the server may inline part of it instead)`);
    const cssFiles = readdirSync(join(CLIENT_DIR, "assets")).filter((f) => f.endsWith(".css")).sort();
    console.log("\nCSS (gzip level 9)");
    const manifestCss = new Set(perRoute.flatMap((r) => r.css));
    for (const f of cssFiles) {
      const s = assetSize(`/assets/${f}`);
      console.log(`  ${f}  ${kB(s.gz)} kB gzip (${kB(s.raw)} kB raw)${manifestCss.has(`/assets/${f}`) ? "" : "  — linked outside the manifest (links() with ?url), loaded by every page"}`);
    }

    // Cross-check: what the measured pages' HTML actually references.
    const htmlTargets = targets.filter((t) => t.html && t.probeStatus === 200);
    if (htmlTargets.length) {
      console.log("\nCross-check from the measured pages' HTML (modulepreload, module scripts, stylesheets under /assets/)");
      const checkRows: string[][] = [["page", "JS files", "JS kB gzip", "CSS kB gzip"]];
      for (const t of htmlTargets) {
        const a = htmlAssets(t.html!);
        const missing = [...a.js, ...a.css].filter((f) => !existsSync(join(CLIENT_DIR, f.slice(1))));
        const present = (fs: string[]) => fs.filter((f) => !missing.includes(f));
        checkRows.push([t.label.replace(/\s+/g, " "), String(a.js.length), kB(sum(present(a.js)).gz), kB(sum(present(a.css)).gz) + (missing.length ? `  (missing on disk: ${missing.join(", ")})` : "")]);
      }
      printTable(checkRows, [false, true, true, false]);
    }

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
