import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import http from "node:http";

/*
 * CPU per request of a workerd process, measured from outside. Inside a worker the clock
 * is frozen while JavaScript runs (a Spectre mitigation), so a worker cannot time itself; the kernel
 * can. /proc/<pid>/task/<tid>/schedstat's first field is the nanoseconds each thread has spent on a
 * CPU. Summed over every thread of the workerd process before and after one request (the next starts
 * only when the previous one's CPU has settled), the difference is what that request cost the process:
 * the worker's JavaScript, plus workerd's HTTP parsing, Miniflare's entry worker and any waitUntil
 * work — the same for a trivial worker, which is why the table also prints ratios to it.
 */

/** Children of this Node process that are workerd (Miniflare spawns workerd directly). */
export function workerdChildren(): number[] {
  let out = "";
  try {
    out = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(process.pid)], { encoding: "utf8" });
  } catch {
    return []; // ps exits 1 when there is no child
  }
  return out
    .split("\n")
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => !!m && /workerd/.test(m[2]!))
    .map((m) => Number(m[1]));
}

/** Nanoseconds on CPU, all threads of `pid` (threads that ended meanwhile are lost: workerd keeps its threads). */
export function cpuNs(pid: number): number {
  let total = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return total;
}

/** utime + stime of the process in nanoseconds (clock ticks, 10 ms resolution): the cross-check of cpuNs over a long run. */
export function tickNs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces) start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
  const hz = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  return (ticks / hz) * 1e9;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until the process's CPU counter stops moving (two readings `stepMs` apart are equal), at most
 * `maxMs`: work that outlives the response (waitUntil: edge cache writes, logs) belongs to the request.
 */
export async function settle(pids: number[], stepMs = 3, maxMs = 150): Promise<void> {
  const end = Date.now() + maxMs;
  let last = pids.map(cpuNs);
  while (Date.now() < end) {
    await sleep(stepMs);
    const now = pids.map(cpuNs);
    if (now.every((v, i) => v === last[i])) return;
    last = now;
  }
}

function fetchFully(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { headers, agent: false, timeout: 30_000 }, (res) => {
      res.on("data", () => {});
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`timeout: ${url}`)));
    req.on("error", reject);
    req.end();
  });
}

export type CpuSample = { ns: number; otherNs: number[] };
export type CpuResult = {
  status: number;
  samples: number[];
  /** CPU of the first warm-up requests (at most FIRST_REQUESTS), measured the same way: a page new to the isolate's JIT. */
  first: number[];
  others: number[][];
  totalNs: number;
  totalTickNs: number;
};

/** How many of the warm-up requests are measured too, for the "first requests" column. */
export const FIRST_REQUESTS = 10;

/**
 * `samples` sequential requests, each after the previous one's CPU settled, after `warmup` ones
 * (JIT, module init, edge cache fill: a deployed isolate is warm too); the first FIRST_REQUESTS of
 * those are measured as well (`first`). `pid` is the process
 * measured; `others` (the gateway's workerd) are settled and measured too, so their share is known.
 */
export async function cpuPerRequest(
  url: string,
  headers: Record<string, string>,
  pid: number,
  others: number[],
  samples: number,
  warmup: number,
): Promise<CpuResult> {
  let status = 0;
  const all = [pid, ...others];
  const first: number[] = [];
  await settle(all);
  for (let i = 0; i < warmup; i++) {
    const measured = i < FIRST_REQUESTS;
    const before = measured ? cpuNs(pid) : 0;
    status = await fetchFully(url, headers);
    if (measured) {
      await settle(all);
      first.push(cpuNs(pid) - before);
    }
  }
  await settle(all);
  const result: CpuResult = { status, samples: [], first, others: others.map(() => []), totalNs: 0, totalTickNs: 0 };
  const tick0 = tickNs(pid);
  const start = cpuNs(pid);
  for (let i = 0; i < samples; i++) {
    const before = all.map(cpuNs);
    status = await fetchFully(url, headers);
    await settle(all);
    const after = all.map(cpuNs);
    result.samples.push(after[0]! - before[0]!);
    others.forEach((_, j) => result.others[j]!.push(after[j + 1]! - before[j + 1]!));
  }
  result.totalNs = cpuNs(pid) - start;
  result.totalTickNs = tickNs(pid) - tick0;
  result.status = status;
  return result;
}

export const quantile = (values: number[], q: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : NaN;
};

/** What settling alone costs: the same loop with no request, so the noise floor of the method shows. */
export async function idleCpu(pids: number[], samples: number): Promise<number[][]> {
  const deltas: number[][] = pids.map(() => []);
  await settle(pids);
  for (let i = 0; i < samples; i++) {
    const before = pids.map(cpuNs);
    await sleep(2);
    await settle(pids);
    const after = pids.map(cpuNs);
    pids.forEach((_, j) => deltas[j]!.push(after[j]! - before[j]!));
  }
  return deltas;
}
