/**
 * The browser tests' server: the Pages stand-in (scripts/pages-worker.ts, the production Pages
 * function as Cloudflare Pages runs it) with the test SQL door (scripts/test-sql-door.ts,
 * decision 029) in front. tests/e2e/world.ts bundles this file for every world; nothing a deploy
 * bundles imports it, so the door exists only here.
 */
import pagesWorker from "./pages-worker";
import { handleTestSql } from "./test-sql-door";

type WorldEnv = Record<string, unknown> & { DB: D1Database; E2E_SQL_TOKEN?: string };

export default {
  async fetch(request: Request, env: WorldEnv, ctx: ExecutionContext): Promise<Response> {
    const { E2E_SQL_TOKEN, ...appEnv } = env;
    const door = await handleTestSql(request, { DB: env.DB, E2E_SQL_TOKEN });
    // The token is the door's alone: the app gets the env a deployed function would.
    return door ?? pagesWorker.fetch(request, appEnv, ctx);
  },
};
