/**
 * `npm run fuzz [-- options]`: the fuzz suite that stays. Builds and serves the
 * app like `npm start` does (`wrangler pages dev` with the Pages function, its own port, its
 * own D1 state reset to the seed; from a private copy of the build, see startWrangler), then
 * sends thousands of malformed requests to every loader and action (generators, properties and a
 * fixed corpus: scripts/fuzz/properties.ts): wrong content types, missing,
 * duplicated and 1 MB fields, NUL/RTL, injection strings, forged cookies, hostile redirect
 * targets and query strings, single-fetch .data requests; a signed-in slice (demo, agent) and a
 * foreign-origin slice (must be 403). Prints the status table per route, minimises the failures,
 * checks that no state changed and that the seeded accounts still sign in.
 * Exit 1 on any 5xx (or another broken property), 2 on a setup failure.
 *
 *   --seed <n>         replay a run (every run prints its seed; default: a new one)
 *   --runs <n>         generated requests to send (default 2000), besides the fixed corpus (about 250)
 *   --port <n>         port of the server (default 8797, or FUZZ_PORT)
 *   --state <dir>      its D1 state directory (default .wrangler/fuzz, or FUZZ_STATE)
 *   --no-build         serve the existing build/ (default: build first, under the build lock)
 *   --miniflare        serve the build in Miniflare in-process instead of wrangler pages dev (faster start)
 *   --concurrency <n>  batches in flight (default 4); --batch <n> requests per client address (default 40)
 *   --minimize <n>     distinct failures to minimise into a short reproduction (default 12; 0 = none)
 */
import { execFile, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, cpSync, createWriteStream, existsSync, fstatSync, mkdirSync, openSync, readSync, rmSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import { withBuildLock } from "./build-lock";
import { corpusSpecs, discoverRoutes, generateSpecs, sliceCounts, type Slice } from "./fuzz/properties";
import { curlFor, describeRequest, fetchHoneypot, ipFor, minimize, probe, runSpecs, signIn, statusTable, type Outcome, type Target } from "./fuzz/runner";
import { compareSnapshots, seededAccountsSignIn, snapshot } from "./fuzz/state";

const ROOT = new URL("..", import.meta.url).pathname;
/** Failing requests sent again to find out what broke (the rest are counted, not classified). */
const MAX_PROBES = 400;

type Options = {
  seed: number;
  runs: number;
  port: number;
  state: string;
  build: boolean;
  miniflare: boolean;
  concurrency: number;
  batch: number;
  minimize: number;
};

function usage(message?: string): never {
  if (message) console.error(`fuzz: ${message}`);
  console.error(
    "usage: npm run fuzz -- [--seed n] [--runs n] [--port n] [--state dir] [--no-build] [--miniflare] [--concurrency n] [--batch n] [--minimize n]",
  );
  process.exit(2);
}

function parseArgs(argv: string[]): Options {
  const o: Options = {
    seed: (Date.now() ^ (process.pid << 8)) >>> 1,
    runs: 2000,
    port: Number(process.env.FUZZ_PORT ?? 8797),
    state: resolve(ROOT, process.env.FUZZ_STATE ?? ".wrangler/fuzz"),
    build: true,
    miniflare: false,
    concurrency: 4,
    batch: 40,
    minimize: 12,
  };
  const int = (flag: string, v: string | undefined, min: number, max: number) => {
    const n = Number(v);
    if (v === undefined || !Number.isInteger(n) || n < min || n > max) usage(`${flag} needs an integer from ${min} to ${max}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const [flag, inline] = a.includes("=") ? [a.slice(0, a.indexOf("=")), a.slice(a.indexOf("=") + 1)] : [a, undefined];
    const value = () => inline ?? argv[++i];
    if (flag === "--seed") o.seed = int(flag, value(), 0, 2 ** 31 - 1);
    else if (flag === "--runs") o.runs = int(flag, value(), 1, 1_000_000);
    else if (flag === "--port") o.port = int(flag, value(), 1, 65535);
    else if (flag === "--state") o.state = resolve(ROOT, value() ?? usage("--state needs a directory"));
    else if (flag === "--no-build") o.build = false;
    else if (flag === "--miniflare") o.miniflare = true;
    else if (flag === "--concurrency") o.concurrency = int(flag, value(), 1, 64);
    else if (flag === "--batch") o.batch = int(flag, value(), 1, 10_000);
    else if (flag === "--minimize") o.minimize = int(flag, value(), 0, 1000);
    else if (flag === "--help" || flag === "-h") usage();
    else usage(`unknown argument ${a}`);
  }
  return o;
}

// ---------------------------------------------------------------------------------------------
// The served app

const execFileP = promisify(execFile);
const WRANGLER = join(ROOT, "node_modules/.bin/wrangler");
const TSX = join(ROOT, "node_modules/.bin/tsx");

/** D1 of the wrangler-served app, read with `wrangler d1 execute` (one call for many statements). */
function wranglerQuery(state: string): Target["query"] {
  return async (statements) => {
    const { stdout } = await execFileP(WRANGLER, ["d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command", statements.join(";\n")], {
      cwd: ROOT,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
      maxBuffer: 512 * 1024 * 1024,
    });
    const parsed = JSON.parse(stdout) as { results: Record<string, unknown>[] }[] | { error: { text: string } };
    if (!Array.isArray(parsed)) throw new Error(`wrangler d1 execute: ${parsed.error.text}`);
    return parsed.map((p) => p.results ?? []);
  };
}

/**
 * The served app: like `npm start` (build, `wrangler pages dev` with the Pages
 * function, the D1 state reset to the seed, EDGE_CACHE off), but from a private copy of the build
 * and of the sources the function bundles, in <state>/app. `wrangler pages dev` re-bundles and
 * reloads whenever build/ changes; in a working tree others build in, that stalled requests for
 * seconds and mixed two builds into one run. The copy is taken under the build lock (scripts/build-lock.ts).
 * Secrets are fresh random bindings (no .dev.vars is read or copied).
 */
async function startWrangler(o: Options, logFile: string): Promise<{ target: Target; stop: () => Promise<void> }> {
  const origin = `http://127.0.0.1:${o.port}`;
  if (
    await fetch(`${origin}/m/home`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${o.port} is taken: pass --port (or FUZZ_PORT)`);
  console.log(`Resetting the D1 state in ${o.state} to the seed…`);
  const reset = spawnSync(TSX, ["scripts/db.ts", "reset"], { cwd: ROOT, env: { ...process.env, EL_PERSIST_DIR: o.state }, encoding: "utf8" });
  if (reset.status !== 0) throw new Error(`db reset failed:\n${reset.stdout}${reset.stderr}`);
  const app = join(o.state, "app");
  await withBuildLock(async () => {
    if (o.build) {
      console.log("Building (under the build lock)…");
      const b = spawnSync(join(ROOT, "node_modules/.bin/react-router"), ["build"], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
      if (b.status !== 0) throw new Error(`react-router build failed (exit ${b.status}):\n${b.stdout}${b.stderr}`);
    }
    if (!existsSync(join(ROOT, "build/server/index.js"))) throw new Error("build/server/index.js is missing: run without --no-build");
    rmSync(app, { recursive: true, force: true });
    mkdirSync(app, { recursive: true });
    for (const p of ["build", "functions", "app", "contract", "gateway", "load-context.ts", "wrangler.toml", "package.json"])
      cpSync(join(ROOT, p), join(app, p), { recursive: true });
    symlinkSync(join(ROOT, "node_modules"), join(app, "node_modules"), "dir");
  });
  const secret = () => randomBytes(32).toString("hex");
  const bindings = { EDGE_CACHE: "off", CLIENT_IP_SOURCE: "cloudflare", SESSION_SECRET: secret(), HONEYPOT_SECRET: secret(), GATEWAY_SECRET: secret() };
  console.log(`Serving ${app} with wrangler pages dev on ${origin} (log: ${logFile})…`);
  const log = createWriteStream(logFile);
  // Its own process group, so stopping it stops workerd too (and nothing else).
  const child: ChildProcess = spawn(
    WRANGLER,
    [
      ...["pages", "dev", "./build/client", "--port", String(o.port), "--ip", "127.0.0.1", "--persist-to", o.state, "--show-interactive-dev-session=false"],
      ...Object.entries(bindings).flatMap(([k, v]) => ["--binding", `${k}=${v}`]),
    ],
    { cwd: app, env: { ...process.env, WRANGLER_SEND_METRICS: "false" }, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  let exited: number | null | undefined;
  const exitP = new Promise<void>((r) => child.on("exit", (code) => ((exited = code), r())));
  const stop = async () => {
    if (exited !== undefined || !child.pid) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        /* gone */
      }
    }, 5_000);
    await exitP;
    clearTimeout(timer);
  };
  const end = Date.now() + 180_000;
  while (Date.now() < end) {
    if (exited !== undefined) throw new Error(`wrangler pages dev exited (${exited}) before answering; see ${logFile}`);
    if (
      await fetch(`${origin}/m/home`).then(
        (r) => r.status === 200,
        () => false,
      )
    ) {
      let offset = 0;
      const logSince = () => {
        const fd = openSync(logFile, "r");
        try {
          const size = fstatSync(fd).size;
          const buf = Buffer.alloc(Math.max(0, size - offset));
          readSync(fd, buf, 0, buf.length, offset);
          offset = size;
          return buf.toString("utf8");
        } finally {
          closeSync(fd);
        }
      };
      return { target: { origin, query: wranglerQuery(o.state), logSince }, stop };
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the server did not answer on ${origin} within 3 minutes; see ${logFile}`);
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const o = parseArgs(process.argv.slice(2));
  const t0 = performance.now();
  const replay = `npm run fuzz -- --seed ${o.seed} --runs ${o.runs}`;
  console.log(`Edge Lobby fuzz: seed ${o.seed}, ${o.runs} generated requests and the fixed corpus (replay: ${replay})`);
  mkdirSync(o.state, { recursive: true });
  const logFile = join(o.state, "server.log");

  let stop = async () => {};
  let target: Target;
  const interrupted = () => void stop().finally(() => process.exit(130));
  process.on("SIGINT", interrupted);
  process.on("SIGTERM", interrupted);
  if (o.miniflare) {
    if (o.build) {
      await withBuildLock(async () => {
        const b = spawnSync(join(ROOT, "node_modules/.bin/react-router"), ["build"], { cwd: ROOT, stdio: "inherit" });
        if (b.status !== 0) throw new Error("build failed");
      });
    }
    const { startMiniflareTarget } = await import("./fuzz/miniflare");
    const log = createWriteStream(logFile);
    let pending = "";
    const mf = await startMiniflareTarget({ onLog: (l) => (log.write(l), (pending += l)) });
    target = {
      ...mf,
      logSince: () => {
        const text = pending;
        pending = "";
        return text;
      },
    };
    stop = () => mf.dispose();
    console.log(`Serving the build in Miniflare on ${mf.origin} (worker log: ${logFile})`);
  } else {
    const w = await startWrangler(o, logFile);
    target = w.target;
    stop = w.stop;
  }
  const tServed = performance.now();

  try {
    const routes = discoverRoutes();
    const corpus = corpusSpecs(routes);
    const specs = [...corpus, ...generateSpecs(routes, o.seed, o.runs)];
    const counts = sliceCounts(o.runs);
    console.log(
      `${routes.length} routes (${routes.filter((r) => r.hasAction).length} with actions) from app/routes/; ${o.runs} generated requests (${(Object.keys(counts) as Slice[]).map((s) => `${s} ${counts[s]}`).join(", ")}) and ${corpus.length} from the fixed corpus`,
    );
    const before = await snapshot(target);

    const tFuzz = performance.now();
    const run = await runSpecs(target, specs, {
      batchSize: o.batch,
      concurrency: o.concurrency,
      onOutcome: (_, done) => {
        if (done % 250 === 0 || done === specs.length)
          process.stdout.write(`  ${done}/${specs.length} requests, ${((performance.now() - tFuzz) / 1000).toFixed(0)} s\n`);
      },
    });
    const fuzzSeconds = (performance.now() - tFuzz) / 1000;
    const { outcomes, setupErrors } = run;

    // Tell the failures apart: each failing request is sent once more, alone, and grouped by the
    // kind of problem and the error the server logged for it (no log: by route); the first of
    // each group is then minimised into a short reproduction.
    const failing = outcomes.filter((x) => x.problems.length);
    const kindOf = (problems: string[]) => problems.map((p) => p.replace(/:.*$/, "").replace(/ answered \d+.*$/, "")).join(", ");
    type Group = { count: number; routes: Set<string>; first: Outcome; kind: string; logged?: string; lines?: string[]; curl?: string | null };
    const groups = new Map<string, Group>();
    const sessions = new Map<Slice, string | undefined>();
    let ipn = 1;
    const sessionFor = async (slice: Slice) => {
      if ((slice === "member" || slice === "agent") && !sessions.has(slice)) {
        const account = slice === "member" ? ["demo", "demo1234"] : ["agent", "agent1234"];
        sessions.set(
          slice,
          await signIn(target, account[0]!, account[1]!, ipFor(ipn++, 19)).then(
            (r) => r.session,
            () => undefined,
          ),
        );
      }
      return sessions.get(slice);
    };
    if (failing.length) {
      console.log(`\nSending the ${Math.min(failing.length, MAX_PROBES)} failing requests again, one at a time, to group them by the error the server logs…`);
      const honeypot = await fetchHoneypot(target, ipFor(ipn++, 19));
      for (const [n, f] of failing.entries()) {
        let key: string;
        let kind = kindOf(f.problems);
        let logged: string | undefined;
        if (n >= MAX_PROBES) key = `${kind}: (not sent again: more than ${MAX_PROBES} failures)`;
        else {
          const p = await probe(target, f.spec, { origin: target.origin, honeypot, session: await sessionFor(f.spec.slice) }, () => ipFor(ipn++, 19));
          if (p.problems.length) kind = kindOf(p.problems);
          logged = p.logged;
          key = !p.problems.length
            ? `${kind}: did not fail again when sent alone (depends on earlier requests or timing)`
            : logged
              ? `${kind}: ${logged}`
              : `${kind} on ${f.req.route}`;
        }
        const g = groups.get(key) ?? { count: 0, routes: new Set<string>(), first: f, kind, logged };
        g.count++;
        g.routes.add(f.req.route);
        groups.set(key, g);
      }
      const toMinimize = [...groups.entries()].filter(([k]) => !k.includes("(not sent again") && !k.includes("did not fail again")).slice(0, o.minimize);
      if (toMinimize.length) console.log(`Minimising one request of each of ${toMinimize.length} group(s)…`);
      for (const [, g] of toMinimize) {
        const f = g.first;
        // Smaller, but still the same failure: the same kind of problem and the same logged error.
        const same = (problems: string[], logged: string | undefined) => kindOf(problems) === g.kind && logged === g.logged;
        const honeypot2 = await fetchHoneypot(target, ipFor(ipn++, 19));
        const session = await sessionFor(f.spec.slice);
        const m = await minimize(target, f.spec, { origin: target.origin, honeypot: honeypot2, session }, same, () => ipFor(ipn++, 19));
        g.lines = describeRequest(m.req, m.answer);
        g.curl = curlFor(target.origin, m.req, session);
      }
    }

    console.log("\nState and accounts after the run…");
    const after = await snapshot(target);
    const state = compareSnapshots(before, after);
    const signInFailures = await seededAccountsSignIn(target);

    // ---- Report
    console.log(
      `\nStatus per route (${outcomes.length} requests; ${run.signIns} sign-ins for the signed-in slices${run.captchas ? `, ${run.captchas} with a captcha` : ""})`,
    );
    const table = statusTable(outcomes);
    for (const l of table.lines) console.log(l);
    const problemCount = (prefix: string) => outcomes.filter((x) => x.problems.some((p) => p.startsWith(prefix))).length;
    const fivexx = table.counts["5xx"];
    const noAnswer = table.counts.err;
    const not403 = problemCount("foreign-origin");
    const offSite = problemCount("redirect off") + problemCount("unparsable Location");

    const times = outcomes.map((x) => x.ms).sort((a, b) => a - b);
    const pct = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(0);
    console.log(`\nLatency: p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${pct(1)} ms. Slowest:`);
    for (const x of [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 3)) {
      console.log(
        `  ${x.ms.toFixed(0)} ms  ${x.req.method} ${x.req.target.slice(0, 100)} → ${x.answer.status}; ${x.req.contentType.split(";")[0]}; ${x.req.tags
          .filter((t) => !t.startsWith("fields:"))
          .join(" ")
          .slice(0, 160)}`,
      );
    }
    if (failing.length) {
      console.log(`\nFirst failing requests (of ${failing.length}):`);
      for (const f of failing.slice(0, 5)) {
        console.log(`  ✗ ${f.problems.join("; ")}`);
        for (const l of describeRequest(f.req, f.answer)) console.log(`    ${l}`);
      }
    }
    if (groups.size) {
      console.log(`\nDistinct failures (${groups.size}), by problem and the error the server logged:`);
      let i = 1;
      for (const [key, g] of [...groups].sort((a, b) => b[1].count - a[1].count)) {
        console.log(`  ${i++}. ${key}`);
        console.log(`     ${g.count} request(s) on ${[...g.routes].sort().join(", ")}${g.lines ? ". Minimal example:" : ""}`);
        for (const l of g.lines ?? []) console.log(`     ${l}`);
        if (g.curl) console.log(`     repro: ${g.curl}`);
      }
    }
    console.log("\nState:");
    for (const n of state.notes) console.log(`  · ${n}`);
    for (const v of state.violations) console.log(`  ✗ ${v}`);
    if (!state.violations.length) console.log("  ✓ nothing changed that fuzz input may not change");
    for (const s of signInFailures) console.log(`  ✗ ${s}`);
    if (!signInFailures.length) console.log("  ✓ demo/demo1234 and agent/agent1234 still sign in through the form");
    for (const s of setupErrors) console.log(`  ✗ setup: ${s}`);

    const total = (performance.now() - t0) / 1000;
    console.log(
      `\nTime: ${total.toFixed(0)} s in all (start ${((tServed - t0) / 1000).toFixed(0)} s, ${outcomes.length} requests in ${fuzzSeconds.toFixed(0)} s = ${(outcomes.length / fuzzSeconds).toFixed(1)} req/s)`,
    );
    const failed = fivexx + noAnswer + not403 + offSite + state.violations.length + signInFailures.length;
    console.log(
      failed || setupErrors.length
        ? `FAIL: ${fivexx} × 5xx, ${noAnswer} without an answer, ${not403} foreign-origin mutations not refused with 403, ${offSite} off-site redirects, ${state.violations.length} state violations, ${signInFailures.length} sign-in failures, ${setupErrors.length} setup errors.`
        : "PASS: no 5xx, foreign-origin mutations refused, no off-site redirect, state unchanged, accounts sign in.",
    );
    console.log(`Replay: ${replay}${o.miniflare ? " --miniflare" : ""}`);
    if (setupErrors.length && !failed) return 2;
    return failed || setupErrors.length ? 1 : 0;
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`fuzz: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    process.exit(2);
  },
);
