import { parseWithZod } from "@conform-to/zod";
import {
  EmailCodeSchema,
  EmailSchema,
  HeadIconSchema,
  MobileCodeSchema,
  MobileRemoveSchema,
  MobileSendSchema,
  NicknameSchema,
  questionSchema,
} from "./schemas";

/**
 * The identity forms' instant feedback, loaded after the page is interactive through
 * useLazyValidation (decision 055), never imported statically by a page: zod stays out of the
 * first load. The actions validate with the same schemas; the loaders send the constraints.
 */
export const validateEmail = (formData: FormData) => parseWithZod(formData, { schema: EmailSchema });
export const validateEmailCode = (formData: FormData) => parseWithZod(formData, { schema: EmailCodeSchema });
export const validateQuestion = (formData: FormData, change: boolean) => parseWithZod(formData, { schema: questionSchema(change) });
export const validateNickname = (formData: FormData) => parseWithZod(formData, { schema: NicknameSchema });
export const validateHeadIcon = (formData: FormData) => parseWithZod(formData, { schema: HeadIconSchema });
export const validateMobileSend = (formData: FormData) => parseWithZod(formData, { schema: MobileSendSchema });
export const validateMobileCode = (formData: FormData) => parseWithZod(formData, { schema: MobileCodeSchema });
export const validateMobileRemove = (formData: FormData) => parseWithZod(formData, { schema: MobileRemoveSchema });
