import { z } from "zod";
import { confirmMatches, optional, rules } from "~/rules/validation";

/**
 * Form schemas of the account screens, built from the §5 rule set. Shared by each action (the
 * source of truth) and its form (instant feedback); messages are translation keys.
 */

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());
export const DIALING_CODES = ["+63", "+55", "+351", "+1", "+44", "+84", "+66", "+62", "+60", "+65", "+852", "+86"] as const;
export type DialingCode = (typeof DIALING_CODES)[number];
const dialingCode = z.enum(DIALING_CODES, { errorMap: () => ({ message: "validation.dialingCode.format" }) }).default("+63");

/** Captcha is required only when the form shows it (after a failure that asked for one). */
function withCaptcha<T extends z.ZodRawShape>(shape: T, captchaShown: boolean) {
  return z.object({ ...shape, captcha: captchaShown ? rules.captcha : z.string().optional() });
}

export function loginUsernameSchema(captchaShown = false) {
  return withCaptcha(
    { username: rules.loginUsername, password: rules.loginPassword, remember: checkbox, redirectTo: z.string().optional() },
    captchaShown,
  );
}

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

/** §4: if the new password equals the old one, a confirmation says so and nothing is sent. */
export function sameAsOld(v: { oldPassword?: string; newPassword?: string }): boolean {
  return !!v.oldPassword && v.oldPassword === v.newPassword;
}

/* ---------------- registration ---------------- */

export const REGISTRATION_FIELDS = [
  "username", "password", "paymentPassword", "idNumber", "qqNum", "facebook", "wechat", "line", "whatsapp",
  "zalo", "email", "nickname", "payeeName", "mobileNum", "recommenderId", "affiliateCode", "captcha", "verificationCode",
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type FieldSetting = { enabled: boolean; required: boolean };
export type FieldSettings = Record<RegistrationField, FieldSetting>;
export type RegistrationMethod = "username" | "mobileNum";

/** §4: the form starts on mobile only when mobile registration is on and username registration off. */
export function initialRegistrationMethod(flags: Record<string, boolean | undefined>): RegistrationMethod {
  return flags.MOBILENUMREG3 && !flags.USERNAMEREG3 ? "mobileNum" : "username";
}

/** The methods a visitor may pick: each is offered when its white-label flag is on. */
export function registrationMethods(flags: Record<string, boolean | undefined>): RegistrationMethod[] {
  const out: RegistrationMethod[] = [];
  if (flags.USERNAMEREG3) out.push("username");
  if (flags.MOBILENUMREG3) out.push("mobileNum");
  return out.length ? out : ["username"];
}

/**
 * Fields the form shows for a method: the method's own identity field always, the password
 * always, the affiliate input only when the URL's code was invalid or missing, the rest as the
 * gateway's field settings say.
 */
export function visibleRegistrationFields(settings: FieldSettings, method: RegistrationMethod, affiliateInputShown: boolean): RegistrationField[] {
  return REGISTRATION_FIELDS.filter((f) => {
    if (f === "username") return method === "username";
    if (f === "mobileNum") return method === "mobileNum" || settings.mobileNum.enabled;
    if (f === "verificationCode") return method === "mobileNum" && settings.verificationCode.enabled;
    if (f === "password") return true;
    if (f === "affiliateCode") return affiliateInputShown && settings.affiliateCode.enabled;
    return settings[f].enabled;
  });
}

/** The settings with the captcha switched on: the gateway demands one from this address (issue 9). */
export function withRequiredCaptcha(settings: FieldSettings, required: boolean | undefined): FieldSettings {
  return required ? { ...settings, captcha: { enabled: true, required: true } } : settings;
}

const REGISTRATION_RULES: Record<RegistrationField, z.ZodTypeAny> = {
  username: rules.username,
  password: rules.password,
  paymentPassword: rules.paymentPassword,
  idNumber: rules.idNumber,
  qqNum: rules.qqNum,
  facebook: rules.facebook,
  wechat: rules.wechat,
  line: rules.line,
  whatsapp: rules.whatsapp,
  zalo: rules.zalo,
  email: rules.email,
  nickname: rules.nickname,
  payeeName: rules.payeeName,
  mobileNum: rules.mobileNum,
  recommenderId: rules.recommenderId,
  affiliateCode: rules.affiliateCode,
  captcha: rules.captcha,
  verificationCode: rules.verificationCode,
};

/** Fields that must be filled for this method whatever the settings say. */
function alwaysRequired(f: RegistrationField, method: RegistrationMethod): boolean {
  if (f === "password") return true;
  if (method === "username") return f === "username";
  return f === "mobileNum" || f === "verificationCode";
}

export function registrationSchema(settings: FieldSettings, method: RegistrationMethod, affiliateInputShown: boolean) {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const f of visibleRegistrationFields(settings, method, affiliateInputShown)) {
    const rule = REGISTRATION_RULES[f];
    shape[f] = alwaysRequired(f, method) || settings[f].required ? rule : optional(rule);
  }
  return z
    .object({
      ...shape,
      method: z.enum(["username", "mobileNum"]),
      countryDialingCode: dialingCode,
      confirmPassword: z.string().optional(),
      agree: checkbox.refine((v) => v, "validation.agree.required"),
      registerMethod: z.enum(["H5", "PWA", "WEBCLIP", "APP"]).catch("H5"),
      affiliateFromUrl: z.string().optional(),
    })
    .passthrough()
    .superRefine((v, ctx) => {
      const password = typeof v.password === "string" ? v.password : "";
      const confirm = confirmMatches(password, v.confirmPassword);
      if (confirm) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["confirmPassword"], message: confirm });
    });
}
