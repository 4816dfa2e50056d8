import { RewardClaimRequest, RewardHistoryQuery } from "../../contract/schemas/rewards-requests";
import { IDEMPOTENCY_KEY } from "../../contract/wallet-rules";
import type { Member } from "../accounts/auth";
import { fieldByField } from "../core/field-by-field";
import type { Handler } from "../core/handler";
import { fail, ok, readJson } from "../core/http";
import { languageOf, textLang, tr, translatedJoin, type Lang } from "../core/language";
import { REWARD_PROVIDERS } from "../promotions/reward-providers";
import { claimReward, claimedRewards, openRewards, rewardReference, type ClaimedReward, type OpenReward, type RewardProvider } from "../promotions/rewards";
import { marketingBlock } from "../rg/rg-marketing";
import { memberRequirements } from "../wallet/turnover";

/**
 * The reward centre's calls (/m/rewardCenter, decision 035): the member's open
 * rewards, one claim, the claimed history with each reward's wagering, and the badge's count. The
 * engine (gateway/promotions/rewards.ts) derives and pays; this file only answers. Amounts go out in major
 * units; `detail` goes out as the provider wrote it (its *Minor values stay minor, the app formats them).
 */

const major = (minor: number) => minor / 100;

/**
 * Whether the member may claim rewards now: null, or a refusal code. (responsible gaming)
 * refuses self-excluded and timed-out members here, like `rainGrabRefusal` (gateway/agent/red-rain.ts).
 */
export async function rewardRefusal(db: D1Database, member: Member, now: number): Promise<{ code: string; value?: unknown } | null> {
  return marketingBlock(db, member.id, now);
}

/** The promotions' titles in the asked language (names of the rewards that came from one). */
async function promotionTitles(db: D1Database, lang: Lang, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const { results } = await db
    .prepare(
      `SELECT p.id, ${tr("title", "p.title")} FROM promotions p ${translatedJoin("promotion", "p.id", "?2")}
        WHERE p.id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(wanted), textLang(lang))
    .all<{ id: number; title: string }>();
  return new Map(results.map((r) => [r.id, r.title]));
}

async function currencySymbol(db: D1Database, memberId: number): Promise<string> {
  const row = await db.prepare("SELECT currency_symbol FROM wallets WHERE member_id = ?1").bind(memberId).first<{ currency_symbol: string }>();
  return row?.currency_symbol ?? "₱";
}

/** Progress in the unit it counts: money in major units, counts and days as they are. */
const progressView = (p: OpenReward["progress"]) =>
  p && (p.unit === "minor" ? { done: major(p.done), target: major(p.target), unit: "money" as const } : { done: p.done, target: p.target, unit: p.unit });

const openView = (r: OpenReward, titles: Map<number, string>) => ({
  key: r.key,
  source: r.source,
  promotionId: r.promotionId,
  title: r.promotionId === null ? null : (titles.get(r.promotionId) ?? null),
  state: r.state,
  amount: major(r.amountMinor),
  required: major(r.requiredMinor),
  turnoverMultiple: r.turnoverMultiple,
  ledgerKind: r.ledgerKind,
  progress: progressView(r.progress),
  expiresAt: r.expiresAt,
  claimPath: r.claimPath,
  detail: r.detail,
});

const HISTORY_PAGE_SIZE = 20;
/** A page that is not 1–1000 reads as 1. */
const readHistoryQuery = fieldByField(RewardHistoryQuery, { page: 1 });
/** Each field read on its own: an empty or malformed key is reward.not_found, then the idempotency key's own code. */
const readClaim = fieldByField(RewardClaimRequest, { key: "", idempotencyKey: "" });

/** Refusals of a claim, as business codes with the spec-style English message. */
const REFUSALS = {
  not_found: () => fail("reward.not_found", "This reward does not exist or has expired", 404),
  not_claimable: () => fail("reward.not_claimable", "This reward cannot be claimed yet", 409),
  already: () => fail("reward.already", "This reward has already been claimed", 409),
  elsewhere: () => fail("reward.elsewhere", "This reward is claimed on its own page", 409),
} as const;

/** The handlers over a list of providers: the router's use REWARD_PROVIDERS, tests inject their own. */
export function rewardHandlersFor(providers: readonly RewardProvider[]) {
  /** Every open reward: claimable now, owed later, and the claimable total. */
  const rewards: Handler = {
    auth: "member",
    async run({ request, url, ctx, member }) {
      const db = ctx.env.DB;
      const open = await openRewards(db, member, ctx.now(), providers);
      const [titles, symbol] = await Promise.all([
        promotionTitles(
          db,
          languageOf(url, request),
          open.map((r) => r.promotionId),
        ),
        currencySymbol(db, member.id),
      ]);
      const claimable = open.filter((r) => r.state === "claimable");
      return ok({
        currencySymbol: symbol,
        claimable: claimable.map((r) => openView(r, titles)),
        owed: open.filter((r) => r.state === "owed").map((r) => openView(r, titles)),
        totals: { claimable: major(claimable.reduce((s, r) => s + r.amountMinor, 0)), count: claimable.length },
      });
    },
  };

  /**
   * One claim: re-derived and paid by the engine, once (a reward_claims row per member and key).
   * The idempotency key is checked for its format only: a second submit of the same form finds the
   * reward claimed and answers reward.already, which pays nothing.
   */
  const rewardClaim: Handler = {
    auth: "member",
    async run({ url, request, ctx, member }) {
      const db = ctx.env.DB;
      const body = readClaim(await readJson(request));
      if (!body.key) return REFUSALS.not_found();
      if (!IDEMPOTENCY_KEY.test(body.idempotencyKey)) return fail("idempotency.key.format", "Request key format is incorrect", 400);
      const refused = await rewardRefusal(db, member, ctx.now());
      if (refused) return fail(refused.code, "Rewards are not available for this account now", 403, refused.value);
      const outcome = await claimReward(db, member, body.key, ctx.now(), providers, languageOf(url, request));
      if (!outcome.ok) return REFUSALS[outcome.reason]();
      const { claim } = outcome;
      return ok({
        currencySymbol: await currencySymbol(db, member.id),
        id: claim.id,
        key: claim.key,
        source: claim.source,
        amount: major(claim.amountMinor),
        required: major(claim.requiredMinor),
        balance: major(outcome.balanceAfterMinor),
        createdAt: claim.createdAt,
      });
    },
  };

  /** The claimed rewards, newest first, each with its wagering: required and staked since the claim (P-RC-02). */
  const rewardHistory: Handler = {
    auth: "member",
    async run({ request, url, ctx, member }) {
      const db = ctx.env.DB;
      const { page } = readHistoryQuery({ page: url.searchParams.get("page") ?? undefined });
      // One more than a page tells whether another follows.
      const rows = await claimedRewards(db, member.id, HISTORY_PAGE_SIZE + 1, (page - 1) * HISTORY_PAGE_SIZE);
      const items = rows.slice(0, HISTORY_PAGE_SIZE);
      const [requirements, titles, symbol] = await Promise.all([
        memberRequirements(
          db,
          member.id,
          items.filter((c) => c.requiredMinor > 0).map((c) => rewardReference(c.id)),
        ),
        promotionTitles(
          db,
          languageOf(url, request),
          items.map((c) => c.promotionId),
        ),
        currencySymbol(db, member.id),
      ]);
      const byReference = new Map(requirements.map((r) => [r.reference, r]));
      const wagering = (c: ClaimedReward) => {
        const r = byReference.get(rewardReference(c.id));
        if (!r) return null;
        const done = Math.min(Math.max(0, r.stakedMinor), r.requiredMinor);
        return { required: major(r.requiredMinor), done: major(done), met: done >= r.requiredMinor };
      };
      return ok({
        currencySymbol: symbol,
        page,
        pageSize: HISTORY_PAGE_SIZE,
        hasMore: rows.length > HISTORY_PAGE_SIZE,
        items: items.map((c) => ({
          id: c.id,
          key: c.key,
          source: c.source,
          promotionId: c.promotionId,
          title: c.promotionId === null ? null : (titles.get(c.promotionId) ?? null),
          amount: major(c.amountMinor),
          createdAt: c.createdAt,
          wagering: wagering(c),
        })),
      });
    },
  };

  /** How many rewards are claimable now (the member centre's badge). */
  const rewardCount: Handler = {
    auth: "member",
    async run({ ctx, member }) {
      const open = await openRewards(ctx.env.DB, member, ctx.now(), providers);
      return ok({ count: open.filter((r) => r.state === "claimable").length });
    },
  };

  return { rewards, rewardClaim, rewardHistory, rewardCount };
}

export const rewardHandlers = rewardHandlersFor(REWARD_PROVIDERS);
