import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import ManualRebate from "~/routes/m.member_.manualRebate";
import type { ManualRebateData } from "./manual.server";
import { manualRebateHref, readManualRebateUrl } from "./paths";

/** The manual rebate as the server renders it (what a browser without JavaScript shows), P-REB-01. */
async function render(data: ManualRebateData, search = ""): Promise<string> {
  const locale = "ty";
  const path = "/m/member/manualRebate";
  const handler = createStaticHandler([{ id: "page", path, Component: ManualRebate, loader: () => data }]);
  const context = await handler.query(new Request(`http://lobby.test${path}${search}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(
    <I18nProvider locale={locale} texts={resources[locale].translation}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </I18nProvider>,
  );
}

const r = resources.ty.translation.promotions.rebates;
const row = (category: ManualRebateData["claim"]["rows"][number]["category"], claimable = "₱0.00") => ({
  category,
  validTurnover: "₱0.00",
  rate: "0.30",
  claimable,
  claimableValue: Number(claimable.slice(1)),
});

const DATA: ManualRebateData = {
  tab: "claim",
  range: "today",
  idempotencyKey: "0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d",
  claim: {
    enabled: true,
    today: "2026-11-24",
    rows: [row("SPORTS"), row("LIVE"), { ...row("RNG", "₱3.00"), validTurnover: "₱1,000.00" }],
    earlier: { days: 2, from: "2026-11-20", to: "2026-11-21", validTurnover: "₱500.00", accrued: 1.5, paid: 0, claimable: "₱1.50" },
    total: "₱4.50",
    totalValue: 4.5,
    min: "₱1.00",
    canClaim: true,
  },
  history: null,
};

describe("/m/member/manualRebate (server render, P-REB-01)", () => {
  it("shows the rows per category, the earlier days in one line, the total, and a plain POST form with its key", async () => {
    const page = await render(DATA);
    expect(page).toContain('data-testid="rebate-row-RNG"');
    expect(page).toContain("₱1,000.00");
    expect(page).toContain("0.30 %");
    expect(page).toContain('data-testid="rebate-earlier"');
    expect(page).toMatch(/data-testid="rebate-total">₱4.50</);
    expect(page).toMatch(/<form method="post"[^>]*>/);
    expect(page).toContain(`name="idempotencyKey" value="${DATA.idempotencyKey}"`);
    expect(page).not.toMatch(/data-testid="rebate-claim"[^>]*disabled/);
    expect(page).toContain(r.claim.submit);
  });

  it("disables Claim below the minimum and names it; says so when the rebate is off", async () => {
    const below = await render({ ...DATA, claim: { ...DATA.claim, earlier: null, total: "₱0.30", totalValue: 0.3, canClaim: false } });
    expect(below).toMatch(/<button[^>]*disabled[^>]*data-testid="rebate-claim"|data-testid="rebate-claim"[^>]*disabled/);
    expect(below).toContain("₱1.00");
    const off = await render({ ...DATA, claim: { ...DATA.claim, enabled: false, canClaim: false } });
    expect(off).toContain(r.claim.off);
  });

  it("the history tab lists payments with order number, +amount and balance after", async () => {
    const page = await render(
      {
        ...DATA,
        tab: "history",
        history: {
          items: [{ id: "4821093375", time: "2026-11-24 12:00", createdAt: 0, category: "RNG", day: "2026-11-24", amount: "+₱4.50", balanceAfter: "₱504.50" }],
          total: "₱4.50",
        },
      },
      "?tab=history",
    );
    expect(page).toContain("4821093375");
    expect(page).toContain("+₱4.50");
    expect(page).toContain("₱504.50");
    expect(page).toContain(`href="/m/member/manualRebate?tab=history&amp;range=7d"`);
  });
});

describe("the manual rebate's URL", () => {
  it("reads tab and range, anything else as the defaults", () => {
    expect(readManualRebateUrl(new URLSearchParams("tab=history&range=month"))).toEqual({ tab: "history", range: "month" });
    expect(readManualRebateUrl(new URLSearchParams("tab=x&range=year"))).toEqual({ tab: "claim", range: "today" });
    expect(manualRebateHref("history", "7d")).toBe("/m/member/manualRebate?tab=history&range=7d");
    expect(manualRebateHref("claim")).toBe("/m/member/manualRebate");
  });
});
