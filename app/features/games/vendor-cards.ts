import type { VendorSortingEntry } from "@contract/schemas/games";
import { IN_APP_LOTTERY_VENDORS, isBrowsableCategory } from "./constants";
import { gameLobbyHref } from "./lobby-url";
import type { VendorCard } from "./types";

/** The in-app lottery launcher's URL (§2 /m/launchGame query). */
export function lotteryLaunchHref(args: { prizeMode: string; code?: string | null; playType?: string; pageBack?: string }): string {
  const params = new URLSearchParams({ playType: args.playType ?? "trad", prize_mode: args.prizeMode, code: args.code || "lobby" });
  if (args.pageBack) params.set("pageBack", args.pageBack);
  return `/m/launchGame?${params}`;
}

/**
 * Where the in-app lottery vendors open (§7 Games: LOTT and ELOTT open the in-app lottery): LOTT the
 * lottery lobby, ELOTT the launcher's Elott lobby; null for any other vendor.
 */
export function lotteryVendorHref(vassalage: string, pageBack?: string): string | null {
  if (vassalage === "LOTT") return "/m/lottery";
  if (vassalage === "ELOTT") return lotteryLaunchHref({ prizeMode: IN_APP_LOTTERY_VENDORS.ELOTT, pageBack });
  return null;
}

/**
 * Vendor tiles of one category (§2 Popular games "others show vendor tiles", /m/gameCenter): the
 * lottery lobby for LOTT, the in-app launcher for ELOTT, a lobby launch (POST /m/launchGame) for the
 * vendors of categories without a game list (sports, e-sports, cockfight, lottery lobbies), and the
 * vendor's game lobby (/m/gameLobby) on this category's tab for everything else.
 */
export function vendorCards(entry: VendorSortingEntry, pageBack?: string): VendorCard[] {
  const category = entry.gameCategory;
  return entry.vendorNames.map((v): VendorCard => {
    const base = { vassalage: v.accountTypeName, displayName: v.displayName, imageUrl: v.mobileLargeIcon ?? v.mobileSmallIcon };
    const lottery = lotteryVendorHref(v.accountTypeName, pageBack);
    if (lottery) return { ...base, action: { kind: "link", href: lottery } };
    if (!isBrowsableCategory(category) && v.lobby) {
      return { ...base, action: { kind: "launch", target: { vendor: v.accountTypeName, gameId: v.lobby.gameId, nodeId: v.lobby.nodeId } } };
    }
    return { ...base, action: { kind: "link", href: gameLobbyHref(v.accountTypeName, category) } };
  });
}
