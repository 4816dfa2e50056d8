import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { ContractRoute, ContractView } from "./contract-view";
import { callOrder, runConformance, WRONG_PASSWORD } from "./run";
import { Capabilities } from "../../contract/schemas/capabilities";
import { LoginResult } from "../../contract/schemas/envelope";
import { ENCRYPTION_HEADER, bodyKey, open } from "../../contract/seal";

/** A small contract: capabilities, a sealed login, a list and its detail, a module's read, a password-confirmed write, logout. */
function route(name: string, over: Partial<ContractRoute>): ContractRoute {
  return {
    name,
    method: "GET",
    path: `/wps/${name}`,
    mutation: false,
    auth: "none",
    idempotent: false,
    module: null,
    request: { encoding: "json", sealed: false },
    answer: { kind: "json", value: z.unknown() },
    refusals: new Map(),
    ...over,
  };
}

const Orders = z.object({ list: z.array(z.object({ orderId: z.string(), stake: z.number() })) });
const view: ContractView = {
  version: "1.0.0",
  modules: ["agent"],
  commonRefusals: [{ cause: "noToken", codes: ["auth.required"], status: 401, when: "a member route without a token", routes: "member" }],
  routes: [
    route("capabilities", { answer: { kind: "json", value: Capabilities } }),
    route("login", {
      method: "POST",
      mutation: true,
      request: { body: z.object({ username: z.string(), password: z.string() }), encoding: "json", sealed: true },
      answer: { kind: "json", value: LoginResult },
      refusals: new Map([["login.credentials.invalid", [400]]]),
    }),
    route("orderDetail", { auth: "member", request: { query: z.object({ orderId: z.string().regex(/^\d+$/) }), encoding: "json", sealed: false } }),
    route("orders", { auth: "member", answer: { kind: "json", value: Orders } }),
    route("teamKpi", { auth: "member", module: "agent" }),
    route("logout", { method: "DELETE", mutation: true, auth: "member" }),
    route("withdraw", {
      method: "POST",
      mutation: true,
      auth: "member",
      idempotent: true,
      request: {
        body: z.object({ amount: z.number().positive(), paymentPassword: z.string().min(6), idempotencyKey: z.string().regex(/^[\w-]{16,64}$/) }),
        encoding: "form",
        sealed: false,
      },
      refusals: new Map([["withdraw.password.wrong", [400]]]),
    }),
  ],
};

const SECRET = "conformance-test-secret-0123";

/** A gateway that answers this contract correctly, records what it was sent, and offers no module. */
function gateway() {
  const seen: { name: string; request: Request; body: string }[] = [];
  const answer = async (input: URL | RequestInfo, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const name = new URL(request.url).pathname.split("/").pop()!;
    const body = await request.clone().text();
    seen.push({ name, request, body });
    const headers = { "X-Contract-Version": "1.0.0" };
    const ok = (value: unknown) => Response.json({ success: true, value }, { headers });
    const token = request.headers.get("Authorization");
    if (name === "capabilities") return ok({ contractVersion: "1.0.0", modules: [] });
    if (name === "login") {
      const opened = (await open((JSON.parse(body) as { data: string }).data, [bodyKey(SECRET)])) as { username: string; password: string } | null;
      if (opened?.password !== "right-password") return Response.json({ success: false, code: "login.credentials.invalid" }, { status: 400, headers });
      return ok({ token: "t".repeat(32), userName: opened.username, customerType: 0, firstTimeLogin: false });
    }
    if (token !== `Bearer ${"t".repeat(32)}`) return Response.json({ success: false, code: "auth.required" }, { status: 401, headers });
    if (name === "orders") return ok({ list: [{ orderId: "4711", stake: 1 }] });
    if (name === "orderDetail") return new URL(request.url).searchParams.get("orderId") === "4711" ? ok({}) : Response.json({ success: false }, { headers });
    if (name === "withdraw") return Response.json({ success: false, code: "withdraw.password.wrong" }, { status: 400, headers });
    return ok(null);
  };
  return { fetch: answer as typeof fetch, seen };
}

const base = { gateway: "https://gw.test/", merchant: "m1", contract: view, today: "2026-11-28", bodySecret: SECRET };
const verdicts = (results: Awaited<ReturnType<typeof runConformance>>) => Object.fromEntries(results.map((r) => [r.route, r.verdict]));

describe("the conformance run", () => {
  it("reads first (a list before its detail), then writes, logout last", () => {
    expect(callOrder(view.routes).map((r) => r.name)).toEqual(["capabilities", "orders", "orderDetail", "teamKpi", "login", "withdraw", "logout"]);
  });

  it("signs in with a sealed body, uses the token, takes the detail's id from the list and declares missing modules unsupported", async () => {
    const gw = gateway();
    const results = await runConformance({ ...base, member: { username: "demo", password: "right-password" }, writes: true, fetch: gw.fetch });
    expect(verdicts(results)).toEqual({
      capabilities: { kind: "conforms" },
      login: { kind: "conforms" },
      orderDetail: { kind: "conforms" },
      orders: { kind: "conforms" },
      teamKpi: { kind: "unsupported", detail: "module agent is not in the gateway's capabilities" },
      logout: { kind: "conforms" },
      withdraw: { kind: "conforms", detail: "refused: withdraw.password.wrong" },
    });
    const login = gw.seen.find((s) => s.name === "login")!;
    expect(login.request.headers.get(ENCRYPTION_HEADER)).toBe("AES-GCM");
    expect(login.body).not.toContain("right-password");
    const withdraw = gw.seen.find((s) => s.name === "withdraw")!;
    expect(withdraw.request.headers.get("Content-Type")).toBe("application/x-www-form-urlencoded");
    // The member's password only goes to the sign-in.
    expect(new URLSearchParams(withdraw.body).get("paymentPassword")).toBe(WRONG_PASSWORD);
    // Each write is a new request: a fresh idempotency key.
    expect(new URLSearchParams(withdraw.body).get("idempotencyKey")).toMatch(/^[0-9a-f-]{36}$/);
    for (const { request } of gw.seen) {
      expect(request.headers.get("X-Merchant-Code")).toBe("m1");
      expect(request.headers.get("X-Contract-Version")).toBe("1.0.0");
    }
  });

  it("without --member and --writes, says why each route was skipped and calls only the public reads", async () => {
    const gw = gateway();
    const results = verdicts(await runConformance({ ...base, writes: false, fetch: gw.fetch }));
    expect(results.orders).toEqual({ kind: "skipped", detail: "needs a member: run with --member" });
    expect(results.login).toEqual({ kind: "skipped", detail: "a write: run with --writes (against a staging gateway)" });
    expect(gw.seen.map((s) => s.name)).toEqual(["capabilities"]);
  });

  it("a failed sign-in is the login's verdict, and the member routes say so", async () => {
    const gw = gateway();
    const results = verdicts(await runConformance({ ...base, member: { username: "demo", password: "wrong" }, writes: false, fetch: gw.fetch }));
    expect(results.login).toEqual({ kind: "conforms", detail: "refused: login.credentials.invalid" });
    expect(results.orders).toEqual({ kind: "skipped", detail: "needs a member: the sign-in failed" });
  });

  it("a gateway that cannot be reached fails every call it made, naming the cause", async () => {
    const unreachable = (async () => {
      throw new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED 127.0.0.1:9") });
    }) as typeof fetch;
    const results = verdicts(await runConformance({ ...base, writes: false, fetch: unreachable }));
    expect(results.capabilities).toEqual({ kind: "failed", detail: "network: connect ECONNREFUSED 127.0.0.1:9" });
  });
});
