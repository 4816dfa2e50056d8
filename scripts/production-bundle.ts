/**
 * What a deployed bundle must not hold: the browser tests' SQL door (decision 029) lives in test
 * code only (scripts/test-sql-door.ts, bundled by the worlds through scripts/test-pages-worker.ts).
 * `npm run deploy:check` reads the Pages function wrangler bundles with this; a door that crept back
 * into functions/ or the app fails the check before it can be deployed.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { TEST_SQL_PATH } from "./test-sql-door";

/** The door's path and the variable that opens it: either in a bundle means the door ships. */
export const TEST_ONLY_MARKERS = [TEST_SQL_PATH, "E2E_SQL_TOKEN"] as const;

const SCRIPT = /\.(js|mjs|cjs)$/;

/** Every `file: marker` under `dir` (the script files of a bundle's output), empty when none holds a test-only marker. */
export function testOnlyTraces(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => SCRIPT.test(file))
    .flatMap((file) => {
      const text = readFileSync(join(dir, file), "utf8");
      return TEST_ONLY_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
    });
}
