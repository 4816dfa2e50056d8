import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from "@contract/feedback-rules";
import { z } from "zod";

/** Answers of the feedback calls (§7 "feedback | PUT"; gateway/handlers/feedback.ts). */
export const FeedbackSent = z.object({ id: z.number().int().positive(), status: z.enum(FEEDBACK_STATUSES) });

export const FeedbackItem = z.object({
  id: z.number().int().positive(),
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  answer: z.string().nullable(),
  images: z.number().int().nonnegative(),
  createdAt: z.number().int(),
  answeredAt: z.number().int().nullable(),
});
export type FeedbackItem = z.infer<typeof FeedbackItem>;

export const FeedbackList = z.object({ items: z.array(FeedbackItem) });
