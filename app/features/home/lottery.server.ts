import { lotteryLaunchHref } from "~/features/games";
import type { GatewayClient } from "~/gateway/client.server";
import type { LotteryGame } from "~/gateway/games-schemas";
import { fetchLotteryMenuOutline, lotteryGames, rawGameId } from "~/gateway/games.server";

/** What the home lottery widget shows of one game (§3 lottery game, §4 countdown inputs). */
export type LotteryRow = {
  gameId: string;
  name: string;
  iconUrl: string | null;
  numero: string | null;
  isSale: boolean;
  remainTimeMs: number;
  href: string;
};

/** How many lotteries the home widget lists: the first of the server's HOT group. */
const HOME_LOTTERY_COUNT = 3;

/**
 * The lottery menu's HOT group (else every group), first few games, for the home widget. Only those
 * games are validated (LotteryMenuOutline): the other thirty-odd are never parsed (issue 17 item 1).
 * `language`: the gateway's code (context.language).
 */
export async function homeLotteries(gateway: GatewayClient, language: string): Promise<LotteryRow[]> {
  const menu = await fetchLotteryMenuOutline(gateway, { language });
  const groups = Object.values(menu);
  const hot = groups.find((g) => g.tag?.toUpperCase() === "HOT");
  const candidates = hot?.gameMenus.length ? hot.gameMenus : groups.flatMap((g) => g.gameMenus);
  const seen = new Set<string>();
  const picked: unknown[] = [];
  for (const game of candidates) {
    if (picked.length === HOME_LOTTERY_COUNT) break;
    const id = rawGameId(game);
    // An id-less game is kept, so that validation refuses it as the whole menu's parse used to.
    if (id !== null) {
      if (seen.has(id)) continue;
      seen.add(id);
    }
    picked.push(game);
  }
  return lotteryGames(picked).map((g: LotteryGame) => ({
    gameId: g.gameId,
    name: g.remark,
    iconUrl: g.mobileIconUrl,
    numero: g.numero,
    isSale: g.isSale,
    remainTimeMs: g.remainTime,
    href: lotteryLaunchHref({ prizeMode: g.prizeMode ?? "Lott", code: g.gameCode, pageBack: "/m/home" }),
  }));
}
