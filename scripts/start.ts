/**
 * `npm start`: build, prepare the local D1 (secrets, migrations, seed — all idempotent), then serve
 * the built app in workerd at http://localhost:8788/m/home on the embedded gateway.
 * PORT and EL_PERSIST_DIR override the defaults (the browser tests use their own).
 */
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { prepare } from "./db";
import { PERSIST_DIR, ROOT } from "./wrangler";

const port = process.env.PORT ?? "8788";
const skipBuild = process.argv.includes("--no-build");

if (!skipBuild) {
  const build = spawnSync(join(ROOT, "node_modules/.bin/remix"), ["vite:build"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await prepare();

console.log(`\nEdge Lobby: http://localhost:${port}/m/home  (demo / demo1234, agent / agent1234)\n`);
const server = spawn(
  join(ROOT, "node_modules/.bin/wrangler"),
  ["pages", "dev", "./build/client", "--port", port, "--ip", "127.0.0.1", "--persist-to", PERSIST_DIR, "--show-interactive-dev-session=false"],
  { cwd: ROOT, stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
