import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import Trail from "~/routes/m.trail";
import type { TrailView } from "./trail.server";

/**
 * The /m/trail page as the server renders it (no JavaScript), for each view its loader answers:
 * a data router over the route's component with the view as loader data, and an action answer
 * when given (what the page shows after a refused POST).
 */
async function render(view: TrailView, lng: "ty" | "en" | "pt" = "ty", actionData?: unknown): Promise<string> {
  const locale = lng;
  const handler = createStaticHandler([{ id: "trail", path: "/m/trail", Component: Trail, loader: () => view, action: () => actionData ?? null }]);
  const request = actionData
    ? new Request("http://lobby.test/m/trail", { method: "POST", body: new URLSearchParams() })
    : new Request("http://lobby.test/m/trail");
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(
    <I18nProvider locale={locale} texts={resources[locale].translation}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </I18nProvider>,
  );
}

const FILL_TIME = { name: "trial__from", token: "U2FsdGVkX1-a-token", readyAt: 1_795_000_001_000 };
const VISITOR: TrailView = { view: "visitor", terms: { amount: 2000, symbol: "₱" }, failure: null, fillTime: FILL_TIME };
const TRIAL: TrailView = { view: "trial", userName: "trial00000042", balance: { amount: 1500.5, symbol: "₱" }, failure: null };
const text = resources.ty.translation.account.trail;

describe("/m/trail page", () => {
  it("a visitor sees the labelled opening balance, the one-tap start form, what trials can and cannot do, and the links to register or sign in", async () => {
    const html = await render(VISITOR);
    expect(html).toContain(`<dt class="member-card__label">${text.balanceLabel}</dt><dd class="member-card__balance">₱2,000.00</dd>`);
    expect(html).toMatch(new RegExp(`<form method="post" action="/m/trail"[^>]*>.*name__confirm.*<button type="submit"[^>]*>${text.start}</button></form>`));
    expect(html.match(/<ul class="trail-list">/g)).toHaveLength(2);
    expect(html.match(/<li /g)).toHaveLength(7);
    expect(html).toContain('href="/m/register"');
    expect(html).toContain('href="/m/login"');
  });

  it("a failed terms call: an error state with the reason and a retry link, and the start button still there", async () => {
    const html = await render({ view: "visitor", terms: null, failure: "error.gateway.timeout", fillTime: FILL_TIME });
    expect(html).toContain('role="alert"');
    expect(html).toContain(text.balanceFailed);
    expect(html).toContain(resources.ty.translation.error.gateway.timeout);
    expect(html).toContain('href="/m/trail"');
    expect(html).toContain(text.start);
    expect(html).not.toContain("member-card__balance");
  });

  it("a trial member sees their trial, their current balance and a link to keep playing; no start form", async () => {
    const html = await render(TRIAL);
    expect(html).toContain("trial00000042");
    expect(html).toContain(`<dd class="member-card__balance">₱1,500.50</dd>`);
    expect(html).toContain(text.continue);
    expect(html).not.toContain("<form");
  });

  it("a real member sees that trials are for visitors, a link home and, after a refused POST, why; no start form", async () => {
    const html = await render({ view: "member" }, "ty", { result: { status: "error", error: { "": ["account.trail.forVisitors"] } } });
    expect(html).toContain(text.memberHeading);
    expect(html).toContain(text.forVisitors);
    expect(html).toContain('href="/m/home"');
    expect(html).not.toContain("<form");
  });

  it("ASVS V2.4.2: the start form carries its timing token and when it may be sent; sent too soon, it says so and asks again, in TY, EN and PT", async () => {
    const html = await render(VISITOR);
    expect(html).toMatch(
      /<form method="post" action="\/m\/trail"[^>]*>.*<input type="hidden" name="trial__from" data-ready-at="1795000001000" value="U2FsdGVkX1-a-token"\/>.*<\/form>/,
    );
    const refused = { result: { status: "error", error: { "": ["form.tooSoon"] } } };
    const asked = {
      ty: "Medyo napabilis ang pagpapadala. Pakisuri ang form at ipadala muli.",
      en: "That was sent a moment too soon. Please check the form and send it again.",
      pt: "O envio foi um pouco rápido demais. Verifique o formulário e envie novamente.",
    };
    for (const lng of ["ty", "en", "pt"] as const) {
      const page = await render(VISITOR, lng, refused);
      expect(page, lng).toContain(`role="alert"`);
      expect(page, lng).toContain(asked[lng]);
      expect(page, lng).toContain(resources[lng].translation.account.trail.start);
    }
  });

  it("every view is translated in TY, EN and PT (no raw keys)", async () => {
    for (const lng of ["ty", "en", "pt"] as const) {
      for (const view of [VISITOR, TRIAL, { view: "member" } as const]) {
        const html = await render(view, lng);
        expect(html, `${lng} ${view.view}`).not.toMatch(/account\.trail\.|toast\.|error\.generic\./);
      }
    }
  });
});
