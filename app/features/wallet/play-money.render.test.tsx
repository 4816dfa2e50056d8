import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { BottomMenu } from "~/chrome/BottomMenu";
import { HomeHeader, type HeaderMember } from "~/features/home/HomeHeader";
import type { Centre } from "~/features/member/centre.server";
import { MemberCentre } from "~/features/member/MemberCentre";
import { I18nProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import { renderMarkup } from "~/testing/render";
import { ToastProvider } from "~/ui/Toast";

/**
 * §6 type 4 (D6): a trial account's balance is play money, and the page says so wherever the
 * balance shows; its deposit and withdraw entries give way to creating a real account. Rendered as
 * the server renders them (no JavaScript), under a data router whose /m layout answers `playMoney`.
 */
type Lang = "ty" | "en" | "pt";

async function render(element: React.ReactElement, playMoney: boolean, lng: Lang = "ty"): Promise<string> {
  const handler = createStaticHandler([
    {
      id: "routes/m",
      path: "/m",
      loader: () => ({ playMoney, rg: null, contractPrompt: null }),
      children: [{ id: "page", path: "home", Component: () => element }],
    },
  ]);
  const context = await handler.query(new Request("http://lobby.test/m/home"));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderMarkup(
    <I18nProvider locale={lng} texts={resources[lng].translation}>
      <ToastProvider flash={null}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </ToastProvider>
    </I18nProvider>,
  );
}

const member = (playMoney: boolean): HeaderMember => ({
  userName: playMoney ? "trial00000042" : "demo",
  amount: 2000,
  symbol: "₱",
  balanceHidden: false,
  playMoney,
});

const centre = (playMoney: boolean): Centre => ({
  profile: { account: "trial00000042", nickname: null, vipLabel: null, trial: playMoney, days: 0, headIconUrl: null },
  tiles: playMoney ? [{ id: "securityCenter", path: "/m/securityCenter" }] : [{ id: "deposit", path: "/m/voucherCenter" }],
  rows: [],
  badges: null,
  showsVip: false,
  showsShare: true,
  directRegistration: true,
  template: "new",
  todayNet: { amount: -120, symbol: "₱" },
  playMoney: playMoney ? { balance: "₱1,880.00" } : null,
  balance: null,
});

describe("§6 D6 header on home: a trial balance is play money", () => {
  it.each(["ty", "en", "pt"] as const)("%s: the balance carries the play-money tag and its spoken label; Register replaces Deposit", async (lng) => {
    const texts = resources[lng].translation;
    const html = await render(<HomeHeader member={member(true)} directRegistration />, true, lng);
    expect(html).toContain(`aria-label="${texts.wallet.playMoney.balance}: ₱2,000"`);
    expect(html).toMatch(new RegExp(`home-header__balance--play[^>]*>₱2,000<span class="play-money-badge">${texts.wallet.playMoney.label}</span>`));
    expect(html).toMatch(
      new RegExp(`<a class="button button--primary button--small home-header__signup"[^>]*href="/m/register">${texts.wallet.playMoney.short}</a>`),
    );
    // No way into deposit or withdraw, from the header or its menu; the menu offers a real account.
    expect(html).not.toContain('href="/m/voucherCenter"');
    expect(html).not.toContain('href="/m/withdraw"');
    expect(html).toContain(texts.wallet.playMoney.cta);
  });

  it("a real member (type 0): the balance is plain pesos with Deposit, and no play-money tag", async () => {
    const html = await render(<HomeHeader member={member(false)} directRegistration />, false);
    expect(html).not.toContain("play-money-badge");
    expect(html).toContain(`aria-label="${resources.ty.translation.header.balance}: ₱2,000"`);
    expect(html).toContain('href="/m/voucherCenter"');
    expect(html).toContain('href="/m/withdraw"');
  });
});

describe("§6 D6 bottom menu: the centre button", () => {
  it("a trial's centre button leads to registration, not to deposits", async () => {
    const html = await render(<BottomMenu />, true);
    expect(html).not.toContain('href="/m/voucherCenter"');
    expect(html).toContain('href="/m/register"');
    expect(html).toContain(resources.ty.translation.wallet.playMoney.short);
  });

  it("a member's centre button is Deposit", async () => {
    const html = await render(<BottomMenu />, false);
    expect(html).toContain('href="/m/voucherCenter"');
    expect(html).not.toContain('href="/m/register"');
  });
});

describe("§2 member centre, §6 D6: a trial sees its play money and the way to a real account", () => {
  it("the play-money balance, tagged, what it cannot do, and one link to register; today's net is tagged too", async () => {
    const texts = resources.ty.translation.wallet.playMoney;
    const html = await render(<MemberCentre centre={centre(true)} />, true);
    expect(html).toContain(`<dt>${texts.balance}</dt>`);
    expect(html).toMatch(new RegExp(`play-money-card__amount">₱1,880.00</span> <span class="play-money-badge">${texts.label}</span>`));
    expect(html).toContain(texts.note);
    expect(html).toMatch(new RegExp(`<a class="button button--primary button--block"[^>]*href="/m/register">${texts.cta}</a>`));
    expect(html).toMatch(/data-testid="today-net".*play-money-badge/);
  });

  it("a real member's centre has no play-money card or tag", async () => {
    const html = await render(<MemberCentre centre={centre(false)} />, false);
    expect(html).not.toContain("play-money");
  });
});
