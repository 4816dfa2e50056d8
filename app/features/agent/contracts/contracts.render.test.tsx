import type { Contracts } from "@contract/schemas/agent-contracts";
import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import SalaryContract from "~/routes/m.member.agent.getSalaryContract";
import { tiersFromForm } from "./contract-page.server";
import { ContractPrompt } from "./ContractPrompt";
import type { ContractPageData } from "./ContractScreen";
import { promptItems } from "./prompt.server";

/** The contract page and the §4 prompt as the server renders them (what a browser without JavaScript shows). */
async function render(Component: React.ComponentType, data: object | null, path = "/m/member/agent/getSalaryContract"): Promise<string> {
  const locale = "en";
  const handler = createStaticHandler([{ id: "page", path: path.split("?")[0], Component, loader: () => data }]);
  const context = await handler.query(new Request(`http://lobby.test${path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(
    <I18nProvider locale={locale} texts={resources[locale].translation}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </I18nProvider>,
  );
}

const c = resources.en.translation.agentContracts;
const view: Contracts = {
  kind: "salary",
  currencySymbol: "₱",
  eligible: true,
  upline: "agent",
  mine: {
    contractId: 41,
    status: "P",
    terms: null,
    proposed: {
      kind: "salary",
      tiers: [
        { betVolume: 10000, activeMember: 2, rateType: "P", rate: 0.5 },
        { betVolume: 50000, activeMember: 4, rateType: "F", rate: 1200 },
      ],
    },
    downlineHigherRate: true,
    createdAt: 0,
    processedAt: null,
    activatedAt: null,
    events: [{ action: "offer", status: "P", actor: "agent", createdAt: 0 }],
  },
  payouts: [],
  progress: null,
  downlines: [{ account: "sub1", type: 2, contract: null }],
};
const data = (over: Partial<ContractPageData> = {}): ContractPageData => ({
  kind: "salary",
  view,
  confirm: null,
  offerFor: null,
  idempotencyKey: "k".repeat(20),
  ...over,
});

describe("contract page (A-CON-02, A-CON-03)", () => {
  it("shows the tier table exactly: threshold, active members, % for P and an amount for F", async () => {
    const html = await render(SalaryContract, data());
    expect(html).toContain(c.title.salary);
    expect(html).toContain("₱10,000.00");
    expect(html).toContain("0.50%");
    expect(html).toContain("₱1,200.00");
    expect(html).toContain(c.status.P);
    // Higher rate: Agree is a link to the confirmation step, Reject a plain submit.
    expect(html).toContain('href="/m/member/agent/getSalaryContract?confirm=41"');
    expect(html).toMatch(/name="answer" value="reject"/);
    expect(html).not.toContain('name="acceptHigherRate"');
    expect(html).toContain(c.downlines.initiate);
  });

  it("the confirmation step posts agree with acceptHigherRate", async () => {
    const html = await render(SalaryContract, data({ confirm: 41 }), "/m/member/agent/getSalaryContract?confirm=41");
    expect(html).toContain('role="alertdialog"');
    expect(html).toContain(c.higherRate.body);
    expect(html).toMatch(/name="acceptHigherRate" value="true"/);
  });

  it("V asks to confirm termination or keep", async () => {
    const html = await render(SalaryContract, data({ view: { ...view, mine: { ...view.mine!, status: "V", terms: view.mine!.proposed, proposed: null } } }));
    expect(html).toMatch(/value="confirmTermination"/);
    expect(html).toMatch(/value="keep"/);
    expect(html).not.toMatch(/value="agree"/);
  });

  it("the offer form has fixed rows for the selected downline", async () => {
    const html = await render(SalaryContract, data({ offerFor: view.downlines[0]! }), "/m/member/agent/getSalaryContract?account=sub1");
    expect(html).toContain('name="threshold_4"');
    expect(html).toContain("Terms for sub1");
  });
});

describe("offer rows and the prompt (A-CON-01)", () => {
  it("leaves empty rows out and groups dividend rows by product", () => {
    const form = new FormData();
    form.set("threshold_0", "1000");
    form.set("members_0", "2");
    form.set("rateType_0", "P");
    form.set("rate_0", "0.5");
    form.set("threshold_2", "5000");
    form.set("rate_2", "1");
    form.set("rateType_2", "F");
    expect(tiersFromForm("salary", form)).toEqual([
      { betVolume: "1000", activeMember: "2", rateType: "P", rate: "0.5" },
      { betVolume: "5000", activeMember: "0", rateType: "F", rate: "1" },
    ]);
    const d = new FormData();
    d.set("product_0", "LIVE");
    d.set("netLoss_0", "500");
    d.set("rate_0", "20");
    d.set("product_1", "RNG");
    expect(tiersFromForm("dividend", d)).toEqual({ LIVE: [{ minimumBet: "0", netLoss: "500", activeMember: "0", contractRate: "20" }] });
  });

  it("lists each waiting request with Go, and Cancel, as plain forms", async () => {
    const items = promptItems({
      dailysalreqtype: { contractId: 4, status: "P", upline: "agent", requestedAt: 0 },
      divtypecompperiodreq: null,
      contracthoursalreq: { contractId: 9, status: "V", upline: "agent", requestedAt: 0 },
    });
    expect(items.map((i) => i.key)).toEqual(["4:P", "9:V"]);
    const html = await render(() => <ContractPrompt items={items} />, null, "/m/home");
    expect(html).toContain(c.prompt.title);
    expect(html).toContain(c.kind.salary);
    expect(html).toContain(c.kind.hourly);
    expect(html.match(/action="\/m\/contractPrompt"/g)).toHaveLength(3);
    expect(html).toContain('name="keys" value="4:P,9:V"');
  });
});
