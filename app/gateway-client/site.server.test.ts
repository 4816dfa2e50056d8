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

  it("with edge caching off (the browser tests) every page asks the gateway", async () => {
    const t = setup(false);
    await fetchSiteStatus(t.request(), "PH");
    t.gateway.maintenance = true;
    expect((await fetchSiteStatus(t.request(), "PH")).maintenance).toBe(true);
    expect(t.asked).toHaveLength(2);
  });
});
