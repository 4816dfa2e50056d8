import { createCookie } from "react-router";
import { z } from "zod";
import type { PopupAudienceKey } from "~/rules/popup-audience";
import { readCookieAs } from "~/server/cookies.server";

/**
 * Home preferences the server renders (docs/decisions/004): hidden balance, closed pop-ups per
 * audience (the spec's SHELL_PU_A / SHELL_PU_B) and the dismissed download bar. Cookies, never
 * localStorage, so the first paint is already right and everything works without JavaScript.
 * They are preferences, not secrets: unsigned, HttpOnly, a year long.
 */
const YEAR = 60 * 60 * 24 * 365;
const options = { path: "/", sameSite: "lax" as const, httpOnly: true, maxAge: YEAR };

// Not exported: writers go through the *Header functions below, which require `secure`.
const balanceCookie = createCookie("el_balance", options);
const popupCookie = createCookie("el_popup", options);
const downloadBarCookie = createCookie("el_dlbar", options);

/** A popup signature as made by popupSignature(): count (base 36), dash, 8 hex digits. */
export const PopupSignature = z.string().regex(/^[0-9a-z]{1,4}-[0-9a-f]{8}$/);
const PopupFlags = z.object({ A: PopupSignature.optional(), B: PopupSignature.optional() });
export type PopupFlags = z.infer<typeof PopupFlags>;

export type HomePreferences = { balanceHidden: boolean; popupHidden: PopupFlags; downloadBarDismissed: boolean };

const BalanceHidden = z.literal("hidden");
const BarDismissed = z.literal("dismissed");
/** The writer always stores at least one audience; an empty object is what garbage decodes to. */
const SomePopupFlags = PopupFlags.refine((f) => f.A !== undefined || f.B !== undefined);

/** Tampered values read as the defaults; `invalid` (context.invalidCookies) gets them expired. */
export async function readHomePreferences(request: Request, invalid?: Set<string>): Promise<HomePreferences> {
  const [balance, popup, bar] = await Promise.all([
    readCookieAs(balanceCookie, request, BalanceHidden, invalid),
    readCookieAs(popupCookie, request, SomePopupFlags, invalid),
    readCookieAs(downloadBarCookie, request, BarDismissed, invalid),
  ]);
  return { balanceHidden: balance === "hidden", popupHidden: popup ?? {}, downloadBarDismissed: bar === "dismissed" };
}

/* `secure` comes from the request (context.cookieOptions.secure): Secure everywhere but local http. */
export function balanceHeader(hidden: boolean, secure: boolean): Promise<string> {
  return hidden ? balanceCookie.serialize("hidden", { secure }) : balanceCookie.serialize("", { maxAge: 0, secure });
}

export async function popupHeader(current: PopupFlags, audience: PopupAudienceKey, signature: string, secure: boolean): Promise<string> {
  return popupCookie.serialize({ ...current, [audience]: signature } satisfies PopupFlags, { secure });
}

export function downloadBarHeader(secure: boolean): Promise<string> {
  return downloadBarCookie.serialize("dismissed", { secure });
}
