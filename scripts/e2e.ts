/**
 * `npm run test:e2e`: the two Playwright projects (js, no-js) side by side, each its own
 * `playwright test` against its own server, port and D1 state. Within a project the tests share
 * one database and run in order (playwright.config.ts); the projects never shared anything but
 * the server, so giving each its own lets them overlap. A run of one project waited on the browser
 * and the server about half of its time (CI: 17 min of CPU in 34 min), which the other project now
 * uses. Extra arguments go to both runs (a spec file, --grep …); E2E_PROJECTS=js runs only one.
 */
import { spawn } from "node:child_process";

const RUNS = [
  { project: "js", port: 8790, state: ".wrangler/e2e" },
  { project: "no-js", port: 8791, state: ".wrangler/e2e-nojs" },
] as const;

const wanted = (process.env.E2E_PROJECTS ?? "js,no-js").split(",");
const args = process.argv.slice(2);

function run({ project, port, state }: (typeof RUNS)[number]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npx", ["playwright", "test", `--project=${project}`, ...args], {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        E2E_PORT: String(port),
        E2E_STATE: state,
        E2E_OUTPUT_DIR: `test-results/${project}`,
        E2E_REPORT_DIR: `playwright-report/${project}`,
      },
    });
    // Each line is prefixed with its project, so the interleaved output stays readable.
    const prefix = (chunk: Buffer, out: NodeJS.WriteStream) => {
      for (const line of chunk.toString().split("\n")) if (line.trim()) out.write(`[${project}] ${line}\n`);
    };
    child.stdout.on("data", (c: Buffer) => prefix(c, process.stdout));
    child.stderr.on("data", (c: Buffer) => prefix(c, process.stderr));
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const started = Date.now();
const codes = await Promise.all(RUNS.filter((r) => wanted.includes(r.project)).map(run));
console.log(`\nBrowser tests: ${codes.every((c) => c === 0) ? "passed" : "FAILED"} in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
process.exit(codes.find((c) => c !== 0) ?? 0);
