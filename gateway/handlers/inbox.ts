import { unreadMessages as unread } from "./content";
import { ContentIdQuery, ContentPageQuery, MarkReadRequest } from "../../contract/schemas/content-requests";
import type { Handler } from "../core/handler";
import { fail, ok, readJson } from "../core/http";
import { languageOf, textLang, tr, translatedJoin, type Lang } from "../core/language";
import { renderStoredMessage } from "../wallet/money-messages";

/**
 * The member's inbox (§7 Messages): list, detail, unread count, mark read / unread. Members only.
 * A message shows from its created_at on (a limit raise's message is dated when the raise comes in
 * force, migration 0022); a money message is rendered from its template in the reader's language.
 */

/** A member's messages, in the asked language (the operator's default when not translated). */
const selectMessages = (
  langParam: string,
) => `SELECT m.id, ${tr("title", "m.title")}, ${tr("content", "m.content")}, m.created_at, m.read_at, m.template, m.params
  FROM messages m ${translatedJoin("message", "m.id", langParam)}`;

type MessageRow = { id: number; title: string; content: string; created_at: number; read_at: number | null; template: string | null; params: string | null };

function messageValue(m: MessageRow, lang: Lang) {
  const rendered = renderStoredMessage(m.template, m.params, lang);
  return {
    id: m.id,
    title: rendered?.title ?? m.title,
    content: rendered?.body ?? m.content,
    createdAt: m.created_at,
    read: m.read_at !== null,
  };
}

const messages: Handler = {
  auth: "member",
  async run({ url, request, ctx, member }) {
    const q = ContentPageQuery.safeParse(Object.fromEntries(url.searchParams.entries()));
    if (!q.success) return fail("request.invalid", "The requested url is empty", 400);
    const { pageNo, pageSize } = q.data;
    const db = ctx.env.DB;
    const id = member.id;
    const now = ctx.now();
    const lang = languageOf(url, request);
    const [count, rows, unreadCount] = await Promise.all([
      db.prepare("SELECT COUNT(*) AS n FROM messages WHERE member_id = ?1 AND created_at <= ?2").bind(id, now).first<{ n: number }>(),
      db
        .prepare(`${selectMessages("?4")} WHERE m.member_id = ?1 AND m.created_at <= ?5 ORDER BY m.created_at DESC, m.id DESC LIMIT ?2 OFFSET ?3`)
        .bind(id, pageSize, (pageNo - 1) * pageSize, textLang(lang), now)
        .all<MessageRow>(),
      unread(db, id, now),
    ]);
    const total = count?.n ?? 0;
    return ok({
      list: rows.results.map((m) => messageValue(m, lang)),
      pageNum: pageNo,
      totalPages: Math.max(1, Math.ceil(total / pageSize)),
      total,
      unreadCount,
    });
  },
};

/** One message of the member's own; another member's id answers as if it did not exist. */
const messageDetail: Handler = {
  auth: "member",
  async run({ url, request, ctx, member }) {
    const q = ContentIdQuery.safeParse(Object.fromEntries(url.searchParams.entries()));
    if (!q.success) return fail("request.invalid", "The requested url is empty", 400);
    const lang = languageOf(url, request);
    const row = await ctx.env.DB.prepare(`${selectMessages("?3")} WHERE m.id = ?1 AND m.member_id = ?2 AND m.created_at <= ?4`)
      .bind(q.data.id, member.id, textLang(lang), ctx.now())
      .first<MessageRow>();
    if (!row) return fail("message.not.found", "The requested url is empty", 404);
    return ok(messageValue(row, lang));
  },
};

/** §7: unread count, the value is a number. */
const messageUnreadCount: Handler = {
  auth: "member",
  async run({ ctx, member }) {
    return ok(await unread(ctx.env.DB, member.id, ctx.now()));
  },
};

/** Marks the member's messages read (or unread again); other members' ids are simply not matched. */
const messageRead: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const body = MarkReadRequest.safeParse(await readJson(request));
    if (!body.success || (!body.data.all && !body.data.ids?.length)) return fail("request.invalid", "The requested url is empty", 400);
    const db = ctx.env.DB;
    const id = member.id;
    const ids = body.data.all ? null : JSON.stringify(body.data.ids);
    await db
      .prepare(
        body.data.read
          ? "UPDATE messages SET read_at = ?3 WHERE member_id = ?1 AND read_at IS NULL AND created_at <= ?3 AND (?2 IS NULL OR id IN (SELECT value FROM json_each(?2)))"
          : "UPDATE messages SET read_at = NULL WHERE member_id = ?1 AND read_at IS NOT NULL AND (?2 IS NULL OR id IN (SELECT value FROM json_each(?2)))",
      )
      .bind(id, ids, ...(body.data.read ? [ctx.now()] : []))
      .run();
    return ok({ unreadCount: await unread(db, id, ctx.now()) });
  },
};

export const inboxHandlers = { messages, messageDetail, messageUnreadCount, messageRead };
