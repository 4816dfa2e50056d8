import { RECEIPT_TYPES } from "@contract/deposit-rules";
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGES_MAX,
  normalizeFeedbackContent,
} from "@contract/feedback-rules";
import { z } from "zod";
import { E } from "./rules";

/**
 * The feedback form's schema, shared by the action (the source of truth) and the form (instant
 * feedback, loaded lazily). The rules are the gateway's (contract/feedback-rules.ts). The content's
 * bounds also give the textarea its minlength/maxlength (getZodConstraint, decision 014); they are
 * counted the way the browser counts maxlength (UTF-16 units), which is never more lenient than the
 * gateway's count in characters. In the browser an image is checked by its declared type and size;
 * the action reads its bytes too, and the gateway again.
 */
const isFile = (v: unknown): v is File => typeof File !== "undefined" && v instanceof File;

export const feedbackSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, { errorMap: () => ({ message: `${E}.categoryRequired` }) }),
  content: z
    .string({ required_error: `${E}.contentShort`, invalid_type_error: `${E}.contentShort` })
    .transform(normalizeFeedbackContent)
    .pipe(z.string().min(FEEDBACK_CONTENT_MIN, `${E}.contentShort`).max(FEEDBACK_CONTENT_MAX, `${E}.contentLong`)),
  images: z
    .array(z.unknown())
    .or(z.unknown().transform((v) => (v === undefined ? [] : [v])))
    .transform((list) => (list as unknown[]).filter(isFile).filter((f) => f.size > 0))
    .superRefine((files, ctx) => {
      const issue = (message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      if (files.length > FEEDBACK_IMAGES_MAX) issue(`${E}.imageCount`);
      else if (files.some((f) => f.size > FEEDBACK_IMAGE_MAX_BYTES)) issue(`${E}.imageSize`);
      else if (files.some((f) => f.type && !(RECEIPT_TYPES as readonly string[]).includes(f.type))) issue(`${E}.imageType`);
    }),
});
export type FeedbackForm = z.output<typeof feedbackSchema>;
