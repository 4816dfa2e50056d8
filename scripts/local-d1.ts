import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { serverD1FromEnv } from "./server-d1";
import { ROOT } from "./wrangler";
import { splitSql } from "../gateway/core/sql-split";

export type LocalD1 = {
  /** Runs one or more statements in one batch; the rows of the last one. */
  run<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  /** The binding itself, for the gateway's own modules (the ledger audit, withdrawal decisions). */
  db: D1Database;
  dispose(): Promise<void>;
};

/**
 * The local D1 database kept in `persistDir` (what `wrangler d1 execute --local --persist-to DIR`
 * opens), reached through wrangler's platform proxy: one workerd for the whole session instead of
 * a `wrangler` process per statement (about 1.2 s each). A running app on the same directory sees
 * the changes on its next request, as with wrangler.
 */
export async function openLocalD1(persistDir: string): Promise<LocalD1> {
  // The browser tests name their running server: statements go through it (decision 029).
  const served = serverD1FromEnv();
  if (served) return localD1Of(served);
  // The proxy's informational lines ("Using secrets defined in .dev.vars") would mix with command output.
  process.env.WRANGLER_LOG ??= "error";
  const proxy = await getPlatformProxy<{ DB: D1Database }>({ persist: { path: join(persistDir, "v3") }, configPath: join(ROOT, "wrangler.toml") });
  return localD1Of(proxy.env.DB, () => proxy.dispose());
}

/** A D1 binding as the operator commands use it (`run`), for a database reached some other way. */
export function localD1Of(db: D1Database, dispose: () => Promise<void> = async () => {}): LocalD1 {
  return {
    async run<T>(sql: string) {
      const statements = splitSql(sql);
      if (!statements.length) return [];
      for (let attempt = 1; ; attempt++) {
        try {
          const results = await db.batch(statements.map((s) => db.prepare(s)));
          return (results.at(-1)?.results ?? []) as T[];
        } catch (e) {
          // Two passing troubles, worth a retry: the running app holds the SQLite file's write lock
          // for a moment (SQLITE_BUSY: nothing was applied), or miniflare's D1 proxy loses an answer
          // on a loaded machine ("Failed to parse body as JSON … internal error",
          // cloudflare/workers-sdk#15552: the answer is lost, not necessarily the work, so callers
          // keep their statements idempotent).
          if (attempt >= 5 || !/SQLITE_BUSY|database is locked|internal error|Failed to parse body/i.test(String(e))) throw e;
          await new Promise((r) => setTimeout(r, 150 * attempt));
        }
      }
    },
    db,
    dispose,
  };
}
