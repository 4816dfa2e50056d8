import { confirmMatches } from "@contract/field-rules";
import {
  DEFAULT_DIALING_CODE,
  DIALING_CODES,
  REGISTER_SOURCES,
  mustFill,
  visibleRegistrationFields,
  type FieldSettings,
  type RegistrationMethod,
} from "@contract/registration";
import { z } from "zod";
import type { RegisterRg } from "~/features/rg/register/fields";
import { registrationRgShape } from "~/features/rg/register/schemas";
import { optional, rules } from "~/rules/validation";

/**
 * Form schemas of the account screens, built from the §5 rule set. Shared by each action (the
 * source of truth) and its form (instant feedback); messages are translation keys.
 */

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());
const dialingCode = z.enum(DIALING_CODES, { errorMap: () => ({ message: "validation.dialingCode.format" }) }).default(DEFAULT_DIALING_CODE);

/** Captcha is required only when the form shows it (after a failure that asked for one). */
function withCaptcha<T extends z.ZodRawShape>(shape: T, captchaShown: boolean) {
  return z.object({ ...shape, captcha: captchaShown ? rules.captcha : z.string().optional() });
}

/** `unlockCode`: the code sent to the owner's number or e-mail that lets a new device into a locked account (decision 072). */
export function loginUsernameSchema(captchaShown = false) {
  return withCaptcha(
    {
      username: rules.loginUsername,
      password: rules.loginPassword,
      unlockCode: optional(rules.verificationCode),
      remember: checkbox,
      redirectTo: z.string().optional(),
    },
    captchaShown,
  );
}

/** Asking for an unlock code needs the account's name only. */
export const SendUnlockSchema = z.object({ username: rules.loginUsername });

export function loginSmsSchema(captchaShown = false) {
  return withCaptcha(
    {
      countryDialingCode: dialingCode,
      mobileNum: rules.mobileNum,
      verificationCode: rules.verificationCode,
      remember: checkbox,
      redirectTo: z.string().optional(),
    },
    captchaShown,
  );
}

/** Requesting an SMS code first validates the mobile fields (§5). */
export const SendCodeSchema = z.object({ countryDialingCode: dialingCode, mobileNum: rules.mobileNum });

export const ForgotEmailSchema = z.object({ username: rules.loginUsername, email: rules.email });

export const ForgotPhoneSchema = z.object({
  countryDialingCode: dialingCode,
  mobileNum: rules.mobileNum,
  verificationCode: rules.verificationCode,
  newPassword: rules.password,
});

/** §5 change password: old against loginPassword, new against password, confirm required and equal. */
export const ChangePasswordSchema = z
  .object({
    oldPassword: rules.loginPassword,
    newPassword: rules.password,
    confirmPassword: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    const confirm = confirmMatches(v.newPassword, v.confirmPassword);
    if (confirm) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["confirmPassword"], message: confirm });
  });

/* ---------------- registration ---------------- */

/**
 * `rg`: the market's minimum age and required limits, and the instant the age is taken at (* decision 043); null on a gateway without responsible gaming (contract/capabilities.ts), whose
 * form has neither the date of birth nor the limits.
 */
export function registrationSchema(settings: FieldSettings, method: RegistrationMethod, affiliateInputShown: boolean, rg: RegisterRg | null) {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const f of visibleRegistrationFields(settings, method, affiliateInputShown)) {
    shape[f] = mustFill(settings, f, method) ? rules[f] : optional(rules[f]);
  }
  return z
    .object({
      ...shape,
      ...(rg ? registrationRgShape(rg) : {}),
      method: z.enum(["username", "mobileNum"]),
      countryDialingCode: dialingCode,
      confirmPassword: z.string().optional(),
      agree: checkbox.refine((v) => v, "validation.agree.required"),
      registerMethod: z.enum(REGISTER_SOURCES).catch("H5"),
      affiliateFromUrl: z.string().optional(),
    })
    .passthrough()
    .superRefine((v, ctx) => {
      const password = typeof v.password === "string" ? v.password : "";
      const confirm = confirmMatches(password, v.confirmPassword);
      if (confirm) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["confirmPassword"], message: confirm });
    });
}
