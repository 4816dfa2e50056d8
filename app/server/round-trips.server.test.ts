import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as layoutLoader } from "~/routes/m";
import { loader as agentLoader } from "~/routes/m.agent";
import { loader as overviewLoader } from "~/routes/m.agent_.team.overview";
import { loader as homeLoader } from "~/routes/m.home";
import { loader as centreLoader } from "~/routes/m.mine";
import { routeArgs, signedInCookie, type RouteFunction } from "~/testing/forms";
import { TEST_ENV, appContext, appRequest } from "~/testing/load-context";
import { forgetKeptCapabilities } from "./isolate-capabilities.server";
import { handleGatewayRequest } from "../../gateway/core/router";
import { freshDatabase } from "../../gateway/testing";
import { sequentialRoundTrips, type TimedCall } from "../../scripts/bench/round-trips";

/**
 * How many gateway round trips a page waits for before it can render: the embedded gateway reached
 * as a service binding that answers every call DELAY_MS late, the root, the /m layout and the page's
 * loader run together on one load context as a document request runs them. Each call's start and
 * end are recorded and counted as `npm run bench -- --gateway-delay` counts them: the longest chain
 * of calls each sent after the one before it answered. No duration is asserted, so a busy machine
 * only makes the test slower: the delay just keeps calls of one wave overlapping.
 * The site status is asked on every request here (no isolate memo without the Cache API), as for
 * an isolate that has been idle longer than it is held (decision 070).
 */
const DELAY_MS = 300;

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

/** The gateway DELAY_MS away, recording each call. */
function distantGateway(calls: TimedCall[]): Fetcher {
  const gatewayEnv = { DB: db, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: TEST_ENV.GATEWAY_SECRET };
  return {
    fetch: async (request: Request) => {
      const start = performance.now();
      await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
      const response = await handleGatewayRequest(request, gatewayEnv);
      calls.push({ path: new URL(request.url).pathname, start, end: performance.now() });
      return response;
    },
  } as unknown as Fetcher;
}

/** The sequential gateway round trips until every loader of the document has answered (deferred parts not awaited). */
async function documentRoundTrips(path: string, page: RouteFunction, cookie: string | undefined): Promise<number> {
  const calls: TimedCall[] = [];
  const request = appRequest(path, { cookie });
  const context = await appContext(db, request, { env: { GATEWAY: distantGateway(calls), EDGE_CACHE: "on" } });
  const args = routeArgs(request, context);
  const settled = await Promise.allSettled([rootLoader(args), layoutLoader(args), page(args)]);
  for (const s of settled) if (s.status === "rejected") throw s.reason;
  return sequentialRoundTrips(calls);
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
      await documentRoundTrips(path, page, cookie);
      expect(await documentRoundTrips(path, page, cookie)).toBe(1);
    });
  }

  it("a fresh isolate's visitor home waits two: the capabilities beside the status, then the page's calls", async () => {
    forgetKeptCapabilities();
    expect(await documentRoundTrips("/m/home", homeLoader, undefined)).toBe(2);
  });
});
