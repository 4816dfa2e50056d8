/**
 * `npm start`: build (when any source is newer than build/), prepare the local D1 (secrets, migrations, seed — all idempotent), then serve
 * the built app in workerd at http://localhost:8788/m/home on the embedded gateway.
 * PORT and EL_PERSIST_DIR override the defaults (the browser tests use their own); EDGE_CACHE=off
 * turns the edge cache of gateway reads off (decision 011); EL_NOW (test-only) pins the clock of the
 * seed and the served app to an instant, from which it runs forward (contract/clock.ts).
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildIfStale, withBuildLock } from "./build-lock";
import { prepare } from "./db";
import { PERSIST_DIR, ROOT } from "./wrangler";

const port = process.env.PORT ?? "8788";
const skipBuild = process.argv.includes("--no-build");

async function waitUntilServing(url: string, timeoutMs = 90_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 300));
  }
}

// --no-prepare: the state directory is ready (the browser tests copy a seeded one per worker).
if (!process.argv.includes("--no-prepare")) await prepare();
if (!skipBuild) await buildIfStale();

const server = await withBuildLock(async () => {
  const child = spawn(
    join(ROOT, "node_modules/.bin/wrangler"),
    [
      ...["pages", "dev", "./build/client", "--port", port, "--ip", "127.0.0.1", "--persist-to", PERSIST_DIR, "--show-interactive-dev-session=false"],
      // EDGE_CACHE=off (the browser tests) reaches the worker as a variable: decision 011.
      ...(process.env.EDGE_CACHE ? ["--binding", `EDGE_CACHE=${process.env.EDGE_CACHE}`] : []),
      // CLIENT_IP_SOURCE=cloudflare: the browser tests play the edge and send CF-Connecting-IP (decision 072).
      ...(process.env.CLIENT_IP_SOURCE ? ["--binding", `CLIENT_IP_SOURCE=${process.env.CLIENT_IP_SOURCE}`] : []),
      // EL_NOW (the browser tests): the app and its embedded gateway start their clock there (contract/clock.ts).
      ...(process.env.EL_NOW ? ["--binding", `EL_NOW=${process.env.EL_NOW}`] : []),
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
