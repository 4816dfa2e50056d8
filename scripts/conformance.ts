/**
 * `npm run conformance -- --gateway URL --merchant CODE [--member user:password] [--writes]`:
 * calls every route of the gateway contract on a gateway and prints, per route, whether its answer
 * conforms, differs (the first difference), failed, is unsupported (its module is not in the
 * gateway's capabilities) or was skipped (and why). Exits 1 when anything differs or failed.
 * docs/operators.md walks through it; the checks are scripts/conformance/check.ts.
 */
import { now } from "../contract/clock";
import { operatorDay } from "../contract/record-range";
import { USAGE, parseKitArgs } from "./conformance/args";
import { contractView } from "./conformance/contract-view";
import { exitCodeOf, reportLines } from "./conformance/report";
import { runConformance } from "./conformance/run";

const parsed = parseKitArgs(process.argv.slice(2), process.env);
if (!parsed.ok) {
  console.error(`${parsed.problem}\n\n${USAGE}`);
  process.exit(2);
}
const { args } = parsed;
const results = await runConformance({ ...args, contract: contractView(), today: operatorDay(now()) });
if (args.json) console.log(JSON.stringify(results, null, 2));
else for (const line of reportLines(results)) console.log(line);
process.exit(exitCodeOf(results));
