import type { RouteName } from "@contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GatewayClient } from "~/gateway-client/client.server";
import { loader as homeLoader } from "~/routes/m.home";
import { action as loginAction } from "~/routes/m.login";
import { callRoute, postForm } from "~/testing/forms";
import { appRequest } from "~/testing/load-context";
import { gatedGateway, isGateClosure } from "./site-gate.server";
import { freshDatabase } from "../../gateway/testing";

/** §2 start gate: a closed gate answers with the gate screen only and changes nothing. */
describe("gatedGateway", () => {
  function recording(status: { maintenance: boolean; regionRestricted: boolean }) {
    const asked: RouteName[] = [];
    const inner: GatewayClient = { call: async (route) => (asked.push(route), { ok: true } as never) };
    return { asked, gateway: gatedGateway(inner, { siteStatus: async () => status, unofferedModules: async () => [] }, "SG") };
  }
  it("passes every call through while the gate is open", async () => {
    const { asked, gateway } = recording({ maintenance: false, regionRestricted: false });
    await gateway.call("wallet");
    expect(asked).toEqual(["wallet"]);
  });

  it("answers a closed gate instead of the gateway's answer, except for the gate's own calls", async () => {
    const { asked, gateway } = recording({ maintenance: false, regionRestricted: true });
    const thrown = await gateway.call("wallet").catch((e: unknown) => e);
    expect(isGateClosure(thrown)).toBe(true);
    expect((thrown as { init: ResponseInit }).init.status).toBe(451);
    await gateway.call("serviceLinks");
    await gateway.call("siteStatus");
    // The read went out beside the status; its answer was dropped for the gate's.
    expect(asked).toEqual(["wallet", "serviceLinks", "siteStatus"]);
  });

  /** A site status the test settles by hand, and a gateway that records each call as it is sent. */
  function pending() {
    let settle!: (status: { maintenance: boolean; regionRestricted: boolean }) => void;
    const status = new Promise<{ maintenance: boolean; regionRestricted: boolean }>((resolve) => (settle = resolve));
    const sent: RouteName[] = [];
    const inner: GatewayClient = { call: async (route) => (sent.push(route), { from: route } as never) };
    return { settle, sent, gateway: gatedGateway(inner, { siteStatus: () => status, unofferedModules: async () => [] }, "SG") };
  }
  const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("sends a read at once, beside the site status, and hands its answer over once the gate is open", async () => {
    const { settle, sent, gateway } = pending();
    let answered = false;
    const read = gateway.call("wallet").then((value) => ((answered = true), value));
    await turn();
    expect(sent).toEqual(["wallet"]);
    expect(answered).toBe(false);
    settle({ maintenance: false, regionRestricted: false });
    expect(await read).toEqual({ from: "wallet" });
  });

  it("drops a read's answer and throws the gate's while the gate is closed (no page data in a 451)", async () => {
    const { settle, sent, gateway } = pending();
    const read = gateway.call("wallet").catch((e: unknown) => e);
    await turn();
    settle({ maintenance: false, regionRestricted: true });
    const thrown = await read;
    expect(sent).toEqual(["wallet"]);
    expect(isGateClosure(thrown)).toBe(true);
    expect(thrown).not.toEqual({ from: "wallet" });
  });

  it("a read that fails while the gate is closed answers the gate, not its failure", async () => {
    let settle!: (status: { maintenance: boolean; regionRestricted: boolean }) => void;
    const status = new Promise<{ maintenance: boolean; regionRestricted: boolean }>((resolve) => (settle = resolve));
    const inner: GatewayClient = { call: async () => Promise.reject(new Error("unreachable")) };
    const read = gatedGateway(inner, { siteStatus: () => status, unofferedModules: async () => [] }, "SG")
      .call("wallet")
      .catch((e: unknown) => e);
    await turn();
    settle({ maintenance: true, regionRestricted: false });
    expect(isGateClosure(await read)).toBe(true);
  });

  it("sends a mutation only after the site status says the gate is open", async () => {
    const { settle, sent, gateway } = pending();
    const login = gateway.call("login");
    await turn();
    expect(sent).toEqual([]);
    settle({ maintenance: false, regionRestricted: false });
    await login;
    expect(sent).toEqual(["login"]);
  });

  it("never sends a mutation while the gate is closed", async () => {
    const { settle, sent, gateway } = pending();
    const login = gateway.call("login").catch((e: unknown) => e);
    settle({ maintenance: false, regionRestricted: true });
    expect(isGateClosure(await login)).toBe(true);
    expect(sent).toEqual([]);
  });

  it("maintenance wins and answers 503", async () => {
    const { gateway } = recording({ maintenance: true, regionRestricted: true });
    const thrown = (await gateway.call("wallet").catch((e: unknown) => e)) as { init: ResponseInit; data: unknown };
    expect(thrown.init.status).toBe(503);
    expect(thrown.data).toMatchObject({ gate: "maintenance" });
  });
});

describe("routes behind a closed gate (seeded restriction: SG)", () => {
  let db: D1Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => ({ db, dispose } = await freshDatabase()));
  afterAll(() => dispose());

  it("the home loader carries no page data: it answers the gate", async () => {
    const response = await callRoute(db, homeLoader, appRequest("/m/home", { headers: { "CF-IPCountry": "SG" } }));
    expect(response.status).toBe(451);
    expect(await response.json()).toEqual({ gate: "region", country: "SG", service: [] });
  });

  it("a blocked login signs nobody in and leaves the account untouched", async () => {
    const before = await db.prepare("SELECT COUNT(*) AS n FROM sessions").first<{ n: number }>();
    const response = await postForm(
      db,
      loginAction,
      "/m/login?index",
      { method: "username", username: "demo", password: "demo1234" },
      { headers: { "CF-IPCountry": "SG" } },
    );
    expect(response.status).toBe(451);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("el_session="))).toBe(false);
    const after = await db.prepare("SELECT COUNT(*) AS n FROM sessions").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });
});
