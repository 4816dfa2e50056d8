import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import Withdraw from "~/routes/m.withdraw";

/**
 * /m/withdraw as the server renders it (what a browser without JavaScript shows), from loader
 * data and, when given, the action's answer after a refused POST.
 */
async function render(loaderData: Record<string, unknown>, options: { lng?: "ty" | "en" | "pt"; actionData?: Record<string, unknown> } = {}): Promise<string> {
  const locale = options.lng ?? "ty";
  const path = "/m/withdraw";
  const handler = createStaticHandler([{ id: "page", path, Component: Withdraw, loader: () => loaderData, action: () => options.actionData ?? null }]);
  const request = options.actionData
    ? new Request(`http://lobby.test${path}`, { method: "POST", body: new URLSearchParams() })
    : new Request(`http://lobby.test${path}`);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(
    <I18nProvider locale={locale} texts={resources[locale].translation}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </I18nProvider>,
  );
}

const w = resources.ty.translation.wallet.withdraw;
const en = resources.en.translation.wallet.withdraw;
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((t, [k, v]) => t.replace(`{{${k}}}`, String(v)), text);

const TERMS = {
  currencySymbol: "₱",
  balance: 12_580.5,
  withdrawable: 12_580.5,
  turnoverRequired: 0,
  turnoverDone: 0,
  min: 100,
  max: 50_000,
  fee: 0,
  serviceHours: { open: "00:00", close: "24:00" },
  open: true,
  todayCount: 1,
  todayAmount: 100,
  dailyCount: 5,
  dailyLimit: 100_000,
  cards: [
    { id: 1, bankName: "BPI", last4: "1234" },
    { id: 2, bankName: "GCash", last4: "4567" },
  ],
  paymentPassword: true,
  cancelAllowed: true,
};
const KEY = "0b6c2f5e-8a41-4b7e-9d1c-3f2a6e5d4c21";
const page = (terms: Partial<typeof TERMS> = {}, extra: Record<string, unknown> = {}) => ({
  terms: { ...TERMS, ...terms },
  idempotencyKey: KEY,
  prefill: null,
  placed: null,
  ...extra,
});

describe("/m/withdraw", () => {
  it("balance and withdrawable, the form with its key, hints, the All link and today's allowance", async () => {
    const out = await render(page());
    expect(out).toContain("₱12,580.50");
    expect(out).toContain(`<input type="hidden" name="idempotencyKey" value="${KEY}"/>`);
    expect(out).toContain("BPI •••• 1234");
    expect(out).toContain("GCash •••• 4567");
    expect(out).toContain(html(fill(w.amountHint, { min: "₱100.00", max: "₱50,000.00" })));
    expect(out).toMatch(/<input[^>]*inputMode="decimal"/);
    expect(out).toMatch(/<input[^>]*type="password"[^>]*autoComplete="off"|<input[^>]*autoComplete="off"[^>]*type="password"/);
    expect(out).toMatch(/href="\/m\/withdraw\?amount=all"/);
    expect(out).toContain(fill(w.countLeftValue, { left: 4, count: 5 }));
    expect(out).toContain("₱99,900.00");
    expect(out).toContain(w.feeFree);
    expect(out).toContain(w.openNow);
    expect(out).not.toContain(html(w.wageredReason));
  });

  it("with wagering owed: x of y wagered as the reason the amounts differ", async () => {
    const out = await render(page({ withdrawable: 2_580.5, turnoverRequired: 1_000, turnoverDone: 400 }), { lng: "en" });
    expect(out).toContain(fill(en.wagered, { done: "₱400.00", required: "₱1,000.00" }));
  });

  it("no card: a call to bind one instead of the form; no payment password: a call to set one", async () => {
    const noCard = await render(page({ cards: [] }));
    expect(noCard).toContain('href="/m/securityCenter/bankCards"');
    expect(noCard).toContain(html(w.needCard));
    expect(noCard).not.toContain('name="amount"');
    const noPassword = await render(page({ paymentPassword: false }));
    expect(noPassword).toContain('href="/m/securityCenter/paymentPassword"');
    expect(noPassword).not.toContain('name="amount"');
  });

  it("closed now or the day's count used: the reason, and the button disabled", async () => {
    const closed = await render(page({ open: false, serviceHours: { open: "09:00", close: "21:00" } }));
    expect(closed).toContain(html(fill(w.blockedClosed, { open: "09:00", close: "21:00" })));
    expect(closed).toMatch(/<button type="submit"[^>]*disabled=""/);
    const used = await render(page({ todayCount: 5 }));
    expect(used).toContain(html(fill(w.blockedCount, { count: 5 })));
  });

  it("a refusal: the message with its values on its field, tied by aria-describedby; the password empty", async () => {
    const out = await render(page(), {
      actionData: {
        result: { status: "error", initialValue: { amount: "20000", cardId: "1" }, error: { paymentPassword: ["security.paymentPassword.wrong"] } },
        params: { "security.paymentPassword.wrong": { attempts: 4 } },
      },
    });
    const message = resources.ty.translation.security.paymentPassword.wrong.replace("{{attempts}}", "4");
    expect(out).toContain(html(message));
    expect(out).toMatch(/aria-describedby="[^"]*paymentPassword-error/);
    expect(out).not.toMatch(/type="password"[^>]*value="\d/);
    const min = await render(page(), { actionData: { result: { status: "error", error: { amount: ["wallet.withdraw.amountMin"] } } } });
    expect(min).toContain(fill(w.amountMin, { min: "₱100.00" }));
  });

  it("after placing: the held amount, pending review and a link to the records", async () => {
    const out = await render(page({}, { placed: { id: 42, amount: 100, status: "pending" } }), { lng: "pt" });
    const pt = resources.pt.translation.wallet.withdraw;
    expect(out).toContain(html(fill(pt.placedBody, { amount: "₱100.00", id: 42 })));
    expect(out).toContain('href="/m/withdrawReport"');
  });
});
