/**
 * `npm run bench:trial [-- options]`: a free-trial flood against a private copy of the built app
 * (decision 073). The app runs with the embedded gateway in-process (as `npm start` and a plain
 * Pages deploy do) in its own Miniflare/workerd on a port of its own, over a fresh D1 migrated and
 * seeded in a temporary directory: nothing of the local database is touched.
 *
 * The app believes the CF-Connecting-IP each request carries (CLIENT_IP_SOURCE=cloudflare), as
 * behind Cloudflare's edge. N connections (keep-alive, one cookie jar each) POST /m/trail for D seconds the way a browser
 * does: the form's inputs as the page rendered them (honeypot fields included), an Origin header
 * and the connection's cookies. After each trial started, the connection drops its session cookie
 * (a new visitor, as a script would) and posts again. Meanwhile one visitor loads /m/home, one
 * request after another. Printed: accounts created (answers and the database's own count), the
 * answers by status, and the visitor's /m/home time loaded against unloaded, as a ratio.
 * Figures only, no pass/fail; the machine is shared, so compare ratios, not milliseconds.
 *
 *   --connections <n>   concurrent posting connections (default 8)
 *   --duration <s>      seconds of flood (default 10)
 *   --addresses per-request|per-connection|one
 *                       the CF-Connecting-IP each POST carries (default per-request: an attacker
 *                       with many addresses, so only the site-wide limit can hold)
 *   --no-limits         raise every trial limit to its largest setting first (the cost of cheap
 *                       trials alone, without the limits)
 *   --build             run `react-router build` first (done anyway when build/server is missing)
 *   --flood-get <path>  the connections GET <path> instead of posting: the baseline, what a flood
 *                       of that many connections costs this machine whatever it asks (a 404 such
 *                       as /favicon.ico is the cheapest answer the app has)
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type { Miniflare } from "miniflare";
import { BASE_HEADERS, median, timedRequest } from "./bench/http";
import { ensureBuild, startWorkers } from "./bench/workers";
import { attr } from "./html-form";

type Options = {
  connections: number;
  durationS: number;
  addresses: "per-request" | "per-connection" | "one";
  noLimits: boolean;
  build: boolean;
  floodGet: string | null;
};

function parseArgs(argv: string[]): Options {
  const o: Options = { connections: 8, durationS: 10, addresses: "per-request", noLimits: false, build: false, floodGet: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? "";
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === "--connections") o.connections = Math.max(1, Number(value()));
    else if (a === "--duration") o.durationS = Math.max(1, Number(value()));
    else if (a === "--addresses") {
      const v = value();
      if (v !== "per-request" && v !== "per-connection" && v !== "one") throw new Error(`--addresses ${v}: per-request, per-connection or one`);
      o.addresses = v;
    } else if (a === "--no-limits") o.noLimits = true;
    else if (a === "--build") o.build = true;
    else if (a === "--flood-get") {
      const v = value();
      if (!v.startsWith("/")) throw new Error(`--flood-get ${v}: a path such as /favicon.ico`);
      o.floodGet = v;
    }
    else throw new Error(`unknown option ${a}`);
  }
  if (!Number.isFinite(o.connections) || !Number.isFinite(o.durationS)) throw new Error("--connections and --duration take numbers");
  return o;
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request over the connection's own keep-alive agent. */
function send(agent: http.Agent, url: string, init: { method?: string; headers: Record<string, string>; body?: string }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? "GET", headers: init.headers, agent, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`timeout: ${url}`)));
    req.on("error", reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

/** A browser's cookies for one connection. */
class Jar {
  readonly cookies = new Map<string, string>();
  take(headers: http.IncomingHttpHeaders): void {
    for (const line of headers["set-cookie"] ?? []) {
      const pair = line.split(";")[0] ?? "";
      const eq = pair.indexOf("=");
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === "" || /;\s*max-age=0\b/i.test(line) || /;\s*expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/** The inputs of the trial start form (class trail-start) as a browser submits them: the honeypot fields. */
function trialFormFields(html: string): URLSearchParams {
  const form = /<form\b[^>]*class="trail-start"[^>]*>([\s\S]*?)<\/form>/i.exec(html)?.[1];
  if (form === undefined) throw new Error("no trial start form (form.trail-start) on /m/trail");
  const fields = new URLSearchParams();
  for (const tag of form.match(/<input\b[^>]*>/gi) ?? []) {
    const name = attr(tag, "name");
    const type = (attr(tag, "type") ?? "text").toLowerCase();
    if (!name || ["submit", "button", "image", "reset", "file"].includes(type)) continue;
    fields.set(name, attr(tag, "value") ?? "");
  }
  return fields;
}

async function homeTimes(origin: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push((await timedRequest(`${origin}/m/home`, { ...BASE_HEADERS, "CF-Connecting-IP": "198.51.100.200" })).total);
  return times;
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  ensureBuild(opts.build);
  const tmp = mkdtempSync(join(tmpdir(), "load-trial-"));
  const instances: Miniflare[] = [];
  try {
    // The flood plays Cloudflare's edge: each POST's CF-Connecting-IP is its address (decision 072).
    const workers = await startWorkers("in-process", tmp, instances, { CLIENT_IP_SOURCE: "cloudflare" });
    const origin = workers.app.origin;
    const setup = await workers.app.mf.getWorker("bench-setup");
    const sql = async (body: { exec?: string[][]; query?: string[] }) => {
      const res = await setup.fetch("http://bench-setup.invalid/", { method: "POST", body: JSON.stringify(body) });
      if (res.status !== 200) throw new Error(`database: ${await res.text()}`);
      return (await res.json()) as Record<string, unknown>[][];
    };
    if (opts.noLimits) {
      await sql({
        exec: [
          ["trialPerDevice", "trialPerIp", "trialSite"].map(
            (name) => `INSERT OR REPLACE INTO site_settings (key, value) VALUES ('limit.${name}.max', '1000000')`,
          ),
        ],
      });
    }
    const settings = await sql({ query: ["SELECT key, value FROM site_settings WHERE key LIKE 'limit.trial%' ORDER BY key"] });
    const trials = async () => Number((await sql({ query: ["SELECT COUNT(*) AS n FROM members WHERE type = 4"] }))[0]?.[0]?.n);

    const what = opts.floodGet === null ? "POST /m/trail" : `GET ${opts.floodGet}`;
    console.log(
      `load-trial: ${opts.connections} connections ${what} for ${opts.durationS} s; addresses ${opts.addresses}${opts.noLimits ? "; trial limits raised (--no-limits)" : ""}`,
    );
    console.log(
      `  app ${origin} (in-process gateway, private D1 in ${tmp}); trial limit settings: ${settings[0]?.length ? JSON.stringify(settings[0]) : "defaults"}`,
    );

    // Unloaded: warm the isolate, then time the visitor's page alone.
    await homeTimes(origin, 10);
    const unloaded = await homeTimes(origin, 20);

    const before = await trials();
    const statuses = new Map<number, number>();
    let created = 0;
    let sent = 0;
    const deadline = performance.now() + opts.durationS * 1000;
    const connection = async (c: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const jar = new Jar();
      const address = (n: number) =>
        opts.addresses === "one"
          ? "203.0.113.50"
          : opts.addresses === "per-connection"
            ? `203.0.113.${c + 1}`
            : `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      const ip0 = address(c * 100_000);
      const page = await send(agent, `${origin}/m/trail`, { headers: { ...BASE_HEADERS, "CF-Connecting-IP": ip0 } });
      if (page.status !== 200) throw new Error(`GET /m/trail answered ${page.status}`);
      jar.take(page.headers);
      const fields = trialFormFields(page.body).toString();
      let n = c * 100_000;
      while (performance.now() < deadline) {
        const ip = address(++n);
        if (opts.floodGet !== null) {
          const res = await send(agent, `${origin}${opts.floodGet}`, { headers: { ...BASE_HEADERS, "CF-Connecting-IP": ip } });
          sent++;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          continue;
        }
        const res = await send(agent, `${origin}/m/trail`, {
          method: "POST",
          headers: { ...BASE_HEADERS, "Content-Type": "application/x-www-form-urlencoded", Origin: origin, Cookie: jar.header(), "CF-Connecting-IP": ip },
          body: fields,
        });
        sent++;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        jar.take(res.headers);
        if (res.status === 302 && jar.cookies.has("el_session")) {
          created++;
          // A new visitor for the next one: a script keeps no session.
          jar.cookies.delete("el_session");
        }
      }
      agent.destroy();
    };
    const visitor = async () => {
      const times: number[] = [];
      while (performance.now() < deadline)
        times.push((await timedRequest(`${origin}/m/home`, { ...BASE_HEADERS, "CF-Connecting-IP": "198.51.100.201" })).total);
      return times;
    };
    const started = performance.now();
    const [loaded] = await Promise.all([visitor(), ...Array.from({ length: opts.connections }, (_, c) => connection(c))]);
    const elapsed = (performance.now() - started) / 1000;
    const after = await trials();
    const afterFlood = await homeTimes(origin, 10);

    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log("");
    console.log(
      `  ${what} sent ${sent} in ${elapsed.toFixed(1)} s; answers: ${[...statuses]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s} × ${n}`)
        .join(", ")}`,
    );
    console.log(`  trial accounts created: ${created} by the answers, ${after - before} by the database`);
    console.log(`  visitor /m/home unloaded: median ${ms(median(unloaded))} (${unloaded.length} requests)`);
    console.log(`  visitor /m/home during the flood: median ${ms(median(loaded))} (${loaded.length} requests), max ${ms(Math.max(...loaded))}`);
    console.log(`  ratio loaded / unloaded (medians): ${(median(loaded) / median(unloaded)).toFixed(2)}×`);
    console.log(`  visitor /m/home after the flood: median ${ms(median(afterFlood))}`);
  } finally {
    await Promise.allSettled(instances.map((mf) => mf.dispose()));
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
