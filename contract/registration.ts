import type { FieldName } from "./field-rules";
import { isCalendarDay, operatorDay } from "./record-range";
import type { LimitKind } from "./rg-rules";

/**
 * §3 registration, §2 Registration screen: the 18 fields with their per-operator settings, which
 * of them apply to a method, and the payload values both the form and the gateway accept. Each
 * field is checked with the rule of the same name in field-rules.ts.
 */
export const REGISTRATION_FIELDS = [
  "username",
  "password",
  "paymentPassword",
  "idNumber",
  "qqNum",
  "facebook",
  "wechat",
  "line",
  "whatsapp",
  "zalo",
  "email",
  "nickname",
  "payeeName",
  "mobileNum",
  "recommenderId",
  "affiliateCode",
  "captcha",
  "verificationCode",
] as const satisfies readonly FieldName[];
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type FieldSetting = { enabled: boolean; required: boolean };
export type FieldSettings = Record<RegistrationField, FieldSetting>;
export type RegistrationMethod = "username" | "mobileNum";

export const DIALING_CODES = ["+63", "+55", "+351", "+1", "+44", "+84", "+66", "+62", "+60", "+65", "+852", "+86"] as const;
export const DEFAULT_DIALING_CODE = "+63";

/** §3 registerMethod: how the app was running when the player registered; anything else counts as H5. */
export const REGISTER_SOURCES = ["H5", "PWA", "WEBCLIP", "APP"] as const;
export type RegisterSource = (typeof REGISTER_SOURCES)[number];

/**
 * Fields the form shows (and the gateway reads) for a method: the method's own identity field
 * always, the password always, the affiliate input only when the URL's code was invalid or
 * missing, the rest as the gateway's field settings say.
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

/** Whether a shown field must be filled: the password and the method's identity fields always, the rest as the settings say. */
export function mustFill(settings: FieldSettings, field: RegistrationField, method: RegistrationMethod): boolean {
  if (field === "password") return true;
  if (method === "username" ? field === "username" : field === "mobileNum" || field === "verificationCode") return true;
  return settings[field].required;
}

/* ---------------- age gate and limits at registration (decision 043) ---------------- */

/** The earliest date of birth accepted: anything before is a typing slip, not a person. */
export const BIRTH_DATE_EARLIEST = "1900-01-01";

/**
 * What is wrong with a date of birth as typed (YYYY-MM-DD from a date input): missing, not a real
 * calendar day, or outside [1900-01-01, today] on the operator's clock. null when it is usable;
 * the age itself is the market's rule (`ageOn` against `minAge`), checked by the caller.
 */
export function birthDateProblem(input: unknown, now: number): string | null {
  if (typeof input !== "string" || input.trim() === "") return "validation.birthDate.required";
  const value = input.trim();
  if (!isCalendarDay(value)) return "validation.birthDate.format";
  if (value < BIRTH_DATE_EARLIEST || value > operatorDay(now)) return "validation.birthDate.range";
  return null;
}

/** The latest date of birth of someone `minAge` or older today (the date input's max); 29 February falls back to the 28th. */
export function latestBirthDate(minAge: number, now: number): string {
  const today = operatorDay(now);
  const year = String(Number(today.slice(0, 4)) - minAge).padStart(4, "0");
  const candidate = `${year}-${today.slice(5)}`;
  return isCalendarDay(candidate) ? candidate : `${year}-02-28`;
}

/** A limit chosen at registration, as registration-limits.ts validates it (RG-08). */
type ChosenLimit = { kind: LimitKind; value: number };

/** The kinds a market requires at registration that the chosen limits leave unset. */
export function missingLimits(required: readonly LimitKind[], limits: readonly Pick<ChosenLimit, "kind">[]): LimitKind[] {
  return required.filter((kind) => !limits.some((l) => l.kind === kind));
}

/** A limit's value as stored: minor units for money, minutes for the session. */
export function limitStoredValue(l: ChosenLimit): number {
  return l.kind === "session" ? l.value : Math.round(l.value * 100);
}
