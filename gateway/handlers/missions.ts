import { isTrial } from "../../contract/member-types";
import { isMissionPeriod, periodBounds, type MissionPeriod } from "../../contract/mission-rules";
import type { Handler } from "../core/handler";
import { fail, ok } from "../core/http";
import { missionBoardOpen, missionCards, missionLeaderboard } from "../promotions/missions";

/**
 * The mission board (/m/leaderBoard, decision 039): the period's missions with
 * the member's progress, and the period's leaderboard. Amounts go out in major units. Refused with
 * `mission.unavailable` when switch MISSION3 is off or no MISSION promotion runs; a period other
 * than day or week is `mission.period.invalid`.
 */

const major = (minor: number) => minor / 100;

const UNAVAILABLE = () => fail("mission.unavailable", "The mission board is not available now", 403);
const BAD_PERIOD = () => fail("mission.period.invalid", "Period must be day or week", 400);

function periodOf(url: URL): MissionPeriod | null {
  const value = url.searchParams.get("period") ?? "day";
  return isMissionPeriod(value) ? value : null;
}

const missionBoard: Handler = {
  auth: "member",
  async run({ url, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const period = periodOf(url);
    if (!period) return BAD_PERIOD();
    const promotion = await missionBoardOpen(db, now);
    if (!promotion) return UNAVAILABLE();
    const bounds = periodBounds(period, now);
    const [cards, wallet] = await Promise.all([
      missionCards(db, member, promotion.id, bounds, now),
      db.prepare("SELECT currency_symbol FROM wallets WHERE member_id = ?1").bind(member.id).first<{ currency_symbol: string }>(),
    ]);
    return ok({
      currencySymbol: wallet?.currency_symbol ?? "₱",
      promotionId: promotion.id,
      period,
      periodKey: bounds.key,
      startsAt: bounds.start,
      endsAt: bounds.end,
      now,
      /** Trial accounts (type 4) see the board but never earn prizes. */
      prizeEligible: !isTrial(member.type),
      missions: cards.map((c) => ({
        id: c.id,
        goal: c.goal,
        category: c.category,
        unit: c.unit,
        // Money goals in major units, counts and days as they are.
        target: c.unit === "minor" ? major(c.targetValue) : c.targetValue,
        progress: c.unit === "minor" ? major(c.doneValue) : c.doneValue,
        prize: major(c.prizeMinor),
        turnoverMultiple: c.turnoverMultiple,
        state: c.state,
        rewardKey: c.rewardKey,
      })),
    });
  },
};

const missionLeaderboardHandler: Handler = {
  auth: "member",
  async run({ url, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const period = periodOf(url);
    if (!period) return BAD_PERIOD();
    if (!(await missionBoardOpen(db, now))) return UNAVAILABLE();
    const bounds = periodBounds(period, now);
    const board = await missionLeaderboard(db, member, bounds);
    const row = (r: { rank: number; name: string; score: number; me: boolean }) => ({ rank: r.rank, name: r.name, score: major(r.score), me: r.me });
    return ok({
      period,
      periodKey: bounds.key,
      endsAt: bounds.end,
      top: board.top.map(row),
      pinned: board.pinned ? row(board.pinned) : null,
      myRank: board.myRank,
      myScore: major(board.myScore),
    });
  },
};

export const missionHandlers = { missionBoard, missionLeaderboard: missionLeaderboardHandler };
