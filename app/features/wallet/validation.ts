import { parseWithZod } from "@conform-to/zod";
import type { WithdrawLimits } from "./rules";
import { withdrawSchema } from "./schemas";

/**
 * The withdraw form's instant feedback, loaded after the page is interactive through
 * useLazyValidation (decision 055), never imported statically by a page: zod stays out of the
 * first load. The action validates with the same schema; the loader sends the constraint.
 */
export const validateWithdraw = (formData: FormData, limits: WithdrawLimits) => parseWithZod(formData, { schema: withdrawSchema(limits) });
