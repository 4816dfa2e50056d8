import { afterEach, describe, expect, it, vi } from "vitest";
import { isolateClient } from "~/testing/gateway-client";
import { createAnswerMemo } from "./answer-memo";
import type { Transport } from "./client.server";
import { SITE_STATUS_HOLD_MS, fetchSiteStatus } from "./site.server";

const status = (maintenance: boolean) => ({
  maintenance,
  regionRestricted: false,
  location: "PH",
  mobileTemplate: { mem_cen: "1", dep_func: "1" },
  whiteLabel: {},
  features: {},
  languages: ["TY", "EN", "PT"],
});

describe("decision 070: an isolate keeps a country's site status 5 s (§2 checks it once, at app start)", () => {
  afterEach(() => vi.useRealTimers());

  function setup(memo: boolean) {
    const asked: string[] = [];
    const gateway = { maintenance: false };
    const answerMemo = createAnswerMemo();
    const transport: Transport = async (req) => (
      asked.push(new URL(req.url).searchParams.get("country") ?? ""),
      Response.json({ success: true, value: status(gateway.maintenance) })
    );
    const request = () => isolateClient(transport, answerMemo, memo ? {} : { cache: undefined });
    return { asked, gateway, request };
  }

  it("a switch to maintenance reaches pages within the hold, per country", async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 12) });
    const t = setup(true);
    expect((await fetchSiteStatus(t.request(), "PH")).maintenance).toBe(false);
    t.gateway.maintenance = true;
    vi.advanceTimersByTime(SITE_STATUS_HOLD_MS - 1);
    expect((await fetchSiteStatus(t.request(), "PH")).maintenance).toBe(false);
    expect((await fetchSiteStatus(t.request(), "BR")).maintenance).toBe(true);
    vi.advanceTimersByTime(1);
    expect((await fetchSiteStatus(t.request(), "PH")).maintenance).toBe(true);
    expect(t.asked).toEqual(["PH", "BR", "PH"]);
  });

  it("the requests in flight when the kept status expires ask the gateway once between them", async () => {
    const asked: string[] = [];
    let answer: (response: Response) => void = () => undefined;
    const transport: Transport = (req) => (asked.push(req.url), new Promise<Response>((resolve) => (answer = resolve)));
    const answerMemo = createAnswerMemo();
    const pages = Promise.all([1, 2, 3].map(() => fetchSiteStatus(isolateClient(transport, answerMemo), "PH")));
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    answer(Response.json({ success: true, value: status(true) }));
    expect((await pages).map((s) => s.maintenance)).toEqual([true, true, true]);
    expect(asked).toHaveLength(1);
  });

  it("with edge caching off (the browser tests) every page asks the gateway", async () => {
    const t = setup(false);
    await fetchSiteStatus(t.request(), "PH");
    t.gateway.maintenance = true;
    expect((await fetchSiteStatus(t.request(), "PH")).maintenance).toBe(true);
    expect(t.asked).toHaveLength(2);
  });
});
