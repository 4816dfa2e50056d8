import { open, seal } from "@contract/seal";
import { createCookie, createSession, type Session, type SessionStorage } from "react-router";
import { readCookie } from "../server/cookies.server";

/** What the edge keeps for a signed-in member (§3 session info). The token never leaves this cookie. */
export type MemberSession = {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
};

/** contractPrompt: the §4 contract requests this sign-in has seen (app/features/agent/contracts/prompt.server.ts). */
export type SessionData = { member: MemberSession; contractPrompt?: { tag: string; keys: string[] } };
export type AppSession = Session<SessionData, SessionData>;
export type AppSessionStorage = SessionStorage<SessionData, SessionData>;

export const SESSION_COOKIE = "el_session";
/** Matches the embedded gateway's token lifetime; an operator's shorter one ends the session earlier. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

// Plain http on a loopback host is local development; everything else gets Secure cookies (and HSTS,
// which is why the rule lives with the security headers).
export { isLocalDevelopment } from "../server/security-headers";

/** The cookie has two forms (Secure or not, decision 050) and no per-request part: made once per isolate. */
const sessionCookies = new Map<boolean, ReturnType<typeof createCookie>>();
function sessionCookie(secure: boolean) {
  let cookie = sessionCookies.get(secure);
  if (!cookie) {
    // No `secrets` on the cookie itself: the value is already authenticated by AES-GCM.
    cookie = createCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure, maxAge: SESSION_MAX_AGE_SECONDS });
    sessionCookies.set(secure, cookie);
  }
  return cookie;
}

/**
 * React Router's cookie session storage only signs its cookie; this one encrypts it (AES-GCM), so the
 * gateway token cannot be read even by someone holding the cookie value.
 */
export function createEncryptedSessionStorage(options: { secrets: string[]; secure: boolean; invalid?: Set<string> }): AppSessionStorage {
  const [primary] = options.secrets;
  if (!primary) throw new Error("a session secret is required");
  const cookie = sessionCookie(options.secure);

  return {
    async getSession(cookieHeader) {
      const sealed = await readCookie(cookie, cookieHeader ?? null);
      const data = typeof sealed === "string" && sealed !== "" ? await open(sealed, options.secrets) : null;
      // Present but not ours (forged, or sealed with a retired secret): read as signed out, expired on the way out.
      if (sealed !== null && data === null) options.invalid?.add(SESSION_COOKIE);
      // Only this module writes the cookie, and AES-GCM proves it did: the shape can be trusted.
      return createSession<SessionData, SessionData>(data && typeof data === "object" ? (data as SessionData) : ({} as SessionData));
    },
    async commitSession(session, overrides) {
      return cookie.serialize(await seal(session.data, primary), overrides);
    },
    async destroySession(_session, overrides) {
      return cookie.serialize("", { ...overrides, maxAge: undefined, expires: new Date(0) });
    },
  };
}
