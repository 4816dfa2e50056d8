import { describe, expect, it } from "vitest";
import worker, { isPublicSide, readGatewayWorkerEnv } from "./worker";

/** The gateway's own Worker entry (decision 045): API and /gw/* side, and a clear refusal when misdeployed. */
const SECRET = "test-gateway-secret-0123456789";
/** These answers come before any query: a database that is never touched is enough. */
const env = { DB: {} as D1Database, GATEWAY_SECRET: SECRET };
const call = (req: Request, e: Parameters<typeof readGatewayWorkerEnv>[0] = env) =>
  worker.fetch(req as Request<unknown, IncomingRequestCfProperties>, e) as Promise<Response>;

describe("gateway worker", () => {
  it("routes the API (/wps/…) to the gateway router, merchant check included", async () => {
    const res = await call(new Request("http://gw/wps/system/status", { headers: { "X-Merchant-Code": "other" } }));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "merchant.invalid" });
  });

  it("MERCHANT_CODE defaults to the app's default (edgelobby)", () => {
    const read = readGatewayWorkerEnv(env);
    expect(read.ok && read.env.MERCHANT_CODE).toBe("edgelobby");
  });

  it("serves the browser-facing side under /gw/*", async () => {
    const res = await call(new Request("http://gw/gw/assets/avatar/a07.svg"));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(isPublicSide("/gw")).toBe(true);
    expect(isPublicSide("/gwx")).toBe(false);
  });

  it("answers 500 naming the problem when GATEWAY_SECRET or DB is missing (a misdeployment, not a player error)", async () => {
    const noSecret = await call(new Request("http://gw/wps/system/status"), { DB: env.DB });
    expect(noSecret.status).toBe(500);
    expect(await noSecret.text()).toContain("GATEWAY_SECRET");
    const noDb = readGatewayWorkerEnv({ GATEWAY_SECRET: SECRET } as never);
    expect(noDb).toEqual({ ok: false, problem: "the DB (D1) binding is missing" });
  });
});
