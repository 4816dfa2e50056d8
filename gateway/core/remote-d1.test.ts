import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../testing";

/**
 * The tests' D1 (gateway/core/remote-d1.ts over a Miniflare workerd) must answer as the binding does,
 * or a gateway bug could pass its tests: what D1 refuses is refused, errors keep D1's words, and a
 * batch is one transaction.
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

describe("the tests' D1 answers as the binding does", () => {
  it("is migrated and seeded: the seed's demo member is there", async () => {
    expect(await db.prepare("SELECT account FROM members WHERE account = ?1").bind("demo").first("account")).toBe("demo");
  });

  it("bind() refuses undefined at once, as D1 does, rather than storing NULL", () => {
    expect(() => db.prepare("SELECT ?1").bind(undefined)).toThrow(/D1_TYPE_ERROR/);
  });

  it("booleans bind as 1 and 0; first(column) names a missing column", async () => {
    expect(await db.prepare("SELECT ?1 AS yes, ?2 AS no").bind(true, false).first()).toEqual({ yes: 1, no: 0 });
    await expect(db.prepare("SELECT 1 AS x").first("y")).rejects.toThrow(/D1_COLUMN_NOTFOUND/);
    expect(await db.prepare("SELECT 1 AS x WHERE 0").first()).toBeNull();
  });

  it("run() reports changes and the new row id; a constraint error keeps D1's message", async () => {
    await db.prepare("CREATE TABLE remote_d1_probe (k TEXT PRIMARY KEY)").run();
    const { meta } = await db.prepare("INSERT INTO remote_d1_probe (k) VALUES (?1)").bind("a").run();
    expect(meta.changes).toBe(1);
    expect(meta.last_row_id).toBeGreaterThan(0);
    await expect(db.prepare("INSERT INTO remote_d1_probe (k) VALUES ('a')").run()).rejects.toThrow(/UNIQUE constraint failed: remote_d1_probe\.k/);
  });

  it("a batch is one transaction: when one statement fails, none is applied", async () => {
    const insert = db.prepare("INSERT INTO remote_d1_probe (k) VALUES (?1)");
    await expect(db.batch([insert.bind("b"), insert.bind("a")])).rejects.toThrow(/UNIQUE/);
    expect(await db.prepare("SELECT count(*) AS n FROM remote_d1_probe WHERE k = 'b'").first("n")).toBe(0);
  });
});
