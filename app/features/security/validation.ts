import { parseWithZod } from "@conform-to/zod";
import { BindCardSchema, DeleteCardSchema, PayeeNameSchema, paymentPasswordSchema } from "./schemas";

/**
 * The security forms' instant feedback, loaded after the page is interactive through
 * useLazyValidation (decision 055), never imported statically by a page: zod stays out of the
 * first load. The actions validate with the same schemas; the loaders send the constraints.
 */
export const validatePayeeName = (formData: FormData) => parseWithZod(formData, { schema: PayeeNameSchema });
export const validatePaymentPassword = (formData: FormData, hasCurrent: boolean) => parseWithZod(formData, { schema: paymentPasswordSchema(hasCurrent) });
export const validateBindCard = (formData: FormData) => parseWithZod(formData, { schema: BindCardSchema });
export const validateDeleteCard = (formData: FormData) => parseWithZod(formData, { schema: DeleteCardSchema });
