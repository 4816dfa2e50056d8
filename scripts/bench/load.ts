import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { performance } from "node:perf_hooks";

export const WRK = "/usr/bin/wrk";

export type LoadResult = {
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

export const loadgen: { running?: ChildProcess } = {};

export const WRK_REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('BENCH_JSON {"requests":%.0f,"duration_us":%.0f,"connect":%.0f,"read":%.0f,"write":%.0f,"status":%.0f,"timeout":%.0f,"p50":%.0f,"p90":%.0f,"p99":%.0f}\\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99)))
end
`;

export function runWrk(url: string, headers: Record<string, string>, seconds: number, connections: number, script: string): Promise<LoadResult> {
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "-s", script];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}: ${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ["ignore", "pipe", "pipe"] });
    loadgen.running = child;
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    const guard = setTimeout(() => child.kill("SIGKILL"), (seconds + 20) * 1000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(guard);
      loadgen.running = undefined;
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
export async function runNode(url: string, headers: Record<string, string>, seconds: number, connections: number): Promise<LoadResult> {
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
