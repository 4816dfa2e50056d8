/**
 * `npm run bench -- --gateway-delay 0,50,150 [paths…]`: each page's time to first byte with the
 * gateway a given distance away, and how many sequential gateway round trips it waits for, with the
 * app's isolate warm, idle past its holds, and fresh. The app worker's GATEWAY binding goes through
 * the delay proxy (scripts/bench/delay-proxy.ts); the bench sends one page request at a time, so a
 * page's calls are the ones that arrived while it was being served.
 */
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { DelayProxy, type RecordedCall } from "./delay-proxy";
import { BASE_HEADERS, median, request, signIn, timedRequest, type SignInAccount } from "./http";
import { roundTripWaves } from "./round-trips";
import { ms, tableLines } from "./table";
import type { Instance, Workers } from "./workers";
import { SITE_STATUS_HOLD_MS } from "../../app/gateway-client/site.server";
import { DEMO_ACCOUNTS } from "../../gateway/accounts/demo-accounts";

/** Requests that make an isolate warm for a page before its measured ones. */
const WARM_UP = 5;
/** Measured requests per page and delay with a warm isolate (TTFB is their median). */
const WARM_SAMPLES = 5;
/** Fresh isolates per delay, with the edge cache kept and with it empty. */
const FRESH_SAMPLES = 3;
/** An isolate that served nothing for this long has let its site status go (and every shorter hold). */
const IDLE_MS = SITE_STATUS_HOLD_MS + 1_000;

const AGENT = DEMO_ACCOUNTS[1];

export type GatewayDelayOptions = {
  delays: number[];
  /** Paths given on the command line; none: the default pages below. */
  paths: string[];
  /** The member account, or null for visitor pages only. */
  member: SignInAccount | null;
  verbose: boolean;
};

type Who = "visitor" | "member" | "agent";
type Page = { who: Who; path: string };

const DEFAULT_PAGES: Page[] = [
  { who: "visitor", path: "/m/home" },
  { who: "member", path: "/m/home" },
  { who: "member", path: "/m/mine" },
  { who: "agent", path: "/m/agent" },
  { who: "agent", path: "/m/agent/team/overview" },
];

/** Given paths: agent pages as the agent, every other path as a visitor and as a member. */
function pagesFor(paths: string[], member: boolean): Page[] {
  const pages = paths.length
    ? paths.flatMap((path): Page[] =>
        path.startsWith("/m/agent")
          ? [{ who: "agent", path }]
          : [
              { who: "visitor", path },
              { who: "member", path },
            ],
      )
    : DEFAULT_PAGES;
  return member ? pages : pages.filter((p) => p.who === "visitor");
}

type Sample = {
  ttfb: number;
  /** Sequential round trips the page waited for (calls that ended before its last byte). */
  trips: number;
  /** Of those, the ones before its first byte. */
  tripsBeforeFirstByte: number;
  waves: RecordedCall[][];
  /** Calls the page started but did not wait for (they ended after its last byte). */
  background: RecordedCall[];
};

type Row = { page: string; state: string; byDelay: Map<number, Sample[]> };

/** The app instance with its GATEWAY binding pointed at `address`, and optionally its own edge cache directory. */
function appOptionsWith(base: Instance["options"], address: string, cachePersist?: string): Instance["options"] {
  const { workers, ...shared } = base as { workers: Record<string, unknown>[] } & Record<string, unknown>;
  const [app, ...rest] = workers;
  return {
    ...shared,
    ...(cachePersist ? { cachePersist } : {}),
    workers: [{ ...app, serviceBindings: { GATEWAY: { external: { address, http: {} } } } }, ...rest],
  } as Instance["options"];
}

export async function gatewayDelayReport(workers: Workers, tmp: string, opts: GatewayDelayOptions): Promise<void> {
  const { app, gateway, config } = workers;
  if (!gateway) throw new Error("--gateway-delay needs the binding topology");
  const proxy = new DelayProxy(new URL(gateway.origin));
  const address = await proxy.listen();
  try {
    const base = appOptionsWith(app.options, address);
    let origin = "";
    // setOptions restarts the app's workerd: a new process, so a new isolate with nothing held.
    const restart = async (cachePersist?: string) => {
      await app.mf.setOptions(appOptionsWith(base, address, cachePersist));
      origin = (await app.mf.ready).origin;
    };
    await restart();

    const edgeCache = config.vars.EDGE_CACHE ?? "on";
    console.log("Gateway delay");
    console.log(
      `  app worker → GATEWAY binding → delay proxy (Node, ${address}) → gateway worker (${gateway.origin}); the proxy holds every answer the given ms`,
    );
    console.log(
      `  edge cache: ${edgeCache}${edgeCache === "on" ? " (EDGE_CACHE unset: on): shared answers (GET, no member token, with a TTL) come from caches.default and the isolate's memo until their TTL, not from the gateway" : ""}`,
    );
    console.log(`  per-isolate holds: the site status ${SITE_STATUS_HOLD_MS / 1000} s (SITE_STATUS_HOLD_MS); the lottery menus until their next draw`);
    console.log(`  isolate states: warm = the page served ${WARM_UP} times just before (TTFB: median of ${WARM_SAMPLES});`);
    console.log(`                  idle = nothing served for ${IDLE_MS / 1000} s, past the site-status hold (1 request; longer TTLs still hold);`);
    console.log(
      `                  fresh = the app's workerd restarted (${FRESH_SAMPLES} each: edge cache kept, after one request to fill it / edge cache empty)`,
    );
    console.log("  trips: sequential gateway round trips the page waited for (longest chain of calls each sent after the previous one ended);");
    console.log("         a range when the samples differ. Run with --verbose for the calls of each wave.");
    console.log("         Read them at the largest delay: with the gateway near, a call the app sent late because its CPU was busy looks sequential.");

    // Sign in with no delay: the measured pages start from a session, as a returning player's do.
    proxy.delayMs = 0;
    const cookies: Partial<Record<Who, string>> = {};
    const pages = pagesFor(opts.paths, Boolean(opts.member));
    if (opts.member && pages.some((p) => p.who === "member")) cookies.member = await signIn(origin, opts.member);
    if (pages.some((p) => p.who === "agent")) cookies.agent = await signIn(origin, { username: AGENT.account, password: AGENT.password });
    const headersFor = (who: Who) => (cookies[who] ? { ...BASE_HEADERS, Cookie: cookies[who] } : BASE_HEADERS);
    const label = (p: Page) => `${p.who} ${p.path}`;

    for (const p of pages) {
      const r = await request(`${origin}${p.path}`, { headers: headersFor(p.who) });
      const note = r.status >= 300 && r.status < 400 ? ` → ${r.headers.location}` : "";
      console.log(`  ${label(p)}: ${r.status}${note}${r.status === 200 ? "" : "  WARNING: not the page itself"}`);
    }
    console.log();

    const measure = async (p: Page): Promise<Sample> => {
      await proxy.idle();
      const from = performance.now();
      const r = await timedRequest(`${origin}${p.path}`, headersFor(p.who));
      const to = performance.now();
      // Calls still in flight after the last byte are recorded once they end.
      await proxy.idle();
      const calls = proxy.callsBetween(from, to);
      const waited = calls.filter((c) => c.end <= to);
      const waves = roundTripWaves(waited);
      return {
        ttfb: r.ttfb,
        trips: waves.length,
        tripsBeforeFirstByte: roundTripWaves(waited.filter((c) => c.end <= from + r.ttfb)).length,
        waves,
        background: calls.filter((c) => c.end > to),
      };
    };

    const rows: Row[] = [];
    const record = (page: string, state: string, delay: number, samples: Sample[]) => {
      let row = rows.find((r) => r.page === page && r.state === state);
      if (!row) rows.push((row = { page, state, byDelay: new Map() }));
      row.byDelay.set(delay, [...(row.byDelay.get(delay) ?? []), ...samples]);
    };

    const started = performance.now();
    for (const delay of opts.delays) {
      proxy.delayMs = delay;
      process.stdout.write(`  gateway ${delay} ms away:`);
      for (const p of pages) {
        process.stdout.write(` ${label(p)}…`);
        for (let i = 0; i < WARM_UP; i++) await measure(p);
        const warm: Sample[] = [];
        for (let i = 0; i < WARM_SAMPLES; i++) warm.push(await measure(p));
        record(label(p), "warm", delay, warm);
        await sleep(IDLE_MS);
        record(label(p), `idle ${IDLE_MS / 1000} s`, delay, [await measure(p)]);
      }
      const visitorHome: Page = { who: "visitor", path: "/m/home" };
      process.stdout.write(` fresh ${label(visitorHome)}…`);
      for (let i = 0; i < FRESH_SAMPLES; i++) {
        await measure(visitorHome);
        await restart();
        record(label(visitorHome), "fresh, edge cache kept", delay, [await measure(visitorHome)]);
        await restart(`${tmp}/edge-cache-empty-${delay}-${i}`);
        record(label(visitorHome), "fresh, edge cache empty", delay, [await measure(visitorHome)]);
      }
      await restart();
      process.stdout.write("\n");
    }
    console.log(`  (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);

    const span = (values: number[]) => {
      const lo = Math.min(...values);
      const hi = Math.max(...values);
      return lo === hi ? String(lo) : `${lo}–${hi}`;
    };
    const table: string[][] = [["page", "isolate", ...opts.delays.flatMap((d) => [`${d} ms: TTFB`, "trips"])]];
    for (const row of rows) {
      const cells = opts.delays.flatMap((d) => {
        const samples = row.byDelay.get(d) ?? [];
        return samples.length ? [ms(median(samples.map((s) => s.ttfb))), span(samples.map((s) => s.trips))] : ["—", "—"];
      });
      table.push([row.page, row.state, ...cells]);
    }
    console.log(`Gateway delay: TTFB ms (median) and sequential gateway round trips per page`);
    for (const line of tableLines(table, [false, false, ...opts.delays.flatMap(() => [true, true])])) console.log(line);

    if (opts.verbose) {
      console.log("\nCalls per wave (each distinct pattern once, with how many samples showed it)");
      const describe = (wave: RecordedCall[]) =>
        wave.map((c) => `${c.method} ${c.path}${c.status === 200 ? "" : ` ${c.status}`}${c.error ? ` (${c.error})` : ""}`).join(", ");
      for (const row of rows) {
        for (const [delay, samples] of row.byDelay) {
          const patterns = new Map<string, number>();
          for (const s of samples) {
            const lines = [
              `${s.trips} trip(s), ${s.tripsBeforeFirstByte} before the first byte`,
              ...s.waves.map((wave, i) => `  wave ${i + 1}: ${describe(wave)}`),
            ];
            if (s.background.length) lines.push(`  not waited for: ${describe(s.background)}`);
            const key = lines.join("\n");
            patterns.set(key, (patterns.get(key) ?? 0) + 1);
          }
          console.log(`  ${row.page}, ${row.state}, ${delay} ms:`);
          for (const [pattern, count] of patterns) {
            const [head, ...rest] = pattern.split("\n");
            console.log(`    ${head}${samples.length > 1 ? ` (${count} of ${samples.length})` : ""}`);
            for (const line of rest) console.log(`    ${line}`);
          }
        }
      }
    }
  } finally {
    await proxy.close();
  }
}
