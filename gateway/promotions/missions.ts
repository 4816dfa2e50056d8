import type { OpenReward, RewardProvider } from "./rewards";
import { isTrial } from "../../contract/member-types";
import {
  CLAIM_GRACE_MS,
  LEADERBOARD_SIZE,
  MISSION_PERIODS,
  goalUnit,
  leaderboard,
  missionProgress,
  missionRewardKey,
  periodBounds,
  previousPeriod,
  type MissionGoal,
  type MissionPeriod,
  type PeriodBounds,
  type PeriodFacts,
  type RankedRow,
} from "../../contract/mission-rules";
import type { Member } from "../accounts/auth";
import { settleDue } from "../games/bets";

/**
 * The mission board (research P-MIS-01, decision 039): the running MISSION
 * promotion's missions with each member's progress, computed from the period's bet orders and
 * credited deposits (never stored), the reward provider that makes a done mission claimable in the
 * reward centre, and the period's leaderboard by stakes. Stakes count when PLACED in the period
 * (bet_orders.created_at), cancelled sub-orders never; wins when settled in the period; deposits
 * when credited (deposits.decided_at, status success) at the amount credited (net of the fee).
 */

/** §4, decision 025: the merchant switch of the member centre's mission row and of the board. */
export const MISSION_SWITCH = "MISSION3";

export type MissionRow = {
  id: number;
  promotion_id: number;
  period: MissionPeriod;
  goal: MissionGoal;
  category: string | null;
  target: number;
  prize_minor: number;
  turnover_multiple: number;
  sort: number;
};

/** The running mission promotion (category MISSION, kind mission, active, inside its dates), or null. */
export async function runningMissionPromotion(db: D1Database, now: number): Promise<{ id: number; ends_at: number | null } | null> {
  return db
    .prepare(
      `SELECT id, ends_at FROM promotions
        WHERE active = 1 AND category = 'MISSION' AND kind = 'mission'
          AND (starts_at IS NULL OR starts_at <= ?1) AND (ends_at IS NULL OR ends_at > ?1)
        ORDER BY sort, id LIMIT 1`,
    )
    .bind(now)
    .first<{ id: number; ends_at: number | null }>();
}

export async function missionSwitchOn(db: D1Database): Promise<boolean> {
  const row = await db.prepare("SELECT enabled FROM feature_switches WHERE code = ?1").bind(MISSION_SWITCH).first<{ enabled: number }>();
  return row?.enabled === 1;
}

/** The board's promotion when the switch is on and a mission promotion runs; null: refused. */
export async function missionBoardOpen(db: D1Database, now: number): Promise<{ id: number; ends_at: number | null } | null> {
  const [on, promotion] = await Promise.all([missionSwitchOn(db), runningMissionPromotion(db, now)]);
  return on ? promotion : null;
}

export async function activeMissions(db: D1Database, promotionId: number, period?: MissionPeriod): Promise<MissionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, promotion_id, period, goal, category, target, prize_minor, turnover_multiple, sort FROM missions
        WHERE promotion_id = ?1 AND active = 1 AND (?2 IS NULL OR period = ?2) ORDER BY sort, id`,
    )
    .bind(promotionId, period ?? null)
    .all<MissionRow>();
  return results;
}

/** A member's sub-orders of the orders placed in [?2, ?3) (?1 the member). */
export const PERIOD_STAKES_SQL = `SELECT o.id AS orderId, o.game_type AS gameType, s.stake_minor AS stakeMinor, s.status
  FROM bet_orders o JOIN bet_suborders s ON s.order_id = o.id
  WHERE o.member_id = ?1 AND o.created_at >= ?2 AND o.created_at < ?3`;
/** A member's sub-orders won and settled in [?2, ?3). */
export const PERIOD_WINS_SQL = `SELECT win_minor AS winMinor, status FROM bet_suborders
  WHERE member_id = ?1 AND status = 'won' AND settled_at >= ?2 AND settled_at < ?3`;
/** A member's deposits credited in [?2, ?3): the index deposits_member_credited answers it from the member's own rows. */
export const PERIOD_DEPOSITS_SQL = `SELECT decided_at AS creditedAt, amount_minor - fee_minor AS amountMinor FROM deposits
  WHERE member_id = ?1 AND status = 'success' AND decided_at >= ?2 AND decided_at < ?3`;

/** The facts of one member's period: sub-orders of orders placed in it, wins settled in it, deposits credited in it. */
export async function periodFacts(db: D1Database, memberId: number, bounds: Pick<PeriodBounds, "start" | "end">): Promise<PeriodFacts> {
  const [stakes, wins, deposits] = await db.batch<Record<string, unknown>>(
    [PERIOD_STAKES_SQL, PERIOD_WINS_SQL, PERIOD_DEPOSITS_SQL].map((sql) => db.prepare(sql).bind(memberId, bounds.start, bounds.end)),
  );
  return {
    stakes: (stakes?.results ?? []) as unknown[] as PeriodFacts["stakes"],
    wins: (wins?.results ?? []) as unknown[] as PeriodFacts["wins"],
    deposits: (deposits?.results ?? []) as unknown[] as PeriodFacts["deposits"],
  };
}

export type MissionState = "in_progress" | "done" | "claimed";

export type MissionCard = {
  id: number;
  period: MissionPeriod;
  goal: MissionGoal;
  category: string | null;
  unit: "minor" | "count" | "days";
  targetValue: number;
  doneValue: number;
  prizeMinor: number;
  turnoverMultiple: number;
  state: MissionState;
  rewardKey: string;
};

async function claimedKeys(db: D1Database, memberId: number, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const { results } = await db
    .prepare(`SELECT reward_key FROM reward_claims WHERE member_id = ?1 AND reward_key IN (${keys.map((_, i) => `?${i + 2}`).join(", ")})`)
    .bind(memberId, ...keys)
    .all<{ reward_key: string }>();
  return new Set(results.map((r) => r.reward_key));
}

/** The cards of one period's missions for a member (settles the member's due lottery bets first, for wins). */
export async function missionCards(db: D1Database, member: Member, promotionId: number, bounds: PeriodBounds, now: number): Promise<MissionCard[]> {
  const missions = await activeMissions(db, promotionId, bounds.period);
  if (!missions.length) return [];
  await settleDue(db, member.id, now);
  const facts = await periodFacts(db, member.id, bounds);
  const claimed = await claimedKeys(
    db,
    member.id,
    missions.map((m) => missionRewardKey(m.id, bounds.key)),
  );
  return missions.map((m) => {
    const rewardKey = missionRewardKey(m.id, bounds.key);
    const doneValue = missionProgress(m, facts, bounds, now);
    const state: MissionState = claimed.has(rewardKey) ? "claimed" : doneValue >= m.target ? "done" : "in_progress";
    return {
      id: m.id,
      period: m.period,
      goal: m.goal,
      category: m.category,
      unit: goalUnit(m.goal),
      targetValue: m.target,
      doneValue,
      prizeMinor: m.prize_minor,
      turnoverMultiple: m.turnover_multiple,
      state,
      rewardKey,
    };
  });
}

/* ---------------- the reward provider ---------------- */

function rewardOf(m: MissionCard, promotionId: number, bounds: PeriodBounds): OpenReward {
  return {
    key: m.rewardKey,
    source: "mission",
    promotionId,
    state: m.state === "done" ? "claimable" : "owed",
    amountMinor: m.prizeMinor,
    requiredMinor: m.prizeMinor * m.turnoverMultiple,
    turnoverMultiple: m.turnoverMultiple,
    ledgerKind: "mission",
    progress: { done: m.doneValue, target: m.targetValue, unit: m.unit },
    // A done mission may be claimed until 24 h after its period ends; one in progress ends with it.
    expiresAt: m.state === "done" ? bounds.end + CLAIM_GRACE_MS : bounds.end,
    claimPath: null,
    detail: { missionId: m.id, period: m.period, periodKey: bounds.key, goal: m.goal, category: m.category, target: m.targetValue },
  };
}

/**
 * Each mission of the current day and week: claimable when done, owed with its progress otherwise;
 * and the previous period's done missions, claimable for 24 h after it ended. Trial accounts (type
 * 4) never earn prizes; nothing is open when the switch is off or no mission promotion runs.
 */
export const missionRewardProvider: RewardProvider = {
  source: "mission",
  async list(db, member, now) {
    if (isTrial(member.type)) return [];
    const promotion = await missionBoardOpen(db, now);
    if (!promotion) return [];
    const out: OpenReward[] = [];
    for (const period of MISSION_PERIODS) {
      const current = periodBounds(period, now);
      for (const card of await missionCards(db, member, promotion.id, current, now)) {
        if (card.state !== "claimed") out.push(rewardOf(card, promotion.id, current));
      }
      const previous = previousPeriod(period, now);
      if (now < previous.end + CLAIM_GRACE_MS) {
        // Progress of a closed period is read as at its last instant.
        for (const card of await missionCards(db, member, promotion.id, previous, previous.end - 1)) {
          if (card.state === "done") out.push(rewardOf(card, promotion.id, previous));
        }
      }
    }
    return out;
  },
};

/* ---------------- leaderboard ---------------- */

/** Members' stakes placed in the period (cancelled sub-orders left out), trial accounts never. */
const SCORES = `SELECT o.member_id, SUM(s.stake_minor) AS score
  FROM bet_orders o JOIN bet_suborders s ON s.order_id = o.id JOIN members m ON m.id = o.member_id
  WHERE o.created_at >= ?1 AND o.created_at < ?2 AND s.status <> 'cancelled' AND m.type <> 4
  GROUP BY o.member_id`;

export async function missionLeaderboard(
  db: D1Database,
  member: Member,
  bounds: Pick<PeriodBounds, "start" | "end">,
): Promise<{ top: RankedRow[]; pinned: RankedRow | null; myRank: number | null; myScore: number }> {
  const [top, mine] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `WITH scores AS (${SCORES}) SELECT m.id AS memberId, COALESCE(m.nickname, m.account) AS name, s.score
           FROM scores s JOIN members m ON m.id = s.member_id WHERE s.score > 0 ORDER BY s.score DESC, m.id LIMIT ?3`,
      )
      .bind(bounds.start, bounds.end, LEADERBOARD_SIZE),
    db
      .prepare(
        `WITH scores AS (${SCORES}),
              me AS (SELECT COALESCE((SELECT score FROM scores WHERE member_id = ?3), 0) AS score)
         SELECT me.score, (SELECT COUNT(*) FROM scores WHERE scores.score > me.score) AS higher FROM me`,
      )
      .bind(bounds.start, bounds.end, member.id),
  ]);
  const m = (mine?.results[0] as { score: number; higher: number } | undefined) ?? { score: 0, higher: 0 };
  const trial = isTrial(member.type);
  const board = leaderboard(
    (top?.results ?? []) as { memberId: number; name: string; score: number }[],
    trial ? null : { memberId: member.id, name: member.nickname ?? member.account, score: m.score, higher: m.higher },
  );
  const myRank = trial || m.score <= 0 ? null : (board.top.find((r) => r.me)?.rank ?? board.pinned?.rank ?? null);
  return { ...board, myRank, myScore: trial ? 0 : m.score };
}
