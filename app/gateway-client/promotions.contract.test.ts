/**
 * Contract test of the promotion engine (decision 036): the app's client against the
 * embedded gateway over a fresh local D1 — eligibility refusals with reasons, evidence checked and
 * stored, the deposit-bonus reward from join to claim and its turnover requirement.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGatewayClient } from "./client.server";
import { applyPromotion, applyPromotionWithEvidence, cancelPromotion, fetchPromotion } from "./content.server";
import { deposit } from "./deposit.server";
import { GatewayError } from "./errors";
import { cycleInstants } from "../../contract/promotion-rules";
import { openSession, type Member } from "../../gateway/accounts/auth";
import { memberReport } from "../../gateway/agent/member-report";
import { handleGatewayRequest } from "../../gateway/core/router";
import { approveEntry, checkinProvider, entriesForReview, promoRebateProvider, rejectEntry } from "../../gateway/promotions/promotions";
import { REWARD_PROVIDERS } from "../../gateway/promotions/reward-providers";
import { claimReward, openRewards } from "../../gateway/promotions/rewards";
import { freshDatabase } from "../../gateway/testing";
import { creditDeposit } from "../../gateway/wallet/deposits";
import { memberRequirements, withdrawable } from "../../gateway/wallet/turnover";

let db: D1Database;
let receipts: R2Bucket;
let dispose: () => Promise<void>;
let clock = Date.UTC(2026, 10, 24, 4);
const SECRET = "test-gateway-secret-0123456789";

beforeAll(async () => {
  ({ db, receipts, dispose } = await freshDatabase());
});
afterAll(async () => {
  await dispose();
});

const gw = () =>
  createGatewayClient({
    transport: (req) => handleGatewayRequest(req, { DB: db, RECEIPTS: receipts, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: SECRET }, () => clock),
    baseUrl: "http://embedded.invalid",
    merchantCode: "edgelobby",
    timeoutMs: 5000,
  });

let serial = 0;
async function player(): Promise<{ member: Member; token: string }> {
  const m = await db
    .prepare(
      "INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, 'x', 0, ?2) RETURNING id, account, type, nickname, to_upline, status, reg_date, last_login_at",
    )
    .bind(`promo${++serial}`, clock)
    .first<Member>();
  if (!m) throw new Error("no member");
  await db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', 0)").bind(m.id).run();
  return { member: m, token: (await openSession(db, m, clock)).token };
}
const png = (salt: number, size = 13) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  bytes[size - 1] = salt;
  return new File([bytes], "win.png", { type: "image/png" });
};
async function refusalOf(p: Promise<unknown>): Promise<GatewayError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof GatewayError) return e;
    throw e;
  }
  throw new Error("expected a refusal");
}
const failure = async (p: Promise<unknown>) => (await refusalOf(p)).code;
async function credited(token: string, amount: number) {
  const placed = await deposit(gw(), token, {
    channelCode: "GCASH",
    amount,
    bonusCode: null,
    idempotencyKey: crypto.randomUUID(),
    returnUrl: "/m/voucherCenter",
  });
  await creditDeposit(db, placed.id, clock);
  return placed.id;
}
const entries = async (memberId: number) =>
  (await db.prepare("SELECT COUNT(*) AS n FROM promotion_entries WHERE member_id = ?1").bind(memberId).first<{ n: number }>())?.n;
const evidence = async (memberId: number) =>
  (
    await db
      .prepare("SELECT COUNT(*) AS n FROM promotion_evidence v JOIN promotion_entries e ON e.id = v.entry_id WHERE e.member_id = ?1")
      .bind(memberId)
      .first<{ n: number }>()
  )?.n;

describe("promotion engine (P-ACT-02, P-ACT-03, P-RC-02)", () => {
  it("P-ACT-03 a member who already deposited is refused the first-deposit bonus with the reason", async () => {
    const p = await player();
    await credited(p.token, 300);
    const view = await fetchPromotion(gw(), { id: 1, language: "en", token: p.token });
    expect(view).toMatchObject({ kind: "deposit_bonus", eligible: false, reasons: [{ code: "depositMade" }] });
    const refused = await refusalOf(applyPromotion(gw(), p.token, 1));
    expect(refused.code).toBe("promotion.ineligible");
    expect(await entries(p.member.id)).toBe(0);
  });

  it("P-ACT-02 P-RC-02 the welcome bonus: join, deposit, claimable (Issued), claimed (Claimed) with its turnover locking the bonus", async () => {
    const p = await player();
    expect((await applyPromotion(gw(), p.token, 1)).status).toBe("Joined");
    expect((await fetchPromotion(gw(), { id: 1, language: "en", token: p.token })).progress).toEqual([
      { kind: "depositToReceive", minDeposit: 200, percent: 100, cap: 5000 },
    ]);
    clock += 60_000;
    const depositId = await credited(p.token, 1000);
    const view = await fetchPromotion(gw(), { id: 1, language: "en", token: p.token });
    expect(view.status).toBe("Issued");
    expect(view.progress).toEqual([{ kind: "claimable", key: `deposit-bonus:1:${depositId}`, amount: 1000, required: 20000 }]);
    expect(view.cancellable).toBe(false);

    const claim = await claimReward(db, p.member, `deposit-bonus:1:${depositId}`, clock, REWARD_PROVIDERS);
    expect(claim).toMatchObject({ ok: true, balanceAfterMinor: 200_000 });
    expect(await claimReward(db, p.member, `deposit-bonus:1:${depositId}`, clock, REWARD_PROVIDERS)).toEqual({ ok: false, reason: "already" });
    const after = await fetchPromotion(gw(), { id: 1, language: "en", token: p.token });
    expect(after.status).toBe("Claimed");
    expect(after.progress).toEqual([{ kind: "wagering", amount: 1000, done: 0, required: 20000 }]);
    const w = withdrawable(200_000, await memberRequirements(db, p.member.id));
    expect(w).toMatchObject({ withdrawableMinor: 100_000, lockedMinor: 100_000, turnoverRequiredMinor: 2_000_000 });
  });

  it("P-ACT-02 a deposit below the minimum earns nothing and the join can still be withdrawn", async () => {
    const p = await player();
    await applyPromotion(gw(), p.token, 8);
    await credited(p.token, 100);
    expect((await openRewards(db, p.member, clock, REWARD_PROVIDERS)).filter((r) => r.state === "claimable")).toEqual([]);
    expect((await cancelPromotion(gw(), p.token, 8)).status).toBe("Process");
  });

  it("P-ACT-02 an application with evidence: remark and images stored; 141 characters or a fourth image refused and nothing stored", async () => {
    const p = await player();
    expect((await refusalOf(applyPromotion(gw(), p.token, 9))).code).toBe("promotion.evidence.required");
    const long = await refusalOf(applyPromotionWithEvidence(gw(), p.token, { id: 9, remark: "x".repeat(141), images: [png(1)] }));
    expect(long.code).toBe("promotion.remark.length");
    const four = await refusalOf(applyPromotionWithEvidence(gw(), p.token, { id: 9, remark: "ok", images: [png(1), png(2), png(3), png(4)] }));
    expect(four.code).toBe("promotion.evidence.count");
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], "a.gif", { type: "image/gif" });
    expect((await refusalOf(applyPromotionWithEvidence(gw(), p.token, { id: 9, remark: "ok", images: [gif] }))).code).toBe("promotion.evidence.type");
    expect(await entries(p.member.id)).toBe(0);

    expect((await applyPromotionWithEvidence(gw(), p.token, { id: 9, remark: "x".repeat(140), images: [png(1), png(2)] })).status).toBe("Applying");
    expect(await evidence(p.member.id)).toBe(2);
    const view = await fetchPromotion(gw(), { id: 9, language: "en", token: p.token });
    expect(view).toMatchObject({ status: "Applying", cancellable: true, progress: [{ kind: "underReview" }] });

    // The operator approves with the rule's default grant: Issued, and claimable as event:<entry>.
    const entry = await db.prepare("SELECT id FROM promotion_entries WHERE member_id = ?1 AND promotion_id = 9").bind(p.member.id).first<{ id: number }>();
    expect(await approveEntry(db, entry!.id, null, clock)).toMatchObject({ ok: true, grantedMinor: 5000 });
    const issued = await fetchPromotion(gw(), { id: 9, language: "en", token: p.token });
    expect(issued).toMatchObject({ status: "Issued", cancellable: false });
    expect(issued.progress[0]).toEqual({ kind: "claimable", key: `event:${entry!.id}`, amount: 50, required: 50 });
  });

  it("the operator's review: list the applications, reject with a reason the member reads, nothing decided twice", async () => {
    const p = await player();
    await applyPromotionWithEvidence(gw(), p.token, { id: 9, remark: "mine", images: [png(9)] });
    const row = (await entriesForReview(db, "Applying")).find((r) => r.account === p.member.account);
    expect(row).toMatchObject({ promotion_id: 9, remark: "mine", images: 1, status: "Applying" });
    expect(await rejectEntry(db, row!.id, "Blurry screenshot", clock)).toEqual({ ok: true, grantedMinor: null });
    expect(await rejectEntry(db, row!.id, "again", clock)).toEqual({ ok: false, reason: "not_applying" });
    expect(await approveEntry(db, row!.id, null, clock)).toEqual({ ok: false, reason: "not_applying" });
    expect(await approveEntry(db, 999_999, null, clock)).toEqual({ ok: false, reason: "not_found" });
    const view = await fetchPromotion(gw(), { id: 9, language: "en", token: p.token });
    expect(view).toMatchObject({ status: "Rejected", cancellable: false, progress: [{ kind: "rejected", reason: "Blurry screenshot" }] });
  });

  it("withdrawing an application removes its evidence", async () => {
    const p = await player();
    await applyPromotionWithEvidence(gw(), p.token, { id: 9, remark: "", images: [png(7)] });
    expect(await evidence(p.member.id)).toBe(1);
    expect((await cancelPromotion(gw(), p.token, 9)).status).toBe("Process");
    expect(await evidence(p.member.id)).toBe(0);
  });
});

describe("cashback and check-in providers (P-RC-01 sources)", () => {
  it("P-RC-01 cashback: closed weeks since joining are claimable at 10 % of the LIVE net loss, capped; the running week is owed", async () => {
    // Demo joined the live cashback (seed) and has ~28 days of settled bets before now.
    const demo = await db
      .prepare("SELECT id, account, type, nickname, to_upline, status, reg_date, last_login_at FROM members WHERE account = 'demo'")
      .first<Member>();
    const now = Date.now();
    const rewards = await promoRebateProvider.list(db, demo!, now);
    expect(rewards.length).toBeGreaterThan(0);
    expect(rewards.length).toBeLessThanOrEqual(5);
    const [running, ...closed] = rewards;
    expect(running).toMatchObject({ state: "owed", key: expect.stringMatching(/^promo-rebate:3:\d{4}-W\d{2}$/) });
    for (const r of closed) {
      expect(r.state).toBe("claimable");
      const period = String(r.detail.period);
      const { start, end } = cycleInstants(period);
      const live = (await memberReport(db, demo!.id, { start, end })).byCategory.find((c) => c.gameType === "LIVE");
      expect(r.amountMinor).toBe(Math.min(1_000_000, Math.floor((Math.max(0, -(live?.profit ?? 0)) * 1000) / 10_000)));
      expect(r.expiresAt).toBe(end + 7 * 86_400_000);
      expect(r.requiredMinor).toBe(0);
    }
  });

  it("P-RC-01 check-in: seven consecutive signed days make ₱188 claimable; a missed day starts again", async () => {
    const p = await player();
    const day0 = Date.UTC(2026, 10, 10, 4);
    const signOn = async (d: number) => {
      clock = day0 + d * 86_400_000;
      const token = (await openSession(db, p.member, clock)).token;
      expect((await applyPromotion(gw(), token, 2)).status).toBe("signed");
      return token;
    };
    for (let d = 0; d < 6; d++) await signOn(d);
    expect(await checkinProvider.list(db, p.member, clock)).toEqual([
      expect.objectContaining({ key: "checkin:2:streak", state: "owed", progress: { done: 6, target: 7, unit: "days" } }),
    ]);
    const token = await signOn(6);
    expect(await failure(applyPromotion(gw(), token, 2))).toBe("promotion.not.open");
    // Invite friends (4) and the mission board (7) are taken part in on their own pages, never applied for.
    expect(await failure(applyPromotion(gw(), token, 4))).toBe("promotion.not.applicable");
    expect(await failure(applyPromotion(gw(), token, 7))).toBe("promotion.not.applicable");
    const list = await checkinProvider.list(db, p.member, clock);
    expect(list).toEqual([expect.objectContaining({ key: "checkin:2:2026-11-16", state: "claimable", amountMinor: 18_800, requiredMinor: 18_800 })]);
    await signOn(8); // day 7 missed
    expect((await checkinProvider.list(db, p.member, clock)).find((r) => r.key === "checkin:2:streak")?.progress?.done).toBe(1);
    clock = Date.UTC(2026, 10, 24, 4);
  });
});
