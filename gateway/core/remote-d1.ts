/**
 * A D1Database for code running in Node (tests and operator scripts) whose statements run in a
 * workerd that holds the real binding: the subset the gateway uses (prepare, bind, first, all, run,
 * batch, withSession). `send` carries one batch of statements there and brings back each one's rows and meta.
 *
 * Why not wrangler's platform proxy: it makes a synchronous round trip to workerd for every
 * prepare() and bind() (about 10 ms a query here), and on a loaded machine its synchronous channel
 * can desynchronise for good (cloudflare/workers-sdk#15552, fixed only in releases that need
 * Node 22). Here a statement is one asynchronous request, and D1 itself answers every error.
 */
type Param = string | number | null;
export type TestSqlStatement = { sql: string; params?: Param[] };
export type TestSqlResult = { results: Record<string, unknown>[]; meta: { changes: number; last_row_id: number } };
export type SendStatements = (statements: TestSqlStatement[]) => Promise<TestSqlResult[]>;

/** What D1's bind() accepts here; anything else throws as D1's own bind() does (undefined included). */
function toParam(value: unknown): Param {
  if (value === null || typeof value === "string" || typeof value === "number") return value;
  if (typeof value === "boolean") return Number(value);
  throw new Error(`D1_TYPE_ERROR: Type '${typeof value}' not supported for value '${String(value)}'`);
}

class RemoteStatement {
  constructor(
    private readonly db: RemoteD1,
    readonly sql: string,
    readonly params: Param[] = [],
  ) {}

  bind(...values: unknown[]): RemoteStatement {
    return new RemoteStatement(this.db, this.sql, values.map(toParam));
  }

  async all<T = Record<string, unknown>>() {
    const [result] = await this.db.send([{ sql: this.sql, params: this.params }]);
    return { success: true, results: (result?.results ?? []) as T[], meta: result?.meta ?? { changes: 0, last_row_id: 0 } };
  }

  async first<T = Record<string, unknown>>(column?: string): Promise<T | null> {
    const { results } = await this.all<Record<string, unknown>>();
    const row = results[0];
    if (!row) return null;
    if (column === undefined) return row as T;
    if (!(column in row)) throw new Error(`D1_COLUMN_NOTFOUND: Column not found (${column})`);
    return row[column] as T;
  }

  run() {
    return this.all();
  }
}

export class RemoteD1 {
  constructor(readonly send: SendStatements) {}

  prepare(sql: string): RemoteStatement {
    return new RemoteStatement(this, sql);
  }

  /** One batch, one transaction, as D1 runs it. */
  async batch(statements: RemoteStatement[]) {
    const results = await this.send(statements.map((s) => ({ sql: s.sql, params: s.params })));
    return results.map((r) => ({ success: true, results: r.results, meta: r.meta }));
  }

  /**
   * D1's Sessions API, for the gateway's requests (core/request-database.ts): every statement sent
   * through the door runs on the one database behind it, so a session is this database itself.
   */
  withSession(): RemoteD1 {
    return this;
  }

  /** No bookmark: the door answers rows, not the session state of the binding behind it. */
  getBookmark(): null {
    return null;
  }

  /** Typed as the binding the gateway's modules take. */
  asD1(): D1Database {
    return this as unknown as D1Database;
  }
}

/**
 * A worker that opens its D1 binding to the Node side, for Miniflare (the unit tests' databases,
 * the bench, the fuzz sample). POST `{ statements: [{ sql, params }] }` runs them as one batch and
 * answers `{ results: [{ results, meta }] }` (the protocol of the test server's door,
 * scripts/test-sql-door.ts); POST `{ exec: [[sql…]…], query: [sql…] }` runs each exec list as a
 * batch, then answers the rows of each query (filling a database with the migrations and the seed).
 * A D1 error answers 500 with `{ error }` holding D1's own message.
 */
export const D1_DOOR_WORKER = `export default {
  async fetch(request, env) {
    try {
      const { statements, exec, query } = await request.json();
      if (statements) {
        const results = await env.DB.batch(statements.map((s) => env.DB.prepare(s.sql).bind(...(s.params ?? []))));
        return Response.json({ results: results.map((r) => ({ results: r.results ?? [], meta: r.meta })) });
      }
      for (const sql of exec ?? []) if (sql.length) await env.DB.batch(sql.map((s) => env.DB.prepare(s)));
      const rows = [];
      for (const s of query ?? []) rows.push((await env.DB.prepare(s).all()).results);
      return Response.json(rows);
    } catch (e) {
      return Response.json({ error: (e && e.message) || String(e), stack: e && e.stack }, { status: 500 });
    }
  },
};`;

/** Reads a door's answer: the results, or D1's error thrown with D1's message. */
export function doorAnswer(status: number, text: string): TestSqlResult[] {
  let body: { results?: TestSqlResult[]; error?: string };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = { error: `D1 door: HTTP ${status}` };
  }
  if (status !== 200 || !body.results) throw new Error(body.error ?? `D1 door: HTTP ${status}`);
  return body.results;
}
