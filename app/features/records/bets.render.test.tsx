import { BetOrder, BetOrderDetail, PersonalReport } from "@contract/schemas/bets";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import BetRecord from "~/routes/m.gameRecord";
import BetDetail from "~/routes/m.gameRecord_.$orderId";
import PersonalReportPage from "~/routes/m.profitandloss";
import { renderMarkup } from "~/testing/render";
import { betRecordUrl } from "./bet-filters";
import { betRow, reportFigures, type BetDetailData, type BetRecordData } from "./bets.server";

/** The bet record, an order's detail and the personal report as the server renders them (what a browser without JavaScript shows). */
async function render(Component: () => React.ReactNode, data: object, options: { path: string; url?: string; lng?: "ty" | "en" | "pt" }): Promise<string> {
  const locale = options.lng ?? "ty";
  const handler = createStaticHandler([{ id: "page", path: options.path, Component, loader: () => data, action: () => null }]);
  const context = await handler.query(new Request(`http://lobby.test${options.url ?? options.path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderMarkup(
    <I18nProvider locale={locale} texts={resources[locale].translation}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </I18nProvider>,
  );
}

const b = resources.ty.translation.records.bets;
const en = resources.en.translation.records;
const games = resources.ty.translation.games.category;
const rep = resources.ty.translation.records.report;
const PATH = "/m/gameRecord";
/** 2026-11-23 09:30 and 2026-11-20 20:00 in Manila (UTC+8). */
const AT = Date.UTC(2026, 10, 23, 1, 30);
const EARLIER = Date.UTC(2026, 10, 20, 12);

// Fixtures go through the contract's schemas, so they are answers the gateway may really give.
const LOTTERY = BetOrder.parse({
  orderId: "4821930576",
  gameType: "LOTT",
  vendor: "Lott",
  gameName: "Pick 3 Express",
  drawNumber: "20261123-057",
  stake: 30,
  win: 0,
  status: "open",
  subCount: 3,
  createdAt: AT,
  settledAt: null,
  cancellable: true,
});
const SPIN = BetOrder.parse({
  orderId: "1093847561",
  gameType: "RNG",
  vendor: "EDGE",
  gameName: "Lucky Fortune",
  drawNumber: null,
  stake: 1250,
  win: 3125.5,
  status: "won",
  subCount: 1,
  createdAt: EARLIER,
  settledAt: EARLIER,
  cancellable: false,
});

const LIST: BetRecordData = {
  gameType: null,
  query: { period: { preset: "7d", from: "2026-11-17", to: "2026-11-23" }, filter: null, page: 1 },
  url: betRecordUrl(null),
  adjusted: false,
  bounds: { min: "2026-08-25", max: "2026-11-23" },
  today: "2026-11-23",
  yesterday: "2026-11-22",
  items: [betRow(LOTTERY, "₱"), betRow(SPIN, "₱")],
  page: 1,
  totalPages: 2,
  failed: false,
  totals: { count: 27, stake: "₱12,480.00", win: "₱9,310.50", validTurnover: "₱12,400.00" },
};

describe("/m/gameRecord (server render)", () => {
  it("R-05 game-type tabs (All first, current marked) keep the period and status; R-10 the status select defaults to All", async () => {
    const page = await render(BetRecord, LIST, { path: PATH });
    expect(page).toMatch(new RegExp(`<a class="records-chip"[^>]*aria-current="page"[^>]*href="${PATH}">${resources.ty.translation.records.filter.all}</a>`));
    expect(page).toContain(`href="${PATH}?gameType=LOTT">${games.LOTT}</a>`);
    expect(page).toContain(`href="${PATH}?gameType=RNG">${games.RNG}</a>`);
    expect(page).toMatch(new RegExp(`<select[^>]*name="status"[^>]*><option value="" selected="">`));
    for (const s of ["open", "won", "lost", "cancelled"] as const) expect(page).toContain(`<option value="${s}">${b.status[s]}</option>`);
  });

  it("a tab's URL keeps status and period; chips, select and page links keep the tab", async () => {
    const data: BetRecordData = {
      ...LIST,
      gameType: "LOTT",
      url: betRecordUrl("LOTT"),
      query: { ...LIST.query, period: { preset: "30d", from: "2026-10-25", to: "2026-11-23" }, filter: "open" },
    };
    const page = await render(BetRecord, data, { path: PATH, url: `${PATH}?gameType=LOTT&period=30d&status=open` });
    expect(page).toContain(`href="${PATH}?gameType=RNG&amp;period=30d&amp;status=open"`);
    expect(page).toContain(`href="${PATH}?period=30d&amp;status=open"`);
    expect(page).toContain(`href="${PATH}?gameType=LOTT&amp;period=today&amp;status=open"`);
    expect(page).toContain('<input type="hidden" name="gameType" value="LOTT"/>');
    expect(page).toMatch(new RegExp(`rel="next"[^>]* href="${PATH}\\?gameType=LOTT&amp;period=30d&amp;status=open&amp;page=2">`));
  });

  it("R-05 a row: game, type, draw, time, order number, stake, win and status chip, linking to its detail", async () => {
    const page = await render(BetRecord, LIST, { path: PATH });
    expect(page).toContain(`href="${PATH}/4821930576"`);
    expect(page).toContain(`aria-label="${b.open.replace("{{id}}", "4821930576")}"`);
    expect(page).toContain('<span class="records-item__title">Pick 3 Express</span>');
    expect(page).toContain(b.draw.replace("{{draw}}", "20261123-057"));
    expect(page).toContain('<time dateTime="2026-11-23T09:30:00+08:00">09:30:00</time>');
    expect(page).toContain(b.order.replace("{{id}}", "4821930576"));
    expect(page).toContain('data-testid="bet-stake">₱30.00</span>');
    expect(page).toContain(`<span class="records-badge records-badge--open">${b.status.open}</span>`);
    // A win is green; the spin sits under its own day.
    expect(page).toContain(`records-amount--credit" data-testid="bet-win">${b.win.replace("{{amount}}", "₱3,125.50")}</span>`);
    expect(page).toMatch(/<h2 id="day-2026-11-20" class="records-day__title"><time dateTime="2026-11-20">/);
  });

  it("R-07 totals of the whole filter at the foot (orders, stake, win, valid turnover); R-09 a real next-page link", async () => {
    const page = await render(BetRecord, LIST, { path: PATH });
    expect(page).toMatch(new RegExp(`<dt>${b.totalCount}</dt><dd>27</dd>`));
    expect(page).toMatch(new RegExp(`<dt>${b.totalStake}</dt><dd class="records-amount">₱12,480.00</dd>`));
    expect(page).toMatch(new RegExp(`<dt>${b.totalWin}</dt><dd class="records-amount">₱9,310.50</dd>`));
    expect(page).toMatch(new RegExp(`<dt>${b.totalValid}</dt><dd class="records-amount">₱12,400.00</dd>`));
    expect(page).toMatch(new RegExp(`rel="next"[^>]* href="${PATH}\\?page=2">`));
    expect(page.indexOf("records-list")).toBeLessThan(page.indexOf("records-totals"));
  });

  it("no bets: the empty state with a way to play, no totals", async () => {
    const page = await render(BetRecord, { ...LIST, items: [], totalPages: 1, totals: { ...LIST.totals!, count: 0 } }, { path: PATH, lng: "en" });
    expect(page).toContain(en.bets.empty);
    expect(page).toContain(`href="/m/home">${en.bets.playNow}</a>`);
    expect(page).not.toContain("records-totals");
  });
});

const DETAIL_ANSWER = BetOrderDetail.parse({
  currencySymbol: "₱",
  order: LOTTERY,
  suborders: [
    { id: 71, play: "DIGITS", selection: "3-7-1", stake: 10, odds: 900, win: 0, status: "open", result: null, cancellable: true },
    { id: 72, play: "BIG_SMALL", selection: "BIG", stake: 10, odds: 1.95, win: 0, status: "open", result: null, cancellable: true },
    { id: 73, play: "BIG_SMALL", selection: "SMALL", stake: 10, odds: 1.95, win: 0, status: "cancelled", result: null, cancellable: false },
  ],
});

function detail(overrides: Partial<BetDetailData> = {}): BetDetailData {
  const d = DETAIL_ANSWER;
  return {
    order: { ...betRow(d.order, "₱"), settledDay: null, settledTime: null },
    suborders: d.suborders.map((s) => ({
      id: s.id,
      play: s.play,
      selection: s.selection,
      stake: `₱${s.stake.toFixed(2)}`,
      odds: `×${s.odds}`,
      win: "₱0.00",
      winSign: 0,
      status: s.status,
      result: s.result,
      cancellable: s.cancellable,
    })),
    cancellable: [71, 72],
    confirm: null,
    idempotencyKey: "2f1c7a4e-9b1d-4c55-8e0a-5d2b6f3c9a10",
    balance: null,
    ...overrides,
  };
}
const DETAIL_PATH = "/m/gameRecord/:orderId";
const DETAIL_URL = "/m/gameRecord/4821930576";
const c = b.cancel;

describe("/m/gameRecord/<orderId> (server render, research R-05/R-06)", () => {
  it("the order's summary and each sub-order: pick, play, odds, stake, win, status, result", async () => {
    const page = await render(BetDetail, detail(), { path: DETAIL_PATH, url: DETAIL_URL });
    expect(page).toContain('data-testid="bet-order-id">4821930576</dd>');
    expect(page).toContain("20261123-057");
    expect(page).toContain(b.detail.notSettled);
    expect(page.match(/data-testid="bet-suborder"/g)).toHaveLength(3);
    expect(page).toContain('<span class="records-item__title">3-7-1</span>');
    expect(page).toContain(b.detail.play.DIGITS);
    expect(page).toContain("×900");
    expect(page).toContain(b.detail.awaiting);
    expect(page).toContain(`<span class="records-badge records-badge--cancelled">${b.status.cancelled}</span>`);
  });

  it("R-06 Cancel only where the gateway says it can: a link to the confirm step (no JavaScript), per sub-order and for all", async () => {
    const page = await render(BetDetail, detail(), { path: DETAIL_PATH, url: DETAIL_URL });
    expect(page.match(/class="button button--ghost button--small bet-cancel"/g)).toHaveLength(3);
    expect(page).toContain(`href="${DETAIL_URL}?cancel=71"`);
    expect(page).toContain(`href="${DETAIL_URL}?cancel=72"`);
    expect(page).not.toContain("?cancel=73");
    expect(page).toContain(`href="${DETAIL_URL}?cancel=all"`);
    expect(page).toContain(`aria-label="${c.oneLabel.replace("{{selection}}", "3-7-1")}"`);
    // No confirm step and no form until it is asked for.
    expect(page).not.toContain('method="post"');
  });

  it("a settled order shows no Cancel at all", async () => {
    const settled = detail({ cancellable: [], suborders: detail().suborders.map((s) => ({ ...s, cancellable: false, status: "lost", result: "5-0-2" })) });
    const page = await render(BetDetail, settled, { path: DETAIL_PATH, url: DETAIL_URL });
    expect(page).not.toContain("bet-cancel");
    expect(page).toContain("5-0-2");
  });

  it("?cancel=<id> without JavaScript: the confirm step is a POST form with the sub-order and the idempotency key, and a way back", async () => {
    const page = await render(BetDetail, detail({ confirm: 71 }), { path: DETAIL_PATH, url: `${DETAIL_URL}?cancel=71` });
    expect(page).toMatch(/<section class="bet-confirm bet-confirm--inline" role="alertdialog"/);
    expect(page).toContain(c.bodyOne.replace("{{selection}}", "3-7-1").replace("{{stake}}", "₱10.00"));
    expect(page).toMatch(new RegExp(`<form method="post" action="${DETAIL_URL}"`));
    expect(page).toContain('<input type="hidden" name="idempotencyKey" value="2f1c7a4e-9b1d-4c55-8e0a-5d2b6f3c9a10"/>');
    expect(page).toContain('<input type="hidden" name="suborderIds" value="71"/>');
    expect(page).toContain(`>${c.confirm}</button>`);
    expect(page).toMatch(new RegExp(`href="${DETAIL_URL}">${c.keep}</a>`));
  });

  it("?cancel=all sends no ids (the gateway cancels whatever is still open); after a cancel the balance shows", async () => {
    const page = await render(BetDetail, detail({ confirm: "all", balance: "₱5,020.00" }), { path: DETAIL_PATH, url: `${DETAIL_URL}?cancel=all` });
    expect(page).toContain(c.bodyAll);
    expect(page).not.toContain('name="suborderIds"');
    expect(page).toContain(b.detail.balanceNow.replace("{{amount}}", "₱5,020.00"));
  });
});

describe("/m/profitandloss (server render, research R-08)", () => {
  const answer = PersonalReport.parse({
    currencySymbol: "₱",
    from: "2026-11-17",
    to: "2026-11-23",
    bets: 12480,
    validTurnover: 12400,
    wins: 9310.5,
    bonuses: 100,
    rebates: 62,
    deposits: 5000,
    withdrawals: 1500,
    profit: 9310.5 + 62 + 100 - 12400,
    byCategory: [
      { gameType: "RNG", bets: 10000, validTurnover: 10000, wins: 9000, profit: -1000 },
      { gameType: "LOTT", bets: 2480, validTurnover: 2400, wins: 310.5, profit: -2089.5 },
    ],
    netDeposits: 23500,
  });
  const data = {
    query: { period: { preset: "7d", from: "2026-11-17", to: "2026-11-23" }, filter: null, page: 1 },
    url: { filterParam: "status" },
    adjusted: false,
    bounds: { min: "2026-08-25", max: "2026-11-23" },
    report: reportFigures(answer),
  };

  it("the period bar without a select, every figure with the symbol, two decimals and grouping, profit coloured", async () => {
    const page = await render(PersonalReportPage, data, { path: "/m/profitandloss" });
    expect(page).toContain('href="/m/profitandloss?period=30d"');
    expect(page).not.toContain("<select");
    expect(page).toContain('data-testid="report-bets">₱12,480.00</dd>');
    expect(page).toContain('data-testid="report-validTurnover">₱12,400.00</dd>');
    expect(page).toContain('data-testid="report-wins">₱9,310.50</dd>');
    expect(page).toContain('data-testid="report-bonuses">₱100.00</dd>');
    expect(page).toContain('data-testid="report-rebates">₱62.00</dd>');
    expect(page).toContain('data-testid="report-deposits">₱5,000.00</dd>');
    expect(page).toContain('data-testid="report-withdrawals">₱1,500.00</dd>');
    expect(page).toContain('records-amount--debit" data-testid="report-profit">-₱2,927.50</strong>');
    expect(page).toContain(rep.profitRule);
  });

  it("a table by game type and the lifetime net deposits; a link to the bet record for the same period", async () => {
    const page = await render(PersonalReportPage, data, { path: "/m/profitandloss", lng: "pt" });
    const pt = resources.pt.translation;
    expect(page).toContain(`<th scope="row">${pt.games.category.RNG}</th><td>₱10,000.00</td><td>₱9,000.00</td>`);
    expect(page).toContain('<td class="records-amount records-amount--debit">-₱2,089.50</td>');
    expect(page).toContain('records-amount--credit" data-testid="report-net-deposits">+₱23,500.00</p>');
    expect(page).toContain(`href="/m/gameRecord">${pt.records.report.betRecord}</a>`);
  });

  it("a period without bets says so instead of an empty table; a profit is green with its plus sign", async () => {
    const quiet = reportFigures({ ...answer, byCategory: [], profit: 12.5 });
    const page = await render(PersonalReportPage, { ...data, report: quiet }, { path: "/m/profitandloss" });
    expect(page).toContain(rep.categoryEmpty);
    expect(page).not.toContain("<table");
    expect(page).toContain('records-amount--credit" data-testid="report-profit">+₱12.50</strong>');
  });
});
