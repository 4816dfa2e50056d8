/**
 * `npm run bench:js`: only the JS budget table of `npm run bench` (first-load JavaScript per page
 * against the budget in docs/performance.md), from the current build, in a second: no servers. Run `npm run build`
 * first; figures only, the exit code is 0 whatever they say.
 */
import { existsSync, statSync } from "node:fs";
import { jsBudgetReport, SERVER_BUILD } from "./bench/assets";
import { newerSources } from "./build-freshness";

if (!existsSync(SERVER_BUILD)) {
  console.error("bench:js: no build (build/server/index.js is missing): run npm run build first.");
  process.exit(2);
}
const newer = newerSources(statSync(SERVER_BUILD).mtimeMs);
if (newer.length) console.log(`WARNING: ${newer.length} source file(s) are newer than the build (${newer.slice(0, 3).join(", ")}…): run npm run build.`);
for (const line of jsBudgetReport()) console.log(line);
