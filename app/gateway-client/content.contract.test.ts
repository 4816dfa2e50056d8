/**
 * Contract test: the app's gateway client against the embedded gateway, in-process over a fresh
 * local D1, so the client and the gateway cannot drift apart.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login } from "./account.server";
import { createGatewayClient } from "./client.server";
import {
  applyPromotion,
  cancelPromotion,
  fetchAnnouncements,
  fetchDownloadLinks,
  fetchHelp,
  fetchMessage,
  fetchMessages,
  fetchMobileTemplate,
  fetchNotice,
  fetchNotices,
  fetchPromotion,
  fetchPromotions,
  fetchServiceLinks,
  fetchUnreadCount,
  fetchUserAgreement,
  markAgentAnnouncements,
  markMessages,
} from "./content.server";
import { GatewayError } from "./errors";
import { handleGatewayRequest } from "../../gateway/core/router";
import { MIN_AGE_TOKEN } from "../../gateway/rg/market-facts";
import { ANNOUNCEMENTS, HELP_ITEMS, USER_AGREEMENT } from "../../gateway/seeds/content";
import { freshDatabase } from "../../gateway/testing";

let db: D1Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(async () => {
  await dispose();
});

const MERCHANT = "edgelobby";
const NOW = Date.UTC(2026, 10, 21, 4, 0); // 12:00 in Manila
const env = () => ({ DB: db, MERCHANT_CODE: MERCHANT, GATEWAY_SECRET: "content-test-secret-0123456789" });
const gw = () =>
  createGatewayClient({
    transport: (req: Request) => handleGatewayRequest(req, env() as never, () => NOW),
    baseUrl: "http://embedded.invalid",
    merchantCode: MERCHANT,
    timeoutMs: 5000,
    bodySecret: "content-test-secret-0123456789",
  } as never);

/** Signs in through the raw gateway, whatever body format the accounts issue settles on. */
async function tokenOf(username: string, password: string): Promise<string> {
  return (await login(gw(), { username, password } as never)).token;
}

async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return "ok";
  } catch (e) {
    return e instanceof GatewayError ? `${e.kind}:${e.code ?? ""}` : String(e);
  }
}

const lang = { language: "en" };
/** A seeded announcement, to name its texts in the language asked (EN) rather than copy them. */
const announcement = (id: number) => ANNOUNCEMENTS.find((a) => a.id === id)!;

describe("§7 announcements: content types and query shapes", () => {
  it("home { B,PL,PU,H, m_home } answers banners, player notices, pop-ups for all audiences and hot matches", async () => {
    const a = await fetchAnnouncements(gw(), { ...lang, types: ["B", "PL", "PU", "H"], groupName: "m_home", merchantCode: MERCHANT });
    expect(a.banners.map((b) => b.id)).toEqual([1, 2, 3, 4]);
    expect(a.banners[0]).toMatchObject({ url: announcement(1).image!.EN, link: "/m/activityInfo?id=1" });
    expect(a.player.length).toBeGreaterThan(0);
    expect(a.player[0]!.pinned).toBe(true);
    expect(new Set(a.popup.map((p) => p.execution))).toEqual(new Set(["A", "B", "F"]));
    expect(a.hot).toHaveLength(6);
    expect(a.promotion).toEqual([]);
    expect(a.agent).toEqual([]);
    expect(a.footer.unreadCount).toBe(0);
  });

  it("registration { B, m_reg } answers only the banners of that group", async () => {
    const a = await fetchAnnouncements(gw(), { ...lang, types: ["B"], groupName: "m_reg", merchantCode: MERCHANT });
    expect(a.banners.map((b) => b.id)).toEqual([1, 4]);
    expect(a.player).toEqual([]);
    expect(a.popup).toEqual([]);
  });

  it("PR lists running promotions only", async () => {
    const a = await fetchAnnouncements(gw(), { ...lang, types: ["PR"], merchantCode: MERCHANT });
    expect(a.promotion.map((p) => p.id)).toEqual([1, 2, 3, 4, 8, 7, 9]); // by sort: 8 (decision 036), 7 the mission board, 9 (decision 036)
  });

  it("refuses unknown content types and a foreign merchantCode", async () => {
    expect(await failure(fetchAnnouncements(gw(), { ...lang, types: ["X" as never], merchantCode: MERCHANT }))).toBe("business:request.invalid");
    expect(await failure(fetchAnnouncements(gw(), { ...lang, types: ["B"], merchantCode: "other" }))).toBe("business:merchant.invalid");
  });

  it("footer.unreadCount counts the member's unread messages when a token is sent", async () => {
    const token = await tokenOf("demo", "demo1234");
    const a = await fetchAnnouncements(gw(), { ...lang, types: ["PL"], groupName: "m_home", merchantCode: MERCHANT, token });
    expect(a.footer.unreadCount).toBe(3);
  });
});

describe("§7 agent announcements (content type A): agents only, with read state", () => {
  it("gives agents their list with read flags and unread count", async () => {
    const token = await tokenOf("agent", "agent1234");
    const a = await fetchAnnouncements(gw(), { ...lang, types: ["A"], merchantCode: MERCHANT, token });
    expect(a.agent).toHaveLength(5);
    expect(a.agent.filter((x) => !x.read)).toHaveLength(3);
    expect(a.footer.agentUnreadCount).toBe(3);
  });

  it("gives members and visitors no agent announcements, and refuses them the read call", async () => {
    const token = await tokenOf("demo", "demo1234");
    expect((await fetchAnnouncements(gw(), { ...lang, types: ["A"], merchantCode: MERCHANT, token })).agent).toEqual([]);
    expect((await fetchAnnouncements(gw(), { ...lang, types: ["A"], merchantCode: MERCHANT })).agent).toEqual([]);
    expect(await failure(markAgentAnnouncements(gw(), token, { all: true, read: true }))).toBe("business:auth.forbidden");
  });

  it("marks read and unread again", async () => {
    const token = await tokenOf("agent2", "agent1234");
    expect((await markAgentAnnouncements(gw(), token, { ids: [60], read: true })).unreadCount).toBe(3);
    expect((await markAgentAnnouncements(gw(), token, { all: true, read: true })).unreadCount).toBe(0);
    expect((await markAgentAnnouncements(gw(), token, { ids: [60, 61], read: false })).unreadCount).toBe(2);
    await markAgentAnnouncements(gw(), token, { all: true, read: false });
    await markAgentAnnouncements(gw(), token, { ids: [64], read: true });
  });
});

describe("§3 hot matches: kick-off rolls forward with the clock", () => {
  it("answers matches in kick-off order with crests, vendor, room and node", async () => {
    const { hot } = await fetchAnnouncements(gw(), { ...lang, types: ["H"], merchantCode: MERCHANT });
    const times = hot.map((m) => m.matchTime);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((t) => t > NOW)).toBe(true);
    expect(hot[0]).toMatchObject({
      homeTeamImageUrl: expect.stringMatching(/^\/content\/crests\/.+\.svg$/),
      vendor: expect.any(String),
      roomId: expect.any(String),
      nodeId: expect.any(String),
    });
  });
});

describe("§7 notices", () => {
  it("pages player notices, pinned first", async () => {
    const page = await fetchNotices(gw(), { ...lang, pageNo: 1, pageSize: 4 });
    expect(page).toMatchObject({ pageNum: 1, total: 6, totalPages: 2 });
    expect(page.list[0]!.pinned).toBe(true);
    expect((await fetchNotices(gw(), { ...lang, pageNo: 2, pageSize: 4 })).list).toHaveLength(2);
  });
  it("answers one notice, and a 404 for anything that is not a player notice", async () => {
    expect((await fetchNotice(gw(), { ...lang, id: 21 })).title).toBe(announcement(21).title.EN);
    expect(await failure(fetchNotice(gw(), { ...lang, id: 60 }))).toBe("business:notice.not.found");
  });
});

describe("§7 messages: list, detail, unread count, mark read", () => {
  it("lists the member's own messages with read state and unread count", async () => {
    const token = await tokenOf("player11", "player1234");
    const page = await fetchMessages(gw(), token, { pageNo: 1, pageSize: 20 });
    expect(page.total).toBe(4);
    expect(page.unreadCount).toBe(2);
    expect(page.list.filter((m) => !m.read)).toHaveLength(2);
    expect(await fetchUnreadCount(gw(), token)).toBe(2);
  });

  it("marks read and unread, only the member's own", async () => {
    const token = await tokenOf("player12", "player1234");
    const page = await fetchMessages(gw(), token, { pageNo: 1, pageSize: 20 });
    const unread = page.list.filter((m) => !m.read).map((m) => m.id);
    expect((await markMessages(gw(), token, { ids: [unread[0]!], read: true })).unreadCount).toBe(1);
    expect((await fetchMessage(gw(), token, unread[0]!)).read).toBe(true);
    // Someone else's message: not found, and marking it changes nothing.
    expect(await failure(fetchMessage(gw(), token, 1))).toBe("business:message.not.found");
    expect((await markMessages(gw(), token, { ids: [1], read: true })).unreadCount).toBe(1);
    expect((await markMessages(gw(), token, { all: true, read: true })).unreadCount).toBe(0);
    expect((await markMessages(gw(), token, { ids: unread, read: false })).unreadCount).toBe(2);
  });

  it("needs a member token and a non-empty selection", async () => {
    expect(await failure(fetchUnreadCount(gw(), "0".repeat(64)))).toBe("business:auth.token.invalid");
    const token = await tokenOf("player13", "player1234");
    expect(await failure(markMessages(gw(), token, { read: true }))).toBe("business:request.invalid");
  });
});

describe("§7 help centre, links, template, documents", () => {
  it("answers help items in order", async () => {
    const help = await fetchHelp(gw(), lang);
    expect(help.length).toBe(8);
    expect(help[0]!.title).toBe(HELP_ITEMS[0]!.title.EN);
  });
  it("answers service links keyed FACEBOOK, TELEGRAM, TELEGRAM2 and a customer-service list of two", async () => {
    const links = await fetchServiceLinks(gw(), lang);
    expect(links.TELEGRAM?.url).toMatch(/^https:\/\/t\.me\//);
    expect(links.FACEBOOK?.url).toBeTruthy();
    expect(links.customerService).toHaveLength(2);
  });
  it("answers download links by resourceType (the seed: only the app's own icon; an operator's links as configured) and the mobile template", async () => {
    expect(await fetchDownloadLinks(gw(), lang)).toEqual([{ resourceType: "AppDownloadIcon", url: "/logo.svg" }]);
    await db.prepare("INSERT INTO download_links (resource_type, url) VALUES ('Android', 'https://dl.example.com/app.apk')").run();
    try {
      expect(await fetchDownloadLinks(gw(), lang)).toEqual([
        { resourceType: "Android", url: "https://dl.example.com/app.apk" },
        { resourceType: "AppDownloadIcon", url: "/logo.svg" },
      ]);
    } finally {
      await db.prepare("DELETE FROM download_links WHERE resource_type = 'Android'").run();
    }
    const template = await fetchMobileTemplate(gw(), lang);
    expect(template).toMatchObject({ app_background: expect.any(String), app_desc: expect.any(String), app_desc_font_color: expect.any(String) });
  });
  it("answers the user agreement", async () => {
    expect((await fetchUserAgreement(gw(), lang)).content).toContain("<h3>");
  });
});

describe("§4 activity statuses of promotions", () => {
  it("shows visitors the date statuses and members their own", async () => {
    const guest = await fetchPromotions(gw(), lang);
    // 7 is the mission board; 8 and 9 the weekly reload and the big-win showcase (decision 036).
    expect(guest.map((p) => p.status)).toEqual(["Process", "Process", "Process", "Process", "coming", "Closed", "Process", "Process", "Process"]);
    const token = await tokenOf("demo", "demo1234");
    const demo = await fetchPromotions(gw(), { ...lang, token });
    // Demo deposited long ago (no first-deposit bonus), checked in on a past day and joined the cashback (decision 036).
    expect(demo.map((p) => p.status)).toEqual(["Process", "Process", "Joined", "Process", "coming", "Closed", "Process", "Process", "Process"]);
    expect(demo[0]).toMatchObject({ eligible: false, reasons: [{ code: "depositMade" }] });
    expect((await fetchPromotion(gw(), { ...lang, id: 1, token })).content).toContain("<ul>");
  });
  it("applies to a running promotion once per cycle, withdraws a join that granted nothing, refuses what is not open", async () => {
    const token = await tokenOf("player14", "player1234");
    expect((await applyPromotion(gw(), token, 3)).status).toBe("Joined");
    expect(await failure(applyPromotion(gw(), token, 3))).toBe("business:promotion.not.open");
    expect((await cancelPromotion(gw(), token, 3)).status).toBe("Process");
    expect(await failure(applyPromotion(gw(), token, 1))).toBe("business:promotion.ineligible");
    expect((await applyPromotion(gw(), token, 2)).status).toBe("signed");
    expect(await failure(cancelPromotion(gw(), token, 2))).toBe("business:promotion.not.cancellable");
    expect(await failure(applyPromotion(gw(), token, 5))).toBe("business:promotion.not.open");
    expect(await failure(applyPromotion(gw(), token, 6))).toBe("business:promotion.not.open");
  });
});

describe("§2 legal age: operator texts state the market's age, never one of their own", () => {
  /** Every operator text the seed holds that states an age: the agreement, the help answers and the notices. */
  const servedAgeTexts = async (language: string) => {
    const agreement = (await fetchUserAgreement(gw(), { language })).content;
    const help = (await fetchHelp(gw(), { language })).map((h) => h.content);
    const notice = (await fetchNotice(gw(), { language, id: 23 })).content;
    const listed = (await fetchNotices(gw(), { language, pageNo: 1, pageSize: 20 })).list.map((n) => n.content);
    return { agreement, help: help.join(""), notice, all: [agreement, ...help, notice, ...listed].join("") };
  };

  it("in the PH market (PAGCOR, 21) every language says 21, as registration enforces", async () => {
    const en = await servedAgeTexts("en");
    expect(en.agreement).toContain("at least 21 years old");
    expect(en.help).toContain("You must be 21 or older");
    expect(en.notice).toContain("aged 21 and over");
    expect((await servedAgeTexts("ty")).agreement).toContain("hindi bababa sa 21 taong gulang");
    expect((await servedAgeTexts("pt")).notice).toContain("maiores de 21 anos");
    for (const language of ["ty", "en", "pt"]) {
      const { all } = await servedAgeTexts(language);
      expect(all).not.toContain(MIN_AGE_TOKEN);
      expect(all).not.toMatch(/\b18\b/);
    }
  });

  it("when the operator switches to an 18+ market, the same texts say 18", async () => {
    await db.prepare("UPDATE site_settings SET value = 'UK' WHERE key = 'market'").run();
    try {
      const en = await servedAgeTexts("en");
      expect(en.agreement).toContain("at least 18 years old");
      expect(en.help).toContain("You must be 18 or older");
      expect(en.all).not.toMatch(/\b21\b/);
    } finally {
      await db.prepare("UPDATE site_settings SET value = 'PH' WHERE key = 'market'").run();
    }
  });

  it("no seeded operator text writes an age as a number (it would not follow the market)", () => {
    const texts = [
      ...ANNOUNCEMENTS.flatMap((a) => Object.values(a.content ?? {})),
      ...HELP_ITEMS.flatMap((h) => Object.values(h.content)),
      ...Object.values(USER_AGREEMENT.content),
    ];
    const statedAge = /\b(1[6-9]|2[0-5])\s*(\+|years|taong|anos|or older|and over|pataas)|edad (1[6-9]|2[0-5])|maiores de (1[6-9]|2[0-5])/;
    for (const text of texts) expect(String(text)).not.toMatch(statedAge);
  });
});
