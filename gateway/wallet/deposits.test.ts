import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLedger } from "./audit";
import { closeDeposit, creditDeposit, orderOfToken, payToken } from "./deposits";
import { post } from "./ledger";
import { ROUTES } from "../../contract/routes";
import { openSession, type Member } from "../accounts/auth";
import { handleGatewayRequest } from "../core/router";
import { handlePayPage } from "../handlers/pay-page";
import { freshDatabase } from "../testing";

/**
 * Deposits end to end on the embedded gateway (decision 027): the seed agrees
 * with the ledger, e-wallet orders are credited once by the pay page, manual transfers carry
 * receipts checked by their bytes, the first-deposit bonus adds a turnover requirement that the
 * withdrawal respects.
 */

let db: D1Database;
let receipts: R2Bucket;
let dispose: () => Promise<void>;
const SECRET = "deposit-test-secret-0123456789";
let clock = Date.UTC(2026, 10, 24, 4);

beforeAll(async () => {
  ({ db, receipts, dispose } = await freshDatabase());
});
afterAll(async () => {
  await dispose();
});

const env = () => ({ DB: db, RECEIPTS: receipts, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: SECRET });
let serial = 0;
async function member(): Promise<{ id: number; token: string }> {
  const m = (await db
    .prepare(
      "INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, 'x', 0, ?2) RETURNING id, account, type, nickname, to_upline, status, reg_date, last_login_at",
    )
    .bind(`dep${++serial}`, clock)
    .first<Member>())!;
  await db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', 0)").bind(m.id).run();
  return { id: m.id, token: (await openSession(db, m, clock)).token };
}

type Envelope = { success: boolean; code?: string; value?: Record<string, unknown> };
async function call(token: string, route: { method: string; path: string }, init: { body?: unknown; form?: FormData; query?: string } = {}) {
  const headers: Record<string, string> = { "X-Merchant-Code": "edgelobby", Authorization: `Bearer ${token}`, "Accept-Language": "EN" };
  let body: BodyInit | undefined;
  if (init.form) body = init.form;
  else if (init.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(init.body);
  }
  const res = await handleGatewayRequest(new Request(`http://gw${route.path}${init.query ?? ""}`, { method: route.method, headers, body }), env(), () => clock);
  return { status: res.status, headers: res.headers, json: (await res.json()) as Envelope };
}
const balance = async (id: number) => (await db.prepare("SELECT balance_minor AS b FROM wallets WHERE member_id = ?1").bind(id).first<{ b: number }>())!.b;
let keySerial = 0;
const key = () => `deposit-test-key-${String(++keySerial).padStart(6, "0")}`;

const PNG = (salt: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, salt & 255, salt >> 8]);
const GIF = new TextEncoder().encode("GIF89a\x01\x00\x01\x00");
function manualForm(fields: Record<string, string>, files: Uint8Array<ArrayBuffer>[], type = "image/png"): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  files.forEach((bytes, i) => form.append("receipts", new File([bytes], `receipt-${i}.png`, { type })));
  return form;
}
const manualFields = (over: Record<string, string> = {}) => ({
  channelCode: "BANK",
  amount: "1000",
  payerName: "Ana Reyes",
  transferAt: String(clock - 600_000),
  remark: "Sent from BPI",
  idempotencyKey: key(),
  ...over,
});

describe("the seed (W-DEP, decision 027)", () => {
  it("makes every seeded deposit entry the credit of a successful order of the same amount", async () => {
    const { results } = await db
      .prepare(
        `SELECT e.reference, e.amount_minor, d.amount_minor AS order_amount, d.status FROM ledger_entries e
         LEFT JOIN deposits d ON 'deposit:' || d.id = e.reference WHERE e.kind = 'deposit'`,
      )
      .all<{ reference: string; amount_minor: number; order_amount: number | null; status: string | null }>();
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) expect(r, r.reference).toMatchObject({ order_amount: r.amount_minor, status: "success" });
  });
  it("offers two e-wallets and a bank transfer, presets within each range", async () => {
    const m = await member();
    const { json } = await call(m.token, ROUTES.depositChannels);
    const channels = json.value!.channels as {
      code: string;
      kind: string;
      min: number;
      max: number;
      presets: number[];
      account: unknown;
      bonuses: unknown[];
    }[];
    expect(channels.map((c) => [c.code, c.kind])).toEqual([
      ["GCASH", "EWALLET"],
      ["MAYA", "EWALLET"],
      ["BANK", "MANUAL"],
    ]);
    for (const c of channels) for (const p of c.presets) expect(p >= c.min && p <= c.max).toBe(true);
    expect(channels[0]!.presets).not.toContain(100_000);
    expect(channels[2]!.account).toMatchObject({ bankName: "BDO Unibank" });
    expect(channels[0]!.bonuses).toEqual([{ code: "FIRST20", name: "20% first-deposit bonus", percent: 20, cap: 1000, minDeposit: 200, turnoverMultiple: 5 }]);
    expect(json.value!.refusal).toBeNull();
  });
});

describe("an e-wallet deposit (W-DEP-06, W-DEP-11)", () => {
  it("places a pending order with a pay URL; the same key answers the same order", async () => {
    const m = await member();
    const k = key();
    const first = await call(m.token, ROUTES.deposit, { body: { channelCode: "GCASH", amount: 500, bonusCode: null, idempotencyKey: k } });
    expect(first.json).toMatchObject({ success: true, value: { status: "pending" } });
    const id = first.json.value!.id as number;
    expect(first.json.value!.payUrl).toBe(`/gw/pay/${await payToken(SECRET, id)}`);
    const again = await call(m.token, ROUTES.deposit, { body: { channelCode: "GCASH", amount: 500, bonusCode: null, idempotencyKey: k } });
    expect(again.json.value).toEqual(first.json.value);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    const forged = await call(m.token, ROUTES.deposit, { body: { channelCode: "GCASH", amount: 900, bonusCode: null, idempotencyKey: k } });
    expect(forged.json.code).toBe("idempotency.mismatch");
    expect(await balance(m.id)).toBe(0);
  });
  it("refuses bad amounts, keys, channels and bonuses in order, moving nothing", async () => {
    const m = await member();
    const d = (over: Record<string, unknown>) =>
      call(m.token, ROUTES.deposit, { body: { channelCode: "GCASH", amount: 500, bonusCode: null, idempotencyKey: key(), ...over } }).then((r) => r.json.code);
    expect(await d({ amount: -5 })).toBe("deposit.amount.format");
    expect(await d({ amount: 0 })).toBe("deposit.amount.format");
    expect(await d({ amount: 10.005 })).toBe("deposit.amount.format");
    expect(await d({ idempotencyKey: "short" })).toBe("idempotency.key.format");
    expect(await d({ channelCode: "BANK" })).toBe("deposit.channel.invalid");
    expect(await d({ amount: 99.99 })).toBe("deposit.amount.min");
    expect(await d({ amount: 50_000.01 })).toBe("deposit.amount.max");
    expect(await d({ bonusCode: "NOPE" })).toBe("deposit.bonus.invalid");
    expect(await d({ bonusCode: "FIRST20", amount: 150 })).toBe("deposit.bonus.invalid");
    expect((await db.prepare("SELECT COUNT(*) AS n FROM deposits WHERE member_id = ?1").bind(m.id).first<{ n: number }>())!.n).toBe(0);
  });
  it("is credited once by Pay, with the bonus and its turnover requirement; a second Pay changes nothing", async () => {
    const m = await member();
    const placed = await call(m.token, ROUTES.deposit, { body: { channelCode: "MAYA", amount: 500, bonusCode: "FIRST20", idempotencyKey: key() } });
    const id = placed.json.value!.id as number;
    const token = await payToken(SECRET, id);
    expect(await orderOfToken(SECRET, token)).toBe(id);
    expect(
      await orderOfToken(
        SECRET,
        token.replace(/.$/, (c) => (c === "0" ? "1" : "0")),
      ),
    ).toBeNull();
    const page = await handlePayPage(new Request(`http://app/gw/pay/${token}`), db, SECRET, token, clock);
    const html = await page.text();
    expect(html).toContain("₱500.00");
    expect(html).toContain(String(id));
    expect(html).toContain('value="pay"');
    const pay = () => {
      const form = new FormData();
      form.set("action", "pay");
      return handlePayPage(new Request(`http://app/gw/pay/${token}`, { method: "POST", body: form }), db, SECRET, token, clock);
    };
    const [a, b] = await Promise.all([pay(), pay()]);
    expect(a.status).toBe(303);
    expect(a.headers.get("Location")).toBe(`/m/voucherCenter?deposit=${id}`);
    expect(b.status).toBe(303);
    await pay();
    expect(await balance(m.id)).toBe(50_000 + 10_000);
    const entries = await db.prepare("SELECT kind, amount_minor FROM ledger_entries WHERE member_id = ?1 ORDER BY id").bind(m.id).all();
    expect(entries.results).toEqual([
      { kind: "deposit", amount_minor: 50_000 },
      { kind: "bonus", amount_minor: 10_000 },
    ]);
    const req = await db.prepare("SELECT bonus_minor, required_minor FROM turnover_requirements WHERE member_id = ?1").bind(m.id).first();
    expect(req).toEqual({ bonus_minor: 10_000, required_minor: 300_000 });

    // The withdraw terms: ₱600 balance, ₱500 withdrawable, 0 of 3,000 wagered.
    const terms = await call(m.token, ROUTES.withdrawTerms);
    expect(terms.json.value).toMatchObject({ balance: 600, withdrawable: 500, turnoverRequired: 3000, turnoverDone: 0 });
    // Bets count towards it, refunds take back.
    clock += 1000;
    await post(db, { memberId: m.id, kind: "bet", amountMinor: -20_000, reference: "t-bet-1", now: clock });
    await post(db, { memberId: m.id, kind: "refund", amountMinor: 5_000, reference: "t-bet-1", now: clock });
    expect((await call(m.token, ROUTES.withdrawTerms)).json.value).toMatchObject({ balance: 450, withdrawable: 350, turnoverDone: 150 });
    // The bonus is not offered again: the first deposit is done.
    const again = await call(m.token, ROUTES.deposit, { body: { channelCode: "MAYA", amount: 500, bonusCode: "FIRST20", idempotencyKey: key() } });
    expect(again.json.code).toBe("deposit.bonus.invalid");
  });
  it("cancels on Cancel, moving nothing; a cancelled order cannot be paid", async () => {
    const m = await member();
    const id = (await call(m.token, ROUTES.deposit, { body: { channelCode: "GCASH", amount: 300, idempotencyKey: key() } })).json.value!.id as number;
    expect((await closeDeposit(db, id, "cancelled", null, clock)).ok).toBe(true);
    expect(await creditDeposit(db, id, clock)).toMatchObject({ ok: false, reason: "decided" });
    expect(await balance(m.id)).toBe(0);
  });
  it("is refused for a trial account (the refusal hook)", async () => {
    const m = await member();
    await db.prepare("UPDATE members SET type = 4 WHERE id = ?1").bind(m.id).run();
    const r = await call(m.token, ROUTES.deposit, { body: { channelCode: "GCASH", amount: 300, idempotencyKey: key() } });
    expect(r.json.code).toBe("deposit.trial");
    expect((await call(m.token, ROUTES.depositChannels)).json.value!.refusal).toEqual({ code: "deposit.trial" });
  });
});

describe("a manual bank transfer (W-DEP-07)", () => {
  it("takes 1–3 png/jpg receipts by their bytes, stores them in R2 and waits for the operator", async () => {
    const m = await member();
    const placed = await call(m.token, ROUTES.manualDeposit, { form: manualForm(manualFields(), [PNG(1), PNG(2)]) });
    expect(placed.json).toMatchObject({ success: true, value: { status: "pending" } });
    const id = placed.json.value!.id as number;
    const rows = await db
      .prepare("SELECT idx, object_key, content_type, bytes FROM deposit_receipts WHERE deposit_id = ?1 ORDER BY idx")
      .bind(id)
      .all<{ object_key: string }>();
    expect(rows.results).toHaveLength(2);
    expect(await receipts.head(rows.results[0]!.object_key)).not.toBeNull();
    expect(await balance(m.id)).toBe(0);

    // The member's own receipt, as the image; another member's is not found.
    const own = await handleGatewayRequest(
      new Request(`http://gw${ROUTES.depositReceipt.path}?id=${id}&index=1`, {
        headers: { "X-Merchant-Code": "edgelobby", Authorization: `Bearer ${m.token}` },
      }),
      env(),
      () => clock,
    );
    expect(own.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PNG(1));
    const other = await member();
    expect((await call(other.token, ROUTES.depositReceipt, { query: `?id=${id}&index=1` })).status).toBe(404);

    // The operator approves: credited once.
    expect((await creditDeposit(db, id, clock)).ok).toBe(true);
    expect((await creditDeposit(db, id, clock)).ok).toBe(false);
    expect(await balance(m.id)).toBe(100_000);
  });
  it("refuses a gif (whatever its declared type), a fourth file, a 6 MB file, none, and a receipt used before", async () => {
    const m = await member();
    const code = async (files: Uint8Array<ArrayBuffer>[], type?: string, over?: Record<string, string>) =>
      (await call(m.token, ROUTES.manualDeposit, { form: manualForm(manualFields(over), files, type) })).json.code;
    expect(await code([GIF], "image/png")).toBe("deposit.receipt.type");
    expect(await code([PNG(10), PNG(11), PNG(12), PNG(13)])).toBe("deposit.receipt.count");
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG(14));
    expect(await code([big])).toBe("deposit.receipt.size");
    expect(await code([])).toBe("deposit.receipt.required");
    expect(await code([PNG(1)])).toBe("deposit.receipt.reused");
    expect(await code([PNG(20), PNG(20)])).toBe("deposit.receipt.reused");
    expect(await code([PNG(21)], undefined, { payerName: "1" })).toBe("deposit.payer.format");
    expect(await code([PNG(21)], undefined, { transferAt: String(clock + 3_600_000) })).toBe("deposit.transfer.time");
    expect(await code([PNG(21)], undefined, { remark: "x".repeat(141) })).toBe("deposit.remark.length");
    expect(await code([PNG(21)], undefined, { amount: "1000.001" })).toBe("deposit.amount.format");
    expect((await db.prepare("SELECT COUNT(*) AS n FROM deposits WHERE member_id = ?1").bind(m.id).first<{ n: number }>())!.n).toBe(0);
  });
  it("fails with the operator's reason, moving nothing", async () => {
    const m = await member();
    const id = (await call(m.token, ROUTES.manualDeposit, { form: manualForm(manualFields(), [PNG(30)]) })).json.value!.id as number;
    const decided = await closeDeposit(db, id, "failed", "Amount does not match", clock);
    expect(decided).toMatchObject({ ok: true, row: { status: "failed", reason: "Amount does not match" } });
    expect(await balance(m.id)).toBe(0);
    const record = await call(m.token, ROUTES.deposits, { query: "?status=failed" });
    expect(record.json.value).toMatchObject({
      total: 1,
      list: [{ id, status: "failed", reason: "Amount does not match", receipts: 1, channelName: "BDO bank transfer" }],
    });
  });
});

describe("withdrawing with a bonus's turnover unmet", () => {
  it("refuses more than the withdrawable amount (withdraw.over.withdrawable)", async () => {
    const m = await member();
    const id = (await call(m.token, ROUTES.deposit, { body: { channelCode: "GCASH", amount: 1000, bonusCode: "FIRST20", idempotencyKey: key() } })).json.value!
      .id as number;
    await creditDeposit(db, id, clock);
    const { hashPassword } = await import("../core/crypto");
    await db
      .prepare("INSERT INTO member_profiles (member_id, payment_password_hash, payee_name) VALUES (?1, ?2, 'Ana Reyes')")
      .bind(m.id, await hashPassword("135790"))
      .run();
    const card = (await db
      .prepare(
        "INSERT INTO bank_cards (member_id, bank_code, account_number, holder_name, created_at) VALUES (?1, 'GCASH', '09171234567', 'Ana Reyes', ?2) RETURNING id",
      )
      .bind(m.id, clock)
      .first<{ id: number }>())!;
    const w = (amount: number) => call(m.token, ROUTES.withdraw, { body: { amount, cardId: card.id, paymentPassword: "135790", idempotencyKey: key() } });
    const refused = await w(1100);
    expect(refused.json).toMatchObject({ code: "withdraw.over.withdrawable", value: { withdrawable: 1000, turnoverRequired: 6000, turnoverDone: 0 } });
    expect((await w(1000)).json).toMatchObject({ success: true });
    expect(await balance(m.id)).toBe(20_000);
  });
  it("leaves every wallet equal to its ledger", async () => {
    expect((await auditLedger(db)).differences).toEqual([]);
  });
});
