import { RECEIPT_ACCEPT, RECEIPT_MAX_BYTES, RECEIPT_MAX_FILES, receiptRefusal, type ReceiptFile } from "./deposit-rules";

/**
 * The feedback form's rules (§5, §7 "feedback | PUT"), checked by the page, its action and the
 * embedded gateway alike, so the browser's hint, the action's answer and the gateway's refusal agree.
 */

/** What a piece of feedback is about: the operator sorts by it. */
export const FEEDBACK_CATEGORIES = ["deposit", "withdrawal", "games", "account", "suggestion", "other"] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/**
 * §5 says the content has two bounds but not which. 10 characters is the shortest text that can
 * say what went wrong ("no deposit" is 10): below it the operator can only ask back. 500 is about
 * what a phone screen shows in a textarea without scrolling far, and four times a comment's 140,
 * room for an order number, the amounts and what happened; longer stories belong to the chat.
 * Counted in characters (code points), so TY, PT and emoji count as the reader sees them.
 */
export const FEEDBACK_CONTENT_MIN = 10;
export const FEEDBACK_CONTENT_MAX = 500;

/** §5: images png/jpg only, at most 5 MB each, at most 3 — the receipts' rules, checked by the same code. */
export const FEEDBACK_IMAGES_MAX = RECEIPT_MAX_FILES;
export const FEEDBACK_IMAGE_MAX_BYTES = RECEIPT_MAX_BYTES;
export const FEEDBACK_IMAGE_ACCEPT = RECEIPT_ACCEPT;

/** The gateway's refusal codes for the content and the images. */
export type FeedbackRefusal =
  "feedback.category.invalid" | "feedback.content.short" | "feedback.content.long" | "feedback.image.count" | "feedback.image.size" | "feedback.image.type";

export const isFeedbackCategory = (value: unknown): value is FeedbackCategory =>
  typeof value === "string" && (FEEDBACK_CATEGORIES as readonly string[]).includes(value);

/** The content as it is stored: trimmed, line ends as \n. */
export const normalizeFeedbackContent = (text: string): string => text.replace(/\r\n?/g, "\n").trim();

/** The length the bounds are about: characters as a reader counts them (code points). */
export const feedbackLength = (text: string): number => [...normalizeFeedbackContent(text)].length;

/** Whether the content is too short or too long, or null when it is within the bounds. */
export function contentRefusal(text: string): "feedback.content.short" | "feedback.content.long" | null {
  const n = feedbackLength(text);
  if (n < FEEDBACK_CONTENT_MIN) return "feedback.content.short";
  if (n > FEEDBACK_CONTENT_MAX) return "feedback.content.long";
  return null;
}

/**
 * The first rule a feedback's images break (no image is fine: they are optional), by the
 * receipts' check (contract/deposit-rules.ts receiptRefusal: count, then size, then the type by the
 * bytes), with the feedback's codes; null when every image passes.
 */
export function imagesRefusal(files: readonly ReceiptFile[]): { code: Extract<FeedbackRefusal, `feedback.image.${string}`>; index?: number } | null {
  if (files.length === 0) return null;
  const refused = receiptRefusal(files);
  return refused ? { ...refused, code: receiptToFeedbackCode(refused.code) } : null;
}

/** A receipt refusal code as the feedback's (the count, size and type rules are the same). */
export function receiptToFeedbackCode(code: string): "feedback.image.count" | "feedback.image.size" | "feedback.image.type" {
  if (code === "deposit.receipt.count") return "feedback.image.count";
  if (code === "deposit.receipt.size") return "feedback.image.size";
  return "feedback.image.type";
}

/** Where a piece of feedback stands: waiting for the operator, or answered. */
export const FEEDBACK_STATUSES = ["received", "answered"] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** How long an operator's answer may be (it is shown on the page and in the inbox). */
export const FEEDBACK_ANSWER_MAX = 1000;
