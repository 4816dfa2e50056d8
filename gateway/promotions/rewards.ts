import type { LedgerKind } from "../../contract/ledger-kinds";
import type { Member } from "../accounts/auth";
import type { Lang } from "../core/language";
import { commit } from "../wallet/ledger";
import { moneyMessageStatement, recipientOf } from "../wallet/money-messages";

/**
 * The reward centre's engine (decision 035). A reward is never stored before it is
 * claimed: each source (a deposit bonus joined, an approved application, a mission done, a
 * qualified invitee, a period's cashback …) derives the member's open rewards from the ledger, bet
 * orders and deposits. Claiming re-derives the reward on the server, so the amount is never the
 * client's, and pays it in one ledger batch with its `reward_claims` row (UNIQUE member + key)
 * and, when it carries wagering, its turnover requirement. A double claim refuses its whole batch:
 * it pays once.
 */

/** Where a reward comes from; each has its provider (REWARD_PROVIDERS, gateway/promotions/reward-providers.ts). */
export type RewardSource = "deposit_bonus" | "event" | "promo_rebate" | "mission" | "referral" | "checkin" | "rebate";

export type OpenReward = {
  /** Unique among this member's rewards, stable across reads: 'mission:3:2026-11-24'. */
  key: string;
  source: RewardSource;
  promotionId: number | null;
  /** claimable: can be claimed now. owed: will be, once its condition is met or its period closes. */
  state: "claimable" | "owed";
  /** What a claim pays now (claimable) or is expected to pay (owed; 0 when not known yet). */
  amountMinor: number;
  /** Wagering the claim adds (turnover_requirements), in minor units; 0 for none. */
  requiredMinor: number;
  /** The multiple the requirement came from, shown beside it (P-RC-02); 0 for none. */
  turnoverMultiple: number;
  /** The ledger kind of the credit ('rebate': the manual rebate, paid on its own page through payouts). */
  ledgerKind: Extract<LedgerKind, "promotion" | "mission" | "referral" | "bonus" | "rebate">;
  /** Progress towards the condition, when the source has one. */
  progress: { done: number; target: number; unit: "minor" | "count" | "days" } | null;
  /** After this instant an unclaimed reward is gone (null: never). */
  expiresAt: number | null;
  /** Claimed on another page, not here (the manual rebate): the reward centre links to it. */
  claimPath: string | null;
  /** What the app needs to describe it in the member's language (names, amounts, dates). */
  detail: Record<string, string | number | null>;
};

export type RewardProvider = {
  source: RewardSource;
  /** The member's open rewards of this source: unclaimed ones only need not be filtered (claimed keys are). */
  list(db: D1Database, member: Member, now: number): Promise<OpenReward[]>;
};

export type ClaimedReward = {
  id: number;
  key: string;
  source: string;
  promotionId: number | null;
  amountMinor: number;
  requiredMinor: number;
  createdAt: number;
};

export const rewardReference = (id: number) => `reward:${id}`;

/** A random ten-digit claim number, known before the batch (the ledger reference names it). */
const claimNumber = () => 1_000_000_000 + Number((crypto.getRandomValues(new BigUint64Array(1))[0] ?? 0n) % 9_000_000_000n);

async function claimedKeys(db: D1Database, memberId: number): Promise<Set<string>> {
  const { results } = await db.prepare("SELECT reward_key FROM reward_claims WHERE member_id = ?1").bind(memberId).all<{ reward_key: string }>();
  return new Set(results.map((r) => r.reward_key));
}

/**
 * Every open reward of the member from every provider, claimed ones left out and expired ones
 * dropped; claimable first, then by expiry (soonest first).
 */
export async function openRewards(db: D1Database, member: Member, now: number, providers: readonly RewardProvider[]): Promise<OpenReward[]> {
  const [claimed, ...lists] = await Promise.all([claimedKeys(db, member.id), ...providers.map((p) => p.list(db, member, now))]);
  return lists
    .flat()
    .filter((r) => !claimed.has(r.key) && (r.expiresAt === null || r.expiresAt > now))
    .sort(
      (a, b) =>
        (a.state === "claimable" ? 0 : 1) - (b.state === "claimable" ? 0 : 1) ||
        (a.expiresAt ?? Number.MAX_SAFE_INTEGER) - (b.expiresAt ?? Number.MAX_SAFE_INTEGER) ||
        a.key.localeCompare(b.key),
    );
}

/** The member's claimed rewards, newest first (the reward centre's history). */
export async function claimedRewards(db: D1Database, memberId: number, limit = 50, offset = 0): Promise<ClaimedReward[]> {
  const { results } = await db
    .prepare(
      `SELECT id, reward_key, source, promotion_id, amount_minor, required_minor, created_at
         FROM reward_claims WHERE member_id = ?1 ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3`,
    )
    .bind(memberId, limit, offset)
    .all<{ id: number; reward_key: string; source: string; promotion_id: number | null; amount_minor: number; required_minor: number; created_at: number }>();
  return results.map((r) => ({
    id: r.id,
    key: r.reward_key,
    source: r.source,
    promotionId: r.promotion_id,
    amountMinor: r.amount_minor,
    requiredMinor: r.required_minor,
    createdAt: r.created_at,
  }));
}

export type ClaimOutcome =
  | { ok: true; claim: ClaimedReward; balanceAfterMinor: number }
  /** not_found: no open reward of this member has that key (someone else's, or made up). */
  | { ok: false; reason: "not_found" | "not_claimable" | "elsewhere" | "already" };

/**
 * Claims one reward: re-derives it, then credits it in one batch with its claim row (and
 * turnover requirement). A twin claim that committed first makes this batch fail on the UNIQUE
 * key: "already", and nothing moved twice.
 */
export async function claimReward(
  db: D1Database,
  member: Member,
  key: string,
  now: number,
  providers: readonly RewardProvider[],
  /** The language of the claim's request: the stored text of the member's message is in it. */
  lang?: Lang,
): Promise<ClaimOutcome> {
  const reward = (await openRewards(db, member, now, providers)).find((r) => r.key === key);
  if (!reward) return (await claimedKeys(db, member.id)).has(key) ? { ok: false, reason: "already" } : { ok: false, reason: "not_found" };
  if (reward.claimPath) return { ok: false, reason: "elsewhere" };
  if (reward.state !== "claimable" || reward.amountMinor <= 0) return { ok: false, reason: "not_claimable" };

  const recipient = await recipientOf(db, member.id);
  for (let attempt = 1; ; attempt++) {
    const id = claimNumber();
    const reference = rewardReference(id);
    try {
      const result = await commit(db, {
        postings: [{ memberId: member.id, kind: reward.ledgerKind, amountMinor: reward.amountMinor, reference }],
        now,
        after: [
          db
            .prepare(
              `INSERT INTO reward_claims (id, member_id, reward_key, source, promotion_id, amount_minor, required_minor, created_at)
               SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 WHERE changes() = 1`,
            )
            .bind(id, member.id, reward.key, reward.source, reward.promotionId, reward.amountMinor, reward.requiredMinor, now),
          ...(reward.requiredMinor > 0
            ? [
                db
                  .prepare(
                    "INSERT INTO turnover_requirements (member_id, reference, bonus_minor, required_minor, created_at) SELECT ?1, ?2, ?3, ?4, ?5 WHERE changes() = 1",
                  )
                  .bind(member.id, reference, reward.amountMinor, reward.requiredMinor, now),
              ]
            : []),
          // The member is told in the claim's batch: a refused or twin claim writes no message.
          moneyMessageStatement(db, {
            memberId: member.id,
            message: {
              template: "reward.credited",
              params: { source: reward.source, amountMinor: reward.amountMinor, requiredMinor: reward.requiredMinor, symbol: recipient.symbol },
            },
            lang: lang ?? recipient.lang,
            now,
            ref: reference,
          }),
        ],
      });
      // A credit cannot be refused for the balance: anything else is a broken invariant.
      if (!result.ok) throw new Error(`rewards: claim refused (${result.reason})`);
      return {
        ok: true,
        balanceAfterMinor: result.entries[0]!.balanceAfterMinor,
        claim: {
          id,
          key: reward.key,
          source: reward.source,
          promotionId: reward.promotionId,
          amountMinor: reward.amountMinor,
          requiredMinor: reward.requiredMinor,
          createdAt: now,
        },
      };
    } catch (e) {
      const message = String(e);
      if (/UNIQUE constraint failed: reward_claims\.member_id/.test(message)) return { ok: false, reason: "already" };
      if (attempt < 3 && /UNIQUE constraint failed: reward_claims\.id/.test(message)) continue;
      throw e;
    }
  }
}

/** The number of rewards claimable now (the member centre's badge, research 2.4.3). */
export async function claimableCount(db: D1Database, member: Member, now: number, providers: readonly RewardProvider[]): Promise<number> {
  return (await openRewards(db, member, now, providers)).filter((r) => r.state === "claimable").length;
}
