import { z } from "zod";
import { safeRedirectTarget } from "~/session/auth.server";

/** Named back targets the spec's launcher accepts (pageBack defaults to home, §2 /m/launchGame). */
const NAMED_PAGES: Record<string, string> = {
  home: "/m/home",
  lottery: "/m/lottery",
  moreLottery: "/m/moreLottery",
  gameCenter: "/m/gameCenter",
  slotsCenter: "/m/slotsCenter",
};

/** pageBack as a same-site path: a known page name, or a path (anything else falls back home). */
export function resolvePageBack(value: unknown): string {
  if (typeof value !== "string" || value === "") return "/m/home";
  return NAMED_PAGES[value] ?? safeRedirectTarget(value, "/m/home");
}

const empty = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

export const VENDOR_CODE = /^[A-Z0-9_]{1,32}$/;
export const NODE_ID = /^[0-9A-Za-z_-]{1,32}$/;
export const LOTTERY_CODE = /^[A-Z0-9_]{1,20}$/;
