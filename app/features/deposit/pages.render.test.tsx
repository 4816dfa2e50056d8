import type { ComponentType } from "react";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import VoucherCenter from "~/routes/m.voucherCenter";
import DepositRecord from "~/routes/m.vouReport";
import { renderMarkup } from "~/testing/render";
import type { DepositRecordData } from "./records.server";

/**
 * /m/voucherCenter and /m/vouReport as the server renders them (what a browser without JavaScript
 * shows), from loader data and, when given, the action's answer after a refused POST.
 */
async function render(
  Component: ComponentType,
  path: string,
  loaderData: unknown,
  options: { lng?: "ty" | "en" | "pt"; actionData?: Record<string, unknown>; search?: string } = {},
): Promise<string> {
  const locale = options.lng ?? "ty";
  const handler = createStaticHandler([
    { id: "page", path, Component, loader: () => loaderData as Record<string, unknown>, action: () => options.actionData ?? null },
  ]);
  const url = `http://lobby.test${path}${options.search ?? ""}`;
  const request = options.actionData ? new Request(url, { method: "POST", body: new URLSearchParams() }) : new Request(url);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderMarkup(
    <I18nProvider locale={locale} texts={resources[locale].translation}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </I18nProvider>,
  );
}

const d = resources.ty.translation.deposit;
const en = resources.en.translation.deposit;
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((t, [k, v]) => t.replace(`{{${k}}}`, String(v)), text);

const KEY = "0b6c2f5e-8a41-4b7e-9d1c-3f2a6e5d4c21";
const FIRST20 = { code: "FIRST20", name: "20% first-deposit bonus", percent: 20, cap: 1_000, minDeposit: 200, turnoverMultiple: 5 };
const CHANNELS = [
  {
    code: "GCASH",
    kind: "EWALLET",
    name: "GCash",
    min: 100,
    max: 50_000,
    presets: [100, 500, 1_000],
    fee: 0,
    warning: "Pay only from a GCash account in your own name.",
    account: null,
    bonuses: [FIRST20],
  },
  { code: "MAYA", kind: "EWALLET", name: "Maya", min: 100, max: 50_000, presets: [100], fee: 0, warning: null, account: null, bonuses: [] },
  {
    code: "BANK",
    kind: "MANUAL",
    name: "Bank transfer",
    min: 500,
    max: 500_000,
    presets: [500],
    fee: 0,
    warning: null,
    account: { bankName: "BDO Unibank", accountNumber: "006810123456", holder: "Edge Lobby Gaming Inc." },
    bonuses: [],
  },
];
const deposit = (extra: Record<string, unknown> = {}) => ({
  terms: { currencySymbol: "₱", channels: CHANNELS, refusal: null },
  channelCode: "GCASH",
  idempotencyKey: KEY,
  prefill: null,
  order: null,
  now: Date.UTC(2026, 10, 24, 2, 0),
  // A gateway that offers responsible gaming (contract/capabilities.ts): the limits link shows.
  responsibleGaming: true,
  ...extra,
});
const CENTER = "/m/voucherCenter";

describe("/m/voucherCenter and responsible gaming (decision 043; server render)", () => {
  const r = resources.en.translation.rg;
  const RESET = Date.UTC(2026, 10, 24, 16, 0); // 2026-11-25 00:00 operator time

  it("RG-08: the first-deposit prompt posts intent=setLimit, with 'Not now' as a link; the form stays", async () => {
    const out = await render(VoucherCenter, CENTER, deposit({ rg: { block: null, meter: null, prompt: { mode: "first", kinds: ["deposit"] } } }), {
      lng: "en",
    });
    expect(out).toContain(r.register.prompt.title);
    expect(out).toContain('<input type="hidden" name="intent" value="setLimit"/>');
    expect(out).toContain('<input type="hidden" name="kind" value="deposit"/>');
    expect(out).toContain('href="/m/voucherCenter?channel=GCASH&amp;limits=skip"');
    expect(out).toContain(en.page.submitEwallet);
    expect(out).toContain('href="/m/responsibleGaming"');
  });

  it("required limits (BR): one form per missing kind and no 'Not now'", async () => {
    const out = await render(VoucherCenter, CENTER, deposit({ rg: { block: null, meter: null, prompt: { mode: "required", kinds: ["loss", "session"] } } }), {
      lng: "en",
    });
    expect(out).toContain(r.register.prompt.requiredTitle);
    expect(out).toContain('<input type="hidden" name="kind" value="loss"/>');
    expect(out).toContain('<input type="hidden" name="kind" value="session"/>');
    expect(out).not.toContain(r.register.prompt.skip);
  });

  it("RG-01: the meter of the strictest deposit limit: 'Today: ₱70.00 of ₱100.00 used'", async () => {
    const out = await render(
      VoucherCenter,
      CENTER,
      deposit({ rg: { block: null, prompt: null, meter: { period: "day", limit: 100, used: 70, resetAt: RESET } } }),
      {
        lng: "en",
      },
    );
    expect(out).toContain(fill(r.register.meter.used, { period: r.register.meter.label.day, used: "₱70.00", limit: "₱100.00" }));
    expect(out).toContain(fill(r.register.meter.reset, { resetAt: "2026-11-25 00:00" }));
  });

  it("a self-exclusion: the paused state with links to withdraw and responsible gaming, no form", async () => {
    const out = await render(VoucherCenter, CENTER, deposit({ rg: { block: { kind: "exclusion", endsAt: RESET }, prompt: null, meter: null } }), { lng: "en" });
    expect(out).toContain(r.register.paused.title);
    expect(out).toContain(html(fill(r.refusal.exclusion, { until: "2026-11-25 00:00" })));
    expect(out).toContain('href="/m/withdraw"');
    expect(out).not.toContain('name="amount"');
  });

  it("a deposit refused by the daily limit: describeRgRefusal's text on the amount field", async () => {
    const out = await render(VoucherCenter, CENTER, deposit(), {
      lng: "en",
      actionData: {
        form: "deposit",
        result: { status: "error", initialValue: { amount: "200" }, error: { amount: ["rg.refusal.limit"] } },
        rg: { code: "rg.limit.deposit", value: { kind: "deposit", period: "day", limit: 100, used: 0, remaining: 100, resetAt: RESET } },
      },
    });
    expect(out).toContain(
      html(
        fill(r.refusal.limit, {
          period: r.refusal.period.day,
          kind: r.refusal.kind.deposit,
          limit: "₱100.00",
          used: "₱0.00",
          remaining: "₱100.00",
          resetAt: "2026-11-25 00:00",
        }),
      ),
    );
  });
});

describe("/m/voucherCenter (server render)", () => {
  it("e-wallet: method tiles and channel chips as links, the range, presets as links, No bonus first, the hidden key, no file field", async () => {
    const out = await render(VoucherCenter, CENTER, deposit(), { lng: "en" });
    expect(out).toMatch(/href="\/m\/voucherCenter\?channel=GCASH"[^>]*aria-current="true"|aria-current="true"[^>]*href="\/m\/voucherCenter\?channel=GCASH"/);
    expect(out).toContain('href="/m/voucherCenter?channel=BANK"');
    expect(out).toContain('href="/m/voucherCenter?channel=MAYA"');
    expect(out).toContain(html(fill(en.page.range, { min: "₱100.00", max: "₱50,000.00", fee: en.page.feeFree })));
    expect(out).toContain("Pay only from a GCash account in your own name.");
    expect(out).toContain('href="/m/voucherCenter?channel=GCASH&amp;amount=500"');
    expect(out).toContain(`<input type="hidden" name="idempotencyKey" value="${KEY}"/>`);
    expect(out).toContain('<input type="hidden" name="channelCode" value="GCASH"/>');
    expect(out.indexOf(en.page.noBonus)).toBeLessThan(out.indexOf(FIRST20.name));
    expect(out).toMatch(/<input type="radio" name="bonusCode" checked="" value=""\/>/);
    expect(out).not.toContain('type="file"');
    expect(out).not.toMatch(/multipart\/form-data/i);
    expect(out).toContain(en.page.submitEwallet);
    expect(out).toContain('href="/m/vouReport"');
  });

  it("manual transfer: the receiving account (copy buttons come with JavaScript), a multipart form with up to 3 png/jpg receipts", async () => {
    const out = await render(VoucherCenter, CENTER, deposit({ channelCode: "BANK" }));
    for (const text of ["BDO Unibank", "006810123456", "Edge Lobby Gaming Inc."]) expect(out).toContain(text);
    expect(out).not.toContain(d.page.copied);
    // React writes the attribute as encType (HTML attribute names are case-insensitive).
    expect(out).toMatch(/<form method="post" action="\/m\/voucherCenter" enctype="multipart\/form-data"/i);
    expect(out).toMatch(/<input[^>]*type="file"[^>]*name="receipts"|<input[^>]*name="receipts"[^>]*type="file"/);
    expect(out).toContain('accept="image/png,image/jpeg"');
    expect(out).toContain('multiple=""');
    expect(out).toContain(html(d.page.receiptsHint));
    expect(out).toContain(d.page.submitManual);
  });

  it("a trial account: the refusal, no form", async () => {
    const out = await render(VoucherCenter, CENTER, deposit({ terms: { currencySymbol: "₱", channels: CHANNELS, refusal: { code: "deposit.trial" } } }));
    expect(out).toContain(html(d.error.trial));
    expect(out).not.toContain('name="amount"');
  });

  it("back from the pay page: the credited order and its bonus", async () => {
    const out = await render(VoucherCenter, CENTER, deposit({ order: { id: 1234567890, status: "success", amount: 500, bonus: 100, reason: null } }), {
      lng: "pt",
    });
    const pt = resources.pt.translation.deposit.result;
    expect(out).toContain(html(fill(pt.successBody, { amount: "₱500.00", id: 1234567890 })));
    expect(out).toContain(html(fill(pt.bonusBody, { bonus: "₱100.00" })));
  });

  it("a refusal: the message with its values on the amount field, tied by aria-describedby", async () => {
    const out = await render(VoucherCenter, CENTER, deposit(), {
      actionData: {
        result: { status: "error", initialValue: { amount: "60000" }, error: { amount: ["deposit.error.amountMax"] } },
        params: { "deposit.error.amountMax": { max: "₱50,000.00" } },
      },
    });
    expect(out).toContain(html(fill(d.error.amountMax, { max: "₱50,000.00" })));
    expect(out).toMatch(/aria-describedby="[^"]*amount-error/);
    const expired = await render(VoucherCenter, CENTER, deposit(), {
      actionData: { result: { status: "error", error: { idempotencyKey: ["deposit.error.expired"] } } },
    });
    expect(expired).toContain(html(d.error.expired));
  });
});

const RECORD = "/m/vouReport";
const RECORD_DATA: DepositRecordData = {
  query: { period: { preset: "7d", from: "2026-11-17", to: "2026-11-23" }, filter: null, page: 1 },
  url: { filterParam: "status" },
  adjusted: false,
  bounds: { min: "2026-08-25", max: "2026-11-23" },
  today: "2026-11-23",
  yesterday: "2026-11-22",
  items: [
    {
      id: 8000000003,
      channelName: "Bank transfer",
      amount: "₱1,000.00",
      fee: null,
      bonus: null,
      status: "pending",
      reason: null,
      remark: "June salary",
      payerName: "Ana Reyes",
      transferAt: "2026-11-23 09:40",
      receipts: 2,
      cancellable: false,
      day: "2026-11-23",
      time: "09:45:00",
    },
    {
      id: 8000000002,
      channelName: "Bank transfer",
      amount: "₱700.00",
      fee: null,
      bonus: null,
      status: "failed",
      reason: "Receipt unreadable",
      remark: null,
      payerName: "Ana Reyes",
      transferAt: null,
      receipts: 1,
      cancellable: false,
      day: "2026-11-22",
      time: "08:00:00",
    },
    {
      id: 8000000001,
      channelName: "GCash",
      amount: "₱500.00",
      fee: null,
      bonus: "₱100.00",
      status: "success",
      reason: null,
      remark: null,
      payerName: null,
      transferAt: null,
      receipts: 0,
      cancellable: false,
      day: "2026-11-20",
      time: "09:30:00",
    },
  ],
  page: 1,
  totalPages: 1,
  failed: false,
  totals: { count: 3, amount: "₱2,200.00", credited: "₱500.00" },
};
const r = resources.ty.translation.deposit.record;

describe("/m/vouReport (server render)", () => {
  it("the status select (All first), orders with channel, time, number, amount and coloured status, a rejection's reason, the bonus", async () => {
    const out = await render(DepositRecord, RECORD, RECORD_DATA);
    expect(out).toMatch(/<select[^>]*name="status"[^>]*><option value="" selected="">/);
    for (const status of ["pending", "success", "failed", "cancelled"] as const)
      expect(out).toContain(`<option value="${status}">${r.status[status]}</option>`);
    expect(out).toContain('<span class="records-item__title">GCash</span>');
    expect(out).toContain('<time dateTime="2026-11-23T09:45:00+08:00">09:45:00</time>');
    expect(out).toContain(fill(r.order, { id: 8000000003 }));
    for (const status of ["pending", "success", "failed"] as const) {
      expect(out).toContain(`<span class="records-badge records-badge--${status}">${r.status[status]}</span>`);
    }
    expect(out).toContain(`<span class="records-item__reason">${fill(r.reason, { reason: "Receipt unreadable" })}</span>`);
    expect(out).toContain(fill(r.bonus, { amount: "₱100.00" }));
  });

  it("a manual order's detail without JavaScript (details/summary): payer, time, remark and its receipts as images with alt text", async () => {
    const out = await render(DepositRecord, RECORD, RECORD_DATA);
    expect(out).toContain(`<summary>${r.details}</summary>`);
    expect(out).toContain("June salary");
    expect(out).toContain('src="/m/vouReport/receipt/8000000003/2"');
    expect(out).toContain(`alt="${html(fill(fill(r.receipt, { n: 2 }), { id: 8000000003 }))}"`);
    expect(out.match(/<img /g)).toHaveLength(3);
  });

  it("the totals of the filter at the foot; no orders: the empty state links to the deposit page", async () => {
    const out = await render(DepositRecord, RECORD, RECORD_DATA, { lng: "en" });
    expect(out).toContain(`<dt>${en.record.count}</dt><dd>3</dd>`);
    expect(out).toContain("₱2,200.00");
    expect(out).toContain(`<dt>${en.record.credited}</dt>`);
    const empty = await render(DepositRecord, RECORD, { ...RECORD_DATA, items: [], totals: { count: 0, amount: "₱0.00", credited: "₱0.00" } });
    expect(empty).toContain(html(r.empty));
    expect(empty).toMatch(/href="\/m\/voucherCenter">[^<]*<\/a>|href="\/m\/voucherCenter">/);
    expect(empty).not.toContain("records-totals");
  });
});

describe("/m/vouReport offers Cancel on an unpaid e-wallet order only (server render, no JavaScript needed)", () => {
  it("a plain POST form with intent=cancelDeposit and the order's id; a manual or decided order has none", async () => {
    const unpaid = { ...RECORD_DATA.items[2]!, id: 8000000004, status: "pending" as const, bonus: null, cancellable: true };
    const out = await render(DepositRecord, RECORD, { ...RECORD_DATA, items: [unpaid, ...RECORD_DATA.items] });
    expect(out).toMatch(
      /<form method="post"[^>]*><input type="hidden" name="intent" value="cancelDeposit"\/><input type="hidden" name="id" value="8000000004"\/>/,
    );
    expect(out).toContain(`aria-label="${html(fill(resources.ty.translation.deposit.result.cancelLabel, { id: 8000000004 }))}"`);
    expect(out.match(/name="intent" value="cancelDeposit"/g)).toHaveLength(1);
  });
});
