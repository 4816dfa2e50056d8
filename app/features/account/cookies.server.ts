import { now as clockNow } from "@contract/clock";
import { createCookie, type AppLoadContext } from "react-router";
import { z } from "zod";
import { readCookieAs } from "~/server/cookies.server";

/**
 * Small signed, HttpOnly cookies of the account screens. They hold what the server must render
 * (docs/decisions/004): the remembered account names, the captcha in play, SMS countdowns.
 * Never a password.
 */
function signed(name: string, context: AppLoadContext, maxAge: number) {
  return createCookie(name, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: context.cookieOptions.secure,
    secrets: context.cookieOptions.secrets,
    maxAge,
  });
}

/** A forged or stale value reads as the fallback (never a 500) and is expired on the way out. */
async function read<T extends z.ZodTypeAny>(
  cookie: ReturnType<typeof signed>,
  request: Request,
  schema: T,
  fallback: z.infer<T>,
  context: AppLoadContext,
): Promise<z.infer<T>> {
  return (await readCookieAs(cookie, request, schema, context.invalidCookies)) ?? fallback;
}

/* Remembered login: the account name per method (§2 remember-password; the password is left to the browser). */
const Remembered = z.object({
  username: z.string().max(64).optional(),
  sms: z.object({ countryDialingCode: z.string().max(6), mobileNum: z.string().max(20) }).optional(),
});
export type Remembered = z.infer<typeof Remembered>;
const rememberCookie = (c: AppLoadContext) => signed("el_remember", c, 60 * 60 * 24 * 180);

export function readRemembered(request: Request, context: AppLoadContext): Promise<Remembered> {
  return read(rememberCookie(context), request, Remembered, {}, context);
}
export function writeRemembered(value: Remembered, context: AppLoadContext): Promise<string> {
  return rememberCookie(context).serialize(value);
}

/* Captcha: the id of the image last shown, and whether the login (or registration) now demands one. */
const CaptchaState = z.object({ id: z.string().max(64).optional(), required: z.boolean().default(false), registerRequired: z.boolean().optional() });
export type CaptchaState = z.infer<typeof CaptchaState>;
const captchaCookie = (c: AppLoadContext) => signed("el_captcha", c, 60 * 30);

export function readCaptcha(request: Request, context: AppLoadContext): Promise<CaptchaState> {
  return read(captchaCookie(context), request, CaptchaState, { required: false }, context);
}
export function writeCaptcha(value: CaptchaState, context: AppLoadContext): Promise<string> {
  return captchaCookie(context).serialize(value);
}

/* SMS countdowns per purpose: when the last code was sent and for how long the button rests. */
const SmsState = z.record(z.enum(["login", "register", "reset"]), z.object({ until: z.number(), mobile: z.string().max(20) }));
export type SmsPurpose = "login" | "register" | "reset";
const smsCookie = (c: AppLoadContext) => signed("el_sms", c, 60 * 60);

export async function smsSecondsLeft(request: Request, context: AppLoadContext, purpose: SmsPurpose, now = clockNow()): Promise<number> {
  return (await smsStatus(request, context, purpose, now)).secondsLeft;
}

/** Seconds until another code may be asked for, and whether one was sent at all (§4 code field). */
export async function smsStatus(
  request: Request,
  context: AppLoadContext,
  purpose: SmsPurpose,
  now = clockNow(),
): Promise<{ secondsLeft: number; sent: boolean }> {
  const state = await read(smsCookie(context), request, SmsState, {}, context);
  const entry = state[purpose];
  return { secondsLeft: Math.max(0, Math.ceil(((entry?.until ?? 0) - now) / 1000)), sent: !!entry };
}
export async function writeSmsSent(
  request: Request,
  context: AppLoadContext,
  purpose: SmsPurpose,
  mobile: string,
  seconds: number,
  now = clockNow(),
): Promise<string> {
  const state = await read(smsCookie(context), request, SmsState, {}, context);
  return smsCookie(context).serialize({ ...state, [purpose]: { until: now + seconds * 1000, mobile } });
}
