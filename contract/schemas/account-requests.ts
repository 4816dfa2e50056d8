import { z } from "zod";
import { fieldSchema, optionalFieldSchema } from "./common-requests";
import { confirmMatches } from "../field-rules";
import {
  DEFAULT_DIALING_CODE,
  DIALING_CODES,
  REGISTER_SOURCES,
  REGISTRATION_FIELDS,
  mustFill,
  visibleRegistrationFields,
  type FieldSettings,
  type RegistrationMethod,
} from "../registration";
import { RegistrationLimits } from "../registration-limits";

/*
 * Requests of the account and session calls (§3, §7; gateway/handlers/accounts.ts, member.ts).
 * Login and register travel sealed: the client sends `{ data: seal(body) }` with the header
 * X-Body-Encryption: AES-GCM (contract/seal.ts, gateway/core/sealed.ts); the schemas here are of
 * the body before sealing.
 */

/**
 * Login (sealed): by username (or a proven mobile number) and password, or `type: "sms"` with the
 * number in `username` and the SMS code in `password` (§3). `captcha`/`captchaId` when a refusal
 * asked for one; `unlockCode` when a locked account is tried from a new device.
 */
export const LoginRequest = z.object({
  type: z.enum(["username", "sms"]).default("username"),
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  countryDialingCode: z.string().max(6).optional(),
  captcha: z.string().max(16).optional(),
  captchaId: z.string().max(64).optional(),
  /** The code sent to the owner's verified number or e-mail that lets a new device try a locked account. */
  unlockCode: z.string().max(10).optional(),
});

/** The unlock code of a locked account, asked by its name. */
export const UnlockCodeRequest = z.object({ username: z.string().trim().min(1).max(64) });

/** Signs in a trial account just created (createTrial's `userName`). */
export const TestPlayRequest = z.object({ userName: z.string().trim().min(1).max(64) });

/** An SMS code for registration, SMS login or the reset by phone. */
export const SendCodeRequest = z.object({
  purpose: z.enum(["register", "login", "reset"]),
  countryDialingCode: fieldSchema("countryDialingCode"),
  mobileNum: fieldSchema("mobileNum"),
});

/** Whether an invitation (affiliate) code exists. `domain` is sent by the app and not read. */
export const AffiliateCheckQuery = z.object({
  code: fieldSchema("affiliateCode"),
  domain: z.string().optional(),
});

/** The registration's fixed keys, besides the §5 fields. */
const registrationExtras = {
  countryDialingCode: z.enum(DIALING_CODES, { errorMap: () => ({ message: "validation.dialingCode.format" }) }).default(DEFAULT_DIALING_CODE),
  confirmPassword: z.string().optional(),
  /** How the app was running (§3 registerMethod); anything else reads as H5. */
  registerMethod: z.enum(REGISTER_SOURCES).catch("H5"),
};

function confirmationMatches(v: { password?: unknown; confirmPassword?: string }, ctx: z.RefinementCtx) {
  const confirm = confirmMatches(typeof v.password === "string" ? v.password : "", v.confirmPassword);
  if (confirm) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["confirmPassword"], message: confirm });
}

/**
 * A registration body as the gateway checks it for the operator's field settings and the method
 * (§3 payload): the fields the method shows, each required or optional as the settings say, a
 * known dialing code, and a confirmation equal to the password. Keys it does not know pass
 * through unchecked (the age gate, limits and captcha are checked after it, see RegisterRequest).
 */
export function registrationBody(settings: FieldSettings, method: RegistrationMethod) {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const f of visibleRegistrationFields(settings, method, true)) {
    shape[f] = mustFill(settings, f, method) ? fieldSchema(f) : optionalFieldSchema(f);
  }
  return z
    .object({ ...shape, ...registrationExtras })
    .passthrough()
    .superRefine(confirmationMatches);
}

/**
 * Registration (sealed), every key the gateway reads. Which §5 fields are required depends on the
 * operator's field settings (registrationSettings) and the method: `username` for the username
 * tab, `mobileNum` (+ `verificationCode` when codes are on) for the mobile tab; the password
 * always. Refusals name the field: register.invalid { field, message } with the rule's key.
 */
export const RegisterRequest = z
  .object({
    ...Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, optionalFieldSchema(f)])),
    ...registrationExtras,
    /** The age gate: YYYY-MM-DD, a real day from 1900-01-01 to today, the market's minimum age. */
    birthDate: z.string().describe("date of birth YYYY-MM-DD"),
    /** Limits chosen on the form (RG-08); the market's required kinds must be among them. */
    limits: RegistrationLimits.optional(),
    captchaId: z.string().optional(),
    /** The page the player registered on; kept to 200 characters. */
    registerUrl: z.string().optional(),
    /** §3: "0", a player. */
    type: z.string().optional(),
  })
  .passthrough()
  .superRefine(confirmationMatches);

/** Forgot password by e-mail (§7, form-encoded): the account and its verified e-mail. */
export const ForgotPasswordEmailRequest = z.object({ username: fieldSchema("loginUsername"), email: fieldSchema("email") });

/** Set password by phone (§3): the reset code sent to the proven number, then the new password. */
export const SetPasswordByPhoneRequest = z.object({
  countryDialingCode: fieldSchema("countryDialingCode"),
  mobileNum: fieldSchema("mobileNum"),
  verificationCode: fieldSchema("verificationCode"),
  newPassword: fieldSchema("password"),
});

/** Change password v2 (§3): the new password is checked by the §5 rule after the old one passed. */
export const ChangePasswordRequest = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});
