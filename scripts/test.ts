/**
 * `npm test`: every check, cheapest first, stopping at the first that fails, then each phase's wall
 * time, so a slow run shows where its minutes went. The browser phase also prints its slowest spec
 * files (tests/reporters/slowest-specs.ts).
 */
import { spawnSync } from "node:child_process";

const phases: [name: string, script: string][] = [
  ["typecheck", "typecheck"],
  ["lint", "lint"],
  ["i18n", "i18n:check"],
  ["unit", "test:unit"],
  ["deploy check", "deploy:check"],
  ["browser", "test:e2e"],
];

const times: [string, number][] = [];
const minutes = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};
const report = () => {
  const total = times.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`\nPhase wall times: ${times.map(([name, ms]) => `${name} ${minutes(ms)}`).join(", ")}; total ${minutes(total)}`);
};

for (const [name, script] of phases) {
  const started = Date.now();
  const run = spawnSync("npm", ["run", script], { stdio: "inherit" });
  times.push([name, Date.now() - started]);
  if (run.status !== 0) {
    report();
    console.error(`npm test: the ${name} phase failed (exit ${run.status ?? run.signal})`);
    process.exit(run.status ?? 1);
  }
}
report();
