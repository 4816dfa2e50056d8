import { describe, expect, it } from "vitest";
import { handleTestSql, TEST_SQL_PATH } from "./test-sql-door";

const TOKEN = "t".repeat(40);

/** A D1 stand-in that records the statements of each batch. */
function fakeDb() {
  const batches: { sql: string; params: unknown[] }[][] = [];
  const db = {
    prepare: (sql: string) => ({ bind: (...params: unknown[]) => ({ sql, params }) }),
    batch: async (stmts: { sql: string; params: unknown[] }[]) => {
      batches.push(stmts);
      return stmts.map(() => ({ results: [{ n: 1 }], meta: { changes: 1, last_row_id: 7 } }));
    },
  };
  return { db: db as unknown as D1Database, batches };
}

const post = (token: string | null, body: unknown = { statements: [{ sql: "SELECT ?1 AS n", params: [1] }] }, path = TEST_SQL_PATH) =>
  new Request(`http://127.0.0.1${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { "X-E2E-Token": token } : {}) },
    body: JSON.stringify(body),
  });

describe("decision 029: the browser tests' SQL door", () => {
  it("does not exist without a token of at least 32 characters (the app answers, i.e. 404)", async () => {
    const { db, batches } = fakeDb();
    expect(await handleTestSql(post(TOKEN), { DB: db })).toBeNull();
    expect(await handleTestSql(post("short"), { DB: db, E2E_SQL_TOKEN: "short" })).toBeNull();
    expect(batches).toHaveLength(0);
  });

  it("leaves every other path to the app", async () => {
    const { db } = fakeDb();
    expect(await handleTestSql(post(TOKEN, undefined, "/m/home"), { DB: db, E2E_SQL_TOKEN: TOKEN })).toBeNull();
  });

  it("refuses a missing or wrong token and a GET, running nothing", async () => {
    const { db, batches } = fakeDb();
    expect((await handleTestSql(post(null), { DB: db, E2E_SQL_TOKEN: TOKEN }))?.status).toBe(403);
    expect((await handleTestSql(post("u".repeat(40)), { DB: db, E2E_SQL_TOKEN: TOKEN }))?.status).toBe(403);
    const get = new Request(`http://127.0.0.1${TEST_SQL_PATH}`, { headers: { "X-E2E-Token": TOKEN } });
    expect((await handleTestSql(get, { DB: db, E2E_SQL_TOKEN: TOKEN }))?.status).toBe(403);
    expect(batches).toHaveLength(0);
  });

  it("runs the statements as one batch and answers rows and changes", async () => {
    const { db, batches } = fakeDb();
    const res = await handleTestSql(post(TOKEN), { DB: db, E2E_SQL_TOKEN: TOKEN });
    expect(res?.status).toBe(200);
    expect(await res?.json()).toEqual({ results: [{ results: [{ n: 1 }], meta: { changes: 1, last_row_id: 7 } }] });
    expect(batches).toEqual([[{ sql: "SELECT ?1 AS n", params: [1] }]]);
  });
});
