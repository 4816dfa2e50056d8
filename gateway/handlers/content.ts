import { isAgent } from "../../contract/member-types";
import { AnnouncementsQuery, ContentIdQuery, ContentPageQuery, HelpCenterQuery, MarkReadRequest } from "../../contract/schemas/content-requests";
import type { Handler } from "../core/handler";
import { fail, ok, readJson } from "../core/http";
import { languageOf, textLang, tr, translatedJoin, type Lang } from "../core/language";
import { promotionRows, running } from "../promotions/promotions";
import { withMarketFacts } from "../rg/market-facts";
import { marketingBlock } from "../rg/rg-marketing";

/**
 * Content calls of the embedded gateway (§7 Content): announcements by content type, notices,
 * hot matches, help centre, service and download links, mobile template, documents (promotions:
 * handlers/promotions.ts). Everything here is public except the agent announcements (agents only).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The operator's day starts at midnight in the Philippines (UTC+8). */
const OPERATOR_UTC_OFFSET_MS = 8 * HOUR;

const invalid = () => fail("request.invalid", "The requested url is empty", 400);

function query(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries());
}

type AnnouncementRow = {
  id: number;
  title: string;
  content: string;
  image_url: string | null;
  link: string | null;
  execution: "A" | "B" | "F" | null;
  promotion_type: string | null;
  pinned: number;
  created_at: number;
};

async function announcementsOf(
  db: D1Database,
  lang: Lang,
  type: string,
  platform: string,
  group: string | undefined,
  limit: number,
): Promise<AnnouncementRow[]> {
  const { results } = await db
    .prepare(
      `SELECT a.id, ${tr("title", "a.title")}, ${tr("content", "a.content")}, ${tr("image_url", "a.image_url")},
              a.link, a.execution, a.promotion_type, a.pinned, a.created_at
         FROM announcements a ${translatedJoin("announcement", "a.id", "?5")}
        WHERE a.content_type = ?1 AND a.active = 1 AND a.platform IN ('A', ?2)
          AND (?3 IS NULL OR EXISTS (SELECT 1 FROM announcement_groups g WHERE g.announcement_id = a.id AND g.group_name = ?3))
        ORDER BY a.pinned DESC, ${type === "B" ? "a.sort, a.id" : "a.created_at DESC, a.id DESC"}
        LIMIT ?4`,
    )
    .bind(type, platform, group ?? null, limit, textLang(lang))
    .all<AnnouncementRow>();
  return withMarketFacts(db, results);
}

/** Kick-off of a seeded match: its day offset from today (UTC+8) at its minute; past ones roll a day on. */
export function matchTime(now: number, dayOffset: number, minuteOfDay: number): number {
  const todayStart = Math.floor((now + OPERATOR_UTC_OFFSET_MS) / DAY) * DAY - OPERATOR_UTC_OFFSET_MS;
  const at = todayStart + dayOffset * DAY + minuteOfDay * 60_000;
  return at < now ? at + DAY : at;
}

async function hotMatches(db: D1Database, now: number) {
  const { results } = await db.prepare("SELECT * FROM hot_matches WHERE active = 1 ORDER BY sort, id LIMIT 20").all<{
    id: number;
    league: string;
    home_team: string;
    away_team: string;
    home_team_image_url: string;
    away_team_image_url: string;
    vendor: string;
    room_id: string;
    node_id: string;
    day_offset: number;
    minute_of_day: number;
  }>();
  return results
    .map((m) => ({
      id: m.id,
      matchTime: matchTime(now, m.day_offset, m.minute_of_day),
      league: m.league,
      homeTeam: m.home_team,
      awayTeam: m.away_team,
      homeTeamImageUrl: m.home_team_image_url,
      awayTeamImageUrl: m.away_team_image_url,
      vendor: m.vendor,
      roomId: m.room_id,
      nodeId: m.node_id,
    }))
    .sort((a, b) => a.matchTime - b.matchTime || a.id - b.id);
}

/** The member's unread messages that are due (a limit raise's message waits for the raise: migration 0022). */
export async function unreadMessages(db: D1Database, memberId: number, now: number): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM messages WHERE member_id = ?1 AND read_at IS NULL AND created_at <= ?2")
    .bind(memberId, now)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export async function unreadAgentAnnouncements(db: D1Database, memberId: number): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS n FROM announcements a
        WHERE a.content_type = 'A' AND a.active = 1
          AND NOT EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.member_id = ?1)`,
    )
    .bind(memberId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Announcements (§3, §7): the lists asked for in `types`, filtered by page group and platform.
 * Agent announcements (A) come only to agents; footer.unreadCount only with a member token.
 */
const announcements: Handler = {
  auth: "optional",
  async run({ url, request, ctx, member }) {
    const q = AnnouncementsQuery.safeParse(query(url));
    if (!q.success) return invalid();
    if (q.data.merchantCode && q.data.merchantCode !== ctx.env.MERCHANT_CODE) return fail("merchant.invalid", "Incorrect merchant information", 403);
    const db = ctx.env.DB;
    const { types, platform, groupName } = q.data;
    const want = (t: string) => types.includes(t as never);
    const agent = member !== null && isAgent(member.type);
    const now = ctx.now();
    const lang = languageOf(url, request);

    const [banners, player, popup, hot, promotion, agentRows, unreadCount, agentUnreadCount] = await Promise.all([
      want("B") ? announcementsOf(db, lang, "B", platform, groupName, 10) : [],
      want("PL") ? announcementsOf(db, lang, "PL", platform, groupName, 20) : [],
      // P-ALL-01 (decision 041): no marketing pop-ups for a member under a block.
      want("PU") ? (member && (await marketingBlock(db, member.id, now)) ? [] : announcementsOf(db, lang, "PU", platform, groupName, 10)) : [],
      want("H") ? hotMatches(db, now) : [],
      want("PR") ? promotionRows(db, lang) : [],
      want("A") && agent
        ? db
            .prepare(
              `SELECT a.id, ${tr("title", "a.title")}, ${tr("content", "a.content")}, a.created_at, r.read_at
                 FROM announcements a ${translatedJoin("announcement", "a.id", "?3")}
                 LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.member_id = ?1
                WHERE a.content_type = 'A' AND a.active = 1 AND a.platform IN ('A', ?2)
                ORDER BY a.created_at DESC, a.id DESC LIMIT 50`,
            )
            .bind(member.id, platform, textLang(lang))
            .all<{ id: number; title: string; content: string; created_at: number; read_at: number | null }>()
            .then((r) => withMarketFacts(db, r.results))
        : [],
      member ? unreadMessages(db, member.id, ctx.now()) : 0,
      want("A") && agent ? unreadAgentAnnouncements(db, member.id) : 0,
    ]);

    return ok({
      banners: banners.map((b) => ({ id: b.id, title: b.title, url: b.image_url ?? "", link: b.link })),
      player: player.map((p) => ({ id: p.id, title: p.title, content: p.content, createdAt: p.created_at, pinned: p.pinned === 1 })),
      popup: popup.map((p) => ({ id: p.id, title: p.title, content: p.content, promotionType: p.promotion_type, execution: p.execution ?? "A", link: p.link })),
      hot,
      promotion: promotion.filter((p) => running(p, now)).map((p) => ({ id: p.id, title: p.title, imageUrl: p.image_url })),
      agent: agentRows.map((a) => ({ id: a.id, title: a.title, content: a.content, createdAt: a.created_at, read: a.read_at !== null })),
      footer: { unreadCount, agentUnreadCount },
    });
  },
};

/** Marks agent announcements read (or unread again). Agents only: everyone else is refused. */
const announcementRead: Handler = {
  auth: "member",
  async run({ request, ctx, member: m }) {
    if (!isAgent(m.type)) return fail("auth.forbidden", "Sorry, this account does not have permission or the feature is temporarily unavailable.", 403);
    const body = MarkReadRequest.safeParse(await readJson(request));
    if (!body.success || (!body.data.all && !body.data.ids?.length)) return invalid();
    const db = ctx.env.DB;
    const ids = body.data.all ? null : JSON.stringify(body.data.ids);
    if (body.data.read) {
      await db
        .prepare(
          `INSERT OR IGNORE INTO announcement_reads (member_id, announcement_id, read_at)
           SELECT ?1, a.id, ?2 FROM announcements a
            WHERE a.content_type = 'A' AND (?3 IS NULL OR a.id IN (SELECT value FROM json_each(?3)))`,
        )
        .bind(m.id, ctx.now(), ids)
        .run();
    } else {
      await db
        .prepare("DELETE FROM announcement_reads WHERE member_id = ?1 AND (?2 IS NULL OR announcement_id IN (SELECT value FROM json_each(?2)))")
        .bind(m.id, ids)
        .run();
    }
    return ok({ unreadCount: await unreadAgentAnnouncements(db, m.id) });
  },
};

/** Player notices (content type PL) for the announcement page, newest first, pinned on top. */
const notices: Handler = {
  auth: "none",
  async run({ url, request, ctx }) {
    const q = ContentPageQuery.safeParse(query(url));
    if (!q.success) return invalid();
    const { pageNo, pageSize } = q.data;
    const db = ctx.env.DB;
    const [count, rows] = await Promise.all([
      db.prepare("SELECT COUNT(*) AS n FROM announcements WHERE content_type = 'PL' AND active = 1").first<{ n: number }>(),
      db
        .prepare(
          `SELECT a.id, ${tr("title", "a.title")}, ${tr("content", "a.content")}, a.pinned, a.created_at
             FROM announcements a ${translatedJoin("announcement", "a.id", "?3")}
            WHERE a.content_type = 'PL' AND a.active = 1
            ORDER BY a.pinned DESC, a.created_at DESC, a.id DESC LIMIT ?1 OFFSET ?2`,
        )
        .bind(pageSize, (pageNo - 1) * pageSize, textLang(languageOf(url, request)))
        .all<{ id: number; title: string; content: string; pinned: number; created_at: number }>(),
    ]);
    const total = count?.n ?? 0;
    return ok({
      list: (await withMarketFacts(db, rows.results)).map((n) => ({
        id: n.id,
        title: n.title,
        content: n.content,
        createdAt: n.created_at,
        pinned: n.pinned === 1,
      })),
      pageNum: pageNo,
      totalPages: Math.max(1, Math.ceil(total / pageSize)),
      total,
    });
  },
};

const noticeDetail: Handler = {
  auth: "none",
  async run({ url, request, ctx }) {
    const q = ContentIdQuery.safeParse(query(url));
    if (!q.success) return invalid();
    const n = await ctx.env.DB.prepare(
      `SELECT a.id, ${tr("title", "a.title")}, ${tr("content", "a.content")}, a.pinned, a.created_at
         FROM announcements a ${translatedJoin("announcement", "a.id", "?2")}
        WHERE a.id = ?1 AND a.content_type = 'PL' AND a.active = 1`,
    )
      .bind(q.data.id, textLang(languageOf(url, request)))
      .first<{ id: number; title: string; content: string; pinned: number; created_at: number }>();
    if (!n) return fail("notice.not.found", "The requested url is empty", 404);
    const [notice = n] = await withMarketFacts(ctx.env.DB, [n]);
    return ok({ id: notice.id, title: notice.title, content: notice.content, createdAt: notice.created_at, pinned: notice.pinned === 1 });
  },
};

/** Help centre (§7: GET with device MOBILE and lang). Content is operator HTML; the app sanitises it. */
const helpCenter: Handler = {
  auth: "none",
  async run({ url, request, ctx }) {
    const q = HelpCenterQuery.safeParse(query(url));
    if (!q.success) return invalid();
    const { results } = await ctx.env.DB.prepare(
      `SELECT ${tr("title", "h.title")}, ${tr("content", "h.content")}
         FROM help_items h ${translatedJoin("help", "h.id", "?2")}
        WHERE h.device IN ('ALL', ?1) ORDER BY h.sort, h.id`,
    )
      .bind(q.data.device, textLang(languageOf(url, request)))
      .all<{ title: string; content: string }>();
    return ok(await withMarketFacts(ctx.env.DB, results));
  },
};

/** Service links (§3): FACEBOOK, TELEGRAM, TELEGRAM2 each with a url; customer service is a list. */
const serviceLinks: Handler = {
  auth: "none",
  async run({ url, request, ctx }) {
    const { results } = await ctx.env.DB.prepare(
      `SELECT s.kind, COALESCE(t.title, s.label) AS label, s.url
         FROM service_links s ${translatedJoin("service_link", "s.id", "?1")}
        ORDER BY s.sort, s.id`,
    )
      .bind(textLang(languageOf(url, request)))
      .all<{ kind: string; label: string; url: string }>();
    const first = (kind: string) => {
      const row = results.find((r) => r.kind === kind);
      return row ? { url: row.url } : null;
    };
    return ok({
      FACEBOOK: first("FACEBOOK"),
      TELEGRAM: first("TELEGRAM"),
      TELEGRAM2: first("TELEGRAM2"),
      customerService: results.filter((r) => r.kind === "SERVICE").map((r) => ({ name: r.label, url: r.url })),
    });
  },
};

/** Download links by resourceType (§3). */
const downloadLinks: Handler = {
  auth: "none",
  async run({ ctx }) {
    const { results } = await ctx.env.DB.prepare("SELECT resource_type AS resourceType, url FROM download_links ORDER BY resource_type").all<{
      resourceType: string;
      url: string;
    }>();
    return ok(results);
  },
};

/** Mobile template (§3): app_background, app_desc, app_desc_font_color and the like. */
const mobileTemplate: Handler = {
  auth: "none",
  async run({ url, request, ctx }) {
    const { results } = await ctx.env.DB.prepare(
      `SELECT m.key, COALESCE(t.content, m.value) AS value
         FROM mobile_template m ${translatedJoin("template", "m.key", "?1")}
        ORDER BY m.key`,
    )
      .bind(textLang(languageOf(url, request)))
      .all<{ key: string; value: string }>();
    return ok(Object.fromEntries(results.map((r) => [r.key, r.value])));
  },
};

const userAgreement: Handler = {
  auth: "none",
  async run({ url, request, ctx }) {
    const doc = await ctx.env.DB.prepare(
      `SELECT ${tr("title", "d.title")}, ${tr("content", "d.content")}, d.updated_at
         FROM documents d ${translatedJoin("document", "d.key", "?1")}
        WHERE d.key = 'useragreement'`,
    )
      .bind(textLang(languageOf(url, request)))
      .first<{
        title: string;
        content: string;
        updated_at: number;
      }>();
    if (!doc) return fail("document.not.found", "The requested url is empty", 404);
    const [filled = doc] = await withMarketFacts(ctx.env.DB, [doc]);
    return ok({ title: filled.title, content: filled.content, updatedAt: filled.updated_at });
  },
};

export const contentHandlers = {
  announcements,
  announcementRead,
  notices,
  noticeDetail,
  helpCenter,
  serviceLinks,
  downloadLinks,
  mobileTemplate,
  userAgreement,
};
