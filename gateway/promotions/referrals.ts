import type { OpenReward, RewardProvider } from "./rewards";
import { maskAccount } from "../../contract/masking";
import { operatorDay } from "../../contract/record-range";
import { FRIENDS_PAGE_SIZE, isQualified, qualificationDeadline, rangeStart, type FriendRange, type FriendStatus } from "../../contract/referral-rules";
import { ReferralRules } from "../../contract/schemas/promotions";
import type { Member } from "../accounts/auth";
import { inviteCodeOf } from "../agent/downlines";

/**
 * Invite friends (research P-INV-01/02 and 2.4.2, decision 038). A member's
 * invitation code shares the agents' namespace (affiliate_codes, made on first request by
 * downlines.ts `inviteCodeOf`). A player's code makes the new member their referral
 * (members.referrer_id); the referral joins the inviter's agent's team (registration,
 * handlers/accounts.ts). The referral promotion (category REFERRAL, kind referral) rewards the
 * inviter once per invitee whose credited deposits within `windowDays` of registering reach
 * `minDepositMinor`, and the invitee once. Nothing is stored before a claim: the rewards are
 * derived from members and deposits (gateway/promotions/rewards.ts).
 *
 * Privacy: the inviter never sees an invitee's amounts, only a masked account, the sign-up date and
 * "registered / qualified / rewarded".
 */

export type ReferralPromotion = { id: number; rules: ReferralRules };

/** The running referral promotion (the one promotionKeys reports as REFERRAL), or null when none runs or its rules do not parse. */
export async function runningReferralPromotion(db: D1Database, now: number): Promise<ReferralPromotion | null> {
  const row = await db
    .prepare(
      `SELECT id, rules FROM promotions
        WHERE category = 'REFERRAL' AND kind = 'referral' AND active = 1
          AND (starts_at IS NULL OR starts_at <= ?1) AND (ends_at IS NULL OR ends_at > ?1)
        ORDER BY sort, id LIMIT 1`,
    )
    .bind(now)
    .first<{ id: number; rules: string }>();
  if (!row) return null;
  let json: unknown;
  try {
    json = JSON.parse(row.rules);
  } catch {
    return null;
  }
  const rules = ReferralRules.safeParse(json);
  return rules.success ? { id: row.id, rules: rules.data } : null;
}

export type Invitee = { id: number; account: string; registeredAt: number; creditedMinor: number; qualified: boolean; deadline: number };

/**
 * Credited deposits (the amount net of any fee) between registering and the window's end: a range
 * of the invitee's own rows in deposits_member_credited, whatever the rest of the site deposited.
 */
const CREDITED_IN_WINDOW = `COALESCE((SELECT SUM(d.amount_minor - d.fee_minor) FROM deposits d
   WHERE d.member_id = m.id AND d.status = 'success' AND d.decided_at >= m.reg_date AND d.decided_at < m.reg_date + ?2), 0)`;

/** ?1 the inviter, ?2 the window in ms, ?3 the earliest registration. */
export const INVITEES_SQL = `SELECT m.id, m.account, m.reg_date, ${CREDITED_IN_WINDOW} AS credited
  FROM members m WHERE m.referrer_id = ?1 AND m.reg_date >= ?3 ORDER BY m.reg_date DESC, m.id DESC`;
/** ?1 the member, ?2 the window in ms. */
export const SELF_REFERRAL_SQL = `SELECT m.id, m.account, m.reg_date, ${CREDITED_IN_WINDOW} AS credited FROM members m WHERE m.id = ?1 AND m.referrer_id IS NOT NULL`;

/** The member's referrals with their qualification, newest first; `since` keeps those registered from then on. */
export async function inviteesOf(db: D1Database, inviterId: number, rules: ReferralRules, since = 0): Promise<Invitee[]> {
  const { results } = await db
    .prepare(INVITEES_SQL)
    .bind(inviterId, rules.windowDays * 86_400_000, since)
    .all<{ id: number; account: string; reg_date: number; credited: number }>();
  return results.map((r) => ({
    id: r.id,
    account: r.account,
    registeredAt: r.reg_date,
    creditedMinor: r.credited,
    qualified: isQualified(r.credited, rules),
    deadline: qualificationDeadline(r.reg_date, rules),
  }));
}

/** The member's own referral standing: who invited them and what they deposited in their window. */
async function selfOf(db: D1Database, memberId: number, rules: ReferralRules): Promise<Invitee | null> {
  const row = await db
    .prepare(SELF_REFERRAL_SQL)
    .bind(memberId, rules.windowDays * 86_400_000)
    .first<{ id: number; account: string; reg_date: number; credited: number }>();
  if (!row) return null;
  return {
    id: row.id,
    account: row.account,
    registeredAt: row.reg_date,
    creditedMinor: row.credited,
    qualified: isQualified(row.credited, rules),
    deadline: qualificationDeadline(row.reg_date, rules),
  };
}

export const inviterRewardKey = (promotionId: number, inviteeId: number) => `referral:${promotionId}:${inviteeId}`;
export const selfRewardKey = (promotionId: number) => `referral:${promotionId}:self`;

function reward(
  promotion: ReferralPromotion,
  key: string,
  amountMinor: number,
  qualified: boolean,
  deadline: number,
  detail: OpenReward["detail"],
): OpenReward {
  return {
    key,
    source: "referral",
    promotionId: promotion.id,
    state: qualified ? "claimable" : "owed",
    amountMinor,
    requiredMinor: amountMinor * promotion.rules.turnoverMultiple,
    turnoverMultiple: promotion.rules.turnoverMultiple,
    ledgerKind: "referral",
    progress: null,
    // Qualified: claimable while the promotion runs. Not yet: gone when the window closes unmet.
    expiresAt: qualified ? null : deadline,
    claimPath: null,
    detail,
  };
}

/**
 * The referral rewards of a member (the reward centre's provider): one per invitee (claimable once
 * qualified, owed while the window is open; a masked account and no amounts of theirs), and, for a
 * member who was invited, their own once they qualify (owed before, with the progress of their own deposits).
 */
export const referralProvider: RewardProvider = {
  source: "referral",
  async list(db, member, now) {
    const promotion = await runningReferralPromotion(db, now);
    if (!promotion) return [];
    const { rules } = promotion;
    const [invitees, self] = await Promise.all([inviteesOf(db, member.id, rules), selfOf(db, member.id, rules)]);
    const out = invitees.map((i) =>
      reward(promotion, inviterRewardKey(promotion.id, i.id), rules.rewardMinor, i.qualified, i.deadline, {
        promotionId: promotion.id,
        invitee: maskAccount(i.account),
        registeredAt: i.registeredAt,
      }),
    );
    if (self && rules.inviteeRewardMinor > 0) {
      const own = reward(promotion, selfRewardKey(promotion.id), rules.inviteeRewardMinor, self.qualified, self.deadline, {
        promotionId: promotion.id,
        invitee: null,
        registeredAt: self.registeredAt,
      });
      // The member's own deposits: theirs to see.
      own.progress = self.qualified ? null : { done: self.creditedMinor, target: rules.minDepositMinor, unit: "minor" };
      out.push(own);
    }
    return out;
  },
};

/* ---------------- summary and friends ---------------- */

async function claimedReferralKeys(db: D1Database, memberId: number): Promise<Map<string, number>> {
  const { results } = await db
    .prepare("SELECT reward_key, amount_minor FROM reward_claims WHERE member_id = ?1 AND source = 'referral'")
    .bind(memberId)
    .all<{ reward_key: string; amount_minor: number }>();
  return new Map(results.map((r) => [r.reward_key, r.amount_minor]));
}

/** An inviter's reward is claimed when a claim's key names this invitee (under any referral promotion). */
function earnedFor(claimed: Map<string, number>, inviteeId: number): number {
  let sum = 0;
  for (const [key, amount] of claimed) if (key.startsWith("referral:") && key.endsWith(`:${inviteeId}`)) sum += amount;
  return sum;
}

export type ReferralSummary = {
  code: string;
  stats: { invited: number; registered: number; qualified: number; earnedMinor: number; pendingMinor: number };
  rules: ReferralRules | null;
};

/** The invite page's head: the member's code (made now when they have none) and their counters. */
export async function referralSummary(db: D1Database, member: Member, now: number): Promise<ReferralSummary> {
  const promotion = await runningReferralPromotion(db, now);
  const code = await inviteCodeOf(db, member.id);
  const [visits, registered, claimed, invitees] = await Promise.all([
    db
      .prepare("SELECT COALESCE(SUM(v.visits), 0) AS n FROM referral_visits v JOIN affiliate_codes c ON c.code = v.code WHERE c.member_id = ?1")
      .bind(member.id)
      .first<{ n: number }>(),
    db.prepare("SELECT COUNT(*) AS n FROM members WHERE referrer_id = ?1").bind(member.id).first<{ n: number }>(),
    claimedReferralKeys(db, member.id),
    promotion ? inviteesOf(db, member.id, promotion.rules) : Promise.resolve([]),
  ]);
  const qualified = invitees.filter((i) => i.qualified);
  const earnedMinor = [...claimed].filter(([key]) => !key.endsWith(":self")).reduce((n, [, amount]) => n + amount, 0);
  const pendingMinor = promotion ? qualified.filter((i) => !claimed.has(inviterRewardKey(promotion.id, i.id))).length * promotion.rules.rewardMinor : 0;
  return {
    code,
    stats: { invited: visits?.n ?? 0, registered: registered?.n ?? 0, qualified: qualified.length, earnedMinor, pendingMinor },
    rules: promotion?.rules ?? null,
  };
}

export type ReferralFriend = { id: number; account: string; registeredAt: number; status: FriendStatus; earnedMinor: number; rewardKey: string | null };

/** The member's referrals who signed up in the range, newest first, a page at a time (accounts masked). */
export async function referralFriends(
  db: D1Database,
  member: Member,
  range: FriendRange,
  page: number,
  now: number,
): Promise<{ items: ReferralFriend[]; page: number; pageSize: number; total: number }> {
  const promotion = await runningReferralPromotion(db, now);
  // Without a running promotion nobody qualifies any more; the list still shows who signed up.
  const rules: ReferralRules = promotion?.rules ?? {
    minDepositMinor: Number.MAX_SAFE_INTEGER,
    rewardMinor: 1,
    inviteeRewardMinor: 0,
    turnoverMultiple: 0,
    windowDays: 1,
    conditions: {},
  };
  const [all, claimed] = await Promise.all([inviteesOf(db, member.id, rules, rangeStart(range, now)), claimedReferralKeys(db, member.id)]);
  const pageItems = all.slice((page - 1) * FRIENDS_PAGE_SIZE, page * FRIENDS_PAGE_SIZE);
  return {
    page,
    pageSize: FRIENDS_PAGE_SIZE,
    total: all.length,
    items: pageItems.map((i) => {
      const earnedMinor = earnedFor(claimed, i.id);
      const status: FriendStatus = earnedMinor > 0 ? "rewarded" : i.qualified ? "qualified" : "registered";
      return {
        id: i.id,
        account: maskAccount(i.account),
        registeredAt: i.registeredAt,
        status,
        earnedMinor,
        rewardKey: status === "qualified" && promotion ? inviterRewardKey(promotion.id, i.id) : null,
      };
    }),
  };
}

/** One browser opened a link with this code (the app asks once per browser): false for an unknown code. */
export async function recordVisit(db: D1Database, code: string, now: number): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO referral_visits (code, day, visits) SELECT code, ?2, 1 FROM affiliate_codes WHERE code = ?1
       ON CONFLICT (code, day) DO UPDATE SET visits = visits + 1`,
    )
    .bind(code, operatorDay(now))
    .run();
  return (result.meta.changes ?? 0) > 0;
}
