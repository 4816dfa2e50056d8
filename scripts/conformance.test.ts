import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureClock, now, testClockSetting } from "../contract/clock";
import { operatorDay } from "../contract/record-range";
import { contractView } from "./conformance/contract-view";
import { startEmbeddedGateway, type EmbeddedGateway } from "./conformance/embedded-gateway";
import { exitCodeOf, totalsOf } from "./conformance/report";
import { runConformance, type RouteResult } from "./conformance/run";
import { DECLARED_OFF, FAULTS, wrongGateway } from "./conformance/wrong-stub";
import { DEMO_ACCOUNTS, DEMO_PLAYER } from "../gateway/accounts/demo-accounts";

/**
 * `npm run conformance` against the embedded gateway as its own worker (Miniflare, a fresh seeded
 * D1, real HTTP), and against a deliberately wrong gateway in front of it. The clock is pinned (the
 * seed's dates and the kit's "today" agree at any hour). The wrong gateway's run uses `agent` and
 * changes nothing; the writing run uses `demo`, so neither sees the other's effects.
 */
const SECRET = "conformance-test-secret-0123456789";
const EL_NOW = testClockSetting(Date.now());
const AGENT = DEMO_ACCOUNTS.find((a) => a.account === "agent")!;

let gateway: EmbeddedGateway;

beforeAll(async () => {
  configureClock(EL_NOW);
  gateway = await startEmbeddedGateway({ secret: SECRET, elNow: EL_NOW });
});

afterAll(async () => {
  await gateway?.dispose();
});

const run = (options: { member: { account: string; password: string }; writes: boolean; fetch?: typeof fetch }) =>
  runConformance({
    gateway: gateway.origin,
    merchant: gateway.merchant,
    member: { username: options.member.account, password: options.member.password },
    writes: options.writes,
    bodySecret: SECRET,
    contract: contractView(),
    today: operatorDay(now()),
    fetch: options.fetch,
  });

/** The routes that did not conform, with what the kit said (the table, should the expectation fail). */
const notConforming = (results: RouteResult[]) =>
  Object.fromEntries(
    results.filter((r) => r.verdict.kind !== "conforms").map((r) => [r.route, `${r.verdict.kind}: ${"detail" in r.verdict ? r.verdict.detail : ""}`]),
  );

describe("the conformance kit (docs/operators.md; §7 the calls it makes)", () => {
  it("reports exactly the faults of a deliberately wrong gateway, and declared-off modules as unsupported", async () => {
    const results = await run({ member: AGENT, writes: false, fetch: wrongGateway(fetch) });
    const contract = contractView();
    const offModule = contract.routes.filter((r) => r.module === DECLARED_OFF).map((r) => r.name);
    const writes = contract.routes.filter((r) => r.mutation && r.module !== DECLARED_OFF && r.name !== "login").map((r) => r.name);
    const expected = {
      wallet: "differs: value.sumBalance: expected number, received string",
      memberInfo: "differs: value.userName: missing (expected string)",
      trialTerms: "differs: no envelope: expected { success, value, code?, message? }",
      helpCenter: "differs: refusal code help.unavailable is not one the contract lists for this route",
      siteStatus: "differs: no X-Contract-Version header",
      serviceLinks: "differs: X-Read-After is not a read-after token (1 to 256 printable ASCII characters, no spaces)",
      gameHot: "failed: HTTP 404, not JSON",
      ...Object.fromEntries(offModule.map((name) => [name, `unsupported: module ${DECLARED_OFF} is not in the gateway's capabilities`])),
      ...Object.fromEntries(writes.map((name) => [name, "skipped: a write: run with --writes (against a staging gateway)"])),
    };
    expect(Object.keys(expected).filter((name) => FAULTS.some((f) => f.route === name))).toHaveLength(FAULTS.length);
    expect(notConforming(results)).toEqual(expected);
    expect(exitCodeOf(results)).toBe(1);
  });

  it("the embedded gateway conforms on every route: the seed's demo member, with --writes", async () => {
    const results = await run({ member: DEMO_PLAYER, writes: true });
    expect(notConforming(results)).toEqual({});
    expect(exitCodeOf(results)).toBe(0);
    const totals = totalsOf(results);
    expect(totals.conforms).toBe(contractView().routes.length);
  });
});
