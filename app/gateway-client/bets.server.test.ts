import type { EnvelopeRoute } from "@contract/responses";
import { ROUTES } from "@contract/routes";
import { describe, expect, it } from "vitest";
import { cancelSuborders, fetchOrderDetail, fetchOrders, fetchPersonalReport, orderQueryParams } from "./bets.server";
import type { GatewayClient, RequestOptions } from "./client.server";

/** A client that records each call and answers nothing: the calls' shape, not the gateway's answers. */
function recorder() {
  const calls: Array<{ route: EnvelopeRoute; options: RequestOptions }> = [];
  const client: GatewayClient = {
    call: (route, options = {}) => {
      calls.push({ route, options });
      return Promise.resolve(undefined as never);
    },
  };
  return { client, calls };
}

describe("bet record calls (SPEC §7 /lgw/orders…)", () => {
  it("orders: the period, page and size; All (null) type and status are left out, not sent empty", () => {
    expect(orderQueryParams({ from: "2026-11-01", to: "2026-11-30", gameType: null, status: null, page: 2, pageSize: 20 })).toEqual({
      from: "2026-11-01",
      to: "2026-11-30",
      gameType: undefined,
      status: undefined,
      page: 2,
      pageSize: 20,
    });
    expect(orderQueryParams({ from: "2026-11-01", to: "2026-11-01", gameType: "LOTT", status: "open", page: 1 })).toMatchObject({
      gameType: "LOTT",
      status: "open",
    });
  });

  it("every call carries the member's token and none asks the edge cache for a TTL (member data)", async () => {
    const { client, calls } = recorder();
    await fetchOrders(client, "tok", { from: "2026-11-01", to: "2026-11-07", gameType: "RNG", status: "won", page: 1 });
    await fetchOrderDetail(client, "tok", "1234567890");
    await cancelSuborders(client, "tok", { orderId: "1234567890", suborderIds: [], idempotencyKey: "k".repeat(16) });
    await fetchPersonalReport(client, "tok", { from: "2026-11-01", to: "2026-11-07" });
    expect(calls.map((c) => c.route)).toEqual(["orders", "orderDetail", "cancelSuborders", "personalReport"]);
    for (const c of calls) {
      expect(c.options.token).toBe("tok");
      expect(c.options.cacheTtlSeconds).toBeUndefined();
    }
    expect(calls[1]!.options.query).toEqual({ orderId: "1234567890" });
    expect(calls[2]!.options.body).toEqual({ orderId: "1234567890", suborderIds: [], idempotencyKey: "k".repeat(16) });
    expect(calls[3]!.options.query).toEqual({ from: "2026-11-01", to: "2026-11-07" });
    expect(ROUTES.cancelSuborders.mutation).toBe(true);
  });
});
