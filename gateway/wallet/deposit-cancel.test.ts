import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditDeposit, findDeposit, payToken, pendingDeposits } from "./deposits";
import { EWALLET_ORDER_TTL_MS } from "../../contract/deposit-rules";
import { ROUTES } from "../../contract/routes";
import { openSession, type Member } from "../accounts/auth";
import { handleGatewayRequest } from "../core/router";
import { handlePayPage } from "../handlers/pay-page";
import { freshDatabase } from "../testing";

/**
 * An unpaid e-wallet order used up the responsible-gaming deposit limit (RG-01) at
 * once and held it for good — the limit's usage counts every order still pending, and nothing
 * ever closed one the player did not pay. Now a live order still counts (so many orders at once
 * cannot pass the limit), the member can cancel it, and it expires after EWALLET_ORDER_TTL_MS.
 */

let db: D1Database;
let receipts: R2Bucket;
let dispose: () => Promise<void>;
const SECRET = "deposit-cancel-test-secret-0123456789";
// 12:00 in the operator's day (UTC+8): an expiry 31 minutes on stays in the same daily window.
let clock = Date.UTC(2026, 10, 24, 4);

beforeAll(async () => {
  ({ db, receipts, dispose } = await freshDatabase());
});
afterAll(async () => {
  await dispose();
});

const env = () => ({ DB: db, RECEIPTS: receipts, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: SECRET });
let serial = 0;
/** A member with a daily deposit limit of ₱1,000 in force. */
async function member(): Promise<{ id: number; token: string }> {
  const m = (await db
    .prepare(
      "INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, 'x', 0, ?2) RETURNING id, account, type, nickname, to_upline, status, reg_date, last_login_at",
    )
    .bind(`depcancel${++serial}`, clock)
    .first<Member>())!;
  await db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', 0)").bind(m.id).run();
  await db.prepare("INSERT INTO rg_limits (member_id, kind, period, amount, updated_at) VALUES (?1, 'deposit', 'day', 100000, ?2)").bind(m.id, clock).run();
  return { id: m.id, token: (await openSession(db, m, clock)).token };
}

type Envelope = { success: boolean; code?: string; value?: Record<string, unknown> };
async function call(token: string, route: { method: string; path: string }, body?: unknown) {
  const headers: Record<string, string> = { "X-Merchant-Code": "edgelobby", Authorization: `Bearer ${token}`, "Accept-Language": "EN" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const res = await handleGatewayRequest(
    new Request(`http://gw${route.path}`, { method: route.method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    env(),
    () => clock,
  );
  return { status: res.status, json: (await res.json()) as Envelope };
}
let keySerial = 0;
const key = () => `deposit-cancel-key-${String(++keySerial).padStart(6, "0")}`;
const order = (token: string, amount: number) => call(token, ROUTES.deposit, { channelCode: "GCASH", amount, bonusCode: null, idempotencyKey: key() });
/** The deposit limit's usage as the RG page shows it (major units). */
async function used(token: string): Promise<number> {
  const { json } = await call(token, ROUTES.rgOverview);
  const limits = json.value!.limits as { kind: string; period: string; used: number }[];
  return limits.find((l) => l.kind === "deposit" && l.period === "day")!.used;
}

describe("an unpaid e-wallet order and the daily deposit limit (RG-01)", () => {
  it("a live pending order counts against the limit: a second order past what is left is refused", async () => {
    const m = await member();
    const first = await order(m.token, 1000);
    expect(first.json.success).toBe(true);
    expect(await used(m.token)).toBe(1000);
    const second = await order(m.token, 100);
    expect(second.status).toBe(403);
    expect(second.json).toMatchObject({ code: "rg.limit.deposit", value: { used: 1000, remaining: 0 } });
    // Many orders at once cannot pass it either: the channels answer says the limit is reached.
    const { json } = await call(m.token, ROUTES.depositChannels);
    expect(json.value!.refusal).toMatchObject({ code: "rg.limit.deposit" });
  });

  it("the member's cancel closes it as cancelled and releases the limit; a second cancel answers the same", async () => {
    const m = await member();
    const id = (await order(m.token, 1000)).json.value!.id as number;
    const cancelled = await call(m.token, ROUTES.depositCancel, { id });
    expect(cancelled.json).toMatchObject({ success: true, value: { id, status: "cancelled", amount: 1000 } });
    expect((await findDeposit(db, id))!.status).toBe("cancelled");
    expect(await used(m.token)).toBe(0);
    expect((await order(m.token, 1000)).json.success).toBe(true);
    expect((await call(m.token, ROUTES.depositCancel, { id })).json).toMatchObject({ success: true, value: { status: "cancelled" } });
    // A cancelled order is not paid afterwards: the pay page's Pay changes nothing.
    expect((await creditDeposit(db, id, clock)).ok).toBe(false);
  });

  it("an order past EWALLET_ORDER_TTL_MS expires: it no longer counts, reads cancelled (reason expired) and cannot be paid", async () => {
    const m = await member();
    const id = (await order(m.token, 1000)).json.value!.id as number;
    const placedAt = clock;
    clock += EWALLET_ORDER_TTL_MS - 1;
    expect(await used(m.token)).toBe(1000);
    clock += 1;
    expect(await used(m.token)).toBe(0);
    expect(await findDeposit(db, id)).toMatchObject({ status: "cancelled", reason: "expired", decided_at: placedAt + EWALLET_ORDER_TTL_MS });
    expect(await creditDeposit(db, id, clock)).toMatchObject({ ok: false, reason: "decided" });
    expect((await order(m.token, 1000)).json.success).toBe(true);
    clock += 60_000;
  });

  it("an expired order is closed by whoever reads it first: the pay page, the records, the operator's list", async () => {
    const m = await member();
    const viaPage = (await order(m.token, 200)).json.value!.id as number;
    const viaRecords = (await order(m.token, 200)).json.value!.id as number;
    const manual = await db
      .prepare(
        `INSERT INTO deposits (id, member_id, channel_code, amount_minor, fee_minor, status, payer_name, transfer_at, language, return_url, idempotency_key, created_at)
         VALUES (1999999999, ?1, 'BANK', 30000, 0, 'pending', 'Ana Reyes', ?2, 'en', '/m/voucherCenter', ?3, ?2) RETURNING id`,
      )
      .bind(m.id, clock, key())
      .first<{ id: number }>();
    clock += EWALLET_ORDER_TTL_MS;
    const page = await handlePayPage(new Request(`http://gw/gw/pay/x`), db, SECRET, await payToken(SECRET, viaPage), clock);
    expect(await page.text()).toContain("This order was cancelled.");
    const records = await call(m.token, { method: "GET", path: `${ROUTES.deposits.path}?pageSize=50` });
    const list = records.json.value!.list as { id: number; status: string }[];
    expect(list.find((r) => r.id === viaRecords)!.status).toBe("cancelled");
    // A manual transfer waits for the operator however long it takes: it never expires.
    expect((await pendingDeposits(db, clock)).map((r) => r.id)).toContain(manual!.id);
    expect((await findDeposit(db, manual!.id))!.status).toBe("pending");
    clock += 60_000;
  });

  it("another member cannot cancel it: not found, and the order still counts for its owner", async () => {
    const owner = await member();
    const other = await member();
    const id = (await order(owner.token, 1000)).json.value!.id as number;
    const refused = await call(other.token, ROUTES.depositCancel, { id });
    expect(refused.status).toBe(404);
    expect(refused.json.code).toBe("deposit.cancel.not.found");
    expect((await findDeposit(db, id))!.status).toBe("pending");
    expect(await used(owner.token)).toBe(1000);
  });

  it("a decided order cannot be cancelled: a paid one stays paid and keeps counting", async () => {
    const m = await member();
    const id = (await order(m.token, 500)).json.value!.id as number;
    expect((await creditDeposit(db, id, clock)).ok).toBe(true);
    const refused = await call(m.token, ROUTES.depositCancel, { id });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: "deposit.cancel.state", value: { status: "success" } });
    expect((await findDeposit(db, id))!.status).toBe("success");
    expect(await used(m.token)).toBe(500);
  });

  it("a forged id is not found and changes nothing", async () => {
    const m = await member();
    for (const id of [0, -1, "abc", 1.5]) {
      const refused = await call(m.token, ROUTES.depositCancel, { id });
      expect(refused.status, String(id)).toBe(404);
    }
  });
});
