import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { D1_DOOR_WORKER, RemoteD1, doorAnswer } from "./core/remote-d1";
import { splitSql } from "./core/sql-split";
import { seedStatements } from "./seeds/seed";
import { readWorkerConfig } from "../scripts/worker-config";

const ROOT = join(import.meta.dirname, "..");

/** Every migration (one batch per file) and then the seed, as `npm run db:reset` applies them. */
export async function setupBatches(migrationsDir = "migrations"): Promise<{ batches: string[][]; migrations: number; seed: number }> {
  const dir = join(ROOT, migrationsDir);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  const seed = await seedStatements();
  return { batches: [...files.map((f) => splitSql(readFileSync(join(dir, f), "utf8"))), seed], migrations: files.length, seed: seed.length };
}

/** A workerd holding the DB binding (and a receipts bucket), and the door that runs statements in it. */
function d1Door(persist?: { d1Databases: Record<string, string>; d1Persist: string }) {
  const { compatibilityDate, compatibilityFlags } = readWorkerConfig();
  const mf = new Miniflare({
    modules: true,
    script: D1_DOOR_WORKER,
    compatibilityDate,
    compatibilityFlags,
    d1Databases: persist?.d1Databases ?? ["DB"],
    ...(persist ? { d1Persist: persist.d1Persist } : {}),
    r2Buckets: ["RECEIPTS"],
  });
  const post = async (body: object) => {
    const res = await mf.dispatchFetch("http://d1.invalid/", { method: "POST", body: JSON.stringify(body) });
    return { status: res.status, text: await res.text() };
  };
  const migrateAndSeed = async () => {
    const setup = await post({ exec: (await setupBatches()).batches });
    if (setup.status !== 200) throw new Error(`the test database could not be set up: ${setup.text}`);
  };
  return { mf, post, migrateAndSeed };
}

/**
 * A fresh in-memory D1 in workerd (Miniflare), migrated and seeded exactly as `npm run db:reset`
 * does, and an R2 bucket for receipts. For the unit tests of the embedded gateway and of the
 * routes over it. Statements go to workerd one request a batch (gateway/core/remote-d1.ts).
 */
export async function freshDatabase(): Promise<{ db: D1Database; receipts: R2Bucket; dispose: () => Promise<void> }> {
  const { mf, post, migrateAndSeed } = d1Door();
  try {
    await migrateAndSeed();
    const db = new RemoteD1(async (statements) => {
      const res = await post({ statements });
      return doorAnswer(res.status, res.text);
    }).asD1();
    // Miniflare types the bucket with its own undici Headers; at run time it is the R2 binding.
    const receipts = (await mf.getR2Bucket("RECEIPTS")) as unknown as R2Bucket;
    return { db, receipts, dispose: () => mf.dispose() };
  } catch (e) {
    await mf.dispose();
    throw e;
  }
}

/**
 * Migrates and seeds the D1 databases kept under d1Persist (where Miniflare and `wrangler
 * --persist-to` keep them), in one workerd started for it: the browser tests' template, without
 * wrangler's start-up and its file of 2,500 statements.
 */
export async function seedPersistedDatabase(d1Databases: Record<string, string>, d1Persist: string): Promise<void> {
  const { mf, migrateAndSeed } = d1Door({ d1Databases, d1Persist });
  try {
    await migrateAndSeed();
  } finally {
    await mf.dispose();
  }
}

/**
 * The database with the statements `fails` picks throwing when prepared, as a failing disk or
 * replica would, whether prepared on the binding or in a D1 session opened from it (the gateway's
 * requests read through sessions: core/request-database.ts).
 */
export function failingStatements<T extends Pick<D1Database, "prepare">>(db: T, fails: (sql: string) => boolean): T {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare")
        return (sql: string) => {
          if (fails(sql)) throw new Error("D1_ERROR: disk I/O error");
          return target.prepare(sql);
        };
      if (prop === "withSession") return (...args: unknown[]) => failingStatements((target as unknown as D1Database).withSession(...(args as [])), fails);
      const value: unknown = Reflect.get(target, prop);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
