import { FEEDBACK_ANSWER_MAX, type FeedbackCategory, type FeedbackStatus } from "../../contract/feedback-rules";
import type { StoredImage } from "../core/images";
import type { Lang } from "../core/language";
import { LIMITS, verdict, type Verdict } from "../core/throttle";
import { asLang } from "../wallet/money-messages";

/**
 * Feedback over D1 (migration 0023): storing a member's feedback under the per-member limit, the
 * member's own list, and the operator's side (`npm run site -- feedback`): the list, one in full,
 * and the answer, which the member reads on /m/feedback and in the inbox.
 */

export type FeedbackRow = {
  id: number;
  member_id: number;
  account: string;
  category: FeedbackCategory;
  content: string;
  status: FeedbackStatus;
  language: Lang;
  answer: string | null;
  created_at: number;
  answered_at: number | null;
  images: number;
};

const ROW_SQL = `SELECT f.id, f.member_id, m.account, f.category, f.content, f.status, f.language, f.answer, f.created_at, f.answered_at,
                        (SELECT COUNT(*) FROM feedback_images i WHERE i.feedback_id = f.id) AS images
                 FROM feedback f JOIN members m ON m.id = f.member_id`;

/** Where the member stands against the submission limit before anything is stored (the insert checks it again). */
export async function feedbackAllowance(db: D1Database, memberId: number, now: number): Promise<Verdict> {
  const limit = LIMITS.feedbackPerMember;
  const row = await db
    .prepare("SELECT COUNT(*) AS n, MIN(created_at) AS first FROM feedback WHERE member_id = ?1 AND created_at > ?2")
    .bind(memberId, now - limit.windowMs)
    .first<{ n: number; first: number | null }>();
  // As if this one were counted: the answer the limiter gives a hit.
  return verdict({ window_start: row?.first ?? now, count: (row?.n ?? 0) + 1 }, limit, now);
}

export type NewFeedback = { memberId: number; uid: string; category: FeedbackCategory; content: string; language: Lang; now: number };

/**
 * Stores the feedback and names its (already stored) images in one batch. The insert itself counts
 * the member's feedback in the window, so two submissions at the same instant cannot both pass the
 * limit; null when it refused (the caller removes the images again).
 */
export async function storeFeedback(db: D1Database, f: NewFeedback, images: readonly StoredImage[]): Promise<number | null> {
  const limit = LIMITS.feedbackPerMember;
  const parent = "(SELECT id FROM feedback WHERE uid = ?1)";
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO feedback (member_id, uid, category, content, language, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6
         WHERE (SELECT COUNT(*) FROM feedback WHERE member_id = ?1 AND created_at > ?6 - ?7) < ?8`,
      )
      .bind(f.memberId, f.uid, f.category, f.content, f.language, f.now, limit.windowMs, limit.max),
    ...images.map((img, i) =>
      db
        .prepare(
          `INSERT INTO feedback_images (feedback_id, idx, object_key, content_type, bytes, sha256) SELECT ${parent}, ?2, ?3, ?4, ?5, ?6 WHERE changes() = 1`,
        )
        .bind(f.uid, i + 1, img.key, img.type, img.bytes.byteLength, img.sha256),
    ),
    db.prepare("SELECT id FROM feedback WHERE uid = ?1").bind(f.uid),
  ]);
  if (!results[0]?.meta.changes) return null;
  const last = results[results.length - 1]?.results?.[0] as { id: number } | undefined;
  return last?.id ?? null;
}

/** A member's own feedback, newest first (the page shows the latest few). */
export async function memberFeedback(db: D1Database, memberId: number, limit = 20): Promise<FeedbackRow[]> {
  const { results } = await db
    .prepare(`${ROW_SQL} WHERE f.member_id = ?1 ORDER BY f.created_at DESC, f.id DESC LIMIT ?2`)
    .bind(memberId, limit)
    .all<FeedbackRow>();
  return results;
}

/** The operator's list: newest first; `status` narrows it to waiting (received) or answered. */
export async function feedbackForOperator(db: D1Database, status: FeedbackStatus | null, limit = 50): Promise<FeedbackRow[]> {
  const where = status ? "WHERE f.status = ?2" : "";
  const stmt = db.prepare(`${ROW_SQL} ${where} ORDER BY f.created_at DESC, f.id DESC LIMIT ?1`);
  const { results } = await (status ? stmt.bind(limit, status) : stmt.bind(limit)).all<FeedbackRow>();
  return results;
}

/** One piece of feedback in full, with its images' keys in R2. */
export async function feedbackById(
  db: D1Database,
  id: number,
): Promise<(FeedbackRow & { imageList: { idx: number; object_key: string; content_type: string; bytes: number }[] }) | null> {
  const row = await db.prepare(`${ROW_SQL} WHERE f.id = ?1`).bind(id).first<FeedbackRow>();
  if (!row) return null;
  const { results } = await db
    .prepare("SELECT idx, object_key, content_type, bytes FROM feedback_images WHERE feedback_id = ?1 ORDER BY idx")
    .bind(id)
    .all<{ idx: number; object_key: string; content_type: string; bytes: number }>();
  return { ...row, imageList: results };
}

/** The inbox message that carries an answer, in the language the member wrote in. */
const ANSWER_MESSAGE: Record<Lang, { title: string; intro: string }> = {
  ty: { title: "Sagot sa iyong feedback #{{id}}", intro: "Salamat sa iyong feedback. Ang sagot ng aming team:" },
  en: { title: "Answer to your feedback #{{id}}", intro: "Thank you for your feedback. Our team's answer:" },
  pt: { title: "Resposta ao seu feedback #{{id}}", intro: "Obrigado pelo seu feedback. A resposta da nossa equipe:" },
};

export type AnswerOutcome = { ok: true; row: FeedbackRow } | { ok: false; reason: "not_found" | "already_answered" | "invalid" };

/**
 * The operator answers a piece of feedback once: it becomes answered with the text, and the member
 * gets an inbox message with it, in the same batch (no message without the answer, nor twice:
 * the message's ref is the feedback).
 */
export async function answerFeedback(db: D1Database, id: number, answer: string, now: number): Promise<AnswerOutcome> {
  const text = answer.trim();
  if (!text || [...text].length > FEEDBACK_ANSWER_MAX) return { ok: false, reason: "invalid" };
  const row = await db.prepare(`${ROW_SQL} WHERE f.id = ?1`).bind(id).first<FeedbackRow>();
  if (!row) return { ok: false, reason: "not_found" };
  if (row.status !== "received") return { ok: false, reason: "already_answered" };
  const words = ANSWER_MESSAGE[asLang(row.language)];
  const [updated] = await db.batch([
    db.prepare("UPDATE feedback SET status = 'answered', answer = ?2, answered_at = ?3 WHERE id = ?1 AND status = 'received'").bind(id, text, now),
    db
      .prepare("INSERT INTO messages (member_id, title, content, created_at, ref) SELECT ?1, ?2, ?3, ?4, ?5 WHERE changes() = 1")
      .bind(row.member_id, words.title.replace("{{id}}", String(id)), `${words.intro}\n\n${text}`, now, `feedback:${id}`),
  ]);
  if (!updated?.meta.changes) return { ok: false, reason: "already_answered" };
  return { ok: true, row: { ...row, status: "answered", answer: text, answered_at: now } };
}
