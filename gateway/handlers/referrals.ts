import { checkField, FIELD_RULES } from "../../contract/field-rules";
import { isTrial } from "../../contract/member-types";
import { DEFAULT_FRIEND_RANGE, isFriendRange } from "../../contract/referral-rules";
import type { Handler } from "../core/handler";
import { fail, ok, readJson } from "../core/http";
import { recordVisit, referralFriends as friendsOf, referralSummary as summaryOf, runningReferralPromotion } from "../promotions/referrals";

/**
 * Invite friends (/m/inviteFriends, decision 038): the member's code and
 * counters, their referrals, and the public visit counter the app calls when a browser first
 * arrives with a code. Amounts go out in major units. Refusals: referral.closed (403, no running
 * referral promotion, or a trial account), referral.range (400), referral.page (400), affiliate.invalid (404).
 */

const major = (minor: number) => minor / 100;
const CLOSED = () => fail("referral.closed", "Sorry, this account does not have permission or the feature is temporarily unavailable", 403);

const referralSummary: Handler = {
  auth: "member",
  async run({ ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    // A trial account (play money) invites nobody: no code is made for it.
    if (isTrial(member.type) || !(await runningReferralPromotion(db, now))) return CLOSED();
    const [s, wallet] = await Promise.all([
      summaryOf(db, member, now),
      db.prepare("SELECT currency_symbol FROM wallets WHERE member_id = ?1").bind(member.id).first<{ currency_symbol: string }>(),
    ]);
    return ok({
      code: s.code,
      currencySymbol: wallet?.currency_symbol ?? "₱",
      stats: {
        invited: s.stats.invited,
        registered: s.stats.registered,
        qualified: s.stats.qualified,
        earned: major(s.stats.earnedMinor),
        pending: major(s.stats.pendingMinor),
      },
      rules: s.rules && {
        minDeposit: major(s.rules.minDepositMinor),
        reward: major(s.rules.rewardMinor),
        inviteeReward: major(s.rules.inviteeRewardMinor),
        turnoverMultiple: s.rules.turnoverMultiple,
        windowDays: s.rules.windowDays,
      },
    });
  },
};

const referralFriends: Handler = {
  auth: "member",
  async run({ url, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const range = url.searchParams.get("range") ?? DEFAULT_FRIEND_RANGE;
    if (!isFriendRange(range)) return fail("referral.range", "Invalid range", 400);
    const pageParam = url.searchParams.get("page") ?? "1";
    const page = /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : NaN;
    if (!Number.isInteger(page)) return fail("referral.page", "Invalid page", 400);
    if (isTrial(member.type) || !(await runningReferralPromotion(db, now))) return CLOSED();
    const list = await friendsOf(db, member, range, page, now);
    return ok({
      range,
      page: list.page,
      pageSize: list.pageSize,
      total: list.total,
      items: list.items.map((f) => ({
        id: f.id,
        account: f.account,
        registeredAt: f.registeredAt,
        status: f.status,
        earned: major(f.earnedMinor),
        rewardKey: f.rewardKey,
      })),
    });
  },
};

/** Public: one browser opened an invitation link (the app calls it once, when it writes the attribution cookie). */
const referralVisit: Handler = {
  auth: "none",
  async run({ request, ctx }) {
    const body = await readJson(request);
    const code = checkField(FIELD_RULES.affiliateCode, typeof body.code === "string" ? body.code : "");
    if (!code.ok || !(await recordVisit(ctx.env.DB, code.value, ctx.now()))) return fail("affiliate.invalid", "Invalid invitation code", 404);
    return ok(null);
  },
};

export const referralHandlers = { referralSummary, referralFriends, referralVisit };
