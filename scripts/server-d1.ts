import { request as httpRequest } from "node:http";
import { type TestSqlResult, type TestSqlStatement, TEST_SQL_PATH } from "../app/server/test-sql";

/**
 * A D1Database over the test server's SQL door (app/server/test-sql.ts, decision 029): the subset
 * the gateway's modules and the tests use (prepare, bind, first, all, run, batch). Every statement
 * runs in the server's own workerd, so the test and the pages never hold the SQLite file at once.
 */
type Param = string | number | null;

/**
 * One POST on a connection of its own (no keep-alive): a reused idle connection that the dev
 * server has just closed is the classic cause of a sporadic "fetch failed", and a statement must
 * never be left unsure whether it ran.
 */
function post(url: URL, token: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: "POST", agent: false, headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), "X-E2E-Token": token } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        res.on("error", reject);
      },
    );
    req.on("error", (e) => reject(new Error(`D1 (test server): ${e.message}`, { cause: e })));
    req.end(body);
  });
}

async function send(baseUrl: string, token: string, statements: TestSqlStatement[]): Promise<TestSqlResult[]> {
  const res = await post(new URL(TEST_SQL_PATH, baseUrl), token, JSON.stringify({ statements }));
  let body: { results?: TestSqlResult[]; error?: string };
  try {
    body = JSON.parse(res.text) as typeof body;
  } catch {
    body = { error: `HTTP ${res.status}` };
  }
  if (res.status !== 200 || !body.results) throw new Error(`D1 (test server): ${body.error ?? `HTTP ${res.status}`}`);
  return body.results;
}

class ServerStatement {
  constructor(
    readonly db: ServerD1,
    readonly sql: string,
    readonly params: Param[] = [],
  ) {}
  bind(...params: unknown[]): ServerStatement {
    return new ServerStatement(
      this.db,
      this.sql,
      params.map((p) => (p === undefined ? null : typeof p === "boolean" ? Number(p) : (p as Param))),
    );
  }
  async all<T = Record<string, unknown>>() {
    const [r = { results: [], meta: { changes: 0, last_row_id: 0 } }] = await this.db.run([this]);
    return { success: true, results: r.results as T[], meta: r.meta };
  }
  async first<T = Record<string, unknown>>(column?: string): Promise<T | null> {
    const { results } = await this.all<Record<string, unknown>>();
    const row = results[0];
    if (!row) return null;
    return (column ? (row[column] as T) : (row as T)) ?? null;
  }
  async run() {
    return this.all();
  }
}

export class ServerD1 {
  constructor(
    readonly baseUrl: string,
    readonly token: string,
  ) {}
  prepare(sql: string): ServerStatement {
    return new ServerStatement(this, sql);
  }
  async batch(statements: ServerStatement[]) {
    const results = await this.run(statements);
    return results.map((r) => ({ success: true, results: r.results, meta: r.meta }));
  }
  run(statements: ServerStatement[]): Promise<TestSqlResult[]> {
    return send(
      this.baseUrl,
      this.token,
      statements.map((s) => ({ sql: s.sql, params: s.params })),
    );
  }
}

/** The test server's D1 when the environment names one (EL_TEST_SQL_URL and E2E_SQL_TOKEN), else null. */
export function serverD1FromEnv(env: NodeJS.ProcessEnv = process.env): D1Database | null {
  const url = env.EL_TEST_SQL_URL;
  const token = env.E2E_SQL_TOKEN;
  return url && token ? (new ServerD1(url, token) as unknown as D1Database) : null;
}
