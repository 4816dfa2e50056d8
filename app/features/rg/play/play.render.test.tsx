import { renderToString } from "react-dom/server";
import { Outlet, StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import { NetPosition, RealityCheckOverlay, SessionClock, WithdrawOnlyBanner } from "./components";
import type { RgLayout } from "./session.server";

/** The /m layout's responsible-gaming parts as the server renders them (what a browser without JavaScript shows). */
function Layout() {
  return (
    <>
      <SessionClock />
      <WithdrawOnlyBanner />
      <Outlet />
      <RealityCheckOverlay />
    </>
  );
}

async function render(rg: RgLayout | null, path = "/m/home", page: React.ReactNode = <p>page</p>): Promise<string> {
  const locale = "en";
  const handler = createStaticHandler([
    { id: "routes/m", path: "/m", loader: () => ({ rg }), Component: Layout, children: [{ path: "*", Component: () => page }] },
  ]);
  const context = await handler.query(new Request(`http://lobby.test${path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(
    <I18nProvider locale={locale} texts={resources[locale].translation}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </I18nProvider>,
  );
}

const NOW = Date.UTC(2026, 10, 24, 4, 0, 0);
const min = (m: number) => m * 60_000;
const base: RgLayout = { startedAt: NOW - min(42), now: NOW, realityDueAt: NOW + min(18), block: null, figures: null };
const figures = { startedAt: NOW - min(76), bet: 250, won: 130, net: -120, symbol: "₱" };

describe("session clock (RTS 13C)", () => {
  it("is in the server's HTML as h:mm with the minutes in words", async () => {
    const html = await render(base);
    expect(html).toContain('role="timer"');
    expect(html).toContain('aria-label="Signed in for 42 minutes"');
    expect(html).toMatch(/<span aria-hidden="true">0:42<\/span>/);
  });

  it("is not shown to a visitor or when the gateway did not answer", async () => {
    const html = await render(null);
    expect(html).not.toContain("session-clock");
    expect(html).not.toContain("reality-check");
    expect(html).toContain("<p>page</p>");
  });
});

describe("reality check overlay (RG-09)", () => {
  it("renders open when due, with time, bet, won and net, and two plain forms", async () => {
    const html = await render({ ...base, realityDueAt: NOW - 1000, figures }, "/m/gameCenter");
    expect(html).toContain('role="alertdialog"');
    expect(html).toContain('aria-modal="true"');
    expect(html).toContain("1 h 16 min");
    expect(html).toMatch(/data-testid="reality-bet">₱250.00</);
    expect(html).toMatch(/data-testid="reality-won">₱130.00</);
    expect(html).toMatch(/data-testid="reality-net">\u2212₱120.00</);
    expect(html).toMatch(/<form method="post" action="\/m\/realityCheck"/);
    expect(html).toContain('name="intent" value="continue"');
    expect(html).toContain('name="redirectTo" value="/m/gameCenter"');
    expect(html).toMatch(/<form method="post" action="\/m\/logout"/);
    // It must be answered: no close link.
    expect(html).not.toContain('aria-label="Close"');
  });

  it("is not rendered before it falls due, when off, on its own page, or while the account is paused", async () => {
    expect(await render(base)).not.toContain("alertdialog");
    expect(await render({ ...base, realityDueAt: null })).not.toContain("alertdialog");
    expect(await render({ ...base, realityDueAt: NOW - 1000, figures }, "/m/realityCheck")).not.toContain("alertdialog");
    const paused = { ...base, realityDueAt: NOW - 1000, figures, block: { kind: "timeout" as const, endsAt: NOW + min(60 * 24) } };
    expect(await render(paused)).not.toContain("alertdialog");
  });
});

describe("withdraw-only banner", () => {
  it("names the pause and its end, with links to withdraw and to responsible gaming", async () => {
    const html = await render({ ...base, block: { kind: "exclusion", endsAt: Date.UTC(2027, 4, 24, 4, 0, 0) } });
    expect(html).toContain('data-testid="withdraw-only-banner"');
    expect(html).toContain("Your account is paused until 2027-05-24 12:00 (self-exclusion).");
    expect(html).toContain('href="/m/withdraw"');
    expect(html).toContain('href="/m/responsibleGaming"');
  });

  it("is not there without a block", async () => {
    expect(await render(base)).not.toContain("withdraw-only-banner");
  });
});

describe("today's net position", () => {
  it("signs and colours the amount and says it in words", async () => {
    const up = await render(base, "/m/mine", <NetPosition net={120} symbol="₱" />);
    expect(up).toContain("net--up");
    expect(up).toContain("+₱120.00");
    expect(up).toContain("Today&#x27;s net position: up ₱120.00");
    const down = await render(base, "/m/mine", <NetPosition net={-35} symbol="₱" />);
    expect(down).toContain("net--down");
    expect(down).toContain("\u2212₱35.00");
    expect(down).toContain("Today&#x27;s net position: down ₱35.00");
  });
});
