import { lotteryLaunchHref } from "~/features/games";
import type { GatewayClient } from "~/gateway-client/client.server";
import { fetchHotLotteries } from "~/gateway-client/games.server";

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

/**
 * The home widget's lotteries: the first few of the menu's HOT group (else of every group), as
 * fetchHotLotteries picks and validates them. `language`: the gateway's code (context.language).
 */
export async function homeLotteries(gateway: GatewayClient, language: string): Promise<LotteryRow[]> {
  const games = await fetchHotLotteries(gateway, { language });
  return games.map((g) => ({
    gameId: g.gameId,
    name: g.remark,
    iconUrl: g.mobileIconUrl,
    numero: g.numero,
    isSale: g.isSale,
    remainTimeMs: g.remainTime,
    href: lotteryLaunchHref({ prizeMode: g.prizeMode ?? "Lott", code: g.gameCode, pageBack: "/m/home" }),
  }));
}
