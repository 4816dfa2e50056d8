import { contentRefusal, isFeedbackCategory, normalizeFeedbackContent, receiptToFeedbackCode } from "../../contract/feedback-rules";
import { isTrial } from "../../contract/member-types";
import { feedbackAllowance, memberFeedback, storeFeedback } from "../content/feedback";
import type { Handler } from "../core/handler";
import { fail, ok, readMultipart } from "../core/http";
import { checkImages, dropImages, filesOf, putImages, type StoredImage } from "../core/images";
import { languageOf } from "../core/language";

/**
 * Feedback (§7 "feedback | PUT", §5; migration 0023): a member sends a category, a text of 10–500
 * characters and up to 3 images (multipart/form-data, files under `images`), and reads their own.
 * Refusals, in this order, each storing nothing: a trial account (feedback.trial), a body that is
 * not multipart (request.invalid), the category, the content's bounds (feedback.content.short |
 * long), the images by the receipts' rules and bytes (feedback.image.count | size | type
 * { index }), the member's limit (feedback.too.frequent { retryAfterSeconds }, 429), no image store
 * (feedback.unavailable). The images go to R2 before the batch that names them and are removed
 * again when it does not land.
 */
const MESSAGES: Record<string, string> = {
  "feedback.category.invalid": "Choose what the feedback is about",
  "feedback.content.short": "Write a little more",
  "feedback.content.long": "The text is too long",
  "feedback.image.count": "Attach at most 3 images",
  "feedback.image.size": "Each image may be at most 5 MB",
  "feedback.image.type": "Images must be PNG or JPG",
};
const refuse = (code: string, value?: unknown) => fail(code, MESSAGES[code] ?? "Invalid feedback", 400, value);

const tooFrequent = (retryAfterSeconds: number) =>
  fail("feedback.too.frequent", "You have sent a lot of feedback today, please try again later", 429, { retryAfterSeconds });

const sendFeedback: Handler = {
  auth: "member",
  async run({ request, url, ctx, member }) {
    if (isTrial(member.type)) return fail("feedback.trial", "Please login an actual account to use this function", 403);
    const form = await readMultipart(request);
    if (form instanceof Response) return form;
    const category = form.get("category");
    if (!isFeedbackCategory(category)) return refuse("feedback.category.invalid");
    const raw = form.get("content");
    const content = normalizeFeedbackContent(typeof raw === "string" ? raw : "");
    const tooShortOrLong = contentRefusal(content);
    if (tooShortOrLong) return refuse(tooShortOrLong);
    const files = filesOf(form, "images");
    let images: Awaited<ReturnType<typeof checkImages>> | null = null;
    if (files.length) {
      // The receipts' check (gateway/core/images.ts): count, size, then the type by the bytes.
      images = await checkImages(files);
      if (!images.ok) return refuse(receiptToFeedbackCode(images.code), images.index ? { index: images.index } : undefined);
    }
    const db = ctx.env.DB;
    const now = ctx.now();
    const allowance = await feedbackAllowance(db, member.id, now);
    if (!allowance.allowed) return tooFrequent(allowance.retryAfterSeconds);
    const bucket = ctx.env.RECEIPTS;
    if (images?.ok && !bucket) return fail("feedback.unavailable", "Images cannot be received right now", 503);

    const uid = crypto.randomUUID();
    const stored: StoredImage[] = images?.ok && bucket ? await putImages(bucket, `feedback/${member.id}/${uid}`, images.images) : [];
    let id: number | null;
    try {
      id = await storeFeedback(db, { memberId: member.id, uid, category, content, language: languageOf(url, request), now }, stored);
    } catch (e) {
      if (bucket && stored.length) await dropImages(bucket, stored);
      throw e;
    }
    if (id === null) {
      // A twin submission took the last place in the window first.
      if (bucket && stored.length) await dropImages(bucket, stored);
      return tooFrequent((await feedbackAllowance(db, member.id, now)).retryAfterSeconds);
    }
    return ok({ id, status: "received" });
  },
};

/** The member's own feedback, newest first, with the operator's answers. */
const feedbackList: Handler = {
  auth: "member",
  async run({ ctx, member }) {
    const rows = isTrial(member.type) ? [] : await memberFeedback(ctx.env.DB, member.id);
    return ok({
      items: rows.map((r) => ({
        id: r.id,
        category: r.category,
        content: r.content,
        status: r.status,
        answer: r.answer,
        images: r.images,
        createdAt: r.created_at,
        answeredAt: r.answered_at,
      })),
    });
  },
};

export const feedbackHandlers = { feedback: sendFeedback, feedbackList } satisfies Record<string, Handler>;
