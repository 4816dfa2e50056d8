import { createCookie } from "react-router";
import { z } from "zod";
import { readCookieAs } from "../server/cookies.server";

/**
 * The device cookie: a long-lived random id, signed like the app's other signed cookies (HMAC with
 * SESSION_SECRET, the first secret signs and all verify), that says "a browser this app has seen
 * before". The gateway gets the verified id as X-Client-Device on every call, for limits counted
 * per device and for telling a known device from a new one; the id itself grants nothing.
 */
export const DEVICE_COOKIE = "el_device";
/** 400 days: the longest lifetime browsers keep a cookie for (RFC 6265bis caps Max-Age there). */
export const DEVICE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** 128 random bits as 32 lowercase hex digits: nothing else is a device id. */
const DeviceId = z.string().regex(/^[0-9a-f]{32}$/);

/** Two forms (Secure or not) with the same secrets: made once per isolate and secret list. */
const cookies = new Map<string, ReturnType<typeof createCookie>>();
function deviceCookie(secrets: string[], secure: boolean) {
  const key = `${secure}\n${secrets.join("\n")}`;
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = createCookie(DEVICE_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure, secrets, maxAge: DEVICE_MAX_AGE_SECONDS });
    cookies.set(key, cookie);
  }
  return cookie;
}

export function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export type Device = {
  /** The id the request proved with a valid signature, or null (none sent, forged, malformed). */
  verified: string | null;
  /**
   * Set-Cookie for a new device id when the request brought no valid one, else null. Made once per
   * request (the same id whichever answer carries it) and only when an answer asks for it.
   */
  mint(): Promise<string | null>;
};

/**
 * Reads the request's device cookie. A forged or malformed one reads as none and goes into
 * `invalid`; the new cookie minted for the answer replaces it (expiringCookies skips a name the
 * answer sets anew).
 */
export async function readDevice(cookieHeader: string | null, options: { secrets: string[]; secure: boolean; invalid?: Set<string> }): Promise<Device> {
  const cookie = deviceCookie(options.secrets, options.secure);
  const verified = await readCookieAs(cookie, cookieHeader, DeviceId, options.invalid);
  let minted: Promise<string> | undefined;
  return {
    verified,
    mint: () => (verified ? Promise.resolve(null) : (minted ??= cookie.serialize(newDeviceId()))),
  };
}
