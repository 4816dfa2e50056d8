/**
 * Contract test of invite friends (research P-INV-01/02, decision 038): the app's
 * client calls (referral.server.ts) and registration against the embedded gateway in-process over
 * a fresh local D1, and the referral provider through the reward engine.
 */
import { describe, expect, it } from "vitest";
import { register, type RegisterRequest } from "./account.server";
import { fetchReferralFriends, fetchReferralSummary, recordReferralVisit } from "./referral.server";
import { codeOf, testGateway, withFreshDatabase } from "./testing";
import type { FriendRange } from "../../contract/referral-rules";
import { findMemberByAccount, openSession, type Member } from "../../gateway/accounts/auth";
import { REWARD_PROVIDERS } from "../../gateway/promotions/reward-providers";
import { claimReward, openRewards } from "../../gateway/promotions/rewards";
import { auditLedger } from "../../gateway/wallet/audit";
import { creditDeposit } from "../../gateway/wallet/deposits";

let db: D1Database;
/** The seed places the team (and so demo's seeded referrals) relative to the real clock. */
const clock = Date.now();

withFreshDatabase((fresh) => (db = fresh));

const gw = () =>
  testGateway(
    () => db,
    () => clock,
  );

const base = {
  password: "friend123",
  confirmPassword: "friend123",
  registerMethod: "H5",
  registerUrl: "localhost",
  type: "0" as const,
  countryDialingCode: "+63",
  birthDate: "1990-05-01",
};

/** Registers `username` with `code` (the hourly per-address limit reset first) and returns the member and a token. */
async function signUp(username: string, code?: string): Promise<{ member: Member; token: string }> {
  await db.prepare("DELETE FROM rate_limits").run();
  const body: RegisterRequest = { ...base, username, ...(code ? { affiliateCode: code } : {}) };
  const session = await register(gw(), body);
  expect(session).toMatchObject({ userName: username });
  const member = (await findMemberByAccount(db, username))!;
  return { member, token: (await openSession(db, member, clock)).token };
}

const rowOf = (account: string) =>
  db.prepare("SELECT parent_id, referrer_id FROM members WHERE account = ?1").bind(account).first<{ parent_id: number | null; referrer_id: number | null }>();

let depositSerial = 0;
/** A credited e-wallet deposit of `pesos`, through the real credit flow. */
async function deposit(memberId: number, pesos: number) {
  const id = 5_550_000_000 + ++depositSerial;
  await db
    .prepare(
      `INSERT INTO deposits (id, member_id, channel_code, amount_minor, status, idempotency_key, created_at)
       VALUES (?1, ?2, 'GCASH', ?3, 'pending', ?4, ?5)`,
    )
    .bind(id, memberId, Math.round(pesos * 100), `referral-test-${id}`, clock)
    .run();
  expect((await creditDeposit(db, id, clock)).ok).toBe(true);
}

const signIn = async (account: string) => {
  const member = (await findMemberByAccount(db, account))!;
  return { member, token: (await openSession(db, member, clock)).token };
};

describe("invite friends (P-INV-01/02)", () => {
  it("P-INV-01 demo's seeded referrals: one qualified (claimable), one not yet; amounts never shown", async () => {
    const demo = await signIn("demo");
    const summary = await fetchReferralSummary(gw(), demo.token);
    expect(summary.code).toBe("DEMOFRIEND");
    expect(summary.stats).toMatchObject({ registered: 2, qualified: 1, earned: 0, pending: 100 });
    expect(summary.rules).toEqual({ minDeposit: 500, reward: 100, inviteeReward: 100, turnoverMultiple: 1, windowDays: 30 });
    const month = await fetchReferralFriends(gw(), demo.token, { range: "1m", page: 1 });
    expect(month.items.map((f) => [f.account, f.status])).toEqual([
      ["ca***95", "registered"],
      ["li***77", "qualified"],
    ]);
    expect(month.items[1]!.rewardKey).toBe("referral:4:117");
    // Carla joined today, Liza nine days ago.
    expect((await fetchReferralFriends(gw(), demo.token, { range: "24h", page: 1 })).items.map((f) => f.account)).toEqual(["ca***95"]);
    expect((await fetchReferralFriends(gw(), demo.token, { range: "3d", page: 1 })).total).toBe(1);
    expect((await fetchReferralFriends(gw(), demo.token, { range: "1m", page: 2 })).items).toEqual([]);
    const rewards = await openRewards(db, demo.member, clock, REWARD_PROVIDERS);
    expect(rewards.find((r) => r.key === "referral:4:117")).toMatchObject({ state: "claimable", amountMinor: 10_000, progress: null });
    expect(rewards.find((r) => r.key === "referral:4:119")).toMatchObject({ state: "owed", progress: null });
    // The detail names the friend masked, and carries none of their amounts.
    expect(rewards.find((r) => r.key === "referral:4:117")!.detail).toEqual({ promotionId: 4, invitee: "li***77", registeredAt: expect.any(Number) });
  });

  it("P-INV-02 a player's code makes a referral in the player's agent's team; an agent's code is unchanged", async () => {
    await signUp("friendofdemo", "DEMOFRIEND");
    expect(await rowOf("friendofdemo")).toEqual({ parent_id: 2, referrer_id: 1 });
    await signUp("ramosdown1", "RAMOS88");
    expect(await rowOf("ramosdown1")).toEqual({ parent_id: 2, referrer_id: null });
    await signUp("nocode0001");
    expect(await rowOf("nocode0001")).toEqual({ parent_id: null, referrer_id: null });
    // A player without an agent: the friend has none either.
    const lone = await signUp("loneplayer1");
    const code = (await fetchReferralSummary(gw(), lone.token)).code;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await fetchReferralSummary(gw(), lone.token)).code).toBe(code);
    await signUp("lonefriend1", code);
    expect(await rowOf("lonefriend1")).toEqual({ parent_id: null, referrer_id: lone.member.id });
  });

  it("P-INV-01 counts visits per code, refuses unknown codes", async () => {
    const inviter = await signUp("visitcount1", "RAMOS88");
    const { code } = await fetchReferralSummary(gw(), inviter.token);
    await recordReferralVisit(gw(), code);
    await recordReferralVisit(gw(), code.toLowerCase());
    expect((await fetchReferralSummary(gw(), inviter.token)).stats.invited).toBe(2);
    expect(await codeOf(recordReferralVisit(gw(), "NOSUCHCODE9"))).toBe("affiliate.invalid");
    expect(await codeOf(recordReferralVisit(gw(), "bad code!"))).toBe("affiliate.invalid");
  });

  it("P-INV-02 an invitee qualifies with ₱500 credited in the window; both rewards claim once, with wagering", async () => {
    const inviter = await signUp("inviter0001", "RAMOS88");
    const { code } = await fetchReferralSummary(gw(), inviter.token);
    const friend = await signUp("invitee0001", code);
    expect(await rowOf("invitee0001")).toEqual({ parent_id: 2, referrer_id: inviter.member.id });

    await deposit(friend.member.id, 300);
    let summary = await fetchReferralSummary(gw(), inviter.token);
    expect(summary.stats).toMatchObject({ registered: 1, qualified: 0, pending: 0 });
    const self = (await openRewards(db, friend.member, clock, REWARD_PROVIDERS)).find((r) => r.key === "referral:4:self");
    expect(self).toMatchObject({ state: "owed", progress: { done: 30_000, target: 50_000, unit: "minor" } });

    await deposit(friend.member.id, 200);
    summary = await fetchReferralSummary(gw(), inviter.token);
    expect(summary.stats).toMatchObject({ registered: 1, qualified: 1, pending: 100, earned: 0 });
    const key = `referral:4:${friend.member.id}`;
    const paid = await claimReward(db, inviter.member, key, clock, REWARD_PROVIDERS);
    expect(paid).toMatchObject({ ok: true, claim: { amountMinor: 10_000, requiredMinor: 10_000 } });
    expect(await claimReward(db, inviter.member, key, clock, REWARD_PROVIDERS)).toEqual({ ok: false, reason: "already" });
    // Someone else's reward is not theirs to claim.
    expect(await claimReward(db, friend.member, key, clock, REWARD_PROVIDERS)).toEqual({ ok: false, reason: "not_found" });
    expect(await claimReward(db, friend.member, "referral:4:self", clock, REWARD_PROVIDERS)).toMatchObject({ ok: true });

    summary = await fetchReferralSummary(gw(), inviter.token);
    expect(summary.stats).toMatchObject({ qualified: 1, pending: 0, earned: 100 });
    const list = await fetchReferralFriends(gw(), inviter.token, { range: "24h", page: 1 });
    expect(list.items).toEqual([expect.objectContaining({ account: "in***01", status: "rewarded", earned: 100, rewardKey: null })]);
    const ledger = await db
      .prepare("SELECT kind, amount_minor FROM ledger_entries WHERE member_id = ?1 AND kind = 'referral'")
      .bind(inviter.member.id)
      .all<{ kind: string; amount_minor: number }>();
    expect(ledger.results).toEqual([{ kind: "referral", amount_minor: 10_000 }]);
    expect((await auditLedger(db)).differences).toEqual([]);
  });

  it("refuses a bad range or page, and everything once the referral promotion stops", async () => {
    const demo = await signIn("demo");
    expect(await codeOf(fetchReferralFriends(gw(), demo.token, { range: "2y" as FriendRange, page: 1 }))).toBe("referral.range");
    expect(await codeOf(fetchReferralFriends(gw(), demo.token, { range: "7d", page: 0 }))).toBe("referral.page");
    // A trial account invites nobody (and gets no code).
    const trial = (await db
      .prepare(
        "INSERT INTO members (account, password_hash, type, reg_date) VALUES ('trialref01', 'x', 4, ?1) RETURNING id, account, type, nickname, to_upline, status, reg_date, last_login_at",
      )
      .bind(clock)
      .first<Member>())!;
    const trialToken = (await openSession(db, trial, clock)).token;
    expect(await codeOf(fetchReferralSummary(gw(), trialToken))).toBe("referral.closed");
    expect(await db.prepare("SELECT COUNT(*) AS n FROM affiliate_codes WHERE member_id = ?1").bind(trial.id).first<{ n: number }>()).toEqual({ n: 0 });
    await db.prepare("UPDATE promotions SET active = 0 WHERE id = 4").run();
    try {
      expect(await codeOf(fetchReferralSummary(gw(), demo.token))).toBe("referral.closed");
      expect(await codeOf(fetchReferralFriends(gw(), demo.token, { range: "7d", page: 1 }))).toBe("referral.closed");
      expect((await openRewards(db, demo.member, clock, REWARD_PROVIDERS)).filter((r) => r.source === "referral")).toEqual([]);
    } finally {
      await db.prepare("UPDATE promotions SET active = 1 WHERE id = 4").run();
    }
  });
});
