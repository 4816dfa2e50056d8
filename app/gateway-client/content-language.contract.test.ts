/**
 * / decision 024: the embedded gateway answers operator content in the asked language and
 * falls back to the row's own (TY, the operator's default) text field by field; the app's loaders
 * ask in the player's language. Expected texts come from the seed, in the language asked.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as helpLoader } from "~/routes/m.help";
import { loader as inboxLoader } from "~/routes/m.webEmail";
import { callRoute, signedInCookie } from "~/testing/forms";
import { appRequest } from "~/testing/load-context";
import { createGatewayClient } from "./client.server";
import { fetchAnnouncements, fetchHelp, fetchMobileTemplate, fetchPromotion, fetchServiceLinks, fetchUserAgreement } from "./content.server";
import { handleGatewayRequest } from "../../gateway/core/router";
import { fillMarketFacts } from "../../gateway/rg/market-facts";
import { marketRules } from "../../gateway/rg/rg";
import { ANNOUNCEMENTS, HELP_ITEMS, MOBILE_TEMPLATE, PROMOTIONS, SERVICE_LINKS, USER_AGREEMENT, inbox } from "../../gateway/seeds/content";
import { freshDatabase } from "../../gateway/testing";

let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

const MERCHANT = "edgelobby";
const SECRET = "content-language-test-secret-0123";
const gw = () =>
  createGatewayClient({
    transport: (req: Request) => handleGatewayRequest(req, { DB: db, MERCHANT_CODE: MERCHANT, GATEWAY_SECRET: SECRET } as never),
    baseUrl: "http://embedded.invalid",
    merchantCode: MERCHANT,
    timeoutMs: 5000,
    bodySecret: SECRET,
  } as never);

const LANGS = ["TY", "EN", "PT"] as const;
/** A seeded text as the gateway serves it: with the legal age of the market in force filled in. */
const served = async (text: string) => fillMarketFacts(text, await marketRules(db));

describe("every content kind answers in the asked language", () => {
  for (const lang of LANGS) {
    it(`${lang}: banners (text and artwork), pop-ups, notices, help, promotions, service labels, download-bar text and the agreement`, async () => {
      const home = await fetchAnnouncements(gw(), { language: lang, types: ["B", "PL", "PU"], groupName: "m_home", merchantCode: MERCHANT });
      const seed = (id: number) => ANNOUNCEMENTS.find((a) => a.id === id)!;
      for (const b of home.banners) expect(b).toMatchObject({ title: seed(b.id).title[lang], url: seed(b.id).image![lang] });
      for (const p of [...home.player, ...home.popup])
        expect(p).toMatchObject({ title: seed(p.id).title[lang], content: await served(seed(p.id).content![lang]) });

      const help = await fetchHelp(gw(), { language: lang });
      expect(help.map((h) => h.title)).toEqual(HELP_ITEMS.map((h) => h.title[lang]));

      const promotion = await fetchPromotion(gw(), { language: lang, id: 1 });
      const p1 = PROMOTIONS.find((p) => p.id === 1)!;
      expect(promotion).toMatchObject({ title: p1.title[lang], summary: p1.summary[lang], content: p1.content[lang] });

      const links = await fetchServiceLinks(gw(), { language: lang });
      expect(links.customerService.map((l) => l.name)).toEqual(SERVICE_LINKS.filter((l) => l.kind === "SERVICE").map((l) => l.label[lang]));

      expect((await fetchMobileTemplate(gw(), { language: lang })).app_desc).toBe(MOBILE_TEMPLATE.app_desc[lang]);
      expect(await fetchUserAgreement(gw(), { language: lang })).toMatchObject({
        title: USER_AGREEMENT.title[lang],
        content: await served(USER_AGREEMENT.content[lang]),
      });
    });
  }

  it("the three languages really differ (no English copies under TY or PT)", async () => {
    const titles = await Promise.all(LANGS.map(async (language) => (await fetchHelp(gw(), { language }))[0]!.title));
    expect(new Set(titles).size).toBe(3);
  });
});

describe("a missing translation falls back to the operator's default language, field by field", () => {
  it("PT without a content translation shows the PT title over the TY body; without any row, all TY", async () => {
    const item = HELP_ITEMS[0]!;
    await db.prepare("UPDATE content_texts SET content = NULL WHERE kind = 'help' AND ref = ?1 AND lang = 'PT'").bind(String(item.id)).run();
    try {
      const [first] = await fetchHelp(gw(), { language: "PT" });
      expect(first).toMatchObject({ title: item.title.PT, content: await served(item.content.TY) });
      await db.prepare("DELETE FROM content_texts WHERE kind = 'help' AND ref = ?1 AND lang = 'PT'").bind(String(item.id)).run();
      const [again] = await fetchHelp(gw(), { language: "PT" });
      expect(again).toMatchObject({ title: item.title.TY, content: await served(item.content.TY) });
    } finally {
      await db
        .prepare("INSERT OR REPLACE INTO content_texts (kind, ref, lang, title, content) VALUES ('help', ?1, 'PT', ?2, ?3)")
        .bind(String(item.id), item.title.PT, item.content.PT)
        .run();
    }
  });

  it("an unknown language gets the default language", async () => {
    const [first] = await fetchHelp(gw(), { language: "XX" });
    expect(first!.title).toBe(HELP_ITEMS[0]!.title.TY);
  });
});

describe("the app's loaders ask in the player's language (one format, every call)", () => {
  it("the help page under ?lng=en shows the English help and banner artwork", async () => {
    const response = await callRoute(db, helpLoader, appRequest("/m/help?lng=en"));
    const data = (await response.json()) as { items: Array<{ title: string }>; banners: Array<{ imageUrl: string }> };
    expect(data.items[0]!.title).toBe(HELP_ITEMS[0]!.title.EN);
    expect(data.banners[0]!.imageUrl).toMatch(/^\/content\/banners\/en\//);
  });

  it("the inbox in Portuguese (?lng=pt) lists the member's messages in Portuguese (the inbox call named no language before)", async () => {
    const cookie = await signedInCookie(db);
    const response = await callRoute(db, inboxLoader, appRequest("/m/webEmail?lng=pt", { cookie }));
    const data = (await response.json()) as { list: { items: Array<{ id: number; title: string }> } };
    const seeded = new Map(inbox().map((m) => [m.id, m]));
    expect(data.list.items.length).toBeGreaterThan(0);
    for (const m of data.list.items) expect(m.title).toBe(seeded.get(m.id)!.title.PT);
  });
});
