import { ReferralFriends, ReferralSummary } from "@contract/schemas/referral";
import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import InviteFriendsPage from "~/routes/m.inviteFriends";
import { ToastProvider } from "~/ui/Toast";
import { qrSvg } from "./qr";

/** /m/inviteFriends as the server renders it (what a browser without JavaScript shows), P-INV-01. */
async function render(data: object, lng: "ty" | "en" | "pt" = "ty"): Promise<string> {
  const locale = lng;
  const handler = createStaticHandler([{ id: "page", path: "/m/inviteFriends", Component: InviteFriendsPage, loader: () => data, action: () => null }]);
  const context = await handler.query(new Request("http://lobby.test/m/inviteFriends"));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(
    <I18nProvider locale={locale} texts={resources[locale].translation}>
      <ToastProvider flash={null}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </ToastProvider>
    </I18nProvider>,
  );
}

const inv = resources.ty.translation.promotions.invite;
const LINK = "http://lobby.test/m/register?code=DEMOFRIEND";
const summary = ReferralSummary.parse({
  code: "DEMOFRIEND",
  currencySymbol: "₱",
  stats: { invited: 5, registered: 2, qualified: 1, earned: 0, pending: 100 },
  rules: { minDeposit: 500, reward: 100, inviteeReward: 100, turnoverMultiple: 1, windowDays: 30 },
});
const friends = ReferralFriends.parse({
  range: "1m",
  page: 1,
  pageSize: 20,
  total: 2,
  items: [
    { id: 119, account: "ca***95", registeredAt: Date.UTC(2026, 10, 24, 2), status: "registered", earned: 0, rewardKey: null },
    { id: 117, account: "li***77", registeredAt: Date.UTC(2026, 10, 15, 2), status: "qualified", earned: 0, rewardKey: "referral:4:117" },
  ],
});
const data = (items = friends.items) => ({
  summary,
  link: LINK,
  qr: qrSvg(LINK),
  range: "1m",
  page: 1,
  pages: 1,
  friends: items.map((f) => ({ ...f, day: "2026-11-24", claimKey: "0f8e6a54-1111-4222-8333-944455556666" })),
});

describe("/m/inviteFriends rendered on the server (P-INV-01)", () => {
  it("shows the link and code in read-only inputs, the QR as an accessible SVG, no script-only buttons", async () => {
    const html = await render(data());
    expect(html).toMatch(
      /<input id="invite-link" class="input invite-copy__input" readonly="" data-testid="invite-link" value="http:\/\/lobby.test\/m\/register\?code=DEMOFRIEND"\/>/,
    );
    expect(html).toContain('value="DEMOFRIEND"');
    expect(html).toContain(`role="img" aria-label="${inv.qrLabel}"`);
    expect(html).toMatch(/<path d="M4 4h7v1h-7z/);
    expect(html).toContain('fill="#fff"');
    // Copy and share need JavaScript: not in the server's HTML.
    expect(html).not.toContain('data-testid="invite-share"');
    expect(html).not.toContain(`>${inv.copy}<`);
  });

  it("shows the counters, the ranges as links and the friends table with a claim form for the qualified friend", async () => {
    const html = await render(data());
    expect(html).toContain('data-testid="invite-stat-invited"');
    expect(html).toContain("₱100.00");
    expect(html).toContain('href="/m/inviteFriends?range=24h"');
    expect(html).toMatch(/href="\/m\/inviteFriends\?range=1m"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/m\/inviteFriends\?range=1m"/);
    expect(html).toContain(`<th scope="col">${inv.friends.account}</th>`);
    expect(html).toContain("li***77");
    expect(html).toMatch(/<form method="post" action="\/m\/rewardCenter"/);
    expect(html).toContain('name="key" value="referral:4:117"');
    expect(html).toContain('name="intent" value="claim"');
    expect(html).toContain('name="redirectTo" value="/m/inviteFriends?range=1m"');
    expect(html).toContain('name="idempotencyKey" value="0f8e6a54-1111-4222-8333-944455556666"');
    // Only one claim form: the registered friend has none.
    expect(html.match(/action="\/m\/rewardCenter"/g)).toHaveLength(1);
  });

  it("shows the empty state without friends, in every language", async () => {
    for (const lng of ["ty", "en", "pt"] as const) {
      const html = await render(data([]), lng);
      expect(html).toContain('data-testid="invite-friends-empty"');
      expect(html).toContain(resources[lng].translation.promotions.invite.friends.empty);
    }
  });
});
