import type { GameItem } from "@contract/schemas/games";

/**
 * What a game tile shows (§2 Game lists "Tiles"): data only, so any page (game lists, the home
 * page's popular games) can feed it from its own loader. Build one with `toGameCard`.
 */
export type GameCard = {
  nodeId: string;
  /** The id sent to the vendor on launch: the room id when the game has one, else the game id (§7). */
  launchId: string;
  gameName: string;
  vassalage: string;
  /** The vendor's display name. */
  displayName: string;
  /** mobileLargeIcon, else iconUrl; null shows a themed placeholder. */
  imageUrl: string | null;
  supportPlay: boolean;
  isNew: boolean;
  isHot: boolean;
};

/** A game item from the gateway (§3) as a tile: game name, or the node name when there is none. */
export function toGameCard(item: GameItem): GameCard {
  return {
    nodeId: item.nodeId,
    launchId: item.roomId ?? item.gameId,
    gameName: item.gameName || item.nodeName || item.gameId,
    vassalage: item.vassalage,
    displayName: item.displayName,
    imageUrl: item.mobileLargeIcon ?? (item.showIcon === false ? null : item.iconUrl),
    supportPlay: item.supportPlay,
    isNew: item.isNew,
    isHot: item.isHot,
  };
}

/** A vendor in the vendor tab strip (§2: 'All' plus one icon per vendor). */
export type VendorChip = { vassalage: string; displayName: string; iconUrl: string | null };

/** What POST /m/launchGame needs (the launch contract, see app/routes/m.launchGame.tsx). */
export type LaunchTarget = { vendor: string; gameId: string; nodeId: string };

/**
 * A vendor tile (§2 "others show vendor tiles"): either a link (to a game list or the lottery
 * lobby) or a launch of the vendor's lobby node.
 */
export type VendorCard = {
  vassalage: string;
  displayName: string;
  imageUrl: string | null;
  action: { kind: "link"; href: string } | { kind: "launch"; target: LaunchTarget };
};
