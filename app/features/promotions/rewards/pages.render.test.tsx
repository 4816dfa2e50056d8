import type { OpenReward, RewardHistory, Rewards } from "@contract/schemas/rewards";
import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import RewardCenter from "~/routes/m.rewardCenter";

/** /m/rewardCenter as the server renders it (what a browser without JavaScript shows), from loader data. */
async function render(loaderData: Record<string, unknown>, lng: "ty" | "en" = "en"): Promise<string> {
  const locale = lng;
  const path = "/m/rewardCenter";
  const handler = createStaticHandler([{ id: "page", path, Component: RewardCenter, loader: () => loaderData }]);
  const context = await handler.query(new Request(`http://lobby.test${path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(
    <I18nProvider locale={locale} texts={resources[locale].translation}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </I18nProvider>,
  );
}

const en = resources.en.translation.promotions.rewards;
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((t, [k, v]) => t.replace(`{{${k}}}`, String(v)), text);
const NOW = Date.UTC(2026, 10, 24, 4);
const KEY = "0b6c2f5e-8a41-4b7e-9d1c-3f2a6e5d4c21";

const reward = (over: Partial<OpenReward>): OpenReward => ({
  key: "event:1",
  source: "event",
  promotionId: 9,
  title: "Big-win showcase",
  state: "claimable",
  amount: 50,
  required: 50,
  turnoverMultiple: 1,
  ledgerKind: "promotion",
  progress: null,
  expiresAt: null,
  claimPath: null,
  detail: {},
  ...over,
});
const EMPTY_HISTORY: RewardHistory = { currencySymbol: "₱", page: 1, pageSize: 20, hasMore: false, items: [] };
const data = (rewards: Partial<Rewards>, history: Partial<RewardHistory> = {}) => ({
  rewards: { currencySymbol: "₱", claimable: [], owed: [], totals: { claimable: 0, count: 0 }, ...rewards },
  history: { ...EMPTY_HISTORY, ...history },
  now: NOW,
  idempotencyKey: KEY,
});

describe("/m/rewardCenter render (P-RC-01, P-RC-02)", () => {
  it("shows a finished empty state with links to promotions and missions", async () => {
    const page = await render(data({}));
    expect(page).toContain(html(en.empty.title));
    expect(page).toContain('href="/m/activity"');
    expect(page).toContain('href="/m/leaderBoard"');
    expect(page).not.toContain('name="intent"');
  });

  it("lists a claimable reward with its claim form, wagering and expiry, and claim all from two", async () => {
    const one = reward({ expiresAt: NOW + 2 * 86_400_000 + 3 * 3_600_000 });
    const two = reward({
      key: "mission:3:2026-11-24",
      source: "mission",
      promotionId: null,
      title: null,
      amount: 10,
      required: 10,
      detail: { goal: "stake_count", target: 5 },
    });
    const page = await render(data({ claimable: [one, two], totals: { claimable: 60, count: 2 } }));
    expect(page).toContain("₱60.00");
    expect(page).toContain('data-key="event:1"');
    expect(page).toContain('action="/m/rewardCenter"');
    expect(page).toContain('name="key" value="event:1"');
    expect(page).toContain(`name="idempotencyKey" value="${KEY}"`);
    expect(page).toContain('name="intent" value="claimAll"');
    expect(page).toContain(fill(en.item.wagering, { amount: "₱50.00", multiple: 1 }));
    expect(page).toContain(fill(en.expires.days, { days: 2, hours: 3 }));
    expect(page).toContain(fill(en.goal.stake_count, { target: 5 }));
    expect(page).toContain(html(en.source.mission));
  });

  it("in TY the expiry reads in words, as the missions' do: days and hours, never 'a' and 'o'", async () => {
    const page = await render(data({ claimable: [reward({ expiresAt: NOW + 2 * 86_400_000 + 3 * 3_600_000 })], totals: { claimable: 50, count: 1 } }), "ty");
    expect(page).toContain("mag-e-expire sa 2 araw 3 oras");
    expect(page).not.toMatch(/2 a 3 o/);
  });

  it("names a mission's game category in the member's language", async () => {
    const slots = reward({
      key: "mission:2:2026-11-24",
      source: "mission",
      title: null,
      promotionId: null,
      detail: { goal: "stake", target: 100_000, category: "RNG" },
    });
    const page = await render(data({ claimable: [slots], totals: { claimable: 50, count: 1 } }));
    expect(page).toContain(fill(en.goal.stake_category, { target: "₱1,000.00", category: resources.en.translation.games.category.RNG }));
  });

  it("shows an owed reward's progress bar and what is left, and a rebate's link to its page", async () => {
    const owed = reward({ key: "mission:4:2026-W48", source: "mission", state: "owed", amount: 88, progress: { done: 640, target: 1000, unit: "money" } });
    const rebate = reward({ key: "rebate:0:2026-11-24", source: "rebate", title: null, promotionId: null, claimPath: "/m/member/manualRebate", required: 0 });
    const page = await render(data({ claimable: [rebate], owed: [owed], totals: { claimable: 50, count: 1 } }));
    expect(page).toMatch(/role="progressbar"[^>]*aria-valuenow="64"/);
    expect(page).toContain(fill(en.left.money, { amount: "₱360.00" }));
    expect(page).toContain('href="/m/member/manualRebate"');
    expect(page).not.toContain('name="key" value="rebate:0:2026-11-24"');
    expect(page).not.toContain('value="claimAll"');
  });

  it("shows the claimed history as a table with x of y wagered and paging", async () => {
    const page = await render(
      data(
        {},
        {
          hasMore: true,
          items: [
            {
              id: 1234567890,
              key: "event:1",
              source: "event",
              promotionId: 9,
              title: "Big-win showcase",
              amount: 50,
              createdAt: NOW,
              wagering: { required: 50, done: 0, met: false },
            },
            { id: 1234567891, key: "mission:3:2026-11-23", source: "mission", promotionId: null, title: null, amount: 10, createdAt: NOW, wagering: null },
          ],
        },
      ),
    );
    expect(page).toContain('<th scope="col">');
    expect(page).toContain(fill(en.history.wagered, { done: "₱0.00", required: "₱50.00" }));
    expect(page).toContain(fill(en.history.left, { amount: "₱50.00" }));
    expect(page).toContain("+₱10.00");
    expect(page).toContain('href="/m/rewardCenter?page=2"');
    expect(page).not.toContain(html(en.empty.title));
  });
});
