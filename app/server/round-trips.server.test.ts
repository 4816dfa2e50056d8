import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as layoutLoader } from "~/routes/m";
import { loader as agentLoader } from "~/routes/m.agent";
import { loader as overviewLoader } from "~/routes/m.agent_.team.overview";
import { loader as homeLoader } from "~/routes/m.home";
import { loader as centreLoader } from "~/routes/m.mine";
import { routeArgs, signedInCookie, type RouteFunction } from "~/testing/forms";
import { TEST_ENV, appContext, appRequest } from "~/testing/load-context";
import type { Env } from "./env.server";
import { handleGatewayRequest } from "../../gateway/core/router";
import { freshDatabase } from "../../gateway/testing";

/**
 * How many gateway round trips a page waits for before it can render: the embedded gateway reached
 * as a service binding that answers every call DELAY_MS late, the root, the /m layout and the page's
 * loader run together on one load context as a document request runs them. The site status is asked
 * on every request here (no isolate memo without the Cache API), as for an isolate that has been
 * idle longer than it is held (decision 070).
 */
const DELAY_MS = 500;
/** Room for the loaders' own work on a busy machine, well under one more round trip. */
const WORK_MS = 350;

let db: D1Database;
let dispose: () => Promise<void>;
let member: string;
let agent: string;
beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  member = await signedInCookie(db);
  agent = await signedInCookie(db, "agent", "agent1234");
});
afterAll(() => dispose());

function distantGateway(): Fetcher {
  const gatewayEnv = { DB: db, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: TEST_ENV.GATEWAY_SECRET };
  return {
    fetch: (request: Request) => new Promise<Response>((resolve) => setTimeout(() => resolve(handleGatewayRequest(request, gatewayEnv)), DELAY_MS)),
  } as unknown as Fetcher;
}

/** Milliseconds until every loader of the document has answered (deferred parts not awaited). */
async function documentTime(path: string, page: RouteFunction, cookie: string | undefined, env: Partial<Env>): Promise<number> {
  const request = appRequest(path, { cookie });
  const context = await appContext(db, request, { env: { GATEWAY: distantGateway(), EDGE_CACHE: "on", ...env } });
  const args = routeArgs(request, context);
  const started = Date.now();
  const settled = await Promise.allSettled([rootLoader(args), layoutLoader(args), page(args)]);
  const elapsed = Date.now() - started;
  for (const s of settled) if (s.status === "rejected") throw s.reason;
  return elapsed;
}

describe("pages with their gateway far away: one round trip whatever the isolate's age", () => {
  for (const [path, page, who] of [
    ["/m/mine", centreLoader, "member"],
    ["/m/home", homeLoader, "member"],
    ["/m/agent", agentLoader, "agent"],
    ["/m/agent/team/overview", overviewLoader, "agent"],
  ] as const) {
    it(`${path} (${who}) of an isolate that has served a page before waits one gateway round trip`, async () => {
      const cookie = who === "agent" ? agent : member;
      // The isolate's earlier page: its capabilities and last status.
      await documentTime(path, page, cookie, {});
      const elapsed = await documentTime(path, page, cookie, {});
      expect(elapsed).toBeGreaterThanOrEqual(DELAY_MS - 5);
      expect(elapsed).toBeLessThan(DELAY_MS + WORK_MS);
    });
  }

  it("a fresh isolate's visitor home waits two: the capabilities beside the status, then the page's calls", async () => {
    // A gateway configuration no other test of this file uses: nothing is kept for it yet.
    const elapsed = await documentTime("/m/home", homeLoader, undefined, { GATEWAY_MODULES_OFF: "feedback" });
    expect(elapsed).toBeGreaterThanOrEqual(2 * DELAY_MS - 5);
    expect(elapsed).toBeLessThan(2 * DELAY_MS + WORK_MS);
  });
});
