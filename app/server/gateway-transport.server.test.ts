import { describe, expect, it } from "vitest";
import { createGatewayTransport, gatewayTransportKind, EMBEDDED_ORIGIN, runsOnEmbeddedGateway } from "./gateway-transport.server";

/** The embedded gateway in-process, as a second worker over a service binding (decision 045), or an operator's. */
const SECRET = "test-gateway-secret-0123456789";
const settings = (GATEWAY_URL?: string) => ({ GATEWAY_URL, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: SECRET });

/** A service binding that records what reached it. */
function fakeBinding() {
  const seen: Request[] = [];
  const binding = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input as RequestInfo, init);
      seen.push(req);
      return new Response(`binding saw ${new URL(req.url).pathname}`);
    },
    connect: () => {
      throw new Error("not used");
    },
  } as unknown as Fetcher;
  return { binding, seen };
}

/** Refusals the gateway makes before any query: a database that is never touched is enough. */
const untouchedDb = {} as D1Database;

describe("gateway transport choice (decision 045)", () => {
  it("GATEWAY_URL set: the operator's gateway, even when a GATEWAY binding is also present", () => {
    expect(gatewayTransportKind({ GATEWAY: fakeBinding().binding }, settings("https://gw.operator.example"))).toBe("operator");
    expect(gatewayTransportKind({}, settings("https://gw.operator.example"))).toBe("operator");
  });

  it("a GATEWAY binding without GATEWAY_URL: the embedded gateway in its own worker", () => {
    expect(gatewayTransportKind({ GATEWAY: fakeBinding().binding }, settings())).toBe("service-binding");
  });

  it("neither: the embedded gateway in-process (the default of npm start and a plain Pages deploy)", () => {
    expect(gatewayTransportKind({}, settings())).toBe("in-process");
  });

  it("runsOnEmbeddedGateway stays true for the binding (same gateway, another isolate) and false only for GATEWAY_URL", () => {
    expect(runsOnEmbeddedGateway(settings())).toBe(true);
    expect(runsOnEmbeddedGateway(settings("https://gw.operator.example"))).toBe(false);
  });

  it("the binding carries the API calls unchanged and the /gw/* side without the player's cookies", async () => {
    const { binding, seen } = fakeBinding();
    const t = createGatewayTransport({ GATEWAY: binding, DB: untouchedDb }, settings());
    expect(t.kind).toBe("service-binding");
    expect(t.baseUrl).toBe(EMBEDDED_ORIGIN);

    const api = await t.transport(new Request(`${t.baseUrl}/wps/system/status`, { headers: { "X-Merchant-Code": "edgelobby", Authorization: "Bearer tok" } }));
    expect(await api.text()).toBe("binding saw /wps/system/status");
    expect(seen[0]!.headers.get("Authorization")).toBe("Bearer tok");

    const page = await t.publicSide!(new Request("https://app.example/gw/assets/avatar/a03.svg", { headers: { Cookie: "el_session=secret" } }));
    expect(await page.text()).toBe("binding saw /gw/assets/avatar/a03.svg");
    expect(seen[1]!.headers.get("Cookie")).toBeNull();
  });

  it("in-process: the embedded gateway answers in this isolate, API and /gw/* side", async () => {
    const t = createGatewayTransport({ DB: untouchedDb }, settings());
    expect(t.kind).toBe("in-process");
    const refused = await t.transport(new Request(`${t.baseUrl}/wps/system/status`, { headers: { "X-Merchant-Code": "other" } }));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, code: "merchant.invalid" });
    const avatar = await t.publicSide!(new Request("https://app.example/gw/assets/avatar/a03.svg"));
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get("Content-Type")).toContain("image/svg+xml");
  });

  it("operator: calls go to GATEWAY_URL with fetch, and there is no /gw/* side", () => {
    const t = createGatewayTransport({ GATEWAY: fakeBinding().binding, DB: untouchedDb }, settings("https://gw.operator.example"));
    expect(t.kind).toBe("operator");
    expect(t.baseUrl).toBe("https://gw.operator.example");
    expect(t.publicSide).toBeNull();
  });
});
