import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openSession, type Member } from "./accounts/auth";
import { freshDatabase } from "./testing";
import { ROUTES } from "../contract/routes";

/**
 * EL_NOW through the gateway's own Worker entry (gateway/worker.ts): an operator-time-of-day rule,
 * the withdrawal service hours (§ withdraw terms: open ≤ time < close on the operator's clock),
 * is decided by the pinned instant whatever the real time is. Each case is a fresh isolate (the
 * module registry reset) started at a different real time, as a test server may start any time.
 */
let db: D1Database;
let dispose: () => Promise<void>;
const SECRET = "pinned-clock-test-secret-0123456789";

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  await db.batch([
    db.prepare("INSERT OR REPLACE INTO site_settings (key, value) VALUES ('withdraw_open', '09:00')"),
    db.prepare("INSERT OR REPLACE INTO site_settings (key, value) VALUES ('withdraw_close', '21:00')"),
  ]);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await dispose();
});

/** A Manila wall-clock time (UTC+8) as epoch ms; real times are years after any pinned one. */
const manila = (y: number, mo: number, d: number, h: number, mi = 0) => Date.UTC(y, mo - 1, d, h - 8, mi);

let serial = 0;
/** A member with a session opened at `at` (the gateway's clock when it signs in). */
async function memberToken(at: number): Promise<string> {
  const m = (await db
    .prepare(
      "INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, 'x', 0, ?2) RETURNING id, account, type, nickname, to_upline, status, reg_date, last_login_at",
    )
    .bind(`clk${++serial}`, at)
    .first<Member>())!;
  await db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', 0)").bind(m.id).run();
  return (await openSession(db, m, at)).token;
}

/** Withdraw terms asked of a gateway worker isolate started at real time `realStart`, its env carrying `elNow`. */
async function termsIn(realStart: number, elNow: string | undefined, sessionAt: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(realStart);
  vi.resetModules();
  const worker = (await import("./worker")).default;
  const token = await memberToken(sessionAt);
  const request = new Request(`http://gw${ROUTES.withdrawTerms.path}`, { headers: { "X-Merchant-Code": "edgelobby", Authorization: `Bearer ${token}` } });
  const env = { DB: db, GATEWAY_SECRET: SECRET, ...(elNow === undefined ? {} : { EL_NOW: elNow }) };
  const res = (await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, env)) as Response;
  expect(res.status).toBe(200);
  return ((await res.json()) as { value: { open: boolean; serviceHours: { open: string; close: string } } }).value;
}

describe("EL_NOW on the gateway worker", () => {
  it("EL_NOW: withdrawal service hours follow the pinned operator time, not the real time the isolate started at", async () => {
    const morning = "2026-11-28T10:00:00+08:00";
    const morningMs = manila(2026, 11, 28, 10);
    // Real times at which the terms would be closed (03:00 and 22:30 in Manila): open all the same.
    for (const real of [manila(2031, 3, 4, 3), manila(2031, 3, 4, 22, 30)]) {
      const terms = await termsIn(real, morning, morningMs);
      expect(terms.serviceHours).toEqual({ open: "09:00", close: "21:00" });
      expect(terms.open, new Date(real).toISOString()).toBe(true);
    }
    // And the other way: pinned at 22:00, closed even when the real time is noon in Manila.
    expect((await termsIn(manila(2031, 3, 4, 12), "2026-11-28T22:00:00+08:00", manila(2026, 11, 28, 22))).open).toBe(false);
  });

  it("EL_NOW: unset, the same isolate start reads the real clock (the control of the case above)", async () => {
    const real = manila(2031, 3, 4, 3);
    expect((await termsIn(real, undefined, real)).open).toBe(false);
  });

  it("EL_NOW: an invalid value fails the request loudly instead of falling back to the real clock", async () => {
    vi.resetModules();
    const worker = (await import("./worker")).default;
    const request = new Request(`http://gw${ROUTES.withdrawTerms.path}`, { headers: { "X-Merchant-Code": "edgelobby" } });
    await expect(
      Promise.resolve().then(() =>
        worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, { DB: db, GATEWAY_SECRET: SECRET, EL_NOW: "2026-11-28 10:00" }),
      ),
    ).rejects.toThrow('EL_NOW must be an ISO-8601 instant with offset such as 2026-11-28T10:00:00+08:00, not "2026-11-28 10:00"');
  });
});
