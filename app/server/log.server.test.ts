import { describe, expect, it } from "vitest";
import { GatewayError } from "~/gateway-client/errors";
import { createLogger, deferredWith } from "./log.server";

function capture() {
  const lines: { stream: string; line: Record<string, unknown> }[] = [];
  const sink = {
    log: (l: string) => lines.push({ stream: "log", line: JSON.parse(l) }),
    warn: (l: string) => lines.push({ stream: "warn", line: JSON.parse(l) }),
    error: (l: string) => lines.push({ stream: "error", line: JSON.parse(l) }),
  };
  return { lines, sink };
}

describe("structured logs", () => {
  it("writes one JSON object per line with the request id from CF-Ray, the method and the route", () => {
    const { lines, sink } = capture();
    const logger = createLogger(new Request("https://lobby.example/m/home?x=1", { headers: { "CF-Ray": "8f1e2d3c4b5a6978-MNL" } }), sink);
    logger.log("warn", "gateway.failed", { call: "GET /api/site/status", durationMs: 12, outcome: "timeout" });
    expect(lines).toEqual([
      {
        stream: "warn",
        line: {
          level: "warn",
          event: "gateway.failed",
          requestId: "8f1e2d3c4b5a6978-MNL",
          method: "GET",
          route: "/m/home",
          call: "GET /api/site/status",
          durationMs: 12,
          outcome: "timeout",
        },
      },
    ]);
  });

  it("makes up a request id when Cloudflare gave none, the same for every line of the request", () => {
    const { lines, sink } = capture();
    const logger = createLogger(new Request("http://127.0.0.1/m/login", { method: "POST" }), sink);
    logger.log("info", "a");
    logger.log("error", "b");
    expect(lines[0]!.line.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[1]!.line.requestId).toBe(lines[0]!.line.requestId);
    expect(lines.map((l) => l.stream)).toEqual(["log", "error"]);
  });

  it("a deferred value that fails becomes null and is logged under its label", async () => {
    const { lines, sink } = capture();
    const deferred = deferredWith(createLogger(new Request("https://lobby.example/m/home"), sink));
    expect(await deferred(Promise.resolve(3), "home.ok")).toBe(3);
    expect(await deferred(Promise.reject(new GatewayError("timeout", "/api/lottery/list")), "home.lottery")).toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0]!.line).toMatchObject({
      level: "warn",
      event: "deferred.failed",
      label: "home.lottery",
      errorKind: "gateway.timeout",
      gatewayPath: "/api/lottery/list",
    });
  });
});
