import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDeposit, creditDeposit, findChannel, placeDeposit } from "./deposits";
import { post } from "./ledger";
import { moneyMessageText, renderStoredMessage, MONEY_TEMPLATES, type MoneyMessage } from "./money-messages";
import { handleGatewayRequest } from "../core/router";
import { freshDatabase } from "../testing";
import { approveWithdrawal, placeWithdrawal, rejectWithdrawal, type Card } from "./withdrawals";
import { ROUTES } from "../../contract/routes";
import { openSession, type Member } from "../accounts/auth";
import { claimReward, type OpenReward, type RewardProvider } from "../promotions/rewards";

/**
 * D5: every money movement writes exactly one inbox message to its member, in the
 * movement's own batch — a refused or repeated movement writes none, and a batch that fails leaves
 * neither the money nor the message. Messages are rendered in the reader's language when read.
 */

let db: D1Database;
let dispose: () => Promise<void>;
let clock = Date.UTC(2026, 10, 24, 4);
const SECRET = "money-messages-test-secret-0123456789";

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(async () => {
  await dispose();
});

let serial = 0;
type TestMember = Member & { token: string; card: Card };
async function member(balanceMinor = 0): Promise<TestMember> {
  const m = (await db
    .prepare(
      "INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, 'x', 0, ?2) RETURNING id, account, type, nickname, to_upline, status, reg_date, last_login_at",
    )
    .bind(`mm${++serial}`, clock)
    .first<Member>())!;
  await db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', 0)").bind(m.id).run();
  const card = (await db
    .prepare(
      "INSERT INTO bank_cards (member_id, bank_code, account_number, holder_name, created_at) VALUES (?1, 'GCASH', '09171234567', 'Ana Reyes', ?2) RETURNING id, bank_code, account_number, holder_name",
    )
    .bind(m.id, clock)
    .first<Card>())!;
  if (balanceMinor) await post(db, { memberId: m.id, kind: "deposit", amountMinor: balanceMinor, reference: "opening", now: clock });
  return { ...m, token: (await openSession(db, m, clock)).token, card };
}

type Row = { member_id: number; template: string | null; params: string | null; title: string; content: string; created_at: number; read_at: number | null };
const messagesOf = async (memberId: number) =>
  (
    await db
      .prepare("SELECT member_id, template, params, title, content, created_at, read_at FROM messages WHERE member_id = ?1 ORDER BY id")
      .bind(memberId)
      .all<Row>()
  ).results;
const entriesOf = async (memberId: number, reference: string) =>
  (await db.prepare("SELECT kind, amount_minor FROM ledger_entries WHERE member_id = ?1 AND reference = ?2").bind(memberId, reference).all()).results;
const balance = async (id: number) => (await db.prepare("SELECT balance_minor AS b FROM wallets WHERE member_id = ?1").bind(id).first<{ b: number }>())!.b;

let keySerial = 0;
const key = () => `money-msg-key-${String(++keySerial).padStart(6, "0")}`;

async function deposit(m: TestMember, amountMinor: number, language: "ty" | "en" | "pt" = "ty"): Promise<number> {
  const channel = (await findChannel(db, "GCASH"))!;
  const placed = await placeDeposit(db, {
    memberId: m.id,
    channel,
    amountMinor,
    bonusCode: null,
    language,
    returnUrl: "/m/vouReport",
    key: key(),
    fingerprintHash: `fp-${keySerial}`,
    now: clock,
  });
  if (!placed.ok) throw new Error(placed.reason);
  return placed.id;
}

async function withdrawal(m: TestMember, amountMinor: number): Promise<number> {
  const placed = await placeWithdrawal(db, {
    memberId: m.id,
    card: m.card,
    amountMinor,
    feeMinor: 0,
    allowance: { count: 10, limitMinor: 10_000_000 },
    key: key(),
    now: clock,
  });
  if (!placed.ok) throw new Error(placed.reason);
  return placed.id;
}

/** Makes every insert into `table` fail, as a broken disk or a constraint would, for one call. */
async function failingInserts<T>(table: "messages" | "ledger_entries", run: () => Promise<T>): Promise<unknown> {
  await db.prepare(`CREATE TRIGGER forced_failure BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'forced failure'); END`).run();
  try {
    await run();
    return null;
  } catch (e) {
    return e;
  } finally {
    await db.prepare("DROP TRIGGER forced_failure").run();
  }
}

const env = () => ({ DB: db, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: SECRET });
async function call(token: string, route: { method: string; path: string }, init: { body?: unknown; lang?: string; query?: string } = {}) {
  const headers: Record<string, string> = { "X-Merchant-Code": "edgelobby", Authorization: `Bearer ${token}`, "Accept-Language": init.lang ?? "TY" };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  const res = await handleGatewayRequest(
    new Request(`http://gw${route.path}${init.query ?? ""}`, {
      method: route.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    env(),
    () => clock,
  );
  return { status: res.status, json: (await res.json()) as { success: boolean; code?: string; value?: unknown } };
}
type Inbox = { list: { title: string; content: string; read: boolean }[]; unreadCount: number; total: number };
const inbox = async (m: TestMember, lang = "TY") => (await call(m.token, ROUTES.messages, { lang })).json.value as Inbox;

describe("D5: a credited deposit", () => {
  it("writes one message to the depositor, with the credit, and none on a second credit", async () => {
    const m = await member();
    const other = await member();
    const id = await deposit(m, 123_450, "en");
    expect(await messagesOf(m.id)).toEqual([]);
    const done = await creditDeposit(db, id, clock);
    expect(done.ok).toBe(true);
    const rows = await messagesOf(m.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.template).toBe("deposit.credited");
    expect(JSON.parse(rows[0]!.params!)).toEqual({ orderId: id, amountMinor: 123_450, bonusMinor: 0, symbol: "₱" });
    // Stored in the language the order was placed in, unread.
    expect(rows[0]!.title).toBe("Your deposit of ₱1,234.50 is credited");
    expect(rows[0]!.read_at).toBeNull();
    expect(await entriesOf(m.id, `deposit:${id}`)).toEqual([{ kind: "deposit", amount_minor: 123_450 }]);

    expect((await creditDeposit(db, id, clock)).ok).toBe(false);
    expect(await messagesOf(m.id)).toHaveLength(1);
    expect(await messagesOf(other.id)).toEqual([]);
  });

  it("is one batch with the credit: a failing message insert leaves the order pending and the balance as it was", async () => {
    const m = await member();
    const id = await deposit(m, 50_000);
    const error = await failingInserts("messages", () => creditDeposit(db, id, clock));
    expect(String(error)).toMatch(/forced failure/);
    expect(await entriesOf(m.id, `deposit:${id}`)).toEqual([]);
    expect(await balance(m.id)).toBe(0);
    expect((await db.prepare("SELECT status FROM deposits WHERE id = ?1").bind(id).first<{ status: string }>())!.status).toBe("pending");
    // And a failing ledger insert leaves no message.
    expect(String(await failingInserts("ledger_entries", () => creditDeposit(db, id, clock)))).toMatch(/forced failure/);
    expect(await messagesOf(m.id)).toEqual([]);
    // Once nothing fails, the credit and its message land together.
    expect((await creditDeposit(db, id, clock)).ok).toBe(true);
    expect(await messagesOf(m.id)).toHaveLength(1);
    expect(await balance(m.id)).toBe(50_000);
  });
});

describe("D5: a rejected deposit", () => {
  it("writes one message with the operator's reason; a cancel by the player or a second decision writes none", async () => {
    const m = await member();
    const id = await deposit(m, 20_000);
    expect((await closeDeposit(db, id, "failed", "Amount does not match", clock)).ok).toBe(true);
    const rows = await messagesOf(m.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.template).toBe("deposit.rejected");
    expect(rows[0]!.content).toContain("Dahilan: Amount does not match.");
    expect((await closeDeposit(db, id, "failed", "again", clock)).ok).toBe(false);
    expect((await creditDeposit(db, id, clock)).ok).toBe(false);
    expect(await messagesOf(m.id)).toHaveLength(1);

    const cancelled = await deposit(m, 20_000);
    expect((await closeDeposit(db, cancelled, "cancelled", null, clock)).ok).toBe(true);
    expect(await messagesOf(m.id)).toHaveLength(1);
  });

  it("is one batch with the status: a failing message insert leaves the order pending", async () => {
    const m = await member();
    const id = await deposit(m, 20_000);
    expect(String(await failingInserts("messages", () => closeDeposit(db, id, "failed", "x", clock)))).toMatch(/forced failure/);
    expect((await db.prepare("SELECT status FROM deposits WHERE id = ?1").bind(id).first<{ status: string }>())!.status).toBe("pending");
  });
});

describe("D5: an approved withdrawal", () => {
  it("writes one message; a double approve, or approving a rejected order, writes none", async () => {
    const m = await member(500_000);
    const id = await withdrawal(m, 200_000);
    expect((await approveWithdrawal(db, id, clock)).ok).toBe(true);
    const rows = await messagesOf(m.id);
    expect(rows.map((r) => r.template)).toEqual(["withdrawal.approved"]);
    expect(rows[0]!.title).toBe("Naaprubahan ang iyong withdrawal na ₱2,000.00");
    // Where the money went, as the withdrawal record names the card.
    expect(rows[0]!.content).toBe(`Naaprubahan ang withdrawal order ${id} at ipinadala na ang ₱2,000.00 sa GCash •••• 4567.`);
    expect((await approveWithdrawal(db, id, clock)).ok).toBe(false);
    expect((await rejectWithdrawal(db, id, "late", clock)).ok).toBe(false);
    expect(await messagesOf(m.id)).toHaveLength(1);

    const rejected = await withdrawal(m, 10_000);
    expect((await rejectWithdrawal(db, rejected, null, clock)).ok).toBe(true);
    expect((await approveWithdrawal(db, rejected, clock)).ok).toBe(false);
    expect((await messagesOf(m.id)).map((r) => r.template)).toEqual(["withdrawal.approved", "withdrawal.rejected"]);
    expect((await approveWithdrawal(db, 1_000_000_001, clock)).ok).toBe(false);
  });

  it("is one batch with the status: a failing message insert leaves the order pending", async () => {
    const m = await member(500_000);
    const id = await withdrawal(m, 100_000);
    expect(String(await failingInserts("messages", () => approveWithdrawal(db, id, clock)))).toMatch(/forced failure/);
    expect((await db.prepare("SELECT status FROM withdrawals WHERE id = ?1").bind(id).first<{ status: string }>())!.status).toBe("pending");
  });
});

describe("D5: a rejected withdrawal", () => {
  it("writes one message with the reason, with the release entry; none on a second rejection", async () => {
    const m = await member(300_000);
    const id = await withdrawal(m, 150_000);
    expect((await rejectWithdrawal(db, id, "Name does not match", clock)).ok).toBe(true);
    const rows = await messagesOf(m.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.template).toBe("withdrawal.rejected");
    expect(rows[0]!.content).toBe("Tinanggihan ang withdrawal order " + id + ". Dahilan: Name does not match. Ibinalik na sa iyong balanse ang ₱1,500.00.");
    expect(await entriesOf(m.id, `withdrawal:${id}`)).toEqual([
      { kind: "withdrawal", amount_minor: -150_000 },
      { kind: "withdrawal_release", amount_minor: 150_000 },
    ]);
    expect((await rejectWithdrawal(db, id, "again", clock)).ok).toBe(false);
    expect(await messagesOf(m.id)).toHaveLength(1);
  });

  it("is one batch with the release: a failing message insert gives nothing back and leaves the order pending", async () => {
    const m = await member(300_000);
    const id = await withdrawal(m, 100_000);
    expect(String(await failingInserts("messages", () => rejectWithdrawal(db, id, "x", clock)))).toMatch(/forced failure/);
    expect(await balance(m.id)).toBe(200_000);
    expect(await entriesOf(m.id, `withdrawal:${id}`)).toEqual([{ kind: "withdrawal", amount_minor: -100_000 }]);
    expect(await messagesOf(m.id)).toEqual([]);
  });
});

describe("D5: a credited reward", () => {
  /** A reward source of the test's own, through the engine's public provider interface. */
  const provider = (amountMinor: number): RewardProvider => ({
    source: "mission",
    list: async () => [
      {
        key: "mission:test",
        source: "mission",
        promotionId: null,
        state: "claimable",
        amountMinor,
        requiredMinor: amountMinor * 3,
        turnoverMultiple: 3,
        ledgerKind: "mission",
        progress: null,
        expiresAt: null,
        claimPath: null,
        detail: {},
      } satisfies OpenReward,
    ],
  });

  it("writes one message with the claim, in the claim's language; a second claim writes none", async () => {
    const m = await member();
    const first = await claimReward(db, m, "mission:test", clock, [provider(7_500)], "pt");
    expect(first.ok).toBe(true);
    const rows = await messagesOf(m.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.title).toBe("A sua recompensa de ₱75.00 foi creditada");
    expect(rows[0]!.content).toContain("₱225.00");
    expect(await claimReward(db, m, "mission:test", clock, [provider(7_500)], "pt")).toEqual({ ok: false, reason: "already" });
    expect(await messagesOf(m.id)).toHaveLength(1);
  });

  it("is one batch with the credit: a failing message insert pays nothing", async () => {
    const m = await member();
    expect(String(await failingInserts("messages", () => claimReward(db, m, "mission:test", clock, [provider(1_000)])))).toMatch(/forced failure/);
    expect(await balance(m.id)).toBe(0);
    expect((await db.prepare("SELECT COUNT(*) AS n FROM reward_claims WHERE member_id = ?1").bind(m.id).first<{ n: number }>())!.n).toBe(0);
  });
});

describe("D5: a responsible-gaming limit change in force", () => {
  it("a lower limit: one message at once, in the batch of the change", async () => {
    const m = await member();
    const set = await call(m.token, ROUTES.rgSetLimit, { body: { kind: "deposit", period: "day", value: 5000 }, lang: "EN" });
    expect(set.json).toMatchObject({ success: true, value: { effect: "now" } });
    const rows = await messagesOf(m.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.title).toBe("Your new daily deposit limit is in force");
    expect(rows[0]!.content).toContain("₱5,000.00");
    const box = await inbox(m, "EN");
    expect(box.unreadCount).toBe(1);
    expect(box.list[0]).toMatchObject({ title: "Your new daily deposit limit is in force", read: false });
  });

  it("a raise: its message shows only when the raise comes in force, and a cancelled raise never shows", async () => {
    const m = await member();
    await call(m.token, ROUTES.rgSetLimit, { body: { kind: "loss", period: "week", value: 1000 } });
    const raised = await call(m.token, ROUTES.rgSetLimit, { body: { kind: "loss", period: "week", value: 3000 } });
    expect(raised.json).toMatchObject({ success: true, value: { effect: "pending" } });
    expect((await inbox(m)).unreadCount).toBe(1);
    expect((await call(m.token, ROUTES.messageUnreadCount)).json.value).toBe(1);

    const start = clock;
    clock = start + 24 * 3600_000 + 1;
    // A day later the first session has ended: the member signs in again.
    m.token = (await openSession(db, m, clock)).token;
    const box = await inbox(m, "PT");
    expect(box.unreadCount).toBe(2);
    expect(box.list[0]!.content).toContain("passa a ser ₱3,000.00");

    // A second raise, cancelled before it comes in force: its waiting message goes with it.
    await call(m.token, ROUTES.rgSetLimit, { body: { kind: "loss", period: "week", value: 9000 } });
    expect((await messagesOf(m.id)).length).toBe(3);
    expect((await call(m.token, ROUTES.rgCancelPending, { body: { control: "loss.week" } })).json.success).toBe(true);
    expect((await messagesOf(m.id)).length).toBe(2);
    clock += 48 * 3600_000;
    m.token = (await openSession(db, m, clock)).token;
    expect((await inbox(m)).total).toBe(2);
  });
});

describe("D5: the inbox renders a money message in the reader's language (§2 message centre)", () => {
  it("one stored message reads in TY, EN and PT, amounts as the app formats them", async () => {
    const m = await member(1_000_000);
    const id = await withdrawal(m, 250_075);
    await approveWithdrawal(db, id, clock);
    expect((await inbox(m, "TY")).list[0]!.title).toBe("Naaprubahan ang iyong withdrawal na ₱2,500.75");
    expect((await inbox(m, "EN")).list[0]!.title).toBe("Your withdrawal of ₱2,500.75 is approved");
    expect((await inbox(m, "PT")).list[0]!.title).toBe("O seu levantamento de ₱2,500.75 foi aprovado");
    const box = await inbox(m, "EN");
    expect(box.unreadCount).toBe(1);
    expect(box.list[0]!.read).toBe(false);
  });

  it("falls back to the stored text when a row's params do not fit its template", () => {
    expect(renderStoredMessage("deposit.credited", '{"orderId":1}', "en")).toBeNull();
    expect(renderStoredMessage("no.such", "{}", "en")).toBeNull();
    // A name every object has is not a template.
    expect(renderStoredMessage("constructor", "{}", "en")).toBeNull();
    expect(renderStoredMessage(null, null, "en")).toBeNull();
    expect(renderStoredMessage("rg.limit", JSON.stringify({ kind: "deposit", period: "session", value: 1, symbol: "₱" }), "en")).toBeNull();
  });

  it("every template has a text in TY, EN and PT, and TY and PT differ from EN", () => {
    const samples: MoneyMessage[] = [
      { template: "deposit.credited", params: { orderId: 1, amountMinor: 100, bonusMinor: 20, symbol: "₱" } },
      { template: "deposit.rejected", params: { orderId: 1, amountMinor: 100, reason: "r", symbol: "₱" } },
      { template: "withdrawal.approved", params: { orderId: 1, amountMinor: 100, feeMinor: 1, symbol: "₱", bank: "GCash", last4: "4567" } },
      { template: "withdrawal.rejected", params: { orderId: 1, amountMinor: 100, reason: null, symbol: "₱" } },
      { template: "reward.credited", params: { source: "referral", amountMinor: 100, requiredMinor: 0, symbol: "₱" } },
      { template: "rg.limit", params: { kind: "session", period: "session", value: 60, symbol: "₱" } },
    ];
    expect(samples.map((s) => s.template).sort()).toEqual(Object.keys(MONEY_TEMPLATES).sort());
    for (const s of samples) {
      const en = moneyMessageText(s, "en");
      for (const lang of ["ty", "pt"] as const) {
        const t = moneyMessageText(s, lang);
        expect(t.title, `${s.template} ${lang}`).not.toBe(en.title);
        expect(t.body, `${s.template} ${lang}`).not.toBe(en.body);
        expect(t.title.length && t.body.length).toBeGreaterThan(0);
      }
    }
  });
});
