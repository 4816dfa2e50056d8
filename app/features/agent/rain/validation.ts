import { parseWithZod } from "@conform-to/zod";
import { createSchema, reviewSchema } from "./schemas";

/**
 * The red-envelope rain forms' instant feedback, loaded after the page is interactive through
 * useLazyValidation (decision 055), never imported statically by a page: zod stays out of the
 * first load. The loader and the action validate with the same schemas and send the constraints.
 */
type Limits = { balance: number };
export const validateRainReview = (formData: FormData, now: number, limits: Limits) => parseWithZod(formData, { schema: reviewSchema(now, limits) });
export const validateRainCreate = (formData: FormData, now: number, limits: Limits) => parseWithZod(formData, { schema: createSchema(now, limits) });
