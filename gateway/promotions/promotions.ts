import { openRewards, type OpenReward, type RewardProvider } from "./rewards";
import {
  conditionsOf,
  cycleAt,
  cycleInstants,
  daysBetween,
  eligibility,
  entryCancellable,
  entryCycle,
  memberStatus,
  previousCycle,
  streakEndingAt,
  type Eligibility,
  type EligibilityFacts,
  type EntryStatus,
  type MemberPromotionStatus,
} from "../../contract/promotion-rules";
import { addDays, dayStartMs, operatorDay } from "../../contract/record-range";
import { parseRules, type PromotionRules } from "../../contract/schemas/promotions";
import type { Member } from "../accounts/auth";
import { memberReport, VALID_TURNOVER_BY_TYPE } from "../agent/member-report";
import { tr, translatedJoin, textLang, type Lang } from "../core/language";
import { bonusFor, requiredTurnover } from "../wallet/turnover";

/**
 * The promotion engine (decision 036): promotions with their kind, rules and evidence
 * mode; a member's entries (one per cycle); the facts eligibility is checked against; the reward
 * providers of deposit bonuses, approved applications, cashback and check-in; and the view of a
 * promotion for a member (status derived, eligibility, progress). Nothing here writes money: a
 * reward is paid by gateway/promotions/rewards.ts claimReward.
 */

const DAY_MS = 86_400_000;
/** An unclaimed cashback or check-in prize is gone 7 days after its period closes. */
const CLAIM_WINDOW_MS = 7 * DAY_MS;
/** Cashback looks back at most this many closed periods since joining. */
const REBATE_PERIODS_BACK = 4;

export type PromotionRow = {
  id: number;
  title: string;
  summary: string;
  content: string;
  image_url: string;
  category: string;
  starts_at: number | null;
  ends_at: number | null;
  kind: string;
  rules: string;
  evidence: "none" | "optional" | "required";
};

export type EntryRow = {
  id: number;
  promotion_id: number;
  cycle: string;
  status: EntryStatus;
  remark: string | null;
  granted_minor: number | null;
  reason: string | null;
  created_at: number;
};

/** Active promotions (one when `id` is given), titles in the member's language. */
export async function promotionRows(db: D1Database, lang: Lang, id?: number): Promise<PromotionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, ${tr("title", "p.title")}, ${tr("summary", "p.summary")}, ${tr("content", "p.content")}, ${tr("image_url", "p.image_url")},
              p.category, p.starts_at, p.ends_at, p.kind, p.rules, p.evidence
         FROM promotions p ${translatedJoin("promotion", "p.id", "?2")}
        WHERE p.active = 1 AND (?1 IS NULL OR p.id = ?1)
        ORDER BY p.sort, p.id`,
    )
    .bind(id ?? null, textLang(lang))
    .all<PromotionRow>();
  return results;
}

/** Whether a promotion is running at `now` (between its dates). */
export function running(p: Pick<PromotionRow, "starts_at" | "ends_at">, now: number): boolean {
  return (p.starts_at === null || p.starts_at <= now) && (p.ends_at === null || p.ends_at > now);
}

/** The member's entries (of one promotion, or all), newest first. */
export async function entriesOf(db: D1Database, memberId: number, promotionId?: number): Promise<EntryRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, promotion_id, cycle, status, remark, granted_minor, reason, created_at FROM promotion_entries
        WHERE member_id = ?1 AND (?2 IS NULL OR promotion_id = ?2) ORDER BY created_at DESC, id DESC`,
    )
    .bind(memberId, promotionId ?? null)
    .all<EntryRow>();
  return results;
}

/** The member's entries joined with their promotion's kind and rules, for the providers. */
async function entriesWithRules(db: D1Database, memberId: number, kind: string, statuses: readonly EntryStatus[]) {
  const { results } = await db
    .prepare(
      `SELECT e.id, e.promotion_id, e.cycle, e.status, e.remark, e.granted_minor, e.reason, e.created_at, p.kind, p.rules
         FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id
        WHERE e.member_id = ?1 AND p.kind = ?2 AND e.status IN (SELECT value FROM json_each(?3))
        ORDER BY e.created_at, e.id`,
    )
    .bind(memberId, kind, JSON.stringify(statuses))
    .all<EntryRow & { kind: string; rules: string }>();
  return results.flatMap((r) => {
    const rules = parseRules(r.kind, r.rules);
    return rules ? [{ entry: r as EntryRow, rules }] : [];
  });
}

/** What the eligibility conditions are checked against, read now. */
export async function eligibilityFacts(db: D1Database, member: Member, now: number): Promise<EligibilityFacts> {
  const todayStart = dayStartMs(operatorDay(now));
  const [deposits, turnover] = await db.batch<{ n: number; today: number } | { valid: number }>([
    db
      .prepare(
        `SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN decided_at >= ?2 THEN amount_minor END), 0) AS today
           FROM deposits WHERE member_id = ?1 AND status = 'success'`,
      )
      .bind(member.id, todayStart),
    db.prepare(`SELECT COALESCE(SUM(valid), 0) AS valid FROM (${VALID_TURNOVER_BY_TYPE} AND s.member_id = ?3)`).bind(now - 30 * DAY_MS, now + 1, member.id),
  ]);
  const d = (deposits?.results[0] as { n: number; today: number } | undefined) ?? { n: 0, today: 0 };
  const t = (turnover?.results[0] as { valid: number } | undefined) ?? { valid: 0 };
  return { daysSinceJoining: daysBetween(member.reg_date, now), depositTodayMinor: d.today, turnover30dMinor: t.valid, depositCount: d.n };
}

/* ---------------- providers ---------------- */

type DepositRow = { id: number; amount_minor: number; decided_at: number; first: number };

/**
 * Deposit bonuses: a Joined entry's first credited deposit after joining (within the entry's cycle)
 * of at least the minimum, that chose no deposit-page bonus (no double dipping); a first-deposit
 * bonus only when that deposit is the member's first. Before it: owed, 0, saying the minimum.
 */
export const depositBonusProvider: RewardProvider = {
  source: "deposit_bonus",
  async list(db, member) {
    const joined = await entriesWithRules(db, member.id, "deposit_bonus", ["Joined"]);
    const out: OpenReward[] = [];
    for (const { entry, rules: p } of joined) {
      if (p.kind !== "deposit_bonus") continue;
      const r = p.rules;
      const until = entry.cycle ? cycleInstants(entry.cycle).end : null;
      const dep = await db
        .prepare(
          `SELECT d.id, d.amount_minor, d.decided_at,
                  NOT EXISTS (SELECT 1 FROM deposits o WHERE o.member_id = d.member_id AND o.status = 'success' AND o.decided_at < d.decided_at) AS first
             FROM deposits d
            WHERE d.member_id = ?1 AND d.status = 'success' AND d.bonus_code IS NULL AND d.decided_at >= ?2 AND (?3 IS NULL OR d.decided_at < ?3)
              AND d.amount_minor >= ?4
            ORDER BY d.decided_at, d.id LIMIT 1`,
        )
        .bind(member.id, entry.created_at, until, r.minDepositMinor)
        .first<DepositRow>();
      const common = {
        source: "deposit_bonus" as const,
        promotionId: entry.promotion_id,
        turnoverMultiple: r.turnoverMultiple,
        ledgerKind: "promotion" as const,
        claimPath: null,
      };
      if (dep && (!r.firstDepositOnly || dep.first === 1)) {
        const amountMinor = bonusFor(r, dep.amount_minor);
        if (amountMinor <= 0) continue;
        out.push({
          ...common,
          key: `deposit-bonus:${entry.promotion_id}:${dep.id}`,
          state: "claimable",
          amountMinor,
          requiredMinor: requiredTurnover(r, dep.amount_minor, amountMinor),
          progress: null,
          expiresAt: null,
          detail: { depositId: dep.id, depositMinor: dep.amount_minor, entryId: entry.id },
        });
      } else if (!dep) {
        out.push({
          ...common,
          key: `deposit-bonus:${entry.promotion_id}:${entry.cycle || "once"}:pending`,
          state: "owed",
          amountMinor: 0,
          requiredMinor: 0,
          progress: null,
          expiresAt: until,
          detail: { minDepositMinor: r.minDepositMinor, percentBp: r.percentBp, capMinor: r.capMinor, entryId: entry.id },
        });
      }
    }
    return out;
  },
};

/** Approved applications: an entry Issued with the amount granted. */
export const eventProvider: RewardProvider = {
  source: "event",
  async list(db, member) {
    const issued = await entriesWithRules(db, member.id, "event", ["Issued"]);
    return issued.flatMap(({ entry, rules: p }) => {
      if (p.kind !== "event" || !entry.granted_minor) return [];
      return [
        {
          key: `event:${entry.id}`,
          source: "event" as const,
          promotionId: entry.promotion_id,
          state: "claimable" as const,
          amountMinor: entry.granted_minor,
          requiredMinor: entry.granted_minor * p.rules.turnoverMultiple,
          turnoverMultiple: p.rules.turnoverMultiple,
          ledgerKind: "promotion" as const,
          progress: null,
          expiresAt: null,
          claimPath: null,
          detail: { entryId: entry.id },
        },
      ];
    });
  },
};

/** The cashback of one period range: the basis by game type × its rate, capped. */
export async function cashbackFor(db: D1Database, memberId: number, rules: Extract<PromotionRules, { kind: "rebate" }>["rules"], start: number, end: number) {
  const figures = await memberReport(db, memberId, { start, end });
  let basisMinor = 0;
  let amount = 0;
  for (const c of figures.byCategory) {
    const rate = rules.ratesBp[c.gameType] ?? 0;
    if (!rate) continue;
    const basis = rules.basis === "turnover" ? c.validTurnover : Math.max(0, -c.profit);
    basisMinor += basis;
    amount += Math.floor((basis * rate) / 10_000);
  }
  return { basisMinor, amountMinor: Math.min(rules.capMinor, amount) };
}

/**
 * Cashback: a Joined member earns, for each closed period since joining (the last four at most),
 * the period's basis × rate, capped; the running period is owed with the amount so far. A closed
 * period's cashback expires 7 days after it closes.
 */
export const promoRebateProvider: RewardProvider = {
  source: "promo_rebate",
  async list(db, member, now) {
    const joined = await entriesWithRules(db, member.id, "rebate", ["Joined"]);
    const out: OpenReward[] = [];
    for (const { entry, rules: p } of joined) {
      if (p.kind !== "rebate") continue;
      const r = p.rules;
      let cycle = cycleAt(p.rules.period, now);
      for (let i = 0; i <= REBATE_PERIODS_BACK; i++, cycle = previousCycle(cycle)) {
        const span = cycleInstants(cycle);
        if (span.end <= entry.created_at) break;
        const start = Math.max(span.start, entry.created_at);
        const closed = i > 0;
        const { basisMinor, amountMinor } = await cashbackFor(db, member.id, r, start, closed ? span.end : now + 1);
        if (closed && amountMinor <= 0) continue;
        out.push({
          key: `promo-rebate:${entry.promotion_id}:${cycle}`,
          source: "promo_rebate",
          promotionId: entry.promotion_id,
          state: closed ? "claimable" : "owed",
          amountMinor,
          requiredMinor: amountMinor * r.turnoverMultiple,
          turnoverMultiple: r.turnoverMultiple,
          ledgerKind: "promotion",
          progress: null,
          expiresAt: span.end + CLAIM_WINDOW_MS,
          claimPath: null,
          detail: { period: cycle, basis: r.basis, basisMinor, closesAt: span.end },
        });
      }
    }
    return out;
  },
};

/**
 * Check-in: each signed day is an entry (cycle = the day); a run of `streakDays` consecutive
 * signed days earns the prize on its last day (then the count starts again). Today's streak
 * shows as owed with its progress.
 */
export const checkinProvider: RewardProvider = {
  source: "checkin",
  async list(db, member, now) {
    const signed = await entriesWithRules(db, member.id, "checkin", ["signed"]);
    const byPromotion = new Map<number, { rules: Extract<PromotionRules, { kind: "checkin" }>["rules"]; days: Set<string> }>();
    for (const { entry, rules: p } of signed) {
      if (p.kind !== "checkin") continue;
      const g = byPromotion.get(entry.promotion_id) ?? { rules: p.rules, days: new Set<string>() };
      g.days.add(entry.cycle);
      byPromotion.set(entry.promotion_id, g);
    }
    const today = operatorDay(now);
    const out: OpenReward[] = [];
    for (const [promotionId, { rules: r, days }] of byPromotion) {
      const common = {
        source: "checkin" as const,
        promotionId,
        turnoverMultiple: r.turnoverMultiple,
        ledgerKind: "promotion" as const,
        claimPath: null,
      };
      for (const day of days) {
        const streak = streakEndingAt(days, day);
        if (streak === 0 || streak % r.streakDays !== 0) continue;
        const expiresAt = dayStartMs(addDays(day, 1)) + CLAIM_WINDOW_MS;
        out.push({
          ...common,
          key: `checkin:${promotionId}:${day}`,
          state: "claimable",
          amountMinor: r.prizeMinor,
          requiredMinor: r.prizeMinor * r.turnoverMultiple,
          progress: { done: r.streakDays, target: r.streakDays, unit: "days" },
          expiresAt,
          detail: { day },
        });
      }
      const current = days.has(today) ? streakEndingAt(days, today) : streakEndingAt(days, addDays(today, -1));
      const done = current % r.streakDays;
      if (done > 0) {
        out.push({
          ...common,
          key: `checkin:${promotionId}:streak`,
          state: "owed",
          amountMinor: r.prizeMinor,
          requiredMinor: r.prizeMinor * r.turnoverMultiple,
          progress: { done, target: r.streakDays, unit: "days" },
          expiresAt: null,
          detail: { day: today },
        });
      }
    }
    return out;
  },
};

/** The providers this module owns (registered in gateway/promotions/reward-providers.ts). */
export const PROMOTION_PROVIDERS: readonly RewardProvider[] = [depositBonusProvider, eventProvider, promoRebateProvider, checkinProvider];

/* ---------------- the view of a promotion for a member ---------------- */

type Claim = { id: number; reward_key: string; promotion_id: number | null; amount_minor: number; required_minor: number; created_at: number };

export type Progress =
  | { kind: "depositToReceive"; minDepositMinor: number; percentBp: number; capMinor: number }
  | { kind: "claimable"; key: string; amountMinor: number; requiredMinor: number }
  | { kind: "wagering"; amountMinor: number; doneMinor: number; requiredMinor: number }
  | { kind: "underReview" }
  | { kind: "rejected"; reason: string | null }
  | { kind: "cashback"; soFarMinor: number; period: string }
  | { kind: "streak"; done: number; target: number };

export type MemberView = {
  status: MemberPromotionStatus;
  eligibility: Eligibility;
  progress: Progress[];
  /** The entry the member could withdraw, when they could. */
  cancellable: boolean;
  entryId: number | null;
};

/** What the member's open rewards and claims are, once per request. */
export type MemberContext = { member: Member; facts: EligibilityFacts; entries: EntryRow[]; rewards: OpenReward[]; claims: Claim[] };

export async function memberContext(db: D1Database, member: Member, now: number): Promise<MemberContext> {
  const facts = await eligibilityFacts(db, member, now);
  const entries = await entriesOf(db, member.id);
  const rewards = await openRewards(db, member, now, PROMOTION_PROVIDERS);
  const { results: claims } = await db
    .prepare("SELECT id, reward_key, promotion_id, amount_minor, required_minor, created_at FROM reward_claims WHERE member_id = ?1 ORDER BY created_at DESC")
    .bind(member.id)
    .all<Claim>();
  return { member, facts, entries, rewards, claims };
}

/** The stakes since a claim (bets less refunds), for its wagering progress. */
async function stakedSince(db: D1Database, memberId: number, since: number): Promise<number> {
  const row = await db
    .prepare("SELECT COALESCE(-SUM(amount_minor), 0) AS staked FROM ledger_entries WHERE member_id = ?1 AND kind IN ('bet', 'refund') AND created_at >= ?2")
    .bind(memberId, since)
    .first<{ staked: number }>();
  return Math.max(0, row?.staked ?? 0);
}

/** A promotion as the member sees it: status (derived), eligibility, progress, whether they may withdraw. */
export async function memberView(db: D1Database, p: PromotionRow, ctx: MemberContext | null, now: number): Promise<MemberView> {
  const rules = parseRules(p.kind, p.rules);
  const dates = { startsAt: p.starts_at, endsAt: p.ends_at, now };
  if (!ctx || !rules) {
    return { status: memberStatus({ ...dates, entry: null, reward: null }), eligibility: { ok: true }, progress: [], cancellable: false, entryId: null };
  }
  const cycle = entryCycle(rules, now);
  const entry = ctx.entries.find((e) => e.promotion_id === p.id && e.cycle === cycle) ?? null;
  const mine = ctx.rewards.filter((r) => r.promotionId === p.id);
  const claimable = mine.filter((r) => r.state === "claimable");
  const claimsSince = entry ? ctx.claims.filter((c) => c.promotion_id === p.id && c.created_at >= entry.created_at) : [];
  const progress: Progress[] = claimable.map((r) => ({ kind: "claimable", key: r.key, amountMinor: r.amountMinor, requiredMinor: r.requiredMinor }));

  let reward: "claimable" | "claimed" | null = null;
  if (entry && (rules.kind === "deposit_bonus" || rules.kind === "event")) {
    const forEntry = rules.kind === "event" ? claimsSince.filter((c) => c.reward_key === `event:${entry.id}`) : claimsSince;
    reward = forEntry.length ? "claimed" : claimable.length ? "claimable" : null;
    const last = forEntry[0];
    if (last) {
      progress.push({
        kind: "wagering",
        amountMinor: last.amount_minor,
        doneMinor: Math.min(last.required_minor, await stakedSince(db, ctx.member.id, last.created_at)),
        requiredMinor: last.required_minor,
      });
    }
  }
  const status = memberStatus({ ...dates, entry, reward });
  if (entry && status === "Joined") {
    for (const r of mine.filter((x) => x.state === "owed")) {
      if (rules.kind === "deposit_bonus")
        progress.push({
          kind: "depositToReceive",
          minDepositMinor: rules.rules.minDepositMinor,
          percentBp: rules.rules.percentBp,
          capMinor: rules.rules.capMinor,
        });
      if (rules.kind === "rebate") progress.push({ kind: "cashback", soFarMinor: r.amountMinor, period: String(r.detail.period ?? "") });
    }
  }
  if (entry?.status === "Applying") progress.push({ kind: "underReview" });
  if (entry?.status === "Rejected") progress.push({ kind: "rejected", reason: entry.reason });
  if (rules.kind === "checkin") {
    const streak = mine.find((r) => r.key.endsWith(":streak"));
    if (streak?.progress) progress.push({ kind: "streak", done: streak.progress.done, target: streak.progress.target });
  }
  const granted = claimsSince.length > 0 || (rules.kind === "event" && entry?.granted_minor != null);
  return {
    status,
    eligibility: eligibility(conditionsOf(rules), ctx.facts),
    progress,
    cancellable: entry !== null && entryCancellable(status, granted),
    entryId: entry?.id ?? null,
  };
}

/* ---------------- operator review (npm run site -- promo …) ---------------- */

export type ReviewOutcome = { ok: true; grantedMinor: number | null } | { ok: false; reason: "not_found" | "not_applying" | "not_event" };

/**
 * Approves an application under review: Issued with the amount granted (the rule's grantMinor
 * when none is named). No money moves here: the member claims it (event:<entryId>).
 */
export async function approveEntry(db: D1Database, entryId: number, amountMinor: number | null, now: number): Promise<ReviewOutcome> {
  const row = await db
    .prepare("SELECT e.status, p.kind, p.rules FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id WHERE e.id = ?1")
    .bind(entryId)
    .first<{ status: string; kind: string; rules: string }>();
  if (!row) return { ok: false, reason: "not_found" };
  const rules = parseRules(row.kind, row.rules);
  if (rules?.kind !== "event") return { ok: false, reason: "not_event" };
  if (row.status !== "Applying") return { ok: false, reason: "not_applying" };
  const granted = amountMinor ?? rules.rules.grantMinor;
  const res = await db
    .prepare("UPDATE promotion_entries SET status = 'Issued', granted_minor = ?2, reason = NULL, updated_at = ?3 WHERE id = ?1 AND status = 'Applying'")
    .bind(entryId, granted, now)
    .run();
  return res.meta.changes ? { ok: true, grantedMinor: granted } : { ok: false, reason: "not_applying" };
}

/** Rejects an application under review with the reason the member reads. */
export async function rejectEntry(db: D1Database, entryId: number, reason: string, now: number): Promise<ReviewOutcome> {
  const row = await db.prepare("SELECT status FROM promotion_entries WHERE id = ?1").bind(entryId).first<{ status: string }>();
  if (!row) return { ok: false, reason: "not_found" };
  const res = await db
    .prepare("UPDATE promotion_entries SET status = 'Rejected', reason = ?2, updated_at = ?3 WHERE id = ?1 AND status = 'Applying'")
    .bind(entryId, reason.slice(0, 200), now)
    .run();
  return res.meta.changes ? { ok: true, grantedMinor: null } : { ok: false, reason: "not_applying" };
}

export type ReviewRow = {
  id: number;
  account: string;
  promotion_id: number;
  title: string;
  cycle: string;
  status: string;
  remark: string | null;
  granted_minor: number | null;
  reason: string | null;
  images: number;
  created_at: number;
};

/** Entries for the operator, oldest first: one status (Applying by default) or all of them ('ALL'). */
export async function entriesForReview(db: D1Database, status: string | null): Promise<ReviewRow[]> {
  const { results } = await db
    .prepare(
      `SELECT e.id, m.account, e.promotion_id, p.title, e.cycle, e.status, e.remark, e.granted_minor, e.reason, e.created_at,
              (SELECT COUNT(*) FROM promotion_evidence v WHERE v.entry_id = e.id) AS images
         FROM promotion_entries e JOIN members m ON m.id = e.member_id JOIN promotions p ON p.id = e.promotion_id
        WHERE ?1 IS NULL OR e.status = ?1 ORDER BY e.created_at, e.id LIMIT 200`,
    )
    .bind(status)
    .all<ReviewRow>();
  return results;
}
