import type { TestSqlResult, TestSqlStatement } from "../gateway/core/remote-d1";

/**
 * The browser tests' door into the server's own D1 (decision 029). Tests set up state, read what
 * the gateway "sent" and run operator commands; doing that through a second workerd on the same
 * SQLite file met SQLITE_BUSY in the server and stale reads in the test. Through this door every
 * statement runs in the one workerd that serves the app, in order with the pages' own queries.
 *
 * Test code only: scripts/test-pages-worker.ts, the entry the browser tests' worlds bundle, answers
 * it before the production Pages function; functions/[[path]].ts never imports it, and
 * `npm run deploy:check` fails if the deployed bundle holds its path or its variable
 * (scripts/production-bundle.ts). Even there it opens only with an E2E_SQL_TOKEN of at least 32
 * characters and answers only a POST carrying that token; without the variable the path falls
 * through to the app, which answers 404.
 */
export const TEST_SQL_PATH = "/__e2e/d1";

/** Equal strings, compared in time that does not depend on where they differ. */
function sameToken(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export function isTestSqlEnabled(token: string | undefined): token is string {
  return typeof token === "string" && token.length >= 32;
}

/** The answer to a test SQL request, or null when this request is not one (let the app answer). */
export async function handleTestSql(request: Request, env: { DB: D1Database; E2E_SQL_TOKEN?: string }): Promise<Response | null> {
  if (!isTestSqlEnabled(env.E2E_SQL_TOKEN) || new URL(request.url).pathname !== TEST_SQL_PATH) return null;
  if (request.method !== "POST" || !sameToken(request.headers.get("X-E2E-Token") ?? "", env.E2E_SQL_TOKEN)) {
    return new Response("Forbidden", { status: 403 });
  }
  const body = (await request.json().catch(() => null)) as { statements?: TestSqlStatement[] } | null;
  const statements = body?.statements;
  if (!Array.isArray(statements) || !statements.length) return Response.json({ error: "no statements" }, { status: 400 });
  try {
    // One batch: one SQLite transaction, as D1 runs a batch from any other caller.
    const results = await env.DB.batch(statements.map((s) => env.DB.prepare(s.sql).bind(...(s.params ?? []))));
    const answer: TestSqlResult[] = results.map((r) => ({
      results: (r.results ?? []) as Record<string, unknown>[],
      meta: { changes: Number(r.meta?.changes ?? 0), last_row_id: Number(r.meta?.last_row_id ?? 0) },
    }));
    return Response.json({ results: answer });
  } catch (e) {
    return Response.json({ error: e instanceof Error ? e.message : String(e) }, { status: 500 });
  }
}
