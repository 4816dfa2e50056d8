import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import type { TemplateVariant } from "~/rules/template";
import { NO_JS_STREAM_CSS } from "~/ui/NoJsStreamStyle";
import { ToastProvider } from "~/ui/Toast";
import type { Centre, CentreBadges } from "./centre.server";
import { MemberCentre } from "./MemberCentre";

/**
 * §2 Member centre in both mem_cen layouts (decision 080), rendered as the server renders them (no
 * JavaScript): the layout places the entries the loader allowed and nothing else, so the rule
 * "which tiles and rows show under which switches" holds in both.
 */
async function render(centre: Centre, lng: "ty" | "en" | "pt" = "en"): Promise<string> {
  const handler = createStaticHandler([
    {
      id: "routes/m",
      path: "/m",
      loader: () => ({ playMoney: false, rg: null, contractPrompt: null }),
      children: [{ id: "page", path: "mine", Component: () => <MemberCentre centre={centre} /> }],
    },
  ]);
  const context = await handler.query(new Request("http://lobby.test/m/mine"));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(
    <I18nProvider locale={lng} texts={resources[lng].translation}>
      <ToastProvider flash={null}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </ToastProvider>
    </I18nProvider>,
  );
}

const member = (template: TemplateVariant, rows: Centre["rows"]): Centre => ({
  profile: { account: "demo", nickname: null, vipLabel: "VIP 1", trial: false, days: 40, headIconUrl: null },
  tiles: [
    { id: "deposit", path: "/m/voucherCenter" },
    { id: "withdraw", path: "/m/withdraw" },
    { id: "securityCenter", path: "/m/securityCenter" },
  ],
  rows,
  // What <Await> gets once the streamed counts have come (it renders a plain value at once).
  badges: { mailCenter: 3 } as unknown as Promise<CentreBadges>,
  showsVip: true,
  showsShare: true,
  directRegistration: true,
  template,
  todayNet: null,
  playMoney: null,
  balance: template === "base" ? "₱12,580.50" : null,
});

const visitor = (template: TemplateVariant): Centre => {
  const { tiles, rows, showsVip, showsShare, directRegistration } = member(template, [{ id: "responsibleGaming", path: "/m/responsibleGaming" }]);
  return { profile: null, tiles, rows, badges: null, showsVip, showsShare, directRegistration, template, todayNet: null, playMoney: null, balance: null };
};

const ROWS: Centre["rows"] = [
  { id: "depositRecord", path: "/m/vouReport" },
  { id: "mailCenter", path: "/m/webEmail" },
  { id: "responsibleGaming", path: "/m/responsibleGaming" },
];

/** Every link of the page body (header aside), in document order. */
const bodyLinks = (html: string) => [...html.slice(html.indexOf("mine-body")).matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

describe("§2 member centre: new and base lay out the same entries", () => {
  it("§2 a member: both layouts link to exactly the allowed entries, VIP benefits and the app", async () => {
    const [fresh, base] = await Promise.all([render(member("new", ROWS)), render(member("base", ROWS))]);
    const expected = [
      "/m/member/benefits",
      "/m/download",
      "/m/voucherCenter",
      "/m/withdraw",
      "/m/securityCenter",
      "/m/vouReport",
      "/m/webEmail",
      "/m/responsibleGaming",
    ];
    expect(new Set(bodyLinks(fresh))).toEqual(new Set(expected));
    expect(new Set(bodyLinks(base))).toEqual(new Set(expected));
    // The unread count shows in both.
    for (const html of [fresh, base]) expect(html).toContain("3 unread");
  });

  it("decision 001: the counts stream — until they come each counted row holds an empty slot (data-fallback), and the page carries the no-JavaScript style (decision 019)", async () => {
    const pending = { ...member("new", ROWS), badges: new Promise<never>(() => {}) };
    const html = await render(pending);
    expect(html).not.toContain("3 unread");
    expect(html.match(/class="mine-rows__badge-slot" data-fallback=""/g)).toHaveLength(1);
    expect(html).toContain(`<noscript><style>${NO_JS_STREAM_CSS}`);
  });

  it("§2 a row whose switch is off is in neither layout", async () => {
    const without = ROWS.filter((r) => r.id !== "mailCenter");
    for (const template of ["new", "base"] as const) expect(bodyLinks(await render(member(template, without)))).not.toContain("/m/webEmail");
  });

  it("decision 080 base: a plain list — no tiles, the profile on one line, the balance, entries in table order", async () => {
    const html = await render(member("base", ROWS));
    expect(html).not.toContain("mine-tiles");
    expect(html).not.toContain("mine-feature");
    expect(html).toContain("mine-profile--line");
    expect(html).toMatch(/Balance<\/span><strong class="mine-balance__amount">₱12,580.50<\/strong>/);
    expect(bodyLinks(html)).toEqual([
      "/m/voucherCenter",
      "/m/withdraw",
      "/m/securityCenter",
      "/m/vouReport",
      "/m/webEmail",
      "/m/responsibleGaming",
      "/m/member/benefits",
      "/m/download",
    ]);
  });

  it("decision 080 new: the tiles stay, no balance line", async () => {
    const html = await render(member("new", ROWS));
    expect(html).toContain("mine-tiles");
    expect(html).not.toContain("mine-balance");
  });

  it("§2 a visitor: every guarded entry leads to /m/login and back, in both layouts", async () => {
    for (const template of ["new", "base"] as const) {
      const links = bodyLinks(await render(visitor(template)));
      const guarded = links.filter((href) => !["/m/member/benefits", "/m/download", "/m/register"].includes(href));
      expect(guarded.length, template).toBeGreaterThan(3);
      for (const href of guarded) expect(href, template).toBe("/m/login?redirectTo=%2Fm%2Fmine");
    }
  });

  it.each(["ty", "en", "pt"] as const)("%s: the base layout's texts are translated", async (lng) => {
    const html = await render(member("base", ROWS), lng);
    const texts = resources[lng].translation.member.centre;
    expect(html).toContain(texts.balance);
    expect(html).toContain(`aria-label="${texts.appLabel}"`);
  });
});
