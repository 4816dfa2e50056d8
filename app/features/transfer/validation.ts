import { parseWithZod } from "@conform-to/zod";
import type { TransferLimits } from "./rules";
import { reviewSchema, transferSchema } from "./schemas";

/**
 * The upline-transfer forms' instant feedback, loaded after the page is interactive through
 * useLazyValidation (decision 055), never imported statically by a page: zod stays out of the
 * first load. The loader and the action validate with the same schemas and send the constraints.
 */
export const validateReview = (formData: FormData, limits: TransferLimits) => parseWithZod(formData, { schema: reviewSchema(limits) });
export const validateTransfer = (formData: FormData, limits: TransferLimits) => parseWithZod(formData, { schema: transferSchema(limits) });
