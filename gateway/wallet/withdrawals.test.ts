import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLedger } from "./audit";
import { post } from "./ledger";
import { operatorDate, operatorDateStart, operatorDayStart, operatorMinuteOfDay } from "../core/operator-time";
import { freshDatabase } from "../testing";
import {
  approveWithdrawal,
  dailyAllowance,
  feeFor,
  findWithdrawal,
  isOpen,
  pendingWithdrawals,
  placeWithdrawal,
  rejectWithdrawal,
  todayUsage,
  withdrawSettings,
  type Card,
} from "./withdrawals";

let db: D1Database;
let dispose: () => Promise<void>;
/** 2026-11-24 12:00 in Manila. */
const NOW = Date.UTC(2026, 10, 24, 4);

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(async () => {
  await dispose();
});

let serial = 0;
/** A member of the test's own with a card and `balanceMinor` deposited. */
async function member(balanceMinor: number): Promise<{ id: number; card: Card }> {
  const { id } = (await db
    .prepare("INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, 'x', 0, ?2) RETURNING id")
    .bind(`wd${++serial}`, NOW)
    .first<{ id: number }>())!;
  const card = (await db
    .prepare(
      "INSERT INTO bank_cards (member_id, bank_code, account_number, holder_name, created_at) VALUES (?1, 'GCASH', '09171234567', 'Ana Reyes', ?2) RETURNING id, bank_code, account_number, holder_name",
    )
    .bind(id, NOW)
    .first<Card>())!;
  if (balanceMinor) await post(db, { memberId: id, kind: "deposit", amountMinor: balanceMinor, reference: "opening", now: NOW });
  return { id, card };
}

const balance = async (id: number) => (await db.prepare("SELECT balance_minor AS b FROM wallets WHERE member_id = ?1").bind(id).first<{ b: number }>())!.b;
const LIMITS = { count: 3, limitMinor: 5_000_000 };
let keySerial = 0;
const key = () => `withdraw-test-key-${String(++keySerial).padStart(6, "0")}`;
const place = (m: { id: number; card: Card }, amountMinor: number, allowance = LIMITS, now = NOW) =>
  placeWithdrawal(db, { memberId: m.id, card: m.card, amountMinor, feeMinor: 0, allowance, key: key(), now });

describe("operator time (UTC+8)", () => {
  it("starts the day at Manila midnight and reads dates on that clock", () => {
    expect(operatorDayStart(NOW)).toBe(Date.UTC(2026, 10, 23, 16));
    expect(operatorMinuteOfDay(NOW)).toBe(12 * 60);
    expect(operatorDate(Date.UTC(2026, 10, 23, 15, 59))).toBe("2026-11-23");
    expect(operatorDate(Date.UTC(2026, 10, 23, 16, 0))).toBe("2026-11-24");
    expect(operatorDateStart("2026-11-24")).toBe(Date.UTC(2026, 10, 23, 16));
    for (const bad of ["2026-02-30", "2026-13-01", "24-11-2026", "2026-11-24T00:00", ""]) expect(operatorDateStart(bad), bad).toBeNull();
  });
});

describe("terms", () => {
  it("are seeded: ₱100 to ₱50,000, free, all day", async () => {
    expect(await withdrawSettings(db)).toEqual({ minMinor: 10_000, maxMinor: 5_000_000, feeBp: 0, open: "00:00", close: "24:00" });
  });

  it("take service hours on the operator's clock, over midnight too; open = close is a pause", () => {
    const at = (h: number, m = 0) => Date.UTC(2026, 10, 24, h - 8, m); // Manila wall clock
    expect(isOpen({ open: "00:00", close: "24:00" }, at(0))).toBe(true);
    expect(isOpen({ open: "00:00", close: "24:00" }, at(23, 59))).toBe(true);
    expect(isOpen({ open: "09:00", close: "21:00" }, at(8, 59))).toBe(false);
    expect(isOpen({ open: "09:00", close: "21:00" }, at(9))).toBe(true);
    expect(isOpen({ open: "09:00", close: "21:00" }, at(21))).toBe(false);
    expect(isOpen({ open: "22:00", close: "02:00" }, at(23))).toBe(true);
    expect(isOpen({ open: "22:00", close: "02:00" }, at(1, 59))).toBe(true);
    expect(isOpen({ open: "22:00", close: "02:00" }, at(12))).toBe(false);
    expect(isOpen({ open: "10:00", close: "10:00" }, at(10))).toBe(false);
  });

  it("take a fee in basis points, rounded down", () => {
    expect(feeFor({ feeBp: 0 }, 123_456)).toBe(0);
    expect(feeFor({ feeBp: 100 }, 123_456)).toBe(1_234);
    expect(feeFor({ feeBp: 150 }, 10_001)).toBe(150);
  });

  it("give the daily allowance of the member's VIP level, and level 1's below it", async () => {
    const fresh = await member(0);
    expect(await dailyAllowance(db, fresh.id)).toEqual({ count: 3, limitMinor: 5_000_000 }); // no level yet → VIP 1
    expect(await dailyAllowance(db, 2)).toEqual({ count: 8, limitMinor: 30_000_000 }); // the seeded agent is VIP 3
  });
});

describe("placing an order", () => {
  it("holds the amount with a withdrawal entry and a pending order, in one batch", async () => {
    const m = await member(100_000);
    const result = await place(m, 30_000);
    expect(result.ok).toBe(true);
    expect(result.id).toBeGreaterThanOrEqual(1_000_000_000);
    expect(result.id).toBeLessThan(10_000_000_000);
    expect(await balance(m.id)).toBe(70_000);
    const order = await findWithdrawal(db, result.id);
    expect(order).toMatchObject({ member_id: m.id, amount_minor: 30_000, status: "pending", bank_code: "GCASH", account_number: "09171234567" });
    const entry = await db
      .prepare("SELECT kind, amount_minor, balance_after_minor FROM ledger_entries WHERE reference = ?1")
      .bind(`withdrawal:${result.id}`)
      .first();
    expect(entry).toEqual({ kind: "withdrawal", amount_minor: -30_000, balance_after_minor: 70_000 });
  });

  it("writes nothing when the balance is short", async () => {
    const m = await member(10_000);
    expect(await place(m, 10_001)).toMatchObject({ ok: false, reason: "insufficient" });
    expect(await balance(m.id)).toBe(10_000);
    expect((await todayUsage(db, m.id, NOW)).count).toBe(0);
  });
});

describe("the operator's decision", () => {
  it("approve: the order is paid out, nothing moves; deciding again is refused", async () => {
    const m = await member(50_000);
    const { id } = await place(m, 20_000);
    const approved = await approveWithdrawal(db, id, NOW + 1_000);
    expect(approved).toMatchObject({ ok: true, row: { status: "approved", decided_at: NOW + 1_000 } });
    expect(await balance(m.id)).toBe(30_000);
    expect(await approveWithdrawal(db, id, NOW)).toMatchObject({ ok: false, reason: "decided" });
    expect(await rejectWithdrawal(db, id, "late", NOW)).toMatchObject({ ok: false, reason: "decided" });
    expect(await balance(m.id)).toBe(30_000);
  });

  it("reject: the hold comes back with a withdrawal_release entry and the reason is kept; only once", async () => {
    const m = await member(50_000);
    const { id } = await place(m, 20_000);
    const rejected = await rejectWithdrawal(db, id, "Account name does not match", NOW + 2_000);
    expect(rejected).toMatchObject({ ok: true, row: { status: "rejected", reason: "Account name does not match", decided_at: NOW + 2_000 } });
    expect(await balance(m.id)).toBe(50_000);
    const entries = await db.prepare("SELECT kind, amount_minor FROM ledger_entries WHERE reference = ?1 ORDER BY id").bind(`withdrawal:${id}`).all();
    expect(entries.results).toEqual([
      { kind: "withdrawal", amount_minor: -20_000 },
      { kind: "withdrawal_release", amount_minor: 20_000 },
    ]);
    expect(await rejectWithdrawal(db, id, null, NOW)).toMatchObject({ ok: false, reason: "decided" });
    expect(await approveWithdrawal(db, id, NOW)).toMatchObject({ ok: false, reason: "decided" });
    expect(await balance(m.id)).toBe(50_000);
    // A rejected order gives the day's allowance back.
    expect(await todayUsage(db, m.id, NOW)).toEqual({ count: 0, amountMinor: 0 });
  });

  it("refuses an unknown order, and lists the pending ones oldest first", async () => {
    expect(await approveWithdrawal(db, 999, NOW)).toEqual({ ok: false, reason: "not_found", row: null });
    expect(await rejectWithdrawal(db, 999, null, NOW)).toEqual({ ok: false, reason: "not_found", row: null });
    const pending = await pendingWithdrawals(db);
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((p) => p.status === "pending")).toBe(true);
    expect(pending.map((p) => p.created_at)).toEqual([...pending.map((p) => p.created_at)].sort((a, b) => a - b));
    expect(pending[0]).toHaveProperty("bank_name", "GCash");
  });

  it("leaves every wallet equal to its ledger", async () => {
    expect((await auditLedger(db)).differences).toEqual([]);
  });
});
