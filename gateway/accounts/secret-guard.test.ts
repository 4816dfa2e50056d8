import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_LOCK_MINUTES, SECRET_GUARDS, guardSubject, guardedCheck, secretLockMinutes, secretLockedUntil, type GuardedSecret } from "./secret-guard";
import { freshDatabase } from "../testing";

let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 28, 9);
let nextSubject = 1000;
/** A subject nobody else in this file counts on. */
const fresh = (kind: GuardedSecret["kind"] = "payment-password"): GuardedSecret => ({ kind, subject: ++nextSubject });

/** A verifier that says `answer` and counts how often it was asked. */
function verifier(answer: boolean) {
  const v = { calls: 0, run: async () => (v.calls++, answer) };
  return v;
}

async function wrongTimes(secret: GuardedSecret, n: number, now: number) {
  const results = [];
  for (let i = 0; i < n; i++) results.push(await guardedCheck(db, secret, now, () => false));
  return results;
}

async function row(secret: GuardedSecret) {
  return db
    .prepare("SELECT failures, locked_until, lockouts FROM login_failures WHERE subject = ?1")
    .bind(guardSubject(secret))
    .first<{ failures: number; locked_until: number | null; lockouts: number }>();
}

describe("secret guard: one counter, lock and doubling for every secret check", () => {
  it("counts down the attempts left and locks at the kind's lockAfter (payment password: the fifth wrong locks for 15 minutes)", async () => {
    const secret = fresh("payment-password");
    const results = await wrongTimes(secret, 5, T0);
    expect(results).toEqual([
      { kind: "wrong", attemptsLeft: 4 },
      { kind: "wrong", attemptsLeft: 3 },
      { kind: "wrong", attemptsLeft: 2 },
      { kind: "wrong", attemptsLeft: 1 },
      { kind: "locked", until: T0 + 15 * MINUTE },
    ]);
    expect(await secretLockedUntil(db, secret, T0 + 15 * MINUTE - 1)).toBe(T0 + 15 * MINUTE);
    expect(await secretLockedUntil(db, secret, T0 + 15 * MINUTE)).toBeNull();
  });

  it("locks the codes at ten wrong in a row (two burned codes' worth)", async () => {
    for (const kind of ["email-code", "sms-code"] as const) {
      const results = await wrongTimes(fresh(kind), 10, T0);
      expect(results.at(8)).toEqual({ kind: "wrong", attemptsLeft: 1 });
      expect(results.at(9)).toEqual({ kind: "locked", until: T0 + 15 * MINUTE });
    }
  });

  it("does not even ask the verifier while locked: a verifier that would say yes is refused as locked", async () => {
    const secret = fresh();
    await wrongTimes(secret, 5, T0);
    const right = verifier(true);
    expect(await guardedCheck(db, secret, T0 + 14 * MINUTE, right.run)).toEqual({ kind: "locked", until: T0 + 15 * MINUTE });
    expect(right.calls).toBe(0);
    // Nor does it count while locked: the lock is not made longer by trying.
    expect((await row(secret))?.locked_until).toBe(T0 + 15 * MINUTE);
    // Once the lock has run out, the right secret passes.
    expect(await guardedCheck(db, secret, T0 + 15 * MINUTE, right.run)).toEqual({ kind: "ok" });
    expect(right.calls).toBe(1);
  });

  it("doubles each lock in a row (15, 30, 60 minutes) up to a day", async () => {
    const secret = fresh();
    let now = T0;
    for (const minutes of [15, 30, 60]) {
      expect((await wrongTimes(secret, 5, now)).at(-1)).toEqual({ kind: "locked", until: now + minutes * MINUTE });
      now += minutes * MINUTE;
    }
    expect([0, 1, 2, 6, 7, 40].map((n) => secretLockMinutes(n, { lockMinutes: 15 }))).toEqual([15, 30, 60, 960, MAX_LOCK_MINUTES, MAX_LOCK_MINUTES]);
    await db.prepare("UPDATE login_failures SET lockouts = 30 WHERE subject = ?1").bind(guardSubject(secret)).run();
    expect((await wrongTimes(secret, 5, now)).at(-1)).toEqual({ kind: "locked", until: now + 24 * 60 * MINUTE });
  });

  it("clears the count and the doubling on a right answer", async () => {
    const secret = fresh();
    await wrongTimes(secret, 4, T0);
    expect(await guardedCheck(db, secret, T0, () => true)).toEqual({ kind: "ok" });
    expect(await row(secret)).toBeNull();
    expect((await wrongTimes(secret, 4, T0)).at(-1)).toEqual({ kind: "wrong", attemptsLeft: 1 });

    // A lock, then a right answer after it: the next lock is 15 minutes again, not 30.
    await guardedCheck(db, secret, T0, () => false);
    await guardedCheck(db, secret, T0 + 15 * MINUTE, () => true);
    expect((await wrongTimes(secret, 5, T0 + 20 * MINUTE)).at(-1)).toEqual({ kind: "locked", until: T0 + 35 * MINUTE });
  });

  it("locks exactly once when two wrong answers at N-1 arrive at once; both are told it is locked", async () => {
    const secret = fresh();
    await wrongTimes(secret, 4, T0);
    // Each verifier waits for the other, so both have passed the lock check before either counts.
    let arrived = 0;
    let release: () => void = () => {};
    const bothIn = new Promise<void>((resolve) => (release = resolve));
    const slowWrong = async () => {
      if (++arrived === 2) release();
      await bothIn;
      return false;
    };
    const results = await Promise.all([guardedCheck(db, secret, T0, slowWrong), guardedCheck(db, secret, T0, slowWrong)]);
    expect(arrived).toBe(2);
    expect(results).toEqual([
      { kind: "locked", until: T0 + 15 * MINUTE },
      { kind: "locked", until: T0 + 15 * MINUTE },
    ]);
    expect(await row(secret)).toEqual({ failures: 0, locked_until: T0 + 15 * MINUTE, lockouts: 1 });
  });

  it("keeps members and secrets apart, except the sign-in password, which both of its forms count together", async () => {
    const a = fresh();
    await wrongTimes(a, 5, T0);
    expect(await guardedCheck(db, { kind: "payment-password", subject: Number(a.subject) + 500 }, T0, () => true)).toEqual({ kind: "ok" });
    expect(await guardedCheck(db, { kind: "security-answer", subject: a.subject }, T0, () => true)).toEqual({ kind: "ok" });

    const member = ++nextSubject;
    await wrongTimes({ kind: "old-password", subject: member }, 3, T0);
    expect(await wrongTimes({ kind: "exclusion-password", subject: member }, 2, T0)).toEqual([
      { kind: "wrong", attemptsLeft: 1 },
      { kind: "locked", until: T0 + 15 * MINUTE },
    ]);
    expect(await secretLockedUntil(db, { kind: "old-password", subject: member }, T0)).toBe(T0 + 15 * MINUTE);
  });

  it("gives kinds that share a subject prefix (one secret) the same settings, and the payment password and security answer their old subjects", () => {
    const byPrefix = new Map<string, string>();
    for (const s of Object.values(SECRET_GUARDS)) {
      const same = byPrefix.get(s.prefix);
      if (same) expect(JSON.stringify(s)).toBe(same);
      byPrefix.set(s.prefix, JSON.stringify(s));
    }
    expect(guardSubject({ kind: "payment-password", subject: 7 })).toBe("paypwd:7");
    expect(guardSubject({ kind: "security-answer", subject: 7 })).toBe("question:7");
  });
});
