import type { FieldSettings, RegistrationMethod } from "@contract/registration";

/**
 * The account forms' pure rules, apart from their zod schemas (schemas.ts) so a form's first load
 * can use them without zod (decision 055).
 */

/** §4: if the new password equals the old one, a confirmation says so and nothing is sent. */
export function sameAsOld(v: { oldPassword?: string; newPassword?: string }): boolean {
  return !!v.oldPassword && v.oldPassword === v.newPassword;
}

/** §4/§9: after a saved password change, 'Change saved' shows for 1 s, then the app goes to /m/home. */
export const PASSWORD_CHANGE_REDIRECT_MS = 1000;

/**
 * The hidden field a hydrated change-password form adds (never in the server-rendered form): the
 * page stays, shows the toast and goes home itself after `PASSWORD_CHANGE_REDIRECT_MS`. Without
 * it (no JavaScript, or a submit before the form hydrated) the action redirects at once and the
 * toast shows on /m/home.
 */
export const STAY_FOR_TOAST = { name: "afterSave", value: "stay" } as const;

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

/** The settings with the captcha switched on: the gateway demands one from this address. */
export function withRequiredCaptcha(settings: FieldSettings, required: boolean | undefined): FieldSettings {
  return required ? { ...settings, captcha: { enabled: true, required: true } } : settings;
}

/** Secrets a refused submission never sends back (hideFields) and the browser empties too. */
export const LOGIN_SECRET_FIELDS = ["password", "verificationCode", "captcha", "unlockCode"];
export const REGISTER_SECRET_FIELDS = ["password", "confirmPassword", "paymentPassword", "captcha"];

/** How /m/forget resets: by phone or by email. */
export type By = "phone" | "email";

/** §4: recovery by phone is offered only when its setting is on, and is then the initial choice. */
export function methodFor(param: string | null, phoneEnabled: boolean): By {
  if (!phoneEnabled) return "email";
  return param === "email" ? "email" : "phone";
}
