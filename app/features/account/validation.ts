import { parseWithZod } from "@conform-to/zod";
import type { FieldSettings, RegistrationMethod } from "@contract/registration";
import { z } from "zod";
import type { RegisterRg } from "~/features/rg/register/fields";
import { ChangePasswordSchema, ForgotEmailSchema, ForgotPhoneSchema, SendCodeSchema, loginSmsSchema, loginUsernameSchema, registrationSchema } from "./schemas";

/**
 * The account forms' instant feedback, loaded after the page is interactive (decision 055): the
 * forms import this module with `import()` through useLazyValidation, never statically, so zod stays
 * out of the first load of the account pages (login, register, forget, changePsw). The actions validate with the same schemas.
 */

/** "Get code" validates the mobile fields only (§5); test-play needs none; signing in, all. */
export function validateLogin(formData: FormData, form: { method: "username" | "sms"; captchaShown: boolean }) {
  const intent = formData.get("intent");
  const signIn = form.method === "sms" ? loginSmsSchema(form.captchaShown) : loginUsernameSchema(form.captchaShown);
  return parseWithZod(formData, { schema: intent === "send-code" ? SendCodeSchema : intent === "trial" ? z.object({}).passthrough() : signIn });
}

/** "Get code" validates the mobile fields only (§5); registering, every field the operator shows. */
export function validateRegistration(
  formData: FormData,
  form: { settings: FieldSettings; method: RegistrationMethod; affiliateInputShown: boolean; rg: RegisterRg | null },
) {
  const schema = formData.get("intent") === "send-code" ? SendCodeSchema : registrationSchema(form.settings, form.method, form.affiliateInputShown, form.rg);
  return parseWithZod(formData, { schema });
}

/** "Get code" validates the mobile fields only (§5); resetting, the chosen way's fields. */
export function validateForgot(formData: FormData, by: "email" | "phone") {
  const schema = formData.get("intent") === "send-code" ? SendCodeSchema : by === "email" ? ForgotEmailSchema : ForgotPhoneSchema;
  return parseWithZod(formData, { schema });
}

export const validateChangePassword = (formData: FormData) => parseWithZod(formData, { schema: ChangePasswordSchema });
