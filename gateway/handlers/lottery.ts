import { openLaunch, params } from "./games";
import { drawState, type DrawSchedule } from "./lottery-draws";
import { LaunchLotteryRequest, PrizeModeQuery } from "../../contract/schemas/games-requests";
import { sha256Hex } from "../core/crypto";
import type { Handler } from "../core/handler";
import { fail, ok, readJson } from "../core/http";
import { languageOf, type Lang } from "../core/language";
import { limitCheck, rgRefusal } from "../rg/rg";

/**
 * Lottery (§3 lottery menu group and lottery game, §7 Games): the lottery menu with live draw state
 * (the gameCenter call), the catalogue by prize mode, and the in-app lottery launch.
 */

type LotteryRow = DrawSchedule & {
  game_id: number;
  name: string;
  badge: string;
  hue: number;
  hot_rank: number | null;
  trad_play: number;
  ent_play: number;
  group_id: number;
  group_code: string;
  group_name: string;
  prize_mode: string;
};

export const lotteryIconUrl = (code: string) => `/gw/assets/lottery/${encodeURIComponent(code)}.svg?v=1`;

function rows(db: D1Database, lang: Lang, prizeMode?: string) {
  return db
    .prepare(
      `SELECT l.game_id, l.game_code, l.name_${lang} AS name, l.badge, l.hue, l.period_s, l.lock_s, l.phase_s, l.result_kind, l.digits,
         l.hot_rank, l.on_sale, l.trad_play, l.ent_play, gr.group_id, gr.group_code, gr.name_${lang} AS group_name, gr.prize_mode
       FROM lottery_games l JOIN lottery_groups gr ON gr.group_id = l.group_id
       ${prizeMode ? "WHERE gr.prize_mode = ?1" : ""}
       ORDER BY gr.sort, l.sort`,
    )
    .bind(...(prizeMode ? [prizeMode] : []))
    .all<LotteryRow>();
}

/** §3 Lottery game, with its live draw state at `now`. */
function lotteryGame(row: LotteryRow, now: number) {
  const state = drawState(row, now);
  return {
    gameId: row.game_id,
    gameCode: row.game_code,
    mobileIconUrl: lotteryIconUrl(row.game_code),
    winningTime: state.winningTime,
    numero: state.numero,
    remark: row.name,
    isSale: state.isSale,
    remainTime: state.remainTime,
    lockTime: state.lockTime,
    previousWinningNumber: state.previousWinningNumber,
    gameGroupCode: row.group_code,
    tag: row.hot_rank !== null ? "HOT" : null,
    entPlaySwitch: row.ent_play === 1,
    tradPlaySwitch: row.trad_play === 1,
    mUi: row.result_kind.toLowerCase(),
    css: `lott-${row.prize_mode.toLowerCase()}`,
    code: row.game_code,
    prizeMode: row.prize_mode,
  };
}

const HOT_LABEL: Record<Lang, string> = { ty: "HOT", en: "HOT", pt: "HOT" };

/**
 * §7 Lottery menu: an object whose values are groups with gameMenus: HOT (tag HOT, by hot rank),
 * then each lottery group in order. Draw state is computed for this instant.
 */
const lotteryMenu: Handler = {
  auth: "none",
  async run({ url, request, ctx }) {
    const q = PrizeModeQuery.safeParse(params(url));
    if (!q.success) return fail("lottery.menu.invalid", "Unknown error", 400);
    const lang = languageOf(url, request);
    const now = ctx.now();
    const { results } = await rows(ctx.env.DB, lang, q.data.prizeMode);
    const menu: Record<string, unknown> = {
      HOT: {
        gameGroupId: null,
        displayName: null,
        labelName: HOT_LABEL[lang],
        tag: "HOT",
        gameMenus: results
          .filter((r) => r.hot_rank !== null)
          .sort((a, b) => a.hot_rank! - b.hot_rank!)
          .map((r) => lotteryGame(r, now)),
      },
    };
    for (const r of results) {
      const group = (menu[r.group_code] ??= { gameGroupId: r.group_id, displayName: r.group_name, labelName: r.group_name, tag: null, gameMenus: [] }) as {
        gameMenus: unknown[];
      };
      group.gameMenus.push(lotteryGame(r, now));
    }
    return ok(menu);
  },
};

/** §7 Lottery list by prizeMode: the catalogue without draw state. */
const lotteryList: Handler = {
  auth: "none",
  async run({ url, request, ctx }) {
    const q = PrizeModeQuery.safeParse(params(url));
    if (!q.success) return fail("lottery.list.invalid", "Unknown error", 400);
    const { results } = await rows(ctx.env.DB, languageOf(url, request), q.data.prizeMode);
    return ok(
      results.map((r) => ({
        gameId: r.game_id,
        gameCode: r.game_code,
        remark: r.name,
        mobileIconUrl: lotteryIconUrl(r.game_code),
        prizeMode: r.prize_mode,
        gameGroupCode: r.group_code,
        groupName: r.group_name,
        entPlaySwitch: r.ent_play === 1,
        tradPlaySwitch: r.trad_play === 1,
      })),
    );
  },
};

/** §7 Launch lottery game: the betting view of one game (when a code is given) or the lottery lobby. */
const launchLottery: Handler = {
  auth: "member",
  async run({ request, url, ctx, member, token }) {
    const body = LaunchLotteryRequest.safeParse(await readJson(request));
    if (!body.success) return fail("lottery.launch.invalid", "Unknown error", 400);
    // (decision 041): blocks are the router's; a stake or loss limit already reached stops a launch.
    const limited = await limitCheck(ctx.env.DB, member.id, ["stake", "loss"], 0, ctx.now());
    if (limited) return rgRefusal(limited);
    const { lottoPrizeMode, lottoGameCode, lottoView, backUrl } = body.data;
    let playType = body.data.playType;
    if ((lottoView === "betting") !== Boolean(lottoGameCode)) return fail("lottery.launch.invalid", "Unknown error", 400);
    const db = ctx.env.DB;
    if (lottoGameCode) {
      const game = await db
        .prepare(
          "SELECT l.on_sale, l.trad_play, l.ent_play, gr.prize_mode FROM lottery_games l JOIN lottery_groups gr ON gr.group_id = l.group_id WHERE l.game_code = ?1",
        )
        .bind(lottoGameCode)
        .first<{ on_sale: number; trad_play: number; ent_play: number; prize_mode: string }>();
      if (!game || game.prize_mode !== lottoPrizeMode) return fail("lottery.not.found", "Unknown error", 404);
      if (game.on_sale !== 1) return fail("lottery.suspended", "System upgrading, please try again later.", 409);
      // A play type the game does not offer opens the one it does (every game offers at least one).
      if ((playType === "trad" ? game.trad_play : game.ent_play) !== 1) playType = playType === "trad" ? "ent" : "trad";
    }
    const language = body.data.language
      ? languageOf(new URL(`http://x/?language=${encodeURIComponent(body.data.language)}`), request)
      : languageOf(url, request);
    const gameUrl = await openLaunch(db, ctx.now(), {
      memberId: member.id,
      kind: "LOTTERY",
      vassalage: lottoPrizeMode === "Elott" ? "ELOTT" : "LOTT",
      gameId: lottoGameCode ?? null,
      nodeId: null,
      prizeMode: lottoPrizeMode,
      playType,
      backUrl,
      language,
      sessionHash: await sha256Hex(token),
    });
    return ok({ gameUrl });
  },
};

export const lotteryHandlers = { lotteryMenu, lotteryList, launchLottery };
