import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerRace, startRaceWorker, type RaceWorker } from "./ledger-race";
import type { AuditReport } from "../gateway/wallet/audit";

/**
 * The ledger under concurrency, in workerd (Miniflare directly, see scripts/ledger-race.ts): many
 * calls at once interleave their D1 calls as concurrent requests do. Here rather than in the
 * gateway's unit tests, whose D1 is wrangler's platform proxy: under load its synchronous
 * prepare() failed an assertion in this suite once.
 */

describe("the ledger's atomicity proof, small (npm run bench:ledger runs 100 of each)", () => {
  it(
    "20 concurrent full-balance withdrawals: one succeeds; 20 with one key: one order; 20 deposit keys sent twice: one order per key (W-DEP-11); 20 Pay callbacks: one credit; the audit is clean",
    { timeout: 180_000 },
    async () => {
      const report = await ledgerRace(20);
      expect(report.failures).toEqual([]);
      expect(report.fullBalance).toMatchObject({ succeeded: 1, refusals: { "withdraw.insufficient": 19 }, balanceAfter: 0 });
      expect(report.sameKey).toMatchObject({ answeredOk: 20, orders: 1, holds: 1, balanceAfter: 400 });
      expect(report.doubleDeposit).toEqual({ keys: 20, requests: 40, orders: 20, keysOneOrder: 20, refusals: {}, balanceAfter: 0 });
      expect(report.payCallbacks).toMatchObject({
        requests: 20,
        statuses: { 303: 20 },
        orderStatus: "success",
        depositEntries: 1,
        bonusEntries: 1,
        requirements: 1,
        balanceAfter: 1_200,
      });
      expect(report.audit.differences).toEqual([]);
    },
  );
});

describe("the batches alone, many at once (no handler checks in front)", () => {
  let worker: RaceWorker;
  beforeAll(async () => {
    worker = await startRaceWorker();
  });
  afterAll(async () => {
    await worker?.dispose();
  });

  type Member = { memberId: number; token: string; card: { id: number; bank_code: string; account_number: string; holder_name: string } };
  type Result = { ok: boolean; reason?: string; id?: number };
  const member = (balanceMinor: number) => worker.helper<Member>("member", { balanceMinor });
  const run = (op: string, n: number, args: Record<string, unknown>) => worker.helper<Result[]>("concurrently", { op, n, args });
  const balance = async (memberId: number) =>
    (await worker.helper<{ b: number }[]>("sql", { sql: "SELECT balance_minor AS b FROM wallets WHERE member_id = ?1", binds: [memberId] }))[0]!.b;
  const count = async (sql: string, ...binds: unknown[]) => (await worker.helper<{ n: number }[]>("sql", { sql, binds }))[0]!.n;
  const place = (m: Member, amountMinor: number, allowance: { count: number; limitMinor: number }) => ({
    memberId: m.memberId,
    card: m.card,
    amountMinor,
    feeMinor: 0,
    allowance,
  });

  it("posts with one key: one moves the money, the others answer duplicate", async () => {
    const m = await member(100_000);
    const results = await run("post", 16, {
      memberId: m.memberId,
      kind: "bet",
      amountMinor: -1_000,
      reference: "twin",
      idempotencyKey: "race-twin-key-0000001",
    });
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => r.reason)).toEqual(Array(15).fill("duplicate"));
    expect(await balance(m.memberId)).toBe(99_000);
  });

  it("debits of the whole balance: exactly one lands, the balance ends at zero", async () => {
    const m = await member(50_000);
    const results = await run("post", 16, { memberId: m.memberId, kind: "bet", amountMinor: -50_000, reference: "all-in" });
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await balance(m.memberId)).toBe(0);
  });

  it("transfers of the whole balance: one lands on both sides, the rest on neither", async () => {
    const from = await member(30_000);
    const to = await member(0);
    const results = await run("transfer", 12, { from: from.memberId, to: to.memberId, amountMinor: 30_000, reference: "upline" });
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect([await balance(from.memberId), await balance(to.memberId)]).toEqual([0, 30_000]);
  });

  it("withdrawals of the whole balance, each with its own key: one order, one hold", async () => {
    const m = await member(50_000);
    const results = await run("place", 16, place(m, 50_000, { count: 100, limitMinor: 100_000_000 }));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await balance(m.memberId)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ?1", m.memberId)).toBe(1);
  });

  it("keeps today's count and amount inside the batch: concurrent orders cannot pass them together", async () => {
    const byCount = await member(1_000_000);
    expect((await run("place", 10, place(byCount, 10_000, { count: 3, limitMinor: 5_000_000 }))).filter((r) => r.ok)).toHaveLength(3);
    expect(await balance(byCount.memberId)).toBe(970_000);

    const byAmount = await member(1_000_000);
    expect((await run("place", 8, place(byAmount, 40_000, { count: 10, limitMinor: 100_000 }))).filter((r) => r.ok)).toHaveLength(2);
    expect(await balance(byAmount.memberId)).toBe(920_000);
  });

  it("rejections of one order: the hold comes back once", async () => {
    const m = await member(50_000);
    const [placed] = await run("place", 1, place(m, 20_000, { count: 3, limitMinor: 5_000_000 }));
    const results = await run("reject", 10, { id: placed!.id });
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await balance(m.memberId)).toBe(50_000);
    expect(await count("SELECT COUNT(*) AS n FROM ledger_entries WHERE reference = ?1 AND kind = 'withdrawal_release'", `withdrawal:${placed!.id}`)).toBe(1);
  });

  it("leaves every wallet equal to its ledger", async () => {
    expect((await worker.helper<AuditReport>("audit")).differences).toEqual([]);
  });
});
