/**
 * `npx tsx scripts/bench-hydration.ts [options] [url]`: long tasks while a page loads and hydrates on
 * a slowed CPU ("no task is longer than 50 ms on a 4× slowed CPU"). Figures only,
 * no pass/fail. Serve the built app first (`npm start`, or scripts/start.ts --no-build with a PORT).
 *
 *   url                 page to load (default http://127.0.0.1:8788/m/home)
 *   --runs <n>          page loads, each in a fresh browser context (default 5)
 *   --rate <n>          CPU slowdown through CDP Emulation.setCPUThrottlingRate (default 4)
 *   --settle <ms>       how long to keep observing after the page hydrated (default 3000)
 *   --trace <file>      also write the Chromium trace of the last run (open it in DevTools)
 *
 * Two figures per task, because the machines are shared: `wall` is the browser's own
 * PerformanceObserver('longtask') duration (what the issue names, inflated when other processes take
 * the CPU), `cpu` is the renderer main thread's CPU time for the same task from the trace, times the
 * slowdown rate (CPU throttling suspends the thread, so thread time is the unthrottled cost). On a
 * quiet machine they agree; on a busy one `cpu` is the steadier one to compare builds with.
 */
import { writeFileSync } from "node:fs";
import { chromium, type CDPSession, type Page } from "@playwright/test";

type Options = { url: string; runs: number; rate: number; settleMs: number; traceFile: string | null };

function parseOptions(argv: string[]): Options {
  const options: Options = { url: "http://127.0.0.1:8788/m/home", runs: 5, rate: 4, settleMs: 3000, traceFile: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === "--runs") options.runs = Number(value());
    else if (arg === "--rate") options.rate = Number(value());
    else if (arg === "--settle") options.settleMs = Number(value());
    else if (arg === "--trace") options.traceFile = value();
    else if (arg.startsWith("--")) throw new Error(`unknown option ${arg}`);
    else options.url = arg;
  }
  return options;
}

/** A main-thread task over 50 ms: when it started (ms after navigation start) and what ran in it. */
type Task = { start: number; wall: number; cpu: number | null; what: string };

/** Registered before any page script runs, so the first task (the document's own parse) is seen too. */
const OBSERVER_SCRIPT = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
`;

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> & { documentLoaderURL?: string }; fileName?: string };
};

/**
 * The renderer main thread's top-level tasks from a trace, each labelled with the heaviest kind of
 * work inside it (script evaluation of a named chunk, a timer or event callback, parse, layout).
 */
function traceTasks(events: TraceEvent[], navigationStartTs: number, rate: number): Task[] {
  const main = events.find(
    (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && events.some((x) => x.pid === e.pid && x.ts === navigationStartTs),
  );
  if (!main) return [];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur !== undefined);
  const tasks = onMain.filter((e) => e.name === "RunTask" && (e.dur ?? 0) > 40_000);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
    const weight = new Map<string, number>();
    for (const e of inside) {
      const label = describe(e);
      if (label) weight.set(label, (weight.get(label) ?? 0) + (e.dur ?? 0));
    }
    const what =
      [...weight.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([label, us]) => `${label} ${Math.round(us / 1000)}`)
        .join(", ") || "(no detail)";
    return { start: (task.ts - navigationStartTs) / 1000, wall: (task.dur ?? 0) / 1000, cpu: task.tdur === undefined ? null : (task.tdur / 1000) * rate, what };
  });
}

/** A readable name for the trace events that make up a task's work; null for wrappers. */
function describe(e: TraceEvent): string | null {
  const data = e.args?.data ?? {};
  const file = (url: unknown) => (typeof url === "string" && url ? (url.split("/").pop() ?? url).replace(/-[\w-]{8}\.js$/, ".js") : "");
  switch (e.name) {
    case "EvaluateScript":
    case "v8.compileModule":
    case "v8.evaluateModule":
      return `eval ${file(data.url ?? e.args?.fileName) || "module"}`;
    case "FunctionCall":
      return `call ${file(data.url) || data.functionName || "?"}`;
    case "TimerFire":
      return "timer";
    case "EventDispatch":
      return `event ${data.type ?? ""}`;
    case "FireAnimationFrame":
      return "animation frame";
    case "ParseHTML":
      return "parse HTML";
    case "Layout":
      return "layout";
    case "UpdateLayoutTree":
      return "style";
    case "Paint":
    case "PrePaint":
      return "paint";
    case "MajorGC":
    case "MinorGC":
    case "V8.GC_SCAVENGER":
      return "GC";
    default:
      return null;
  }
}

async function loadOnce(page: Page, cdp: CDPSession, options: Options): Promise<{ tasks: Task[]; hydratedAt: number | null; trace: Buffer | null }> {
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: options.rate });
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing"] });
  await page.goto(options.url, { waitUntil: "load", timeout: 120_000 });
  // The root layout marks html[data-hydrated] in its first effect: hydration of the shell is done.
  const hydratedAt = await page
    .waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 60_000 })
    .then(() => page.evaluate(() => performance.now()))
    .catch(() => null);
  await page.waitForTimeout(options.settleMs);
  const observed = await page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks);
  const trace = await browser.stopTracing();
  const events = (JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
  // The page's own navigation (other navigationStart events are about:blank frames).
  const navStart = events.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL === page.url())?.ts ?? 0;
  const traced = traceTasks(events, navStart, options.rate);
  // Pair each observed long task with the traced task that starts closest to it (same clock origin).
  const tasks = observed.map(({ start, duration }) => {
    const match = traced.reduce<Task | null>((best, t) => (Math.abs(t.start - start) < Math.abs((best?.start ?? Infinity) - start) ? t : best), null);
    const paired = match && Math.abs(match.start - start) < 5;
    return { start, wall: duration, cpu: paired ? match.cpu : null, what: paired ? match.what : "(not in trace)" };
  });
  return { tasks, hydratedAt, trace: options.traceFile ? trace : null };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (i: number) => s[i] ?? 0;
  return s.length === 0 ? 0 : s.length % 2 ? at((s.length - 1) / 2) : (at(s.length / 2 - 1) + at(s.length / 2)) / 2;
};
const ms = (n: number | null) => (n === null ? "   -" : String(Math.round(n)).padStart(4));

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
    ],
  });
  console.log(`${options.url}: ${options.runs} loads, CPU slowed ${options.rate}×, long tasks (> 50 ms wall) until ${options.settleMs} ms after hydration`);
  const summary: { longestWall: number; longestCpu: number; over50: number; hydratedAt: number | null }[] = [];
  try {
    for (let run = 1; run <= options.runs; run++) {
      // A fresh context per run: cold HTTP cache, like a first visit (Lighthouse's case).
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        locale: "fil-PH",
      });
      await context.addInitScript(OBSERVER_SCRIPT);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const { tasks, hydratedAt, trace } = await loadOnce(page, cdp, options);
      if (trace && run === options.runs && options.traceFile) writeFileSync(options.traceFile, trace);
      await context.close();
      console.log(`\nrun ${run}: hydrated at ${ms(hydratedAt)} ms; ${tasks.length} long task(s)`);
      console.log("  start  wall   cpu  what (ms of trace events inside)");
      for (const t of tasks) console.log(`  ${ms(t.start)}  ${ms(t.wall)}  ${ms(t.cpu)}  ${t.what}`);
      summary.push({
        longestWall: Math.max(0, ...tasks.map((t) => t.wall)),
        longestCpu: Math.max(0, ...tasks.map((t) => t.cpu ?? 0)),
        over50: tasks.filter((t) => (t.cpu ?? t.wall) > 50).length,
        hydratedAt,
      });
    }
  } finally {
    await browser.close();
  }
  const spread = (xs: number[]) => `median ${Math.round(median(xs))} (${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))})`;
  console.log(`\nlongest task, wall: ${spread(summary.map((s) => s.longestWall))} ms`);
  console.log(`longest task, cpu×${options.rate}: ${spread(summary.map((s) => s.longestCpu))} ms`);
  console.log(`tasks over 50 ms (cpu×${options.rate}): ${spread(summary.map((s) => s.over50))}`);
  console.log(`hydrated at: ${spread(summary.map((s) => s.hydratedAt ?? NaN).filter((n) => !Number.isNaN(n)))} ms`);
}

await main();
