import { parseWithZod } from "@conform-to/zod";
import type { RegisterRg } from "~/features/rg/register/fields";
import type { OwnRates } from "./rules";
import { downlineSchema, rebateSchema, reviewSchema } from "./schemas";

/**
 * Team management forms' instant feedback, loaded after the page is interactive through
 * useLazyValidation (decision 055), never imported statically by a page: zod stays out of the
 * first load. The loaders and actions validate with the same schemas and send the constraints.
 */
type Age = Pick<RegisterRg, "minAge" | "now"> | null;
export const validateRebate = (formData: FormData, own: OwnRates) => parseWithZod(formData, { schema: rebateSchema(own) });
export const validateDownlineReview = (formData: FormData, own: OwnRates, age: Age) => parseWithZod(formData, { schema: reviewSchema(own, age) });
export const validateDownline = (formData: FormData, own: OwnRates, age: Age) => parseWithZod(formData, { schema: downlineSchema(own, age) });
