import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { openLocalD1, type LocalD1 } from "../../scripts/local-d1";

/** The test server's D1 state directory (playwright.config.ts reads the same variable). */
const STATE = resolve(fileURLToPath(new URL("../../", import.meta.url)), process.env.E2E_STATE ?? ".wrangler/e2e");

let opened: Promise<LocalD1> | undefined;

/**
 * Runs SQL against the running test server's local D1, which sees the change on its next request:
 * to read what the gateway "sent" (SMS outbox) and to set up or put back state. One connection per
 * test worker (scripts/local-d1.ts), closed by the worker fixture in fixtures.ts.
 */
export async function d1<T = Record<string, unknown>>(sql: string): Promise<T[]> {
  return (await (opened ??= openLocalD1(STATE))).run<T>(sql);
}

export async function closeD1(): Promise<void> {
  const db = opened;
  opened = undefined;
  if (db) await (await db).dispose();
}
