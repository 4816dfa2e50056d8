/**
 * `npm test`: every check, cheapest first, stopping at the first phase that fails, then each
 * step's wall time, so a slow run shows where its minutes went. The browser phase also prints its
 * slowest spec files (tests/reporters/slowest-specs.ts).
 *
 * The static phase runs its steps side by side: the type check, lint and the i18n check are
 * single-threaded, and the production build they run beside is the one build of the run (the
 * unit phase's request tests, the deploy check and the browser tests find it fresh and reuse it).
 */
import { spawn } from "node:child_process";

type Step = { name: string; script: string; env?: NodeJS.ProcessEnv };

const phases: Step[][] = [
  [
    { name: "typecheck", script: "typecheck" },
    { name: "lint", script: "lint" },
    { name: "i18n", script: "i18n:check" },
    { name: "circles", script: "circles" },
    // Vitest runs with NODE_ENV=test; the build must be the production one whoever starts it.
    { name: "build", script: "build", env: { NODE_ENV: "production" } },
  ],
  [{ name: "unit", script: "test:unit" }],
  [{ name: "deploy check", script: "deploy:check" }],
  [{ name: "browser", script: "test:e2e" }],
];

const minutes = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

/**
 * Runs one step. Alone in its phase it prints as it goes; beside others its output is kept and
 * printed whole when it ends, so the steps' lines do not interleave.
 */
function run(step: Step, alone: boolean): Promise<{ step: Step; status: number | null; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", step.script], {
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...step.env },
    });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (status) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve({ step, status, ms: Date.now() - started });
    });
  });
}

const times: string[] = [];
const runStarted = Date.now();
const report = () => console.log(`\nStep wall times: ${times.join(", ")}; total ${minutes(Date.now() - runStarted)}`);

for (const phase of phases) {
  const results = await Promise.all(phase.map((step) => run(step, phase.length === 1)));
  for (const { step, ms } of results) times.push(`${step.name} ${minutes(ms)}`);
  const failed = results.find((r) => r.status !== 0);
  if (failed) {
    report();
    console.error(`npm test: ${failed.step.name} failed (exit ${failed.status})`);
    process.exit(failed.status ?? 1);
  }
}
report();
