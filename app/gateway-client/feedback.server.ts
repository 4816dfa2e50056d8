import type { FeedbackCategory } from "@contract/feedback-rules";
import type { GatewayClient } from "./client.server";

/**
 * The feedback calls (§7 "feedback | PUT"). Member-specific, never cached. Refusals arrive as
 * GatewayError "business" with the gateway's code: feedback.trial, feedback.category.invalid,
 * feedback.content.short|long, feedback.image.count|size|type { index },
 * feedback.too.frequent { retryAfterSeconds }, feedback.unavailable.
 */
export type FeedbackRequest = { category: FeedbackCategory; content: string; images: File[] };

/** Sends a piece of feedback with its images (multipart: the files go as they came). */
export function sendFeedback(gateway: GatewayClient, token: string, request: FeedbackRequest) {
  const form = new FormData();
  form.set("category", request.category);
  form.set("content", request.content);
  for (const file of request.images) form.append("images", file, file.name);
  return gateway.call("feedback", { token, body: form, multipart: true });
}

/** The member's own feedback, newest first, with the operator's answers. */
export function fetchFeedback(gateway: GatewayClient, token: string) {
  return gateway.call("feedbackList", { token });
}
