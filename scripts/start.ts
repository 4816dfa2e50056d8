/**
 * `npm start`: build, prepare the local D1 (secrets, migrations, seed — all idempotent), then serve
 * the built app in workerd at http://localhost:8788/m/home on the embedded gateway.
 * PORT and EL_PERSIST_DIR override the defaults (the browser tests use their own); EDGE_CACHE=off
 * turns the edge cache of gateway reads off (decision 011).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { prepare } from "./db";
import { PERSIST_DIR, ROOT } from "./wrangler";

const port = process.env.PORT ?? "8788";
const skipBuild = process.argv.includes("--no-build");

/**
 * Several servers may start from one checkout (a developer's app and a test run, say). A build
 * empties build/ while it runs, so builds and server start-ups take turns through a lock
 * directory; a lock older than five minutes is left over from a crash and is taken over.
 */
const LOCK = join(ROOT, ".wrangler", "build.lock");
async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(join(ROOT, ".wrangler"), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 5 * 60_000) rmSync(LOCK, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

async function waitUntilServing(url: string, timeoutMs = 90_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 300));
  }
}

await prepare();

const server = await withBuildLock(async () => {
  if (!skipBuild) {
    const build = spawnSync(join(ROOT, "node_modules/.bin/remix"), ["vite:build"], { cwd: ROOT, stdio: "inherit" });
    // Throw (not exit) so the lock is released on the way out.
    if (build.status !== 0) throw new Error(`build failed (exit ${build.status})`);
  }
  const child = spawn(
    join(ROOT, "node_modules/.bin/wrangler"),
    [
      ...["pages", "dev", "./build/client", "--port", port, "--ip", "127.0.0.1", "--persist-to", PERSIST_DIR, "--show-interactive-dev-session=false"],
      // EDGE_CACHE=off (the browser tests) reaches the worker as a variable: decision 011.
      ...(process.env.EDGE_CACHE ? ["--binding", `EDGE_CACHE=${process.env.EDGE_CACHE}`] : []),
    ],
    { cwd: ROOT, stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  // Hold the lock until wrangler has bundled the functions from build/ and answers.
  await waitUntilServing(`http://127.0.0.1:${port}/favicon.ico`);
  return child;
});
console.log(`\nEdge Lobby: http://localhost:${port}/m/home  (demo / demo1234, agent / agent1234)\n`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
