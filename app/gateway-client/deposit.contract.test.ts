/**
 * Contract test of the deposit calls (decision 027): the app's client calls
 * (deposit.server.ts: JSON, multipart and the raw receipt image) against the embedded gateway
 * in-process over a fresh local D1 and R2.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGatewayClient } from "./client.server";
import { deposit, fetchDepositChannels, fetchDepositReceipt, fetchDeposits, manualDeposit } from "./deposit.server";
import { GatewayError } from "./errors";
import { openSession, type Member } from "../../gateway/accounts/auth";
import { handleGatewayRequest } from "../../gateway/core/router";
import { freshDatabase } from "../../gateway/testing";
import { auditLedger } from "../../gateway/wallet/audit";
import { creditDeposit } from "../../gateway/wallet/deposits";

let db: D1Database;
let receipts: R2Bucket;
let dispose: () => Promise<void>;
const clock = Date.UTC(2026, 10, 24, 4);
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
async function player(): Promise<{ id: number; token: string }> {
  const m = (await db
    .prepare(
      "INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, 'x', 0, ?2) RETURNING id, account, type, nickname, to_upline, status, reg_date, last_login_at",
    )
    .bind(`depc${++serial}`, clock)
    .first<Member>())!;
  await db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', 0)").bind(m.id).run();
  return { id: m.id, token: (await openSession(db, m, clock)).token };
}
const png = (salt: number) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, salt])], "receipt.png", { type: "image/png" });
async function codeOf(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
  } catch (e) {
    if (e instanceof GatewayError) return e.code;
    throw e;
  }
  throw new Error("expected a refusal");
}

describe("deposit calls (W-DEP-02…11)", () => {
  it("channels parse: e-wallets and the bank transfer with its account, presets within range, the bonus", async () => {
    const p = await player();
    const terms = await fetchDepositChannels(gw(), p.token);
    expect(terms.currencySymbol).toBe("₱");
    expect(terms.channels.map((c) => c.kind)).toEqual(["EWALLET", "EWALLET", "MANUAL"]);
    expect(terms.channels[2]!.account?.accountNumber).toBe("006810123456");
    expect(terms.channels[0]!.bonuses[0]).toMatchObject({ code: "FIRST20", percent: 20 });
  });
  it("an e-wallet order answers its payUrl; the record shows it pending, then credited", async () => {
    const p = await player();
    const placed = await deposit(gw(), p.token, {
      channelCode: "GCASH",
      amount: 500,
      bonusCode: null,
      idempotencyKey: crypto.randomUUID(),
      returnUrl: "/m/voucherCenter",
    });
    expect(placed.payUrl).toMatch(new RegExp(`^/gw/pay/${placed.id}-[0-9a-f]{32}$`));
    expect((await fetchDeposits(gw(), p.token)).list[0]).toMatchObject({ id: placed.id, status: "pending", amount: 500, kind: "EWALLET" });
    await creditDeposit(db, placed.id, clock);
    const record = await fetchDeposits(gw(), p.token, { status: "success" });
    expect(record).toMatchObject({ total: 1, totalAmount: 500, totalCredited: 500 });
  });
  it("a manual transfer goes as multipart with its receipts; the member reads their own receipt, another member does not", async () => {
    const p = await player();
    const placed = await manualDeposit(gw(), p.token, {
      channelCode: "BANK",
      amount: 1000,
      bonusCode: null,
      idempotencyKey: crypto.randomUUID(),
      payerName: "Ana Reyes",
      transferAt: clock - 60_000,
      remark: "",
      receipts: [png(1)],
    });
    expect(placed.status).toBe("pending");
    const image = await fetchDepositReceipt(gw(), p.token, placed.id, 1);
    expect(image?.headers.get("Content-Type")).toBe("image/png");
    const other = await player();
    expect(await fetchDepositReceipt(gw(), other.token, placed.id, 1)).toBeNull();
    expect(
      await codeOf(
        manualDeposit(gw(), p.token, {
          channelCode: "BANK",
          amount: 1000,
          bonusCode: null,
          idempotencyKey: crypto.randomUUID(),
          payerName: "Ana Reyes",
          transferAt: clock,
          remark: "",
          receipts: [png(1)],
        }),
      ),
    ).toBe("deposit.receipt.reused");
  });
  it("refusals arrive as codes; no money moves", async () => {
    const p = await player();
    const body = { channelCode: "GCASH", amount: 500, bonusCode: null, idempotencyKey: crypto.randomUUID() };
    expect(await codeOf(deposit(gw(), p.token, { ...body, amount: 0 }))).toBe("deposit.amount.format");
    expect(await codeOf(deposit(gw(), p.token, { ...body, amount: 60_000 }))).toBe("deposit.amount.max");
    expect(await codeOf(deposit(gw(), p.token, { ...body, idempotencyKey: "forged" }))).toBe("idempotency.key.format");
    expect((await auditLedger(db)).differences).toEqual([]);
  });
});
