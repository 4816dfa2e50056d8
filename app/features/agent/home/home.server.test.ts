import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as agentLoader } from "~/routes/m.agent";
import { routeArgs, signedInCookie } from "~/testing/forms";
import { appContext, appRequest } from "~/testing/load-context";
import type { AgentHomeData } from "./home.server";
import { freshDatabase } from "../../../../gateway/testing";

/** §2 Agent home (A-HOME-01) over the embedded gateway and a fresh D1. */
let db: D1Database;
let dispose: () => Promise<void>;
let agent: string;
beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  agent = await signedInCookie(db, "agent", "agent1234");
});
afterAll(() => dispose());

async function agentHome(): Promise<AgentHomeData> {
  const request = appRequest("/m/agent", { cookie: agent });
  return (await agentLoader(routeArgs(request, await appContext(db, request)))) as AgentHomeData;
}

describe("decision 001 on the agent home: the team counters stream, the rest is in the first HTML", () => {
  it("A-HOME-01: greeting, account, balance and tiles are plain values; today's counters are a promise of the team's figures", async () => {
    const data = await agentHome();
    expect(data.account).toBe("agent");
    expect(data.balance).toMatch(/^₱[\d,]+\.\d\d$/);
    expect(data.tiles.length).toBeGreaterThan(0);
    expect(data.counters).toBeInstanceOf(Promise);
    const counters = await data.counters;
    // The seed registers two of agent's team today and signs some in.
    expect(counters?.register).toBeGreaterThanOrEqual(2);
    expect(counters?.login).toBeGreaterThanOrEqual(1);
  });
});
