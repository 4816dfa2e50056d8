import type { RouteName } from "@contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GatewayClient } from "~/gateway-client/client.server";
import { loader as homeLoader } from "~/routes/m.home";
import { action as loginAction } from "~/routes/m.login";
import { callRoute, postForm } from "~/testing/forms";
import { appRequest } from "~/testing/load-context";
import { gatedGateway, isGateClosure } from "./site-gate.server";
import { freshDatabase } from "../../gateway/testing";

/** §2 start gate,: a closed gate answers with the gate screen only and changes nothing. */
describe("gatedGateway", () => {
  function recording(status: { maintenance: boolean; regionRestricted: boolean }) {
    const asked: RouteName[] = [];
    const inner: GatewayClient = { call: async (route) => (asked.push(route), { ok: true } as never) };
    return { asked, gateway: gatedGateway(inner, async () => status, "SG") };
  }
  it("passes every call through while the gate is open", async () => {
    const { asked, gateway } = recording({ maintenance: false, regionRestricted: false });
    await gateway.call("wallet");
    expect(asked).toEqual(["wallet"]);
  });

  it("answers a closed gate instead of asking the gateway, except for the gate's own calls", async () => {
    const { asked, gateway } = recording({ maintenance: false, regionRestricted: true });
    const thrown = await gateway.call("wallet").catch((e: unknown) => e);
    expect(isGateClosure(thrown)).toBe(true);
    expect((thrown as { init: ResponseInit }).init.status).toBe(451);
    await gateway.call("serviceLinks");
    await gateway.call("siteStatus");
    expect(asked).toEqual(["serviceLinks", "siteStatus"]);
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
