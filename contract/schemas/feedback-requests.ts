import { z } from "zod";
import { UploadedImage } from "./common-requests";
import { FEEDBACK_CATEGORIES, FEEDBACK_CONTENT_MAX, FEEDBACK_CONTENT_MIN, FEEDBACK_IMAGES_MAX } from "../feedback-rules";

/* Request of the member's feedback (§7 "feedback | PUT", §5; gateway/handlers/feedback.ts). */

/** multipart/form-data: a category, the text, and up to 3 images as repeated parts under `images`. */
export const FeedbackRequest = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string().describe(`${FEEDBACK_CONTENT_MIN}–${FEEDBACK_CONTENT_MAX} characters once trimmed (feedback-rules.ts)`),
  images: z
    .array(UploadedImage)
    .max(FEEDBACK_IMAGES_MAX)
    .optional()
    .describe("up to 3 files (binary: PNG or JPEG, at most 5 MB each), repeated parts named `images`"),
});
