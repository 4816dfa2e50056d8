/**
 * `npm run bench:scale [-- options]`: signed-in pages at seed size and at production size, side by
 * side in one run. Two embedded gateways run as their own workers (decision 045), one on the plain
 * seed and one on a copy of `npm run db:scale`'s production-size database, each with the built app
 * in front of it. For each page: the time to first byte with a warm isolate (the median of --runs
 * requests after --warmup, the two sides taking turns so the machine's noise falls on both alike)
 * and the production/seed ratio. Then, at production size, through the gateway's own code: the
 * settlement of yesterday (`npm run site -- settle`: the due lottery sub-orders first, then every
 * job) and the ledger audit (`npm run site -- audit`: what is due settled first, then the audit).
 * Figures only, no pass/fail.
 *
 *   --members <n>          the production size's generated members (default 100000; db:scale's --members)
 *   --force                generate the production-size database again
 *   --runs <n>             timed requests per page and side (default 9), after --warmup <n> (default 3)
 *   --settle-budget <s>    stop the settlement after this many seconds and report its pace (default 180)
 *   --build                run `react-router build` first (done anyway when build/server is missing)
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type { Miniflare } from "miniflare";
import { BASE_HEADERS, DEMO_SIGN_IN, median, request, signIn, timedRequest, type SignInAccount } from "./bench/http";
import { tableLines } from "./bench/table";
import { ensureBuild, startWorkers, type Workers } from "./bench/workers";
import { parseScaleArgs, printCounts } from "./db-scale";
import { ensureScaleDatabase } from "./scale/database";
import { BIG_AGENT } from "./scale/plan";
import { configureClock, now as clockNow } from "../contract/clock";
import { addDays, operatorDay } from "../contract/record-range";
import { DEMO_ACCOUNTS } from "../gateway/accounts/demo-accounts";
import { RemoteD1, doorAnswer } from "../gateway/core/remote-d1";
import { settleAllDueInBatches } from "../gateway/games/settle-due-batch";
import { settleDay } from "../gateway/games/settlement";
import { auditLedger } from "../gateway/wallet/audit";

type Who = "member" | "agent" | "bigAgent";

/** The pages, and who is signed in on each side (the seed has no big team: its agent stands in). */
const PAGES: { label: string; path: string; seed: Who; scale: Who }[] = [
  { label: "member /m/home", path: "/m/home", seed: "member", scale: "member" },
  { label: "member /m/mine", path: "/m/mine", seed: "member", scale: "member" },
  { label: "agent /m/agent", path: "/m/agent", seed: "agent", scale: "agent" },
  { label: "agent /m/agent/team/overview", path: "/m/agent/team/overview", seed: "agent", scale: "agent" },
  { label: "5,000-downline agent /m/agent/team/pnl", path: "/m/agent/team/pnl", seed: "agent", scale: "bigAgent" },
  { label: "5,000-downline agent /m/teamBetting", path: "/m/teamBetting", seed: "agent", scale: "bigAgent" },
];

type Options = { members: number; force: boolean; runs: number; warmup: number; settleBudgetS: number; build: boolean };

function usage(message?: string): never {
  if (message) console.error(`bench:scale: ${message}`);
  console.error("usage: tsx scripts/bench-scale.ts [--members n] [--force] [--runs n] [--warmup n] [--settle-budget s] [--build]");
  process.exit(2);
}

function parseArgs(argv: string[]): Options {
  const { members, force, rest } = parseScaleArgs(argv, () => usage("--members takes a whole number of at least 100"));
  const o: Options = { members, force, runs: 9, warmup: 3, settleBudgetS: 180, build: false };
  const count = (v: string | undefined, min: number, name: string) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < min) usage(`${name} takes a whole number of at least ${min}`);
    return n;
  };
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    if (a === "--runs") o.runs = count(rest[++i], 1, a);
    else if (a === "--warmup") o.warmup = count(rest[++i], 0, a);
    else if (a === "--settle-budget") o.settleBudgetS = count(rest[++i], 1, a);
    else if (a === "--build") o.build = true;
    else usage(`unknown argument ${a}`);
  }
  return o;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The cookies of each account a side's pages are opened as. */
async function signInAll(origin: string, accounts: Partial<Record<Who, SignInAccount>>): Promise<Partial<Record<Who, string>>> {
  const out: Partial<Record<Who, string>> = {};
  for (const [who, account] of Object.entries(accounts) as [Who, SignInAccount][]) out[who] = await signIn(origin, account);
  return out;
}

/** A D1 for Node over the gateway instance's door worker; once `deadline` passes, every statement throws. */
function gatewayD1(workers: Workers, deadline: { at: number }): D1Database {
  return new RemoteD1(async (statements) => {
    if (performance.now() > deadline.at) throw new Error("over the time budget");
    const door = await workers.gateway!.mf.getWorker("bench-setup");
    const res = await door.fetch("http://bench-setup.invalid/", { method: "POST", body: JSON.stringify({ statements }) });
    return doorAnswer(res.status, await res.text());
  }).asD1();
}

/** A count taken after a stopped step: the budget no longer applies. */
async function withoutBudget<T>(deadline: { at: number }, read: () => Promise<T>): Promise<T> {
  const at = deadline.at;
  deadline.at = Infinity;
  try {
    return await read();
  } finally {
    deadline.at = at;
  }
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const t0 = performance.now();
  configureClock(process.env.EL_NOW);
  const stale = ensureBuild(opts.build);

  const scale = await ensureScaleDatabase({ members: opts.members, force: opts.force });
  console.log(scale.generated ? `Production-size database generated in ${scale.seconds!.toFixed(1)} s:` : "Production-size database (reused):");
  printCounts(scale.counts);

  const tmp = mkdtempSync(join(tmpdir(), "edge-lobby-bench-scale-"));
  const instances: Miniflare[] = [];
  let cleaning: Promise<void> | undefined;
  const cleanup = () =>
    (cleaning ??= (async () => {
      await Promise.allSettled(instances.map((mf) => mf.dispose()));
      rmSync(tmp, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    })());
  const onSignal = () => {
    console.error("\nbench:scale: interrupted, cleaning up…");
    void cleanup().finally(() => process.exit(130));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  try {
    // The settlement writes: it runs on a copy, so the kept database stays as generated.
    const t = performance.now();
    const copy = join(tmp, "scale-d1");
    cpSync(scale.dir, copy, { recursive: true });
    console.log(`Copied for this run in ${seconds(performance.now() - t)}.`);
    for (const side of ["seed", "scale"]) mkdirSync(join(tmp, side));
    const seedSide = await startWorkers("binding", join(tmp, "seed"), instances);
    const scaleSide = await startWorkers("binding", join(tmp, "scale"), instances, {}, copy);

    const seedAgent = DEMO_ACCOUNTS.find((a) => a.account === "agent")!;
    const agent = { username: seedAgent.account, password: seedAgent.password };
    const seedCookies = await signInAll(seedSide.app.origin, { member: DEMO_SIGN_IN, agent });
    const scaleCookies = await signInAll(scaleSide.app.origin, {
      member: DEMO_SIGN_IN,
      agent,
      bigAgent: { username: BIG_AGENT.account, password: BIG_AGENT.password },
    });

    console.log(`\nSigned-in pages, TTFB with a warm isolate (median of ${opts.runs} after ${opts.warmup} warm-up requests, ms)`);
    const rows: string[][] = [["page", "seed", "production size", "ratio"]];
    for (const page of PAGES) {
      const sides = [
        { origin: seedSide.app.origin, cookie: seedCookies[page.seed]!, ttfb: [] as number[] },
        { origin: scaleSide.app.origin, cookie: scaleCookies[page.scale]!, ttfb: [] as number[] },
      ];
      for (const side of sides) {
        // A redirect (signed out, refused) would be timed as a fast page: every page must answer 200.
        const first = await request(`${side.origin}${page.path}`, { headers: { ...BASE_HEADERS, Cookie: side.cookie } });
        if (first.status !== 200)
          throw new Error(`${page.label}: ${side.origin} answered ${first.status}${first.headers.location ? ` → ${first.headers.location}` : ""}`);
        for (let i = 1; i < opts.warmup; i++) await timedRequest(`${side.origin}${page.path}`, { ...BASE_HEADERS, Cookie: side.cookie });
      }
      for (let r = 0; r < opts.runs; r++) {
        for (const side of sides) side.ttfb.push((await timedRequest(`${side.origin}${page.path}`, { ...BASE_HEADERS, Cookie: side.cookie })).ttfb);
      }
      const [seedMs, scaleMs] = sides.map((s) => median(s.ttfb)) as [number, number];
      rows.push([page.label, seedMs.toFixed(0), scaleMs.toFixed(0), `${(scaleMs / seedMs).toFixed(1)} ×`]);
      console.log(`  measured ${page.label}`);
    }
    console.log("");
    for (const line of tableLines(rows, [false, true, true, true])) console.log(line);

    // Settlement of yesterday at production size, through the gateway's own settlement code, in
    // its two parts: the lottery sub-orders due (settleDay settles them first), then the day's jobs.
    const deadline = { at: Infinity };
    const db = gatewayD1(scaleSide, deadline);
    const day = addDays(operatorDay(clockNow()), -1);
    const count = async (sql: string, ...binds: (string | number)[]) =>
      (await db
        .prepare(sql)
        .bind(...binds)
        .first<{ n: number }>())!.n;
    const dueNow = () => count("SELECT COUNT(*) AS n FROM bet_suborders WHERE status = 'open' AND draw_at <= ?1", clockNow());
    const paidFor = () => count("SELECT COUNT(*) AS n FROM payouts WHERE period = ?1", day);
    /** Runs `work` until it ends or the deadline stops it; answers the ms taken and whether it was stopped. */
    const budgeted = async (work: () => Promise<unknown>): Promise<{ ms: number; stopped: boolean }> => {
      const start = performance.now();
      try {
        await work();
        return { ms: performance.now() - start, stopped: false };
      } catch (e) {
        if (!String(e).includes("over the time budget")) throw e;
        return { ms: performance.now() - start, stopped: true };
      }
    };
    const perSecond = (n: number, ms: number) => (n / (ms / 1000)).toFixed(1);
    const dueBefore = await dueNow();
    console.log(`\nAt production size, through the gateway's own code (budget ${opts.settleBudgetS} s for the settlement):`);
    const lines: string[][] = [["step", "time", ""]];
    deadline.at = performance.now() + opts.settleBudgetS * 1000;
    const due = await budgeted(() => settleAllDueInBatches(db, clockNow()));
    const dueAfter = await withoutBudget(deadline, dueNow);
    lines.push([
      "settle: lottery sub-orders due",
      due.stopped ? `stopped at ${seconds(due.ms)}` : seconds(due.ms),
      `${(dueBefore - dueAfter).toLocaleString("en")} of ${dueBefore.toLocaleString("en")} settled (${perSecond(dueBefore - dueAfter, due.ms)}/s)`,
    ]);
    let jobs = { ms: 0, stopped: due.stopped };
    if (!due.stopped) {
      let outcome: Awaited<ReturnType<typeof settleDay>> | undefined;
      jobs = await budgeted(async () => (outcome = await settleDay(db, day, clockNow())));
      if (outcome && !outcome.ok) throw new Error(`settle ${day}: ${outcome.reason}`);
      const payouts = await withoutBudget(deadline, paidFor);
      lines.push([
        `settle: ${day}'s jobs`,
        jobs.stopped ? `stopped at ${seconds(jobs.ms)}` : seconds(jobs.ms),
        `${payouts.toLocaleString("en")} payouts (${perSecond(payouts, jobs.ms)}/s)`,
      ]);
    }
    lines.push([`site settle ${day}`, due.stopped || jobs.stopped ? "not finished" : seconds(due.ms + jobs.ms), ""]);

    // The audit as `npm run site -- audit` runs it: what is due settled first, then every wallet.
    deadline.at = performance.now() + opts.settleBudgetS * 1000;
    let audit: Awaited<ReturnType<typeof auditLedger>> | undefined;
    const audited = await budgeted(async () => {
      await settleAllDueInBatches(db, clockNow());
      audit = await auditLedger(db);
    });
    deadline.at = Infinity;
    lines.push([
      "site audit",
      audited.stopped ? `stopped at ${seconds(audited.ms)}` : seconds(audited.ms),
      audit ? `${audit.wallets.toLocaleString("en")} wallets, ${audit.differences.length} with a difference` : "still settling what was due",
    ]);
    for (const line of tableLines(lines, [false, true, false])) console.log(line);

    console.log(`\nbench:scale finished in ${seconds(performance.now() - t0)}${stale ? ` (build older than ${stale} source file(s))` : ""}.`);
  } finally {
    await cleanup();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
