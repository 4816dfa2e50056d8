import { PRIZE_MODES, type PrizeMode } from "@contract/games";
import type { LotteryGame } from "@contract/schemas/games";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { z } from "zod";
import { RESPOND_DATA, RESPOND_FIELD } from "~/features/games/contract";
import { fetchLotteryMenu } from "~/gateway-client/games.server";
import type { FetcherResult } from "~/routing/fetcher-result";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast } from "~/session/auth.server";
import { lotteryFavourites, setLotteryFavourite } from "./favourites.server";

/** One row of the lobby (§2 Lottery lobby), as the page renders it. */
export type LotteryRowData = {
  gameId: string;
  gameCode: string;
  name: string;
  iconUrl: string | null;
  numero: string | null;
  isSale: boolean;
  /** ms, as answered; the page counts down from the moment it received it. */
  remainTime: number;
  previousWinningNumber: string | null;
  prizeMode: string;
  playType: "trad" | "ent";
};

export type LobbyData = {
  /** Server groups after the built-in Hot and Favourites tabs (§2: one tab per lottery group). */
  groups: { key: string; label: string; games: LotteryRowData[] }[];
  hot: LotteryRowData[];
  favourites: string[];
  signedIn: boolean;
  prizeMode: PrizeMode | null;
  /** A poll (?poll=1) whose gateway call failed: the page keeps what it shows and polls again later. */
  failed: boolean;
};

export const TAB = /^[A-Za-z0-9_]{1,32}$/;
const LobbyQuery = z.object({
  tab: z.string().regex(TAB).optional(),
  prizeMode: z.enum(PRIZE_MODES).optional(),
  poll: z.literal("1").optional(),
});

function row(game: LotteryGame, fallbackMode: string): LotteryRowData {
  return {
    gameId: game.gameId,
    gameCode: game.gameCode,
    name: game.remark,
    iconUrl: game.mobileIconUrl,
    numero: game.numero,
    isSale: game.isSale,
    remainTime: game.remainTime,
    previousWinningNumber: game.previousWinningNumber,
    prizeMode: game.prizeMode ?? fallbackMode,
    playType: game.tradPlaySwitch || !game.entPlaySwitch ? "trad" : "ent",
  };
}

/**
 * The lottery lobby (§2, §4 Lottery lobby): the menu with live draws, in the player's language,
 * and the signed-in member's favourites from the cookie. The menu is critical (error state with
 * a retry on failure). `prizeMode` narrows it to one prize mode.
 */
export async function loadLotteryLobby({ request, context }: LoaderFunctionArgs<AppLoadContext>): Promise<LobbyData> {
  const url = new URL(request.url);
  const q = LobbyQuery.safeParse(Object.fromEntries([...url.searchParams].filter(([, v]) => v !== "")));
  if (!q.success) throw data({ reason: "lottery.invalidTab" }, { status: 400 });
  const member = context.member;
  const language = context.language;
  const [menu, favourites] = await Promise.all([
    fetchLotteryMenu(context.gateway, { language, prizeMode: q.data.prizeMode }).catch((e: unknown) =>
      q.data.poll ? null : gatewayFailure(e, request, context),
    ),
    member ? lotteryFavourites(request, member.userName, context.invalidCookies) : Promise.resolve([]),
  ]);
  if (!menu) return { hot: [], groups: [], favourites, signedIn: member !== null, prizeMode: q.data.prizeMode ?? null, failed: true };
  const fallbackMode = q.data.prizeMode ?? "Lott";
  const entries = Object.entries(menu);
  const hotEntry = entries.find(([key, g]) => g.tag === "HOT" || key === "HOT");
  return {
    hot: (hotEntry?.[1].gameMenus ?? []).map((g) => row(g, fallbackMode)),
    groups: entries
      .filter(([key, g]) => g.tag !== "HOT" && key !== "HOT" && key !== "FAV")
      .map(([key, g]) => ({ key, label: g.displayName ?? g.labelName ?? key, games: g.gameMenus.map((x) => row(x, fallbackMode)) })),
    favourites,
    signedIn: member !== null,
    prizeMode: q.data.prizeMode ?? null,
    failed: false,
  };
}

export type LotteryFavouriteResult = FetcherResult<{ gameId: string; favourite: boolean; favourites: string[] }>;

const FavouriteFields = z.object({
  gameId: z.string().regex(/^[0-9A-Za-z_-]{1,32}$/),
  favourite: z.enum(["1", "0"]),
  tab: z.string().regex(TAB).optional(),
});

/** The lottery heart (§4 "Lottery favourite toggle edits the local list"): the cookie, per user. */
export async function lotteryFavouriteAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  const form = await readFormData(request);
  const wantsData = form.get(RESPOND_FIELD) === RESPOND_DATA;
  const parsed = FavouriteFields.safeParse({ gameId: form.get("gameId"), favourite: form.get("favourite"), tab: form.get("tab") || undefined });
  if (!parsed.success) return data<LotteryFavouriteResult>({ ok: false, reason: "invalid" }, { status: 400 });
  const back = `${url.pathname}${parsed.data.tab ? `?tab=${parsed.data.tab}` : ""}`;
  const member = context.member;
  if (!member) {
    if (wantsData) return data<LotteryFavouriteResult>({ ok: false, reason: "login" }, { status: 401 });
    return redirectWithToast(back, { key: "toast.in_logged_login", kind: "message", tone: "error" }, context);
  }
  const favourite = parsed.data.favourite === "1";
  const { favourites, setCookie } = await setLotteryFavourite(request, member.userName, parsed.data.gameId, favourite, context.cookieOptions.secure);
  if (wantsData) return data<LotteryFavouriteResult>({ ok: true, gameId: parsed.data.gameId, favourite, favourites }, { headers: { "Set-Cookie": setCookie } });
  const key = favourite ? "games.toast.in_collection" : "games.toast.in_cancel_collection";
  return redirectWithToast(back, { key, kind: "success", tone: "success" }, context, { "Set-Cookie": setCookie });
}
