import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLedger, formatAudit } from "./audit";
import { commit, post, transfer } from "./ledger";
import { freshDatabase } from "../testing";

let db: D1Database;
let dispose: () => Promise<void>;
const NOW = Date.UTC(2026, 10, 24, 4);

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(async () => {
  await dispose();
});

let serial = 0;
/** A member of the test's own, with a wallet holding `balanceMinor` as one opening deposit (or no wallet). */
async function member(balanceMinor = 0, wallet = true): Promise<number> {
  const { id } = (await db
    .prepare("INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, 'x', 0, ?2) RETURNING id")
    .bind(`ledger${++serial}`, NOW)
    .first<{ id: number }>())!;
  if (wallet) await db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', 0)").bind(id).run();
  if (balanceMinor) expect((await post(db, { memberId: id, kind: "deposit", amountMinor: balanceMinor, reference: "opening", now: NOW })).ok).toBe(true);
  return id;
}

const balance = async (id: number) =>
  (await db.prepare("SELECT balance_minor AS b FROM wallets WHERE member_id = ?1").bind(id).first<{ b: number }>())?.b ?? null;
const entries = async (id: number) =>
  (
    await db
      .prepare("SELECT kind, amount_minor AS amount, balance_after_minor AS after, reference FROM ledger_entries WHERE member_id = ?1 ORDER BY id")
      .bind(id)
      .all<{ kind: string; amount: number; after: number; reference: string }>()
  ).results;
const keys = async (id: number) => (await db.prepare("SELECT COUNT(*) AS n FROM idempotency_keys WHERE member_id = ?1").bind(id).first<{ n: number }>())!.n;

describe("changes() inside a D1 batch (what the ledger's chain stands on)", () => {
  it("is the count of the last completed write, read by the next statement of the same batch; reads do not reset it", async () => {
    const id = await member(100);
    const results = await db.batch([
      db.prepare("UPDATE wallets SET balance_minor = balance_minor - 500 WHERE member_id = ?1 AND balance_minor - 500 >= 0").bind(id),
      db.prepare("SELECT changes() AS c"),
      db
        .prepare(
          "INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at) SELECT ?1, 'bet', -500, 0, 'x', 0 WHERE changes() = 1",
        )
        .bind(id),
      db.prepare("UPDATE wallets SET balance_minor = balance_minor + 1 WHERE member_id = ?1").bind(id),
      db.prepare("SELECT 1"),
      db.prepare("SELECT changes() AS c"),
      db.prepare("UPDATE wallets SET balance_minor = balance_minor + 1 WHERE member_id = ?1 AND changes() = 1").bind(id),
      db.prepare("UPDATE wallets SET balance_minor = balance_minor + 1000 WHERE member_id = ?1 AND changes() = 0").bind(id),
    ]);
    expect(results[1]!.results).toEqual([{ c: 0 }]);
    expect(results.map((r) => r.meta.changes)).toEqual([0, 0, 0, 1, 0, 0, 1, 0]);
    expect(results[5]!.results).toEqual([{ c: 1 }]);
    expect(await balance(id)).toBe(102);
    expect(await entries(id)).toHaveLength(1); // the opening deposit only
    await db.prepare("UPDATE wallets SET balance_minor = 100 WHERE member_id = ?1").bind(id).run(); // as the ledger says again
  });

  it("an error in any statement rolls the whole batch back", async () => {
    const id = await member(100);
    await expect(
      db.batch([
        db.prepare("UPDATE wallets SET balance_minor = balance_minor + 50 WHERE member_id = ?1").bind(id),
        db.prepare("INSERT INTO idempotency_keys (member_id, key, fingerprint, reference, created_at) VALUES (?1, 'k', 'f', 'r', 0)").bind(id),
        db.prepare("INSERT INTO idempotency_keys (member_id, key, fingerprint, reference, created_at) VALUES (?1, 'k', 'f', 'r', 0)").bind(id),
      ]),
    ).rejects.toThrow(/UNIQUE constraint failed: idempotency_keys/);
    expect(await balance(id)).toBe(100);
    expect(await keys(id)).toBe(0);
  });
});

describe("post", () => {
  it("credits and debits with the balance after each entry", async () => {
    const id = await member();
    const credit = await post(db, { memberId: id, kind: "deposit", amountMinor: 10_000, reference: "dep-1", now: NOW });
    expect(credit).toEqual({
      ok: true,
      entry: { id: expect.any(Number), memberId: id, kind: "deposit", amountMinor: 10_000, balanceAfterMinor: 10_000, reference: "dep-1", createdAt: NOW },
    });
    const debit = await post(db, { memberId: id, kind: "bet", amountMinor: -2_550, reference: "bet-1", now: NOW });
    expect(debit.ok && debit.entry.balanceAfterMinor).toBe(7_450);
    expect(await balance(id)).toBe(7_450);
  });

  it("never goes below zero: a debit beyond the balance is refused and writes nothing", async () => {
    const id = await member(1_000);
    expect(await post(db, { memberId: id, kind: "bet", amountMinor: -1_001, reference: "too-much", now: NOW })).toEqual({ ok: false, reason: "insufficient" });
    expect(await balance(id)).toBe(1_000);
    expect(await entries(id)).toHaveLength(1);
    // Exactly the balance is allowed, and leaves zero.
    expect((await post(db, { memberId: id, kind: "bet", amountMinor: -1_000, reference: "all-in", now: NOW })).ok).toBe(true);
    expect(await balance(id)).toBe(0);
  });

  it("refuses a debit from a member without a wallet, and opens one for a credit", async () => {
    const id = await member(0, false);
    expect(await post(db, { memberId: id, kind: "bet", amountMinor: -1, reference: "x", now: NOW })).toEqual({ ok: false, reason: "insufficient" });
    expect(await balance(id)).toBeNull();
    expect((await post(db, { memberId: id, kind: "bonus", amountMinor: 500, reference: "welcome", now: NOW })).ok).toBe(true);
    expect(await db.prepare("SELECT currency, currency_symbol, balance_minor FROM wallets WHERE member_id = ?1").bind(id).first()).toEqual({
      currency: "PHP",
      currency_symbol: "₱",
      balance_minor: 500,
    });
  });

  it("rejects what is not money: zero, fractions, unknown kinds, a malformed key", async () => {
    const id = await member(100);
    const base = { memberId: id, reference: "r", now: NOW } as const;
    await expect(post(db, { ...base, kind: "bet", amountMinor: 0 })).rejects.toThrow(/non-zero integer/);
    await expect(post(db, { ...base, kind: "bet", amountMinor: -0.5 })).rejects.toThrow(/non-zero integer/);
    // @ts-expect-error -- a kind outside the union, as a caller without types could send it
    await expect(post(db, { ...base, kind: "gift", amountMinor: 1 })).rejects.toThrow(/unknown kind/);
    await expect(post(db, { ...base, kind: "bonus", amountMinor: 1, idempotencyKey: "short" })).rejects.toThrow(/idempotency key/);
    expect(await entries(id)).toHaveLength(1);
  });

  it("keeps balance = sum of entries = last balance-after over any sequence of credits and debits", async () => {
    const id = await member();
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.integer({ min: -50_000, max: 50_000 }).filter((n) => n !== 0),
          { minLength: 1, maxLength: 12 },
        ),
        async (amounts) => {
          for (const amount of amounts) {
            const before = (await balance(id))!;
            const result = await post(db, { memberId: id, kind: amount > 0 ? "win" : "bet", amountMinor: amount, reference: "prop", now: NOW });
            expect(result.ok).toBe(before + amount >= 0);
            expect(await balance(id)).toBe(result.ok ? before + amount : before);
          }
          const rows = await entries(id);
          let running = 0;
          for (const r of rows) {
            running += r.amount;
            expect(r.after).toBe(running);
            expect(r.after).toBeGreaterThanOrEqual(0);
          }
          expect(await balance(id)).toBe(running);
        },
      ),
      { numRuns: 8 },
    );
  });
});

describe("idempotency keys", () => {
  const KEY = "0b6f8f0e-6a4c-4c43-9a4e-2f7c1d5e9b01";

  it("moves money once for a key; the second answer names the first one's reference", async () => {
    const id = await member(10_000);
    const first = await post(db, { memberId: id, kind: "bet", amountMinor: -3_000, reference: "bet-a", now: NOW, idempotencyKey: KEY });
    expect(first.ok).toBe(true);
    const again = await post(db, { memberId: id, kind: "bet", amountMinor: -3_000, reference: "bet-b", now: NOW, idempotencyKey: KEY });
    expect(again).toEqual({ ok: false, reason: "duplicate", reference: "bet-a" });
    expect(await balance(id)).toBe(7_000);
    expect(await keys(id)).toBe(1);
  });

  it("refuses the same key for another request as a mismatch, moving nothing", async () => {
    const id = await member(10_000);
    await post(db, { memberId: id, kind: "bet", amountMinor: -3_000, reference: "bet-a", now: NOW, idempotencyKey: KEY });
    expect(await post(db, { memberId: id, kind: "bet", amountMinor: -4_000, reference: "bet-b", now: NOW, idempotencyKey: KEY })).toEqual({
      ok: false,
      reason: "mismatch",
      reference: "bet-a",
    });
    expect(await balance(id)).toBe(7_000);
  });

  it("is per member: two members may use the same key", async () => {
    const a = await member(1_000);
    const b = await member(1_000);
    expect((await post(db, { memberId: a, kind: "bet", amountMinor: -100, reference: "a", now: NOW, idempotencyKey: KEY })).ok).toBe(true);
    expect((await post(db, { memberId: b, kind: "bet", amountMinor: -100, reference: "b", now: NOW, idempotencyKey: KEY })).ok).toBe(true);
  });

  it("is not used up by a refusal: the same request may be retried with it once the money is there", async () => {
    const id = await member(1_000);
    const request = { memberId: id, kind: "bet" as const, amountMinor: -2_000, reference: "bet-c", now: NOW, idempotencyKey: KEY };
    expect(await post(db, request)).toEqual({ ok: false, reason: "insufficient" });
    expect(await keys(id)).toBe(0);
    await post(db, { memberId: id, kind: "deposit", amountMinor: 5_000, reference: "top-up", now: NOW });
    expect((await post(db, request)).ok).toBe(true);
    expect(await balance(id)).toBe(4_000);
  });
});

describe("transfer", () => {
  it("moves between two members in one batch: both entries, same reference", async () => {
    const from = await member(5_000);
    const to = await member(0);
    const result = await transfer(db, { from, to, amountMinor: 1_250, reference: "upline-1", now: NOW });
    expect(
      result.ok && [result.out.kind, result.out.amountMinor, result.out.balanceAfterMinor, result.in.kind, result.in.amountMinor, result.in.balanceAfterMinor],
    ).toEqual(["transfer_out", -1_250, 3_750, "transfer_in", 1_250, 1_250]);
    expect([await balance(from), await balance(to)]).toEqual([3_750, 1_250]);
  });

  it("moves nothing on either side when the sender lacks the money", async () => {
    const from = await member(1_000);
    const to = await member(700);
    expect(await transfer(db, { from, to, amountMinor: 1_001, reference: "upline-2", now: NOW })).toEqual({ ok: false, reason: "insufficient" });
    expect([await balance(from), await balance(to)]).toEqual([1_000, 700]);
    expect([(await entries(from)).length, (await entries(to)).length]).toEqual([1, 1]);
  });

  it("opens the receiver's wallet when it has none, and keys the sender's request", async () => {
    const from = await member(5_000);
    const to = await member(0, false);
    const t = { from, to, amountMinor: 2_000, reference: "upline-3", now: NOW, idempotencyKey: "transfer-key-000000001" };
    expect((await transfer(db, t)).ok).toBe(true);
    expect(await transfer(db, t)).toEqual({ ok: false, reason: "duplicate", reference: "upline-3" });
    expect([await balance(from), await balance(to)]).toEqual([3_000, 2_000]);
  });

  it("takes only a positive amount between two members; a movement may debit only in its first posting", async () => {
    const a = await member(5_000);
    const b = await member(5_000);
    await expect(transfer(db, { from: a, to: b, amountMinor: -5, reference: "x", now: NOW })).rejects.toThrow(/positive/);
    await expect(transfer(db, { from: a, to: a, amountMinor: 5, reference: "x", now: NOW })).rejects.toThrow(/two members/);
    await expect(
      commit(db, {
        postings: [
          { memberId: a, kind: "win", amountMinor: 5, reference: "x" },
          { memberId: b, kind: "bet", amountMinor: -5, reference: "x" },
        ],
        now: NOW,
      }),
    ).rejects.toThrow(/first posting/);
    expect([await balance(a), await balance(b)]).toEqual([5_000, 5_000]);
  });
});

describe("a several-row caller statement (decision 032: a rain's envelopes)", () => {
  const rows = (memberId: number, values: number[]) =>
    db
      .prepare(
        "INSERT INTO login_failures (subject, failures, last_at, locked_until, lockouts) SELECT 'several-' || ?1 || '-' || value, value, 0, NULL, 0 FROM json_each(?2) WHERE changes() = 1",
      )
      .bind(memberId, JSON.stringify(values));
  const count = async (memberId: number) =>
    (await db.prepare("SELECT COUNT(*) AS n FROM login_failures WHERE subject LIKE 'several-' || ?1 || '-%'").bind(memberId).first<{ n: number }>())!.n;

  it("applies with its rows and the key after it, or not at all when the debit is refused", async () => {
    const id = await member(1_000);
    const movement = (amount: number, key: string) =>
      commit(db, {
        postings: [{ memberId: id, kind: "red_rain_out", amountMinor: -amount, reference: `several:${key}` }],
        now: NOW,
        after: [{ statement: rows(id, [1, 2, 3]), rows: 3 }],
        idempotency: { memberId: id, key, fingerprint: `several|${amount}` },
      });
    expect((await movement(2_000, "several-key-0000001")).ok).toBe(false);
    expect([await balance(id), await count(id), await keys(id)]).toEqual([1_000, 0, 0]);
    expect((await movement(600, "several-key-0000002")).ok).toBe(true);
    expect([await balance(id), await count(id), await keys(id)]).toEqual([400, 3, 1]);
  });

  it("throws when the statement changed another number of rows than it said (after the batch: a bug, never silent)", async () => {
    const id = await member(1_000);
    await expect(
      commit(db, {
        postings: [{ memberId: id, kind: "red_rain_out", amountMinor: -100, reference: "several:bad" }],
        now: NOW,
        after: [{ statement: rows(id, [7, 8]), rows: 3 }],
      }),
    ).rejects.toThrow(/chain broken/);
  });
});

describe("audit", () => {
  it("finds no difference in the seed, and reports a wallet changed outside the ledger", async () => {
    const { db: clean, dispose: done } = await freshDatabase();
    try {
      const report = await auditLedger(clean);
      expect(report.differences).toEqual([]);
      expect(formatAudit(report)).toBe(`ledger audit: ${report.wallets} wallets, no difference`);

      await clean.prepare("UPDATE wallets SET balance_minor = balance_minor + 1 WHERE member_id = 1").run();
      await clean
        .prepare(
          "INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at) VALUES (2, 'bonus', 500, 999, 'planted', 0)",
        )
        .run();
      const planted = await auditLedger(clean);
      expect(planted.differences.map((d) => [d.account, d.balanceMinor - d.sumMinor, d.lastAfterMinor! - d.balanceMinor])).toEqual([
        ["demo", 1, -1],
        ["agent", -500, 999 - 8_640_000],
      ]);
      expect(formatAudit(planted).split("\n")[0]).toBe(`ledger audit: ${planted.wallets} wallets, 2 with a difference`);
    } finally {
      await done();
    }
  });

  it("holds a wallet with no entries to zero", async () => {
    const id = await member(0);
    expect((await auditLedger(db)).differences.filter((d) => d.memberId === id)).toEqual([]);
    await db.prepare("UPDATE wallets SET balance_minor = 1 WHERE member_id = ?1").bind(id).run();
    expect((await auditLedger(db)).differences.filter((d) => d.memberId === id)).toEqual([
      { memberId: id, account: `ledger${serial}`, balanceMinor: 1, sumMinor: 0, lastAfterMinor: null },
    ]);
    await db.prepare("UPDATE wallets SET balance_minor = 0 WHERE member_id = ?1").bind(id).run();
  });
});
