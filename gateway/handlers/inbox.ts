import { z } from "zod";
import { fail, ok, readJson } from "../http";
import { languageOf, textLang, tr, translatedJoin } from "../language";
import type { Handler } from "../router";

/** The member's inbox (§7 Messages): list, detail, unread count, mark read / unread. Members only. */

const Page = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

/** A member's messages, in the asked language (the operator's default when not translated). */
const selectMessages = (langParam: string) => `SELECT m.id, ${tr("title", "m.title")}, ${tr("content", "m.content")}, m.created_at, m.read_at
  FROM messages m ${translatedJoin("message", "m.id", langParam)}`;

type MessageRow = { id: number; title: string; content: string; created_at: number; read_at: number | null };

function messageValue(m: MessageRow) {
  return { id: m.id, title: m.title, content: m.content, createdAt: m.created_at, read: m.read_at !== null };
}

async function unread(db: D1Database, memberId: number): Promise<number> {
  const row = await db.prepare("SELECT COUNT(*) AS n FROM messages WHERE member_id = ?1 AND read_at IS NULL").bind(memberId).first<{ n: number }>();
  return row?.n ?? 0;
}

const messages: Handler = {
  auth: "member",
  async run({ url, request, ctx, member }) {
    const q = Page.safeParse(Object.fromEntries(url.searchParams.entries()));
    if (!q.success) return fail("request.invalid", "The requested url is empty", 400);
    const { pageNo, pageSize } = q.data;
    const db = ctx.env.DB;
    const id = member.id;
    const [count, rows, unreadCount] = await Promise.all([
      db.prepare("SELECT COUNT(*) AS n FROM messages WHERE member_id = ?1").bind(id).first<{ n: number }>(),
      db
        .prepare(`${selectMessages("?4")} WHERE m.member_id = ?1 ORDER BY m.created_at DESC, m.id DESC LIMIT ?2 OFFSET ?3`)
        .bind(id, pageSize, (pageNo - 1) * pageSize, textLang(languageOf(url, request)))
        .all<MessageRow>(),
      unread(db, id),
    ]);
    const total = count?.n ?? 0;
    return ok({ list: rows.results.map(messageValue), pageNum: pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)), total, unreadCount });
  },
};

/** One message of the member's own; another member's id answers as if it did not exist. */
const messageDetail: Handler = {
  auth: "member",
  async run({ url, request, ctx, member }) {
    const q = z
      .object({
        id: z.coerce
          .number()
          .int()
          .positive()
          .max(2 ** 31),
      })
      .safeParse(Object.fromEntries(url.searchParams.entries()));
    if (!q.success) return fail("request.invalid", "The requested url is empty", 400);
    const row = await ctx.env.DB.prepare(`${selectMessages("?3")} WHERE m.id = ?1 AND m.member_id = ?2`)
      .bind(q.data.id, member.id, textLang(languageOf(url, request)))
      .first<MessageRow>();
    if (!row) return fail("message.not.found", "The requested url is empty", 404);
    return ok(messageValue(row));
  },
};

/** §7: unread count, the value is a number. */
const messageUnreadCount: Handler = {
  auth: "member",
  async run({ ctx, member }) {
    return ok(await unread(ctx.env.DB, member.id));
  },
};

const ReadBody = z.object({
  ids: z.array(z.number().int().positive()).max(100).optional(),
  all: z.boolean().optional(),
  read: z.boolean().default(true),
});

/** Marks the member's messages read (or unread again); other members' ids are simply not matched. */
const messageRead: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const body = ReadBody.safeParse(await readJson(request));
    if (!body.success || (!body.data.all && !body.data.ids?.length)) return fail("request.invalid", "The requested url is empty", 400);
    const db = ctx.env.DB;
    const id = member.id;
    const ids = body.data.all ? null : JSON.stringify(body.data.ids);
    await db
      .prepare(
        body.data.read
          ? "UPDATE messages SET read_at = ?3 WHERE member_id = ?1 AND read_at IS NULL AND (?2 IS NULL OR id IN (SELECT value FROM json_each(?2)))"
          : "UPDATE messages SET read_at = NULL WHERE member_id = ?1 AND read_at IS NOT NULL AND (?2 IS NULL OR id IN (SELECT value FROM json_each(?2)))",
      )
      .bind(id, ids, ...(body.data.read ? [ctx.now()] : []))
      .run();
    return ok({ unreadCount: await unread(db, id) });
  },
};

export const inboxHandlers = { messages, messageDetail, messageUnreadCount, messageRead };
