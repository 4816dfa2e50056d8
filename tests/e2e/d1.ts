import { splitSql } from "../../gateway/core/sql-split";
import { serverD1FromEnv } from "../../scripts/server-d1";

/**
 * Runs SQL against the running test server's local D1, which sees the change on its next request:
 * to read what the gateway "sent" (SMS outbox) and to set up or put back state. The statements go
 * through the server's own workerd (its SQL door, decision 029; playwright.config.ts names it), so
 * a test never holds the SQLite file while a page reads it. Several statements run as one batch;
 * the rows of the last one are returned.
 */
export async function d1<T = Record<string, unknown>>(sql: string): Promise<T[]> {
  const db = serverD1FromEnv();
  if (!db) throw new Error("EL_TEST_SQL_URL and E2E_SQL_TOKEN are not set: run the browser tests through playwright.config.ts");
  const statements = splitSql(sql);
  if (!statements.length) return [];
  const results = await db.batch(statements.map((s) => db.prepare(s)));
  return (results.at(-1)?.results ?? []) as T[];
}
