import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RG_SEED_MEMBER } from "./rg";
import { configureClock } from "../../contract/clock";
import { freshDatabase } from "../testing";

/**
 * EL_NOW and the seed: `npm run db:reset` (scripts/db.ts) sets the clock from EL_NOW before it
 * seeds, as this file does before freshDatabase() seeds the same statements. The seed's times are
 * then relative to the pinned instant, not to when the suite runs; a leap day years back makes
 * that plain whatever the real date is.
 */
const EL_NOW = "2020-02-29T10:00:00+08:00";
/** Midnight of 2020-02-29 in Manila (UTC+8): the seed's "today". */
const TODAY = Date.UTC(2020, 1, 28, 16);
const HOUR = 3_600_000;

let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  configureClock(EL_NOW);
  ({ db, dispose } = await freshDatabase());
});
afterAll(async () => {
  await dispose();
});

describe("seed on a pinned clock", () => {
  it("EL_NOW: the seeded rows' times are relative to the pinned operator day (the RG limit raised at 00:05 that day)", async () => {
    const limit = await db
      .prepare("SELECT updated_at, pending_at FROM rg_limits WHERE member_id = ?1")
      .bind(RG_SEED_MEMBER)
      .first<{ updated_at: number; pending_at: number }>();
    expect(limit).toEqual({ updated_at: TODAY + 5 * 60_000, pending_at: TODAY + 5 * 60_000 + 24 * HOUR });
    const audit = await db.prepare("SELECT requested_at FROM rg_audit WHERE id = 1").first<{ requested_at: number }>();
    expect(audit?.requested_at).toBe(TODAY - 240 * HOUR + 10 * HOUR);
  });

  it("EL_NOW: the seeded ledger history ends before the pinned instant and lies in the weeks before it", async () => {
    const span = await db.prepare("SELECT MIN(created_at) AS first, MAX(created_at) AS last FROM ledger_entries").first<{ first: number; last: number }>();
    const pinned = Date.parse(EL_NOW);
    expect(span!.last).toBeLessThan(pinned + HOUR);
    expect(span!.first).toBeGreaterThan(pinned - 120 * 24 * HOUR);
  });
});
