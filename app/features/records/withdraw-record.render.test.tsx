import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import WithdrawRecord from "~/routes/m.withdrawReport";
import { renderMarkup } from "~/testing/render";
import type { WithdrawRecordData } from "./withdrawals.server";

/** The withdraw record as the server renders it (what a browser without JavaScript shows). */
async function render(data: WithdrawRecordData, options: { lng?: "ty" | "en" | "pt"; search?: string } = {}): Promise<string> {
  const locale = options.lng ?? "ty";
  const handler = createStaticHandler([{ id: "page", path: PATH, Component: WithdrawRecord, loader: () => data }]);
  const context = await handler.query(new Request(`http://lobby.test${PATH}${options.search ?? ""}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderMarkup(
    <I18nProvider locale={locale} texts={resources[locale].translation}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </I18nProvider>,
  );
}

const PATH = "/m/withdrawReport";
const r = resources.ty.translation.records;
const en = resources.en.translation.records;

const DATA: WithdrawRecordData = {
  query: { period: { preset: "7d", from: "2026-11-17", to: "2026-11-23" }, filter: null, page: 1 },
  url: { filterParam: "status" },
  adjusted: false,
  bounds: { min: "2026-08-25", max: "2026-11-23" },
  today: "2026-11-23",
  yesterday: "2026-11-22",
  items: [
    {
      id: 7000000003,
      amount: "₱200.00",
      fee: null,
      status: "pending",
      bankName: "BDO",
      last4: "7890",
      reason: null,
      day: "2026-11-23",
      time: "10:05:00",
      cancellable: true,
    },
    {
      id: 7000000002,
      amount: "₱500.50",
      fee: null,
      status: "rejected",
      bankName: "BPI",
      last4: "4321",
      reason: "Name mismatch",
      day: "2026-11-22",
      time: "08:00:00",
      cancellable: false,
    },
    {
      id: 7000000001,
      amount: "₱1,000.00",
      fee: "₱15.00",
      status: "approved",
      bankName: "BDO",
      last4: "7890",
      reason: null,
      day: "2026-11-20",
      time: "09:30:00",
      cancellable: false,
    },
  ],
  page: 1,
  totalPages: 2,
  failed: false,
  totals: { count: 23, amount: "₱9,700.50" },
};

describe("/m/withdrawReport (server render)", () => {
  it("RG-13: a Cancel form only on a cancellable (pending, market allows) order, posting intent=cancel and its id", async () => {
    const page = await render(DATA);
    expect(page.match(/data-testid="withdraw-cancel-\d+"/g)).toEqual(['data-testid="withdraw-cancel-7000000003"']);
    expect(page).toMatch(
      /<form method="post" action="\/m\/withdrawReport"[^>]*><input type="hidden" name="intent" value="cancel"\/><input type="hidden" name="id" value="7000000003"\/>/,
    );
    expect(page).toContain(`aria-label="${r.withdrawals.cancelLabel.replace("{{id}}", "7000000003")}"`);
    const none = await render({ ...DATA, items: DATA.items.map((i) => ({ ...i, cancellable: false })) });
    expect(none).not.toContain("withdraw-cancel-");
  });

  it("the shared filter bar with a status select: All first and default, then pending, approved, rejected", async () => {
    const page = await render(DATA);
    expect(page).toMatch(/<form method="get" action="\/m\/withdrawReport" class="records-range"/);
    expect(page).toContain(`href="${PATH}?period=30d"`);
    expect(page).toMatch(
      new RegExp(
        `<select[^>]*name="status"[^>]*><option value="" selected="">${r.filter.all}</option>` +
          `<option value="pending">${r.withdrawals.status.pending}</option><option value="approved">${r.withdrawals.status.approved}</option>` +
          `<option value="rejected">${r.withdrawals.status.rejected}</option><option value="cancelled">${r.withdrawals.status.cancelled}</option></select>`,
      ),
    );
    expect(page).toContain(`<label for="records-filter-select" class="records-select__label">${r.withdrawals.statusLabel}</label>`);
  });

  it("orders under day headers: card, operator time, order id, amount, coloured status, the reason of a rejection, a fee when charged", async () => {
    const page = await render(DATA);
    expect(page).toMatch(new RegExp(`<h2 id="day-2026-11-22" class="records-day__title"><span>${r.period.yesterday}</span>`));
    expect(page).toContain('<span class="records-item__title">BDO •••• 7890</span>');
    expect(page).toContain('<time dateTime="2026-11-23T10:05:00+08:00">10:05:00</time>');
    expect(page).toContain(r.withdrawals.order.replace("{{id}}", "7000000003"));
    expect(page).toContain('<span class="records-amount">₱1,000.00</span>');
    for (const status of ["pending", "approved", "rejected"] as const) {
      expect(page).toContain(`<span class="records-badge records-badge--${status}">${r.withdrawals.status[status]}</span>`);
    }
    expect(page).toContain(`<span class="records-item__reason">${r.withdrawals.reason.replace("{{reason}}", "Name mismatch")}</span>`);
    expect(page.match(/records-item__reason/g)).toHaveLength(1);
    expect(page).toContain(r.withdrawals.fee.replace("{{amount}}", "₱15.00"));
    expect(page.split(r.withdrawals.fee.replace(" {{amount}}", "")).length - 1).toBe(1);
  });

  it("without JavaScript a real next link; the count and amount of the whole filter at the foot", async () => {
    const page = await render({ ...DATA, query: { ...DATA.query, filter: "approved" } }, { search: "?status=approved", lng: "en" });
    expect(page).toMatch(new RegExp(`rel="next"[^>]* href="${PATH}\\?status=approved&amp;page=2">${en.list.next}</a>`));
    expect(page).toContain(`<dt>${en.withdrawals.count}</dt><dd>23</dd>`);
    expect(page).toContain(`<dt>${en.withdrawals.amount}</dt><dd class="records-amount">₱9,700.50</dd>`);
    expect(page.indexOf("records-list")).toBeLessThan(page.indexOf("records-totals"));
    expect(page).toMatch(/<option value="approved" selected="">/);
  });

  it("no withdrawals: the empty state links to /m/withdraw, no totals", async () => {
    const page = await render({ ...DATA, items: [], totalPages: 1, totals: { count: 0, amount: "₱0.00" } });
    expect(page).toContain(r.withdrawals.empty);
    expect(page).toContain(r.withdrawals.emptyBody);
    expect(page).toMatch(new RegExp(`<a class="button button--primary button--small"[^>]* href="/m/withdraw">${r.withdrawals.withdrawNow}</a>`));
    expect(page).not.toContain("records-totals");
  });

  it("an empty later page links back to the first", async () => {
    const page = await render({ ...DATA, items: [], query: { ...DATA.query, page: 4 }, page: 4, totalPages: 2 }, { search: "?page=4" });
    expect(page).toContain(r.list.emptyPage);
    expect(page).toMatch(new RegExp(`href="${PATH}">${r.list.firstPage}</a>`));
  });
});
