import { PRIZE_MODES, type PrizeMode } from "@contract/games";
import { data, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { z } from "zod";
import { fetchLotteryList } from "~/gateway-client/games.server";
import { gatewayFailure } from "~/server/gateway-failure.server";

const Query = z.object({ prizeMode: z.preprocess((v) => (v === "" ? undefined : v), z.enum(PRIZE_MODES).default("Lott")) });

/** The lottery catalogue of one prize mode (§7 lottery list by prizeMode), for /m/moreLottery and /m/startLottery. */
export async function loadLotteryCatalogue({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  const q = Query.safeParse({ prizeMode: url.searchParams.get("prizeMode") ?? undefined });
  if (!q.success) throw data({ reason: "lottery.invalidTab" }, { status: 400 });
  const prizeMode: PrizeMode = q.data.prizeMode;
  const list = await fetchLotteryList(context.gateway, { language: context.language, prizeMode }).catch((e: unknown) => gatewayFailure(e, request, context));
  return {
    prizeMode,
    lotteries: list.map((l) => ({
      gameId: l.gameId,
      code: l.gameCode,
      name: l.remark,
      group: l.groupName,
      iconUrl: l.mobileIconUrl,
      playTypes: [...(l.tradPlaySwitch ? (["trad"] as const) : []), ...(l.entPlaySwitch ? (["ent"] as const) : [])],
    })),
  };
}
