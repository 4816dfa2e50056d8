import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedStatements } from "./seed";
import { gamesSeed } from "./seeds/games";
import { freshDatabase } from "./testing";

let db: D1Database;
let dispose: () => Promise<void>;

type Counts = { members: number; content: number; games: number };
const COUNTS = `SELECT (SELECT COUNT(*) FROM members) AS members,
  (SELECT COUNT(*) FROM announcements) + (SELECT COUNT(*) FROM messages) + (SELECT COUNT(*) FROM help_items) AS content,
  (SELECT COUNT(*) FROM games) AS games`;
let before: Counts;
let after: Counts;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  before = (await db.prepare(COUNTS).first<Counts>())!;
  // One second application serves every idempotency check: each statement is a synchronous call
  // through the platform proxy, and fewer calls leave fewer chances for its race under load
  // (cloudflare/workers-sdk#15552).
  await db.batch((await seedStatements()).map((s) => db.prepare(s)));
  after = (await db.prepare(COUNTS).first<Counts>())!;
});
afterAll(async () => {
  await dispose();
});

describe("seed", () => {
  it("is deterministic and idempotent", async () => {
    const a = await seedStatements();
    const b = await seedStatements();
    expect(a).toEqual(b);
    expect(after.members).toBe(before.members);
  });
  it("hashes passwords with PBKDF2, never plain", async () => {
    const rows = await db.prepare("SELECT password_hash FROM members WHERE account IN ('demo','agent')").all<{ password_hash: string }>();
    for (const r of rows.results) {
      expect(r.password_hash).toMatch(/^pbkdf2\$100000\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
      expect(r.password_hash).not.toContain("1234");
    }
  });
  it("gives the agent downlines", async () => {
    const n = await db.prepare("SELECT COUNT(*) AS n FROM members WHERE parent_id = 2").first<{ n: number }>();
    expect(n?.n).toBeGreaterThanOrEqual(10);
  });
});

describe("content seed", () => {
  it("is idempotent: seeding again changes nothing", () => {
    expect(after.content).toBe(before.content);
  });
});

describe("games seed (issue 5: ≥20 vendors, ≥600 games, deterministic)", () => {
  it("has at least 20 vendors and 600 games across the nine categories", async () => {
    const vendors = await db.prepare("SELECT COUNT(*) AS n FROM game_vendors").first<{ n: number }>();
    const games = await db.prepare("SELECT COUNT(*) AS n FROM games").first<{ n: number }>();
    const types = await db.prepare("SELECT COUNT(DISTINCT game_type) AS n FROM games").first<{ n: number }>();
    expect(vendors!.n).toBeGreaterThanOrEqual(20);
    expect(games!.n).toBeGreaterThanOrEqual(600);
    expect(types!.n).toBe(9);
  });
  it("is the same on every run and changes nothing when applied twice", async () => {
    const a = await gamesSeed();
    expect(await gamesSeed()).toEqual(a);
    expect(after.games).toBe(a.filter((s) => s.startsWith("INSERT OR IGNORE INTO games ")).length);
  });
});
