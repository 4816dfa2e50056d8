/**
 * Local D1 for the embedded gateway.
 *   npm run db:migrate   apply migrations/ to the local database
 *   npm run db:seed      insert the deterministic seed (idempotent)
 *   npm run db:reset     drop the local database, then migrate and seed
 *   prepare              .dev.vars + migrate + seed (what npm start and npm run dev do first)
 * EL_PERSIST_DIR points all of them at another state directory (the tests use their own); EL_NOW
 * (test-only, an ISO-8601 instant with offset) is the "now" the seed's times are relative to.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PERSIST_DIR, ensureDevVars, wrangler } from "./wrangler";
import { configureClock } from "../contract/clock";
import { seedStatements } from "../gateway/seeds/seed";

export function migrate(): void {
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", PERSIST_DIR], { quiet: true });
  console.log(`Migrations applied (${PERSIST_DIR}).`);
}

export async function seed(): Promise<void> {
  // The seed's times are relative to the server's clock: EL_NOW (test-only) pins it as it does the served app's.
  configureClock(process.env.EL_NOW);
  const statements = await seedStatements();
  mkdirSync(PERSIST_DIR, { recursive: true });
  const file = join(PERSIST_DIR, "seed.sql");
  writeFileSync(file, statements.join("\n") + "\n");
  wrangler(["d1", "execute", "DB", "--local", "--persist-to", PERSIST_DIR, "--file", file], { quiet: true });
  console.log(`Seed applied: ${statements.length} statements.`);
}

export function reset(): void {
  rmSync(join(PERSIST_DIR, "v3", "d1"), { recursive: true, force: true });
  console.log("Local D1 dropped.");
}

export async function prepare(): Promise<void> {
  ensureDevVars();
  migrate();
  await seed();
}

const command = process.argv[2];
const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const run = {
    migrate: async () => migrate(),
    seed,
    reset: async () => {
      reset();
      await prepare();
    },
    prepare,
  }[command ?? ""];
  if (!run) {
    console.error("usage: tsx scripts/db.ts migrate|seed|reset|prepare");
    process.exit(2);
  }
  run().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
