import { FEEDBACK_CONTENT_MAX, FEEDBACK_CONTENT_MIN, FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_IMAGES_MAX, type FeedbackRefusal } from "@contract/feedback-rules";
import type { ParamsByKey } from "~/features/security/components";

/**
 * The feedback form's zod-free parts (the page imports them without zod, decision 055): the
 * message keys of its refusals and the figures they name.
 */
export const E = "feedback.error";
export type FeedbackErrorKey =
  `${typeof E}.${"categoryRequired" | "contentShort" | "contentLong" | "imageCount" | "imageSize" | "imageType" | "tooFrequent" | "unavailable"}`;

const MB = FEEDBACK_IMAGE_MAX_BYTES / (1024 * 1024);

/** The figures each message names, whatever the reader's language. */
export const FEEDBACK_PARAMS: ParamsByKey = {
  [`${E}.contentShort`]: { min: FEEDBACK_CONTENT_MIN },
  [`${E}.contentLong`]: { max: FEEDBACK_CONTENT_MAX },
  [`${E}.imageCount`]: { max: FEEDBACK_IMAGES_MAX },
  [`${E}.imageSize`]: { mb: MB },
};
/** The figures the fields' hints name: the text's bounds, and the images' count and size. */
export const CONTENT_HINT_PARAMS = { min: FEEDBACK_CONTENT_MIN, max: FEEDBACK_CONTENT_MAX };
export const IMAGES_HINT_PARAMS = { max: FEEDBACK_IMAGES_MAX, mb: MB };

/** A gateway refusal of the feedback as the field it is about and its message key (null: not one of ours). */
export function feedbackRefusal(code: string | undefined): { field: "category" | "content" | "images" | null; key: FeedbackErrorKey } | null {
  const byCode: Partial<
    Record<FeedbackRefusal | "feedback.too.frequent" | "feedback.unavailable", { field: "category" | "content" | "images" | null; key: FeedbackErrorKey }>
  > = {
    "feedback.category.invalid": { field: "category", key: `${E}.categoryRequired` },
    "feedback.content.short": { field: "content", key: `${E}.contentShort` },
    "feedback.content.long": { field: "content", key: `${E}.contentLong` },
    "feedback.image.count": { field: "images", key: `${E}.imageCount` },
    "feedback.image.size": { field: "images", key: `${E}.imageSize` },
    "feedback.image.type": { field: "images", key: `${E}.imageType` },
    "feedback.too.frequent": { field: null, key: `${E}.tooFrequent` },
    "feedback.unavailable": { field: "images", key: `${E}.unavailable` },
  };
  return (code && byCode[code as keyof typeof byCode]) || null;
}
