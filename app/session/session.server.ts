import { open, seal } from "@contract/seal";
import { createCookie, createSession, type Session, type SessionStorage } from "react-router";
import type { ReadAfter } from "../gateway-client/client.server";
import { readCookie } from "../server/cookies.server";

/** What the edge keeps for a signed-in member (§3 session info). The token never leaves this cookie. */
export type MemberSession = {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
};

/**
 * contractPrompt: the §4 contract requests this sign-in has seen (app/features/agent/contracts/prompt.server.ts).
 * readAfter: the read-after token (contract/consistency.ts) the member's last change answered, sent on their calls.
 */
export type SessionData = { member: MemberSession; contractPrompt?: { tag: string; keys: string[] }; readAfter?: string };
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
export function createEncryptedSessionStorage(options: {
  secrets: string[];
  secure: boolean;
  invalid?: Set<string>;
  readAfter?: SessionReadAfter;
}): AppSessionStorage {
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
      const session = createSession<SessionData, SessionData>(data && typeof data === "object" ? (data as SessionData) : ({} as SessionData));
      options.readAfter?.follow(session);
      return session;
    },
    async commitSession(session, overrides) {
      return cookie.serialize(await seal(session.data, primary), overrides);
    },
    async destroySession(_session, overrides) {
      return cookie.serialize("", { ...overrides, maxAge: undefined, expires: new Date(0) });
    },
  };
}

/** A request's read-after token, kept in its session (createSessionReadAfter). */
export type SessionReadAfter = ReadAfter & {
  /** The request's session (the storage calls it when it opens the cookie): whose token calls send, where a change's is kept. */
  follow(session: AppSession): void;
  /**
   * Set-Cookie keeping a signed-in member's new token, or null when no change of theirs answered one
   * in this request: a page view never writes the cookie again.
   */
  cookie(storage: Pick<AppSessionStorage, "commitSession">): Promise<string | null>;
};

/**
 * The read-after token of one request (contract/consistency.ts): a signed-in member's calls send the
 * token their last change answered, kept in the encrypted session, so a replica never shows them
 * the moment before their own deposit or bet. A visitor's calls send none (any copy will do) unless
 * a change of this request answered one. A sign-in's token is kept by the sign-in's own cookie
 * (startSession commits the session it was put in).
 */
export function createSessionReadAfter(): SessionReadAfter {
  let session: AppSession | null = null;
  let answered: string | null = null;
  let moved = false;
  return {
    follow(opened) {
      session = opened;
    },
    current() {
      if (answered) return answered;
      return session?.get("member") ? (session.get("readAfter") ?? null) : null;
    },
    changed(token) {
      answered = token;
      if (session && session.get("readAfter") !== token) {
        session.set("readAfter", token);
        moved = true;
      }
    },
    async cookie(storage) {
      return session && moved && session.get("member") ? storage.commitSession(session) : null;
    },
  };
}
