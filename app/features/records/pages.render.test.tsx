import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import TransactionRecord from "~/routes/m.transaction.record";
import { renderMarkup } from "~/testing/render";
import type { TransactionRecordData } from "./transactions.server";

/** The transaction record as the server renders it (what a browser without JavaScript shows). */
async function render(data: TransactionRecordData, options: { lng?: "ty" | "en" | "pt"; search?: string } = {}): Promise<string> {
  const locale = options.lng ?? "ty";
  const path = "/m/transaction/record";
  const handler = createStaticHandler([{ id: "page", path, Component: TransactionRecord, loader: () => data }]);
  const context = await handler.query(new Request(`http://lobby.test${path}${options.search ?? ""}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderMarkup(
    <I18nProvider locale={locale} texts={resources[locale].translation}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </I18nProvider>,
  );
}

const r = resources.ty.translation.records;
const en = resources.en.translation.records;
const PATH = "/m/transaction/record";

const DATA: TransactionRecordData = {
  agent: false,
  query: { period: { preset: "7d", from: "2026-11-17", to: "2026-11-23" }, filter: null, page: 1 },
  url: { filterParam: "kind", keep: [] },
  adjusted: false,
  bounds: { min: "2026-08-25", max: "2026-11-23" },
  today: "2026-11-23",
  yesterday: "2026-11-22",
  items: [
    { id: 3, kind: "win", amount: "+₱450.50", sign: 1, balanceAfter: "₱5,250.50", reference: "r-3", day: "2026-11-23", time: "09:31:00" },
    { id: 2, kind: "bet", amount: "-₱200.00", sign: -1, balanceAfter: "₱4,800.00", reference: "r-2", day: "2026-11-23", time: "09:30:00" },
    { id: 1, kind: "jackpot_2027", amount: "+₱5,000.00", sign: 1, balanceAfter: "₱5,000.00", reference: "r-1", day: "2026-11-20", time: "08:00:00" },
  ],
  page: 1,
  totalPages: 3,
  failed: false,
  totals: { count: 45, credits: "₱5,450.50", debits: "₱200.00", net: "+₱5,250.50", netSign: 1 },
};

describe("/m/transaction/record (server render)", () => {
  it("preset chips are links from page 1, the current one marked; the default 7 days is left out of URLs", async () => {
    const page = await render(DATA);
    for (const [preset, href] of [
      ["today", `${PATH}?period=today`],
      ["yesterday", `${PATH}?period=yesterday`],
      ["7d", PATH],
      ["30d", `${PATH}?period=30d`],
      ["custom", `${PATH}?period=custom&amp;from=2026-11-17&amp;to=2026-11-23`],
    ] as const) {
      expect(page, preset).toMatch(new RegExp(`<a class="records-chip"[^>]*href="${href.replace(/[?]/g, "\\?")}"[^>]*>${r.period[preset]}</a>`));
    }
    expect(page).toMatch(new RegExp(`aria-current="true"[^>]*>${r.period["7d"]}<`));
  });

  it("a GET form for custom dates within 90 days back and today, and a kind select defaulting to All", async () => {
    const page = await render(DATA);
    expect(page).toMatch(/<form method="get" action="\/m\/transaction\/record" class="records-range"/);
    expect(page).toContain('<input type="hidden" name="period" value="custom"/>');
    expect(page).toMatch(/type="date" name="from" min="2026-08-25" max="2026-11-23" required="" value="2026-11-17"/);
    expect(page).toMatch(/type="date" name="to" min="2026-08-25" max="2026-11-23" required="" value="2026-11-23"/);
    expect(page).toContain(r.filter.hint.replace("{{days}}", "90"));
    expect(page).toMatch(
      new RegExp(`<select[^>]*name="kind"[^>]*><option value="" selected="">${r.filter.all}</option><optgroup label="${r.transactions.groups}">`),
    );
    expect(page).toContain(`<option value="games">${r.group.games}</option>`);
    expect(page).toContain(`<option value="transfer_out">${r.kind.transfer_out}</option>`);
  });

  it("entries under day headers, kind translated (unknown: Other), signed amounts coloured, balance after, operator time", async () => {
    const page = await render(DATA);
    expect(page).toMatch(
      new RegExp(`<h2 id="day-2026-11-23" class="records-day__title"><span>${r.period.today}</span><time dateTime="2026-11-23">2026-11-23</time></h2>`),
    );
    expect(page).toMatch(/<h2 id="day-2026-11-20" class="records-day__title"><time dateTime="2026-11-20">2026-11-20<\/time><\/h2>/);
    expect(page).toContain(`<span class="records-item__title">${r.kind.win}</span>`);
    expect(page).toContain(`<span class="records-item__title">${r.kind.other}</span>`);
    expect(page).toContain('<span class="records-amount records-amount--credit">+₱450.50</span>');
    expect(page).toContain('<span class="records-amount records-amount--debit">-₱200.00</span>');
    expect(page).toContain(r.transactions.balanceAfter.replace("{{amount}}", "₱4,800.00"));
    expect(page).toContain('<time dateTime="2026-11-23T09:30:00+08:00">09:30:00</time>');
  });

  it("without JavaScript a real link to the next page, and the totals of the whole period at the foot", async () => {
    const page = await render(DATA);
    expect(page).toMatch(new RegExp(`<a class="button button--ghost button--small" rel="next"[^>]* href="${PATH}\\?page=2">${r.list.next}</a>`));
    expect(page).toContain(r.list.pageOf.replace("{{page}}", "1").replace("{{total}}", "3"));
    expect(page).toMatch(new RegExp(`<dt>${r.totals.count}</dt><dd>45</dd>`));
    expect(page).toMatch(new RegExp(`<dt>${r.totals.net}</dt><dd class="records-amount records-amount--credit">\\+₱5,250.50</dd>`));
    // The list comes before the totals.
    expect(page.indexOf("records-list")).toBeLessThan(page.indexOf("records-totals"));
  });

  it("a later page links back to the one before; the last page says that is all", async () => {
    const page = await render({ ...DATA, query: { ...DATA.query, filter: "bet", page: 3 }, page: 3 }, { search: "?kind=bet&page=3" });
    expect(page).toMatch(new RegExp(`rel="prev"[^>]* href="${PATH}\\?kind=bet&amp;page=2">${r.list.previous}</a>`));
    expect(page).not.toContain('rel="next"');
    expect(page).toContain(r.list.end);
    expect(page).toMatch(/<option value="bet" selected="">/);
  });

  it("an empty period shows the empty state and no totals; an adjusted range says so", async () => {
    const page = await render({ ...DATA, items: [], totalPages: 1, adjusted: true, totals: { ...DATA.totals!, count: 0 } });
    expect(page).toContain(r.list.empty);
    expect(page).toContain(r.list.emptyBody);
    expect(page).not.toContain("records-totals");
    expect(page).toContain(r.filter.adjusted.replace("{{days}}", "90"));
  });

  it("§2 the agent variant: its own heading, only its kinds, and every link keeps types=A", async () => {
    const page = await render({ ...DATA, agent: true, url: { filterParam: "kind", keep: [["types", "A"]] } }, { lng: "en", search: "?types=A" });
    expect(page).toContain(en.transactions.agentTitle);
    expect(page).toContain(`href="${PATH}?types=A&amp;period=today"`);
    expect(page).toContain(`href="${PATH}?types=A&amp;page=2"`);
    expect(page).toContain('<input type="hidden" name="types" value="A"/>');
    expect(page).not.toContain("<optgroup");
    expect(page).not.toContain('value="bet"');
    expect(page).toContain(`<option value="rebate">${en.kind.rebate}</option>`);
    expect(page).toMatch(new RegExp(`<a class="records-intro__link"[^>]* href="${PATH}">${en.transactions.allEntries}</a>`));
  });
});
