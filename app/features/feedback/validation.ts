import { parseWithZod } from "@conform-to/zod";
import { feedbackSchema } from "./schemas";

/**
 * The feedback form's instant feedback, loaded after the page is interactive through
 * useLazyValidation (decision 055), never imported statically by the page: zod stays out of the
 * first load. The action validates with the same schema; the loader sends the constraint.
 */
export const validateFeedback = (formData: FormData) => parseWithZod(formData, { schema: feedbackSchema });
