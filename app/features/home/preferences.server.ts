import { createCookie } from "@remix-run/cloudflare";
import { z } from "zod";
import type { PopupAudienceKey } from "~/rules/popup-audience";

/**
 * Home preferences the server renders (docs/decisions/004): hidden balance, closed pop-ups per
 * audience (the spec's SHELL_PU_A / SHELL_PU_B) and the dismissed download bar. Cookies, never
 * localStorage, so the first paint is already right and everything works without JavaScript.
 * They are preferences, not secrets: unsigned, HttpOnly, a year long.
 */
const YEAR = 60 * 60 * 24 * 365;
const options = { path: "/", sameSite: "lax" as const, httpOnly: true, maxAge: YEAR };

export const balanceCookie = createCookie("el_balance", options);
export const popupCookie = createCookie("el_popup", options);
export const downloadBarCookie = createCookie("el_dlbar", options);

/** A popup signature as made by popupSignature(): count (base 36), dash, 8 hex digits. */
export const PopupSignature = z.string().regex(/^[0-9a-z]{1,4}-[0-9a-f]{8}$/);
const PopupFlags = z.object({ A: PopupSignature.optional(), B: PopupSignature.optional() });
export type PopupFlags = z.infer<typeof PopupFlags>;

export type HomePreferences = { balanceHidden: boolean; popupHidden: PopupFlags; downloadBarDismissed: boolean };

async function parse(cookie: ReturnType<typeof createCookie>, header: string | null): Promise<unknown> {
  try {
    return await cookie.parse(header);
  } catch {
    return null;
  }
}

export async function readHomePreferences(request: Request): Promise<HomePreferences> {
  const header = request.headers.get("Cookie");
  const [balance, popup, bar] = await Promise.all([parse(balanceCookie, header), parse(popupCookie, header), parse(downloadBarCookie, header)]);
  const flags = PopupFlags.safeParse(popup);
  return { balanceHidden: balance === "hidden", popupHidden: flags.success ? flags.data : {}, downloadBarDismissed: bar === "dismissed" };
}

export function balanceHeader(hidden: boolean): Promise<string> {
  return hidden ? balanceCookie.serialize("hidden") : balanceCookie.serialize("", { maxAge: 0 });
}

export async function popupHeader(current: PopupFlags, audience: PopupAudienceKey, signature: string): Promise<string> {
  return popupCookie.serialize({ ...current, [audience]: signature } satisfies PopupFlags);
}

export function downloadBarHeader(): Promise<string> {
  return downloadBarCookie.serialize("dismissed");
}
