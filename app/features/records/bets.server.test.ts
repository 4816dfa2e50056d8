import type { EnvelopeRoute } from "@contract/responses";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responseSchema, type RequestOptions } from "~/gateway-client/client.server";
import { GatewayError } from "~/gateway-client/errors";
import { loader as listLoader } from "~/routes/m.gameRecord";
import { action as cancelAction, loader as detailLoader } from "~/routes/m.gameRecord_.$orderId";
import { loader as reportLoader } from "~/routes/m.profitandloss";
import { takeToast } from "~/session/toast.server";
import { signedInCookie, toResponse } from "~/testing/forms";
import { appContext, appRequest } from "~/testing/load-context";
import type { BetDetailData, BetRecordData, PersonalReportData } from "./bets.server";
import { freshDatabase } from "../../../gateway/testing";

/**
 * The bet record's, the detail's and the report's loaders and the cancel action, with the demo
 * member signed in through the real embedded gateway and the bet calls answered by a fake (the
 * gateway's side of /lgw/orders is built apart, against the same contract, contract/schemas/bets.ts):
 * what the pages ask the gateway for, and what they make of its answers and refusals.
 */
let db: D1Database;
let dispose: () => Promise<void>;
let cookie: string;
beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  cookie = await signedInCookie(db);
});
afterAll(() => dispose());

type Call = { route: EnvelopeRoute; options: RequestOptions };
/** Answers a bet call (an answer, or an Error to throw); undefined passes the call on to the embedded gateway. */
type Fake = (route: EnvelopeRoute, options: RequestOptions) => unknown;

const BET_ROUTES: EnvelopeRoute[] = ["orders", "orderDetail", "cancelSuborders", "personalReport"];

async function run(fn: (args: never) => unknown, request: Request, fake: Fake, params: Record<string, string> = {}) {
  const context: AppLoadContext = await appContext(db, request);
  const real = context.gateway;
  const calls: Call[] = [];
  context.gateway = {
    call: async (route, options = {}) => {
      if (!BET_ROUTES.includes(route)) return real.call(route, options);
      calls.push({ route, options });
      const answer = fake(route, options);
      if (answer instanceof Error) throw answer;
      // The real client checks answers against the contract: so does the fake.
      return responseSchema(route, options.reading).parse(answer) as never;
    },
  };
  let response: Response;
  try {
    response = toResponse(await fn({ request, context, params } as never));
  } catch (thrown) {
    response = toResponse(thrown);
  }
  return { response, calls, context };
}

const json = async <T>(r: Response) => (await r.json()) as T;
const refusal = (code: string, path = "/lgw/orders") => new GatewayError("business", path, code);

const ORDER = {
  orderId: "4821930576",
  gameType: "LOTT",
  vendor: "Lott",
  gameName: "Pick 3 Express",
  drawNumber: "20261123-057",
  stake: 20,
  win: 0,
  status: "open",
  subCount: 2,
  createdAt: Date.now() - 60_000,
  settledAt: null,
  cancellable: true,
};
const PAGE = { currencySymbol: "₱", items: [ORDER], page: 1, totalPages: 3, totals: { stake: 1234.5, win: 1000, validTurnover: 1200, count: 41 } };
const DETAIL = {
  currencySymbol: "₱",
  order: ORDER,
  suborders: [
    { id: 71, play: "DIGITS", selection: "3-7-1", stake: 10, odds: 900, win: 0, status: "open", result: null, cancellable: true },
    { id: 72, play: "BIG_SMALL", selection: "SMALL", stake: 10, odds: 1.95, win: 0, status: "cancelled", result: null, cancellable: false },
  ],
};

describe("/m/gameRecord loader", () => {
  it("a visitor is sent to sign in and back", async () => {
    const { response, calls } = await run(listLoader, appRequest("/m/gameRecord?gameType=LOTT"), () => PAGE);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/m/login?redirectTo=${encodeURIComponent("/m/gameRecord?gameType=LOTT")}`);
    expect(calls).toHaveLength(0);
  });

  it("asks for the URL's period, tab, status and page; formats money and keeps the totals of the whole filter", async () => {
    const { response, calls } = await run(listLoader, appRequest("/m/gameRecord?gameType=LOTT&period=30d&status=open&page=2", { cookie }), () => ({
      ...PAGE,
      page: 2,
    }));
    expect(response.status).toBe(200);
    expect(calls[0]!.options.query).toMatchObject({ gameType: "LOTT", status: "open", page: 2, pageSize: 20 });
    const { from, to } = calls[0]!.options.query as { from: string; to: string };
    expect(from < to).toBe(true);
    const data = await json<BetRecordData>(response);
    expect(data.gameType).toBe("LOTT");
    expect(data.url.keep).toEqual([["gameType", "LOTT"]]);
    expect(data.items[0]).toMatchObject({ id: "4821930576", stake: "₱20.00", win: "₱0.00", status: "open", drawNumber: "20261123-057" });
    expect(data.totals).toEqual({ count: 41, stake: "₱1,234.50", win: "₱1,000.00", validTurnover: "₱1,200.00" });
  });

  it("R-10 an unknown type or status reads as All and is not sent", async () => {
    const { calls, response } = await run(listLoader, appRequest("/m/gameRecord?gameType=NOPE&status=paid", { cookie }), () => PAGE);
    expect(calls[0]!.options.query).toMatchObject({ gameType: undefined, status: undefined, page: 1 });
    expect(await json<BetRecordData>(response)).toMatchObject({ gameType: null, query: { filter: null } });
  });

  it("R-09 a failing gateway: the page's error state; the scroll's more=1 request answers failed so the list offers a retry", async () => {
    const down = () => new GatewayError("unreachable", "/lgw/orders");
    expect((await run(listLoader, appRequest("/m/gameRecord", { cookie }), down)).response.status).toBe(502);
    const more = await run(listLoader, appRequest("/m/gameRecord?page=2&more=1", { cookie }), down);
    expect(more.response.status).toBe(200);
    expect(await json<BetRecordData>(more.response)).toMatchObject({ failed: true, items: [], totals: null });
  });
});

describe("/m/gameRecord/<orderId> loader (R-05, R-06)", () => {
  const load = (url: string, fake: Fake = () => DETAIL, orderId = "4821930576") => run(detailLoader, appRequest(url, { cookie }), fake, { orderId });

  it("the order and its sub-orders, a fresh idempotency key each render, Cancel only where the gateway allows it", async () => {
    const first = await load("/m/gameRecord/4821930576");
    expect(first.calls[0]!.options.query).toEqual({ orderId: "4821930576" });
    const data = await json<BetDetailData>(first.response);
    expect(data.cancellable).toEqual([71]);
    expect(data.suborders.map((s) => [s.id, s.odds, s.stake])).toEqual([
      [71, "×900", "₱10.00"],
      [72, "×1.95", "₱10.00"],
    ]);
    expect(data.confirm).toBeNull();
    expect(data.balance).toBeNull();
    const second = await json<BetDetailData>((await load("/m/gameRecord/4821930576")).response);
    expect(second.idempotencyKey).not.toBe(data.idempotencyKey);
  });

  it("?cancel= opens the confirm step only for what can be cancelled now", async () => {
    expect((await json<BetDetailData>((await load("/m/gameRecord/4821930576?cancel=71")).response)).confirm).toBe(71);
    expect((await json<BetDetailData>((await load("/m/gameRecord/4821930576?cancel=all")).response)).confirm).toBe("all");
    expect((await json<BetDetailData>((await load("/m/gameRecord/4821930576?cancel=72")).response)).confirm).toBeNull();
    expect((await json<BetDetailData>((await load("/m/gameRecord/4821930576?cancel=x")).response)).confirm).toBeNull();
  });

  it("?cancelled=1 shows the wallet's balance now (from the embedded gateway)", async () => {
    const data = await json<BetDetailData>((await load("/m/gameRecord/4821930576?cancelled=1")).response);
    expect(data.balance).toMatch(/^₱[\d,]+\.\d{2}$/);
  });

  it("not an order number, an unknown order or another member's: 404, the same for both", async () => {
    const bad = await load("/m/gameRecord/abc", () => DETAIL, "abc");
    expect(bad.response.status).toBe(404);
    expect(bad.calls).toHaveLength(0);
    const missing = await load("/m/gameRecord/9999999999", () => refusal("order.not.found", "/lgw/orders/detail"), "9999999999");
    expect(missing.response.status).toBe(404);
  });
});

describe("cancel action (R-06, decision 026)", () => {
  const KEY = "c0ffee00-1234-4abc-9def-0123456789ab";
  const post = (fields: [string, string][], fake: Fake, orderId = "4821930576", withCookie = true) =>
    run(
      cancelAction,
      appRequest(`/m/gameRecord/${orderId}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        cookie: withCookie ? cookie : undefined,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
      fake,
      { orderId },
    );
  const toastOf = async (response: Response, context: AppLoadContext) =>
    (await takeToast(appRequest("/", { cookie: response.headers.get("Set-Cookie")!.split(";")[0] }), context.cookieOptions)).toast;
  const CANCELLED = { refunded: 10, balance: 5010, order: { ...ORDER, status: "open", cancellable: false } };

  it("a visitor is sent to sign in; nothing is cancelled", async () => {
    const { response, calls } = await post([["idempotencyKey", KEY]], () => CANCELLED, "4821930576", false);
    expect(response.headers.get("Location")).toMatch(/^\/m\/login/);
    expect(calls).toHaveLength(0);
  });

  it("sends the order, the sub-orders and the form's key; redirects to the order with ?cancelled=1 and a success toast", async () => {
    const { response, calls, context } = await post(
      [
        ["suborderIds", "71"],
        ["suborderIds", "71"],
        ["idempotencyKey", KEY],
      ],
      () => CANCELLED,
    );
    expect(calls[0]!.route).toBe("cancelSuborders");
    expect(calls[0]!.options.body).toEqual({ orderId: "4821930576", suborderIds: [71], idempotencyKey: KEY });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/m/gameRecord/4821930576?cancelled=1");
    expect(await toastOf(response, context)).toMatchObject({ key: "records.bets.cancel.done", tone: "success" });
  });

  it("no sub-orders named: every cancellable one (an empty list)", async () => {
    const { calls } = await post([["idempotencyKey", KEY]], () => CANCELLED);
    expect(calls[0]!.options.body).toMatchObject({ suborderIds: [] });
  });

  it("a forged form (no key, a bad key, a sub-order that is not a number, an order that is not one) changes nothing and says so", async () => {
    for (const [fields, key, orderId] of [
      [[["suborderIds", "71"]], "records.bets.cancel.expired", "4821930576"],
      [[["idempotencyKey", "short"]], "records.bets.cancel.expired", "4821930576"],
      [
        [
          ["suborderIds", "-1"],
          ["idempotencyKey", KEY],
        ],
        "records.bets.cancel.invalid",
        "4821930576",
      ],
      [
        [
          ["suborderIds", "1 OR 1=1"],
          ["idempotencyKey", KEY],
        ],
        "records.bets.cancel.invalid",
        "4821930576",
      ],
      [[["idempotencyKey", KEY]], "records.bets.cancel.invalid", "../../etc"],
    ] as const) {
      const { response, calls, context } = await post(
        fields.map(([a, b]) => [a, b]),
        () => CANCELLED,
        orderId,
      );
      expect(calls, key).toHaveLength(0);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(orderId === "../../etc" ? "/m/gameRecord" : `/m/gameRecord/${orderId}`);
      expect(await toastOf(response, context)).toMatchObject({ key, tone: "error" });
    }
  });

  it("refusals come back translated, to the order as it now is: closed, a reused key, another member's order, a failing gateway", async () => {
    for (const [error, key] of [
      [refusal("order.cancel.closed"), "records.bets.cancel.closed"],
      [refusal("idempotency.mismatch"), "records.bets.cancel.mismatch"],
      [refusal("idempotency.key.format"), "records.bets.cancel.expired"],
      [refusal("order.not.found"), "records.bets.cancel.notFound"],
      [refusal("something.new"), "records.bets.cancel.failed"],
      [new GatewayError("timeout", "/lgw/orders/suborders/cancel"), "error.gateway.timeout"],
    ] as const) {
      const { response, context } = await post([["idempotencyKey", KEY]], () => error);
      expect(response.headers.get("Location"), key).toBe("/m/gameRecord/4821930576");
      expect(await toastOf(response, context)).toMatchObject({ key, tone: "error" });
    }
  });
});

describe("/m/profitandloss loader (R-08)", () => {
  const REPORT = {
    currencySymbol: "₱",
    from: "2026-11-17",
    to: "2026-11-23",
    bets: 100,
    validTurnover: 90,
    wins: 50.25,
    bonuses: 10,
    rebates: 1.5,
    deposits: 500,
    withdrawals: 0,
    profit: 50.25 + 1.5 + 10 - 90,
    byCategory: [{ gameType: "RNG", bets: 100, validTurnover: 90, wins: 50.25, profit: -39.75 }],
    netDeposits: 500,
  };

  it("asks for the URL's period and formats every figure; the profit signed", async () => {
    const { response, calls } = await run(reportLoader, appRequest("/m/profitandloss?period=custom&from=2026-01-01&to=2099-01-01", { cookie }), () => REPORT);
    const query = calls[0]!.options.query as { from: string; to: string };
    const data = await json<PersonalReportData>(response);
    // A range outside the records' limits is moved into them, and the page says so.
    expect(data.adjusted).toBe(true);
    expect(query).toEqual({ from: data.query.period.from, to: data.query.period.to });
    expect(data.report).toMatchObject({ bets: "₱100.00", wins: "₱50.25", profit: "-₱28.25", profitSign: -1, netDeposits: "+₱500.00" });
  });

  it("a failing gateway is the page's error state", async () => {
    const { response } = await run(reportLoader, appRequest("/m/profitandloss", { cookie }), () => new GatewayError("server", "/wps/member/report"));
    expect(response.status).toBe(502);
  });
});
