import { FIRST_REQUESTS, cpuPerRequest, idleCpu, quantile, type CpuResult } from "./cpu";
import { BASE_HEADERS } from "./http";
import { tableLines } from "./table";
import type { Instance } from "./workers";

/** The goal for the app worker's server render of /m/home. */
export const HOME_CPU_GOAL_MS = 5;

type CpuTarget = { label: string; path: string; member?: boolean; floor?: boolean };

/** The pages of the CPU table: the React Router floor first, then the pages the issue names. */
const CPU_TARGETS: CpuTarget[] = [
  { label: "/m/healthz (trivial React Router route)", path: "/m/healthz", floor: true },
  { label: "/m/home guest", path: "/m/home" },
  { label: "/m/home member", path: "/m/home", member: true },
  { label: "/m/login guest", path: "/m/login" },
  { label: "/m/lottery guest", path: "/m/lottery" },
  { label: "/m/gameList?gameType=RNG guest", path: "/m/gameList?gameType=RNG" },
  { label: "/m/withdraw member", path: "/m/withdraw", member: true },
  // An agent's page: a member who is not one is sent away (bench --account agent:agent1234).
  { label: "/m/agent member", path: "/m/agent", member: true },
];

const msOf = (ns: number) => (Number.isFinite(ns) ? (ns / 1e6).toFixed(2) : "—");

export async function cpuReport(o: {
  app: Instance;
  gateway?: Instance;
  baseline: Instance;
  appOrigin: string;
  memberCookie?: string;
  samples: number;
  warmup: number;
}): Promise<void> {
  const others = o.gateway ? [o.gateway.pid] : [];
  console.log(
    `\nCPU per request (workerd's own CPU time from /proc/<pid>/task/*/schedstat, ${o.samples} sequential unloaded requests after ${o.warmup} warm-up; "first ${FIRST_REQUESTS}": the first warm-up requests, while V8 still compiles the page's code)`,
  );
  process.stdout.write("  measuring the trivial worker…");
  const base = await cpuPerRequest(`${o.baseline.origin}/`, BASE_HEADERS, o.baseline.pid, [], o.samples, o.warmup);
  const rows: { label: string; r: CpuResult; floor?: boolean }[] = [];
  for (const t of CPU_TARGETS) {
    if (t.member && !o.memberCookie) continue;
    process.stdout.write(` ${t.label}…`);
    const headers = t.member ? { ...BASE_HEADERS, Cookie: o.memberCookie! } : BASE_HEADERS;
    rows.push({ label: t.label, floor: t.floor, r: await cpuPerRequest(`${o.appOrigin}${t.path}`, headers, o.app.pid, others, o.samples, o.warmup) });
  }
  const idle = await idleCpu([o.app.pid, ...others], o.samples);
  process.stdout.write(" done\n");

  const baseMedian = quantile(base.samples, 0.5);
  const floorMedian = quantile(rows.find((r) => r.floor)?.r.samples ?? [], 0.5);
  const table = [
    [
      "target",
      "status",
      "median ms",
      "p90 ms",
      "min ms",
      `first ${FIRST_REQUESTS} median ms`,
      ...(o.gateway ? ["gateway median ms"] : []),
      "× trivial worker",
      "× trivial React Router route",
    ],
  ];
  table.push([
    'trivial worker (Response "ok")',
    String(base.status),
    msOf(baseMedian),
    msOf(quantile(base.samples, 0.9)),
    msOf(Math.min(...base.samples)),
    msOf(quantile(base.first, 0.5)),
    ...(o.gateway ? ["—"] : []),
    "1.0",
    "—",
  ]);
  for (const { label, r, floor } of rows) {
    const median = quantile(r.samples, 0.5);
    table.push([
      label,
      String(r.status),
      msOf(median),
      msOf(quantile(r.samples, 0.9)),
      msOf(Math.min(...r.samples)),
      msOf(quantile(r.first, 0.5)),
      ...(o.gateway ? [msOf(quantile(r.others[0]!, 0.5))] : []),
      (median / baseMedian).toFixed(1),
      floor ? "1.0" : (median / floorMedian).toFixed(1),
    ]);
  }
  table.push([
    "idle (no request: the method's noise)",
    "—",
    msOf(quantile(idle[0]!, 0.5)),
    msOf(quantile(idle[0]!, 0.9)),
    msOf(Math.min(...idle[0]!)),
    "—",
    ...(o.gateway ? [msOf(quantile(idle[1]!, 0.5))] : []),
    "—",
    "—",
  ]);
  for (const line of tableLines(table, [false, true, true, true, true, true, true, true, true])) console.log(line);

  for (const label of ["/m/home guest", "/m/home member"]) {
    const row = rows.find((r) => r.label === label);
    if (!row) continue;
    const median = quantile(row.r.samples, 0.5) / 1e6;
    console.log(`  goal: ${label} median ≤ ${HOME_CPU_GOAL_MS} ms: ${median.toFixed(2)} ms, ${median <= HOME_CPU_GOAL_MS ? "met" : "missed"}`);
  }
  // The method's cross-check: over the whole run of each target, the scheduler's nanoseconds
  // against the kernel's utime+stime (10 ms ticks, so only the sum of many requests compares).
  const check = rows.reduce((acc, { r }) => ({ ns: acc.ns + r.totalNs, ticks: acc.ticks + r.totalTickNs }), { ns: 0, ticks: 0 });
  console.log(
    `  cross-check over all app rows: schedstat ${(check.ns / 1e6).toFixed(0)} ms vs utime+stime ${(check.ticks / 1e6).toFixed(0)} ms (tick-rounded; they should agree within a few ticks per row).`,
  );
  console.log(
    "  Includes workerd's HTTP handling and Miniflare's entry worker in front of the app (also in the trivial worker's figure); " +
      (o.gateway
        ? "the gateway's work runs in its own process (its column), not in the app's figures."
        : "the gateway runs in-process: its work is in the app's figures."),
  );
  console.log("  Edge cache on (as deployed): token-less gateway reads are served from caches.default after the warm-up.");
}
