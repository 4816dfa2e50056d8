/**
 * `npm run bench:lighthouse [-- --runs n] [--port p] [paths…]`: Lighthouse (mobile, simulated
 * throttling: Lighthouse's own mobile defaults) on the built app served as `npm start` serves it
 * (wrangler pages dev, edge cache on, a database of its own reset to the seed), each page `--runs`
 * times (default 3); prints the median score, TBT, LCP, CLS, FCP, Speed Index and longest main-thread
 * task against the targets, and per page the URLs the longest tasks are attributed to.
 * Member and wallet pages are measured signed in as demo/demo1234: the session cookie of a real
 * sign-in goes to Lighthouse as an extra header. Figures only: the exit code is 0 whatever they say.
 *
 * Needs the `lighthouse` package (a devDependency; LIGHTHOUSE_BIN points at another copy's CLI) and
 * Chromium (CHROME_PATH, default /usr/bin/chromium). Run `npm run build` first: this script serves the
 * build as it is (building here would race other builds on a shared machine).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SERVER_BUILD } from "./bench/assets";
import { signIn } from "./bench/http";
import { tableLines } from "./bench/table";
import { newerSources } from "./build-freshness";

const ROOT = new URL("..", import.meta.url).pathname;
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// TOOLCHAIN.md's flags for Debian Chromium on these machines.
const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync";

/** The performance targets (docs/performance.md). */
const TARGET = { score: 98, tbtMs: 100, lcpMs: 1800, cls: 0.02 } as const;

type Page = { path: string; member: boolean };
const DEFAULT_PAGES: Page[] = [
  { path: "/m/home", member: false },
  { path: "/m/login", member: false },
  { path: "/m/gameList?gameType=RNG", member: false },
  { path: "/m/lottery", member: false },
  { path: "/m/mine", member: true },
  { path: "/m/member/home", member: true },
  { path: "/m/voucherCenter", member: true },
  { path: "/m/withdraw", member: true },
];

type Options = { runs: number; port: number; pages: Page[] };

function parseArgs(argv: string[]): Options {
  const o: Options = { runs: 3, port: 8795, pages: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--runs") o.runs = Math.max(1, Math.round(Number(argv[++i])) || 3);
    else if (a === "--port") o.port = Number(argv[++i]) || o.port;
    else if (a.startsWith("/")) o.pages.push({ path: a.replace(/^\/member:/, ""), member: a.startsWith("/member:") });
    else {
      console.error(
        `bench:lighthouse: unknown argument ${a}\nusage: tsx scripts/bench-lighthouse.ts [--runs n] [--port p] [paths… (prefix /member: to sign in)]`,
      );
      process.exit(2);
    }
  }
  if (!o.pages.length) o.pages = DEFAULT_PAGES;
  return o;
}

function lighthouseBin(): string {
  const bin = process.env.LIGHTHOUSE_BIN ?? join(ROOT, "node_modules/.bin/lighthouse");
  if (!existsSync(bin)) {
    console.error(`bench:lighthouse: ${bin} not found: add the devDependency (npm i -D lighthouse@12.8) or set LIGHTHOUSE_BIN.`);
    process.exit(2);
  }
  return bin;
}

type Audit = { numericValue?: number; details?: { items?: { url?: string; duration?: number; startTime?: number }[] } };
type Lhr = { categories: { performance: { score: number | null } }; audits: Record<string, Audit | undefined>; runtimeError?: { message: string } };

type Run = { score: number; tbt: number; lcp: number; cls: number; fcp: number; si: number; longest: number; tasks: { url: string; duration: number }[] };

/** One Lighthouse run in a fresh Chromium (the CLI launches and closes it). */
function lighthouse(bin: string, url: string, cookie: string | undefined, out: string): Run {
  const args = [
    url,
    "--only-categories=performance",
    "--output=json",
    `--output-path=${out}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    "--quiet",
    // Mobile form factor and simulated throttling are Lighthouse's defaults: nothing to set.
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  let r = spawnSync(bin, args, { env: { ...process.env, CHROME_PATH }, encoding: "utf8", timeout: 180_000 });
  // Lighthouse sometimes loses the trace's navigation start (NO_NAVSTART) and says to run again: once.
  if (r.status !== 0 && /NO_NAVSTART/.test(r.stderr ?? ""))
    r = spawnSync(bin, args, { env: { ...process.env, CHROME_PATH }, encoding: "utf8", timeout: 180_000 });
  if (r.status !== 0 || !existsSync(out)) throw new Error(`lighthouse ${url} failed (exit ${r.status}): ${(r.stderr ?? "").slice(-500)}`);
  const lhr = JSON.parse(readFileSync(out, "utf8")) as Lhr;
  rmSync(out, { force: true });
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
  const n = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const tasks = (lhr.audits["long-tasks"]?.details?.items ?? [])
    .map((t) => ({ url: t.url ?? "(unattributed)", duration: t.duration ?? 0 }))
    .sort((a, b) => b.duration - a.duration);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbt: n("total-blocking-time"),
    lcp: n("largest-contentful-paint"),
    cls: n("cumulative-layout-shift"),
    fcp: n("first-contentful-paint"),
    si: n("speed-index"),
    longest: tasks[0]?.duration ?? 0,
    tasks,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function waitUntilServing(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const bin = lighthouseBin();
  if (!existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH} (apt-get install chromium, or set CHROME_PATH)`);
  if (!existsSync(SERVER_BUILD)) throw new Error("no build: run npm run build first");
  const newer = newerSources(statSync(SERVER_BUILD).mtimeMs);
  if (newer.length)
    console.log(`WARNING: ${newer.length} source file(s) are newer than the build (${newer.slice(0, 3).join(", ")}…): figures are for the old build.`);

  const state = mkdtempSync(join(tmpdir(), "edge-lobby-lighthouse-"));
  const env = { ...process.env, EL_PERSIST_DIR: state, PORT: String(opts.port), EDGE_CACHE: "on" };
  // A database of its own, reset to the seed: the figures do not depend on what a developer's database holds.
  const reset = spawnSync(join(ROOT, "node_modules/.bin/tsx"), ["scripts/db.ts", "reset"], { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
  if (reset.status !== 0) throw new Error(`db reset failed (exit ${reset.status})`);
  const server = spawn(join(ROOT, "node_modules/.bin/tsx"), ["scripts/start.ts", "--no-build"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  // wrangler's bundling warnings and request log would bury the table: kept, and shown only if the server fails.
  let serverLog = "";
  const keep = (c: Buffer) => (serverLog = (serverLog + c.toString()).slice(-8000));
  server.stdout?.on("data", keep);
  server.stderr?.on("data", keep);
  const stop = () => {
    // start.ts forwards the signal to wrangler; the group kill covers workerd if it does not.
    try {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
    rmSync(state, { recursive: true, force: true });
  };
  process.on("SIGINT", () => (stop(), process.exit(130)));
  try {
    const origin = `http://127.0.0.1:${opts.port}`;
    await waitUntilServing(`${origin}/m/healthz`, server).catch((e: unknown) => {
      process.stderr.write(serverLog);
      throw e;
    });
    const cookie = opts.pages.some((p) => p.member) ? await signIn(origin) : undefined;
    console.log(
      `Lighthouse ${spawnSync(bin, ["--version"], { encoding: "utf8" }).stdout.trim()}, mobile, simulated throttling (defaults); Chromium ${CHROME_PATH}; ${opts.runs} run(s) per page, medians`,
    );
    console.log(`  served by scripts/start.ts (wrangler pages dev, edge cache on) at ${origin}, database reset to the seed; member pages signed in as demo`);

    const rows = [["page", "score", "TBT ms", "LCP s", "CLS", "FCP s", "SI s", "longest task ms", "targets"]];
    const attributions: string[] = [];
    for (const page of opts.pages) {
      const runs: Run[] = [];
      for (let i = 0; i < opts.runs; i++) {
        process.stdout.write(`  ${page.path}${page.member ? " (member)" : ""} run ${i + 1}/${opts.runs}…\r`);
        runs.push(lighthouse(bin, `${origin}${page.path}`, page.member ? cookie : undefined, join(state, "lhr.json")));
      }
      const m = (k: keyof Omit<Run, "tasks">) => median(runs.map((r) => r[k]));
      const missed = [
        m("score") < TARGET.score && `score<${TARGET.score}`,
        m("tbt") > TARGET.tbtMs && `TBT>${TARGET.tbtMs}`,
        m("lcp") > TARGET.lcpMs && `LCP>${TARGET.lcpMs / 1000}s`,
        m("cls") > TARGET.cls && `CLS>${TARGET.cls}`,
      ].filter(Boolean);
      rows.push([
        `${page.path}${page.member ? " (member)" : ""}`,
        String(m("score")),
        m("tbt").toFixed(0),
        (m("lcp") / 1000).toFixed(2),
        m("cls").toFixed(3),
        (m("fcp") / 1000).toFixed(2),
        (m("si") / 1000).toFixed(2),
        m("longest").toFixed(0),
        missed.length ? `missed: ${missed.join(", ")}` : "met",
      ]);
      // The run with the median TBT stands for the page: its three longest tasks and where they come from.
      const typical = [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs.length / 2)]!;
      const top = typical.tasks.slice(0, 3).map((t) => `${t.duration.toFixed(0)} ms ${t.url.replace(origin, "")}`);
      attributions.push(`  ${page.path}${page.member ? " (member)" : ""}: ${top.join("; ") || "no long task"}`);
    }
    process.stdout.write(" ".repeat(60) + "\r");
    console.log(`\nTargets: score ≥ ${TARGET.score}, TBT ≤ ${TARGET.tbtMs} ms, LCP ≤ ${TARGET.lcpMs / 1000} s, CLS ≤ ${TARGET.cls}`);
    for (const line of tableLines(rows, [false, true, true, true, true, true, true, true, false])) console.log(line);
    console.log("  every column is the median over the runs; longest task = each run's longest main-thread task (Lighthouse's long-tasks audit).");
    console.log("\nLongest main-thread tasks (the median-TBT run of each page; durations as Lighthouse reports them, attributed URL):");
    for (const line of attributions) console.log(line);
  } finally {
    stop();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(`bench:lighthouse: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
