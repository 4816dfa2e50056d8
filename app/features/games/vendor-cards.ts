import { isGameType, type GameType } from "@shared/games";
import type { VendorSortingEntry } from "~/gateway/games-schemas";
import { gameListHref } from "./list-url";
import type { VendorCard } from "./types";

/** Categories whose vendors have a browsable game list; a vendor tile opens the list filtered to it. */
const BROWSABLE: readonly GameType[] = ["RNG", "FISH", "LIVE", "PVP", "INHOUSE"];

/** The in-app lottery launcher's URL (§2 /m/launchGame query). */
export function lotteryLaunchHref(args: { prizeMode: string; code?: string | null; playType?: string; pageBack?: string }): string {
  const params = new URLSearchParams({ playType: args.playType ?? "trad", prize_mode: args.prizeMode, code: args.code || "lobby" });
  if (args.pageBack) params.set("pageBack", args.pageBack);
  return `/m/launchGame?${params}`;
}

/**
 * Vendor tiles of one category (§2 Popular games "others show vendor tiles", /m/gameCenter): a list
 * link for browsable categories, the lottery lobby for LOTT, the in-app launcher for ELOTT, and a
 * lobby launch (POST /m/launchGame) for everything else.
 */
export function vendorCards(entry: VendorSortingEntry, pageBack?: string): VendorCard[] {
  const category = entry.gameCategory;
  return entry.vendorNames.map((v): VendorCard => {
    const base = { vassalage: v.accountTypeName, displayName: v.displayName, imageUrl: v.mobileLargeIcon ?? v.mobileSmallIcon };
    if (v.accountTypeName === "LOTT") return { ...base, action: { kind: "link", href: "/m/lottery" } };
    if (v.accountTypeName === "ELOTT") return { ...base, action: { kind: "link", href: lotteryLaunchHref({ prizeMode: "Elott", pageBack }) } };
    if (isGameType(category) && BROWSABLE.includes(category)) return { ...base, action: { kind: "link", href: gameListHref(category, v.accountTypeName) } };
    if (v.lobby) return { ...base, action: { kind: "launch", target: { vendor: v.accountTypeName, gameId: v.lobby.gameId, nodeId: v.lobby.nodeId } } };
    return { ...base, action: { kind: "link", href: gameListHref(category, v.accountTypeName) } };
  });
}
