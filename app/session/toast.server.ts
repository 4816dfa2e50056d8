import { createCookie } from "react-router";
import { isToastKind, toastParams, type Toast } from "~/rules/toast";
import { hasCookie, readCookie } from "~/server/cookies.server";

/**
 * Flash toasts across redirects: the action sets this short-lived signed cookie, the root loader
 * reads it once and clears it. Kept apart from the session so guests get toasts too.
 */
function toastCookie(secrets: string[], secure: boolean) {
  return createCookie("el_toast", { path: "/", httpOnly: true, sameSite: "lax", secure, secrets, maxAge: 60 });
}

export type ToastCookieOptions = { secrets: string[]; secure: boolean };

export async function toastHeader(toast: Toast, options: ToastCookieOptions): Promise<string> {
  return toastCookie(options.secrets, options.secure).serialize(toast);
}

/** The pending toast and the header that clears it (null when there is none). */
export async function takeToast(request: Request, options: ToastCookieOptions): Promise<{ toast: (Toast & { id: string }) | null; clear: string | null }> {
  const cookie = toastCookie(options.secrets, options.secure);
  const header = request.headers.get("Cookie");
  if (!header || !hasCookie(header, cookie.name)) return { toast: null, clear: null };
  // Whatever it holds (a toast, or a forged value that does not verify), it is cleared now.
  const value = await readCookie(cookie, header);
  const clear = await cookie.serialize("", { maxAge: 0 });
  if (!value || typeof value !== "object") return { toast: null, clear };
  const { key, kind, tone, params } = value as Record<string, unknown>;
  if (typeof key !== "string" || !isToastKind(kind)) return { toast: null, clear };
  const validTone = tone === "success" || tone === "error" || tone === "info" ? tone : undefined;
  // A fresh id per delivery, so the same message shown twice is announced twice.
  const validParams = toastParams(params);
  return { toast: { id: crypto.randomUUID(), key, kind, tone: validTone, ...(validParams ? { params: validParams } : {}) }, clear };
}
