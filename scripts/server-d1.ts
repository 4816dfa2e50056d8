import { request as httpRequest } from "node:http";
import { TEST_SQL_PATH } from "./test-sql-door";
import { RemoteD1, doorAnswer } from "../gateway/core/remote-d1";

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

/**
 * A D1Database over the browser-test server's SQL door (scripts/test-sql-door.ts, decision 029), one
 * POST a batch. Every statement runs in the server's own workerd, so the test and the pages never
 * hold the SQLite file at once.
 */
export function serverD1(baseUrl: string, token: string): D1Database {
  return new RemoteD1(async (statements) => {
    const res = await post(new URL(TEST_SQL_PATH, baseUrl), token, JSON.stringify({ statements }));
    return doorAnswer(res.status, res.text);
  }).asD1();
}

/** The test server's D1 when the environment names one (EL_TEST_SQL_URL and E2E_SQL_TOKEN), else null. */
export function serverD1FromEnv(env: NodeJS.ProcessEnv = process.env): D1Database | null {
  const url = env.EL_TEST_SQL_URL;
  const token = env.E2E_SQL_TOKEN;
  return url && token ? serverD1(url, token) : null;
}
