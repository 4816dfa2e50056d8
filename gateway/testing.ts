import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { seedStatements } from "./seed";
import { splitSql } from "./sql-split";

const ROOT = join(import.meta.dirname, "..");

/**
 * A fresh in-memory local D1 (workerd through wrangler's platform proxy), migrated and seeded
 * exactly as `npm run db:reset` does. For unit tests of the embedded gateway.
 */
export async function freshDatabase(): Promise<{ db: D1Database; receipts: R2Bucket; dispose: () => Promise<void> }> {
  const proxy = await getPlatformProxy<{ DB: D1Database; RECEIPTS: R2Bucket }>({ persist: false, configPath: join(ROOT, "wrangler.toml") });
  const db = proxy.env.DB;
  const dir = join(ROOT, "migrations");
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    await db.batch(splitSql(readFileSync(join(dir, file), "utf8")).map((s) => db.prepare(s)));
  }
  await db.batch((await seedStatements()).map((s) => db.prepare(s)));
  // The receipts bucket (R2, in memory like the database) for the deposit tests.
  return { db, receipts: proxy.env.RECEIPTS, dispose: () => proxy.dispose() };
}
