/**
 * Contract test of the mission board (research P-MIS-01, decision 039): the app's
 * client calls (missions.server.ts) against the embedded gateway in-process over a fresh local D1,
 * and a done mission's prize claimed through the reward engine (gateway/promotions/rewards.ts claimReward).
 */
import { describe, expect, it } from "vitest";
import { fetchOrders } from "./bets.server";
import { fetchMissionBoard, fetchMissionLeaderboard } from "./missions.server";
import { codeOf, testGateway, withFreshDatabase } from "./testing";
import { openSession, type Member } from "../../gateway/accounts/auth";
import { placeSpin } from "../../gateway/games/bets";
import { REWARD_PROVIDERS } from "../../gateway/promotions/reward-providers";
import { claimReward } from "../../gateway/promotions/rewards";
import { MISSION_PROMOTION_ID } from "../../gateway/seeds/missions";
import { auditLedger } from "../../gateway/wallet/audit";
import { commit, post } from "../../gateway/wallet/ledger";

let db: D1Database;
/** 2026-11-24 12:00 in Manila (UTC+8), a Tuesday. */
const clock = Date.UTC(2026, 10, 24, 4);
const TODAY = "2026-11-24";

withFreshDatabase((fresh) => (db = fresh));

const gw = testGateway(
  () => db,
  () => clock,
);

const COLUMNS = "id, account, type, nickname, to_upline, status, reg_date, last_login_at";
let serial = 0;

/** A member of this test's own, signed in, with `balance` pesos deposited. */
async function member(balance: number, options: { type?: number; nickname?: string } = {}): Promise<Member & { token: string }> {
  const m = (await db
    .prepare(`INSERT INTO members (account, password_hash, type, nickname, reg_date) VALUES (?1, 'x', ?2, ?3, ?4) RETURNING ${COLUMNS}`)
    .bind(`mission${++serial}`, options.type ?? 0, options.nickname ?? null, clock)
    .first<Member>())!;
  if (balance) await post(db, { memberId: m.id, kind: "deposit", amountMinor: Math.round(balance * 100), reference: "opening", now: clock });
  const { token } = await openSession(db, m, clock);
  return { ...m, token };
}

async function spins(memberId: number, n: number, stakeMinor = 1_000, at = clock) {
  for (let i = 0; i < n; i++) {
    const placed = await placeSpin(db, {
      memberId,
      gameType: "RNG",
      vendor: "DEMO",
      gameCode: "demo-slot",
      stakeMinor,
      key: `mission-spin-${memberId}-${i}-${at}`,
      ticketHash: null,
      now: at,
    });
    expect(placed.ok).toBe(true);
  }
}

/** An order placed and cancelled (its stake refunded): bet and refund entries, the sub-order cancelled. */
async function cancelledBet(memberId: number, stakeMinor: number) {
  const id = 9_000_000_000 + ++serial;
  await commit(db, {
    postings: [{ memberId, kind: "bet", amountMinor: -stakeMinor, reference: `bet:${id}` }],
    now: clock,
    after: [
      db
        .prepare("INSERT INTO bet_orders (id, member_id, game_type, vendor, game_code, created_at, settled_at) VALUES (?1, ?2, 'LOTT', 'DEMO', 'demo', ?3, ?3)")
        .bind(id, memberId, clock),
      db
        .prepare(
          "INSERT INTO bet_suborders (order_id, member_id, play, selection, stake_minor, odds_x100, status, settled_at) VALUES (?1, ?2, 'BIG_SMALL', 'BIG', ?3, 195, 'cancelled', ?4)",
        )
        .bind(id, memberId, stakeMinor, clock),
    ],
  });
  await post(db, { memberId, kind: "refund", amountMinor: stakeMinor, reference: `refund:${id}`, now: clock });
}

const mission = (board: Awaited<ReturnType<typeof fetchMissionBoard>>, goal: string) => board.missions.find((m) => m.goal === goal)!;

describe("P-MIS-01 mission board progress", () => {
  it("lists the day's and the week's missions of the running MISSION promotion with the period's end", async () => {
    const me = await member(0);
    const day = await fetchMissionBoard(gw, me.token, "day");
    expect(day.promotionId).toBe(MISSION_PROMOTION_ID);
    expect(day.periodKey).toBe(TODAY);
    expect(day.endsAt).toBe(Date.UTC(2026, 10, 24, 16));
    expect(day.missions.map((m) => [m.goal, m.target, m.prize, m.turnoverMultiple])).toEqual([
      ["stake_count", 5, 10, 1],
      ["stake", 1000, 20, 1],
      ["deposit_total", 500, 15, 1],
    ]);
    const week = await fetchMissionBoard(gw, me.token, "week");
    expect(week.periodKey).toBe("2026-W48");
    expect(week.missions.map((m) => m.goal)).toEqual(["deposit_streak", "stake", "win_total"]);
    expect(week.missions.every((m) => m.state === "in_progress" && m.progress === 0)).toBe(true);
  });

  it("progress equals the member's own bet records for the period; cancelled bets do not count", async () => {
    const me = await member(500);
    await spins(me.id, 3, 2_000);
    await cancelledBet(me.id, 5_000);
    const board = await fetchMissionBoard(gw, me.token, "day");
    const records = await fetchOrders(gw, me.token, { from: TODAY, to: TODAY, gameType: null, status: null, page: 1, pageSize: 50 });
    const counted = records.items.filter((o) => o.status !== "cancelled");
    expect(records.items).toHaveLength(4);
    expect(mission(board, "stake_count").progress).toBe(counted.length);
    expect(mission(board, "stake_count").state).toBe("in_progress");
    expect(mission(board, "stake").progress).toBe(counted.filter((o) => o.gameType === "RNG").reduce((n, o) => n + o.stake, 0));
    const week = await fetchMissionBoard(gw, me.token, "week");
    expect(mission(week, "stake").progress).toBe(60);
  });

  it("refuses a period other than day or week", async () => {
    const me = await member(0);
    expect(await codeOf(fetchMissionBoard(gw, me.token, "month" as "day"))).toBe("mission.period.invalid");
  });
});

describe("P-MIS-01 claiming a done mission", () => {
  it("five concurrent claims pay the prize once, with its wagering requirement", async () => {
    const me = await member(100);
    await spins(me.id, 5);
    const done = mission(await fetchMissionBoard(gw, me.token, "day"), "stake_count");
    expect(done.state).toBe("done");
    expect(done.rewardKey).toBe(`mission:${done.id}:${TODAY}`);
    const before = (await db.prepare("SELECT balance_minor FROM wallets WHERE member_id = ?1").bind(me.id).first<{ balance_minor: number }>())!.balance_minor;

    const outcomes = await Promise.all(Array.from({ length: 5 }, () => claimReward(db, me, done.rewardKey, clock, REWARD_PROVIDERS)));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).map((o) => !o.ok && o.reason)).toEqual(["already", "already", "already", "already"]);

    const after = (await db.prepare("SELECT balance_minor FROM wallets WHERE member_id = ?1").bind(me.id).first<{ balance_minor: number }>())!.balance_minor;
    expect(after - before).toBe(1_000);
    const entries = await db.prepare("SELECT COUNT(*) AS n FROM ledger_entries WHERE member_id = ?1 AND kind = 'mission'").bind(me.id).first<{ n: number }>();
    expect(entries!.n).toBe(1);
    const requirement = await db
      .prepare("SELECT required_minor FROM turnover_requirements WHERE member_id = ?1")
      .bind(me.id)
      .first<{ required_minor: number }>();
    expect(requirement!.required_minor).toBe(1_000);
    expect(mission(await fetchMissionBoard(gw, me.token, "day"), "stake_count").state).toBe("claimed");
    expect((await claimReward(db, me, done.rewardKey, clock, REWARD_PROVIDERS)).ok).toBe(false);
    expect((await auditLedger(db)).differences).toEqual([]);
  });

  it("decision 039: yesterday's done mission stays claimable for 24 h after its day ended, then it is gone", async () => {
    const DAY = 86_400_000;
    const late = await member(100);
    await spins(late.id, 5, 1_000, clock - DAY);
    const key = `mission:1:2026-11-23`;
    expect(mission(await fetchMissionBoard(gw, late.token, "day"), "stake_count").progress).toBe(0);
    // Tomorrow 00:00 in Manila is when yesterday's grace ends.
    expect(await claimReward(db, late, key, Date.UTC(2026, 10, 24, 16), REWARD_PROVIDERS)).toEqual({ ok: false, reason: "not_found" });
    const claimed = await claimReward(db, late, key, clock, REWARD_PROVIDERS);
    expect(claimed.ok && claimed.claim.amountMinor).toBe(1_000);
  });

  it("a mission in progress is owed, not claimable; someone else's key is not found", async () => {
    const me = await member(100);
    const other = await member(100);
    await spins(other.id, 5);
    const key = `mission:1:${TODAY}`;
    expect(await claimReward(db, me, key, clock, REWARD_PROVIDERS)).toEqual({ ok: false, reason: "not_claimable" });
    expect(await claimReward(db, me, "mission:999:2026-11-24", clock, REWARD_PROVIDERS)).toEqual({ ok: false, reason: "not_found" });
  });

  it("a trial account never earns a prize", async () => {
    const trial = await member(100, { type: 4 });
    await spins(trial.id, 5);
    const board = await fetchMissionBoard(gw, trial.token, "day");
    expect(board.prizeEligible).toBe(false);
    expect(await claimReward(db, trial, `mission:1:${TODAY}`, clock, REWARD_PROVIDERS)).toEqual({ ok: false, reason: "not_found" });
  });
});

describe("P-MIS-01 leaderboard", () => {
  it("ranks by the period's stakes with masked names, leaves trial accounts out and pins my rank", async () => {
    // Stakes far above any seeded member's day (the seed's history follows the real date, this
    // test's clock is fixed: on some days seeded players share the clock's day).
    const trial = await member(1_000_000, { type: 4, nickname: "Zed Trial" });
    await spins(trial.id, 1, 98_760_000);
    const top = await member(1_000_000, { nickname: "Quentin" });
    await spins(top.id, 1, 98_750_000);
    const me = await member(10, { nickname: "Xavier" });
    await spins(me.id, 1, 100);

    const board = await fetchMissionLeaderboard(gw, me.token, "day");
    expect(board.top[0]).toMatchObject({ rank: 1, name: "Q***", score: 987_500 });
    expect(board.top.some((r) => r.name.startsWith("Z"))).toBe(false);
    expect(board.top.every((r) => /^(\S\*\*\*)( \S\*\*\*)*$/.test(r.name))).toBe(true);
    expect(board.myRank).not.toBeNull();
    const mine = board.top.find((r) => r.me) ?? board.pinned;
    expect(mine).toMatchObject({ name: "X***", score: 1, rank: board.myRank });

    const trialView = await fetchMissionLeaderboard(gw, trial.token, "day");
    expect(trialView.myRank).toBeNull();
    expect(trialView.pinned).toBeNull();
  });
});

describe("P-MIS-01 not available", () => {
  it("is refused when the MISSION promotion is not running or the switch is off", async () => {
    const me = await member(0);
    await db
      .prepare("UPDATE promotions SET ends_at = ?2 WHERE id = ?1")
      .bind(MISSION_PROMOTION_ID, clock - 1)
      .run();
    expect(await codeOf(fetchMissionBoard(gw, me.token, "day"))).toBe("mission.unavailable");
    expect(await codeOf(fetchMissionLeaderboard(gw, me.token, "week"))).toBe("mission.unavailable");
    await db.prepare("UPDATE promotions SET ends_at = NULL WHERE id = ?1").bind(MISSION_PROMOTION_ID).run();
    await db.prepare("UPDATE feature_switches SET enabled = 0 WHERE code = 'MISSION3'").run();
    expect(await codeOf(fetchMissionBoard(gw, me.token, "day"))).toBe("mission.unavailable");
    await db.prepare("UPDATE feature_switches SET enabled = 1 WHERE code = 'MISSION3'").run();
    expect((await fetchMissionBoard(gw, me.token, "day")).missions).toHaveLength(3);
  });
});
