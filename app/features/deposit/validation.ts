import { parseWithZod } from "@conform-to/zod";
import type { ChannelTerms } from "./rules";
import { depositSchema } from "./schemas";

/**
 * The deposit form's instant feedback, loaded after the page is interactive through
 * useLazyValidation (decision 055), never imported statically by a page: zod stays out of the
 * first load. The action validates with the same schema; the loader sends the constraint.
 */
export const validateDeposit = (formData: FormData, terms: ChannelTerms) => parseWithZod(formData, { schema: depositSchema(terms) });
