/**
 * Contract test of the reward centre's calls (decision 035; research P-RC-01,
 * P-RC-02): the app's client (rewards.server.ts) against the embedded gateway in-process over a
 * fresh local D1, the reward calls built with a test provider whose rewards each test sets.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { claimReward, fetchRewardCount, fetchRewardHistory, fetchRewards } from "./rewards.server";
import { codeOf, testGateway, withFreshDatabase } from "./testing";
import { openSession, type Member } from "../../gateway/accounts/auth";
import { rewardHandlersFor } from "../../gateway/handlers/rewards";
import type { OpenReward, RewardProvider } from "../../gateway/promotions/rewards";
import { auditLedger } from "../../gateway/wallet/audit";
import { post } from "../../gateway/wallet/ledger";
import { memberRequirements, withdrawable } from "../../gateway/wallet/turnover";

let db: D1Database;
/** 2026-11-24 12:00 in Manila (UTC+8). */
let clock: number = Date.UTC(2026, 10, 24, 4);
const HOUR = 3_600_000;

withFreshDatabase((fresh) => (db = fresh));

/** The test provider: each member's open rewards, as a test sets them. */
const open = new Map<number, OpenReward[]>();
const provider: RewardProvider = { source: "event", list: async (_db, m) => open.get(m.id) ?? [] };

const gw = testGateway(
  () => db,
  () => clock,
  { handlers: rewardHandlersFor([provider]) },
);

const reward = (key: string, over: Partial<OpenReward> = {}): OpenReward => ({
  key,
  source: "event",
  promotionId: null,
  state: "claimable",
  amountMinor: 5_000,
  requiredMinor: 0,
  turnoverMultiple: 0,
  ledgerKind: "promotion",
  progress: null,
  expiresAt: null,
  claimPath: null,
  detail: {},
  ...over,
});

let serial = 0;
async function member(balance = 0): Promise<{ id: number; token: string }> {
  const m = (await db
    .prepare(
      "INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, 'x', 0, ?2) RETURNING id, account, type, nickname, to_upline, status, reg_date, last_login_at",
    )
    .bind(`reward${++serial}`, clock)
    .first<Member>())!;
  if (balance) await post(db, { memberId: m.id, kind: "deposit", amountMinor: balance * 100, reference: "opening", now: clock });
  const { token } = await openSession(db, m, clock);
  return { id: m.id, token };
}

let keySerial = 0;
const newKey = () => `reward-key-${String(++keySerial).padStart(8, "0")}`;
const claim = (token: string, key: string) => claimReward(gw, token, { key, idempotencyKey: newKey() });
const balanceOf = async (id: number) =>
  ((await db.prepare("SELECT balance_minor AS b FROM wallets WHERE member_id = ?1").bind(id).first<{ b: number }>())?.b ?? 0) / 100;
const count = async (sql: string, id: number) => (await db.prepare(sql).bind(id).first<{ n: number }>())!.n;
const promotionEntries = (id: number) => count("SELECT COUNT(*) AS n FROM ledger_entries WHERE member_id = ?1 AND kind = 'promotion'", id);
const claimRows = (id: number) => count("SELECT COUNT(*) AS n FROM reward_claims WHERE member_id = ?1", id);

beforeEach(() => {
  open.clear();
  clock = Date.UTC(2026, 10, 24, 4);
});

describe("reward centre (P-RC-01)", () => {
  it("lists claimable and owed rewards in major units with the claimable total", async () => {
    const m = await member();
    open.set(m.id, [
      reward("event:1", { amountMinor: 5_000 }),
      reward("event:2", { amountMinor: 12_345, requiredMinor: 12_345, turnoverMultiple: 1 }),
      reward("event:3", { state: "owed", amountMinor: 0, progress: { done: 20_000, target: 50_000, unit: "minor" }, detail: { minDepositMinor: 50_000 } }),
    ]);
    const answer = await fetchRewards(gw, m.token);
    expect(answer.totals).toEqual({ claimable: 173.45, count: 2 });
    expect(answer.claimable.map((r) => r.key)).toEqual(["event:1", "event:2"]);
    expect(answer.claimable[1]).toMatchObject({ amount: 123.45, required: 123.45, turnoverMultiple: 1, title: null });
    expect(answer.owed).toHaveLength(1);
    expect(answer.owed[0]).toMatchObject({ state: "owed", progress: { done: 200, target: 500, unit: "money" }, detail: { minDepositMinor: 50_000 } });
    expect(await fetchRewardCount(gw, m.token)).toBe(2);
  });

  it("names a reward after its promotion, in the member's language", async () => {
    const m = await member();
    const promo = await db.prepare("SELECT id, title FROM promotions ORDER BY id LIMIT 1").first<{ id: number; title: string }>();
    open.set(m.id, [reward("event:9", { promotionId: promo!.id })]);
    const answer = await fetchRewards(gw, m.token);
    expect(answer.claimable[0]!.title).toBeTruthy();
  });

  it("5 concurrent claims of one key pay once: one ledger entry, one claim row, the balance up once", async () => {
    const m = await member(10);
    open.set(m.id, [reward("event:100", { amountMinor: 5_000 })]);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => claim(m.token, "event:100")));
    const paid = results.filter((r) => r.status === "fulfilled");
    expect(paid).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect((r.reason as { code: string }).code).toBe("reward.already");
    expect(await promotionEntries(m.id)).toBe(1);
    expect(await claimRows(m.id)).toBe(1);
    expect(await balanceOf(m.id)).toBe(60);
    // Claimed rewards leave the list; a later claim of the same key answers already.
    expect((await fetchRewards(gw, m.token)).claimable).toEqual([]);
    expect(await codeOf(claim(m.token, "event:100"))).toBe("reward.already");
    expect(await balanceOf(m.id)).toBe(60);
  });

  it("someone else's key is not found and changes nothing", async () => {
    const owner = await member();
    const other = await member(5);
    open.set(owner.id, [reward("event:200")]);
    expect(await codeOf(claim(other.token, "event:200"))).toBe("reward.not_found");
    expect(await codeOf(claim(other.token, "made:up"))).toBe("reward.not_found");
    expect(await balanceOf(other.id)).toBe(5);
    expect(await claimRows(other.id)).toBe(0);
    expect(await claimRows(owner.id)).toBe(0);
    expect((await fetchRewards(gw, owner.token)).claimable).toHaveLength(1);
  });

  it("an owed reward is not claimable, a reward of another page is claimed there, a bad request key is refused", async () => {
    const m = await member();
    open.set(m.id, [
      reward("event:300", { state: "owed" }),
      reward("rebate:0:2026-11-24", { source: "rebate", claimPath: "/m/member/manualRebate" }),
      reward("event:301"),
    ]);
    expect(await codeOf(claim(m.token, "event:300"))).toBe("reward.not_claimable");
    expect(await codeOf(claim(m.token, "rebate:0:2026-11-24"))).toBe("reward.elsewhere");
    expect(await codeOf(claimReward(gw, m.token, { key: "event:301", idempotencyKey: "short" }))).toBe("idempotency.key.format");
    expect(await balanceOf(m.id)).toBe(0);
    expect(await claimRows(m.id)).toBe(0);
  });

  it("an expired reward is neither listed nor claimable", async () => {
    const m = await member();
    open.set(m.id, [reward("event:400", { expiresAt: clock + HOUR })]);
    expect((await fetchRewards(gw, m.token)).claimable).toHaveLength(1);
    clock += 2 * HOUR;
    expect((await fetchRewards(gw, m.token)).claimable).toEqual([]);
    expect(await codeOf(claim(m.token, "event:400"))).toBe("reward.not_found");
    expect(await balanceOf(m.id)).toBe(0);
  });

  it("a reward with wagering adds its turnover requirement (reward:<id>), which locks it from withdrawal (P-RC-02)", async () => {
    const m = await member(100);
    open.set(m.id, [reward("event:500", { amountMinor: 5_000, requiredMinor: 15_000, turnoverMultiple: 3 })]);
    const done = await claim(m.token, "event:500");
    expect(done).toMatchObject({ amount: 50, required: 150, balance: 150 });
    const requirements = await memberRequirements(db, m.id);
    expect(requirements).toEqual([expect.objectContaining({ reference: `reward:${done.id}`, bonusMinor: 5_000, requiredMinor: 15_000, stakedMinor: 0 })]);
    expect(withdrawable(15_000, requirements)).toMatchObject({ withdrawableMinor: 10_000, lockedMinor: 5_000 });

    // The history shows it with its wagering, then progress as the member bets.
    let history = await fetchRewardHistory(gw, m.token);
    expect(history.items[0]).toMatchObject({ id: done.id, key: "event:500", amount: 50, wagering: { required: 150, done: 0, met: false } });
    clock += HOUR;
    await post(db, { memberId: m.id, kind: "bet", amountMinor: -4_000, reference: "bet:test-1", now: clock });
    history = await fetchRewardHistory(gw, m.token);
    expect(history.items[0]!.wagering).toEqual({ required: 150, done: 40, met: false });
    await post(db, { memberId: m.id, kind: "bet", amountMinor: -11_000, reference: "bet:test-2", now: clock });
    history = await fetchRewardHistory(gw, m.token);
    expect(history.items[0]!.wagering).toEqual({ required: 150, done: 150, met: true });
  });

  it("a reward without wagering adds no requirement; the history pages newest first", async () => {
    const m = await member();
    open.set(
      m.id,
      Array.from({ length: 22 }, (_, i) => reward(`event:6${String(i).padStart(2, "0")}`, { amountMinor: 100 + i })),
    );
    for (let i = 0; i < 22; i++) {
      clock += 1000;
      await claim(m.token, `event:6${String(i).padStart(2, "0")}`);
    }
    expect(await memberRequirements(db, m.id)).toEqual([]);
    const first = await fetchRewardHistory(gw, m.token, 1);
    expect(first).toMatchObject({ page: 1, pageSize: 20, hasMore: true });
    expect(first.items[0]).toMatchObject({ key: "event:621", amount: 1.21, wagering: null });
    const second = await fetchRewardHistory(gw, m.token, 2);
    expect(second.hasMore).toBe(false);
    expect(second.items.map((c) => c.key)).toEqual(["event:601", "event:600"]);
  });

  it("keeps the ledger invariant", async () => {
    const audit = await auditLedger(db);
    expect(audit.differences).toEqual([]);
  });
});

describe("reward centre through the router's own providers", () => {
  const real = testGateway(
    () => db,
    () => clock,
  );

  it("needs a session, and answers a member's (empty or not) lists", async () => {
    expect(await codeOf(fetchRewards(real, ""))).toBe("auth.required");
    const m = await member();
    const answer = await fetchRewards(real, m.token);
    expect(answer.currencySymbol).toBe("₱");
    expect(answer.totals.count).toBe(answer.claimable.length);
    expect(await fetchRewardCount(real, m.token)).toBe(answer.claimable.length);
    expect(await codeOf(claimReward(real, m.token, { key: "event:999999", idempotencyKey: newKey() }))).toBe("reward.not_found");
  });
});
