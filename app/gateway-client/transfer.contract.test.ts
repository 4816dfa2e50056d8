/**
 * Contract test of the upline transfer (research U-01…U-04, decision 026): the
 * app's client calls (transfer.server.ts) against the embedded gateway in-process over a fresh
 * local D1.
 */
import { describe, expect, it } from "vitest";
import { fetchSecurityOverview } from "./member.server";
import { fetchTransactions } from "./records.server";
import { codeOf, refusal, testGateway, withFreshDatabase } from "./testing";
import { fetchUplineTransferTerms, transferToUpline, type UplineTransferRequest } from "./transfer.server";
import { openSession, type Member } from "../../gateway/accounts/auth";
import { DEMO_PAYMENT_PASSWORD } from "../../gateway/accounts/demo-accounts";
import { hashPassword } from "../../gateway/core/crypto";
import { auditLedger } from "../../gateway/wallet/audit";
import { post } from "../../gateway/wallet/ledger";

let db: D1Database;
/** 2026-11-24 12:00 in Manila (UTC+8). */
const clock = Date.UTC(2026, 10, 24, 4);

withFreshDatabase((fresh) => (db = fresh));

const gw = testGateway(
  () => db,
  () => clock,
);

const COLUMNS = "id, account, type, nickname, to_upline, status, reg_date, last_login_at";
const PASSWORD = "314159";
let serial = 0;

/** A member of this test's own, signed in, with `balance` pesos deposited. */
async function member(
  balance: number,
  options: { parentId?: number | null; toUpline?: 0 | 1; type?: number; password?: boolean } = {},
): Promise<{ id: number; account: string; token: string }> {
  const m = (await db
    .prepare(`INSERT INTO members (account, password_hash, type, parent_id, to_upline, reg_date) VALUES (?1, 'x', ?2, ?3, ?4, ?5) RETURNING ${COLUMNS}`)
    .bind(`upline${++serial}`, options.type ?? 0, options.parentId ?? null, options.toUpline ?? 1, clock)
    .first<Member>())!;
  await db
    .prepare("INSERT INTO member_profiles (member_id, payment_password_hash) VALUES (?1, ?2)")
    .bind(m.id, options.password === false ? null : await hashPassword(PASSWORD))
    .run();
  if (balance) await post(db, { memberId: m.id, kind: "deposit", amountMinor: Math.round(balance * 100), reference: "opening", now: clock });
  const { token } = await openSession(db, m, clock);
  return { id: m.id, account: m.account, token };
}

/** An agent (type 1) and a downline player under it with `balance` pesos. */
async function pair(balance: number, options: { password?: boolean; type?: number; toUpline?: 0 | 1 } = {}) {
  const agent = await member(0, { type: 1, toUpline: 0 });
  const player = await member(balance, { parentId: agent.id, ...options });
  return { agent, player };
}

let keySerial = 0;
const newKey = () => `upline-key-${String(++keySerial).padStart(8, "0")}`;
const request = (amount: unknown, over: Partial<UplineTransferRequest> = {}): UplineTransferRequest => ({
  amount: amount as number,
  paymentPassword: PASSWORD,
  idempotencyKey: newKey(),
  ...over,
});
const balanceOf = async (id: number) =>
  ((await db.prepare("SELECT balance_minor AS b FROM wallets WHERE member_id = ?1").bind(id).first<{ b: number }>())?.b ?? 0) / 100;
const entriesOf = (id: number) =>
  db
    .prepare("SELECT kind, amount_minor, balance_after_minor, reference FROM ledger_entries WHERE member_id = ?1 AND kind LIKE 'transfer%' ORDER BY id")
    .bind(id)
    .all<{ kind: string; amount_minor: number; balance_after_minor: number; reference: string }>()
    .then((r) => r.results);
/** The operator day of `clock`, for the record calls. */
const TODAY = { from: "2026-11-24", to: "2026-11-24", page: 1 };
const setSwitch = (on: boolean) =>
  db
    .prepare("UPDATE feature_switches SET enabled = ?1 WHERE code = 'FUNDTRANS3'")
    .bind(on ? 1 : 0)
    .run();

describe("upline transfer terms (U-01, U-02)", () => {
  it("show the seeded demo member their upline, balance, limits and that a payment password is set", async () => {
    const demo = (await db.prepare(`SELECT ${COLUMNS} FROM members WHERE account = 'demo'`).first<Member>())!;
    const { token } = await openSession(db, demo, clock);
    expect(await fetchUplineTransferTerms(gw, token)).toEqual({
      allowed: true,
      blocked: null,
      upline: { account: "agent", nickname: "Agent Ramos" },
      currencySymbol: "₱",
      balance: 12_580.5,
      available: 12_580.5,
      min: 1,
      max: 50_000,
      paymentPassword: true,
    });
  });

  it("U-01: are not allowed for type 2, without toUpline, without an upline, for a trial, or with FUNDTRANS3 off", async () => {
    const agent = await member(0, { type: 1, toUpline: 0 });
    const cases = {
      type2: await member(100, { parentId: agent.id, type: 2 }),
      noToUpline: await member(100, { parentId: agent.id, toUpline: 0 }),
      noUpline: await member(100, { parentId: null }),
      trial: await member(100, { parentId: agent.id, type: 4 }),
    };
    for (const [name, m] of Object.entries(cases)) {
      const terms = await fetchUplineTransferTerms(gw, m.token);
      expect([name, terms.allowed, terms.upline]).toEqual([name, false, null]);
    }
    const { player } = await pair(100);
    expect((await fetchUplineTransferTerms(gw, player.token)).allowed).toBe(true);
    await setSwitch(false);
    try {
      expect((await fetchUplineTransferTerms(gw, player.token)).allowed).toBe(false);
    } finally {
      await setSwitch(true);
    }
  });
});

describe("upline transfer (U-03, U-04; decision 026)", () => {
  it("moves the amount once per key: a transfer_out and a transfer_in with one reference, a replay answers the same", async () => {
    const { agent, player } = await pair(1_000);
    const body = request(250.75);
    const done = await transferToUpline(gw, player.token, body);
    expect(done).toMatchObject({ amount: 250.75, balance: 749.25, createdAt: clock });
    // A double submit, a retry and two tabs at once: the same answer, no second movement.
    const again = await Promise.all([transferToUpline(gw, player.token, body), transferToUpline(gw, player.token, body)]);
    expect(again).toEqual([done, done]);
    expect(await transferToUpline(gw, player.token, body)).toEqual(done);
    expect([await balanceOf(player.id), await balanceOf(agent.id)]).toEqual([749.25, 250.75]);
    const reference = `upline:${done.id}`;
    expect(await entriesOf(player.id)).toEqual([{ kind: "transfer_out", amount_minor: -25_075, balance_after_minor: 74_925, reference }]);
    expect(await entriesOf(agent.id)).toEqual([{ kind: "transfer_in", amount_minor: 25_075, balance_after_minor: 25_075, reference }]);
    // The same key for another amount is another request.
    expect(await codeOf(transferToUpline(gw, player.token, { ...body, amount: 10 }))).toBe("idempotency.mismatch");
  });

  it("ASVS V2.3.5: the money goes only to the member's own upline, whatever account the request names", async () => {
    const { agent, player } = await pair(1_000);
    const stranger = await member(0, { type: 1, toUpline: 0 });
    const aimed = { ...request(100), to: stranger.id, uplineId: stranger.id, parentId: stranger.id, account: stranger.account, upline: stranger.account };
    // The gateway reads only the amount, the key and the password; the destination is members.parent_id.
    expect((await transferToUpline(gw, player.token, aimed as UplineTransferRequest)).amount).toBe(100);
    expect([await balanceOf(player.id), await balanceOf(agent.id), await balanceOf(stranger.id)]).toEqual([900, 100, 0]);
  });

  it("U-04: both transaction records show the entry with its reference", async () => {
    const { agent, player } = await pair(500);
    const done = await transferToUpline(gw, player.token, request(120));
    const mine = await fetchTransactions(gw, player.token, { ...TODAY, kind: "transfers" });
    expect(mine.items.map((e) => [e.kind, e.amount, e.reference])).toEqual([["transfer_out", -120, `upline:${done.id}`]]);
    const theirs = await fetchTransactions(gw, agent.token, { ...TODAY, kind: "transfers", agent: true });
    expect(theirs.items.map((e) => [e.kind, e.amount, e.reference])).toEqual([["transfer_in", 120, `upline:${done.id}`]]);
  });

  it("refuses anyone the rule does not allow, before reading the body, and moves nothing", async () => {
    const agent = await member(0, { type: 1, toUpline: 0 });
    for (const m of [
      await member(100, { parentId: agent.id, type: 2 }),
      await member(100, { parentId: agent.id, toUpline: 0 }),
      await member(100, { parentId: agent.id, type: 4 }),
    ]) {
      expect(await codeOf(transferToUpline(gw, m.token, request(10)))).toBe("transfer.upline.forbidden");
      expect(await balanceOf(m.id)).toBe(100);
    }
    const orphan = await member(100, { parentId: null });
    expect(await codeOf(transferToUpline(gw, orphan.token, request(10)))).toBe("transfer.upline.missing");
    const { player } = await pair(100);
    await setSwitch(false);
    try {
      expect(await codeOf(transferToUpline(gw, player.token, request(10)))).toBe("transfer.upline.forbidden");
    } finally {
      await setSwitch(true);
    }
    expect(await balanceOf(player.id)).toBe(100);
    expect(await balanceOf(agent.id)).toBe(0);
  });

  it("refuses a bad amount (zero, negative, three decimals, text) and a bad key, then min and max", async () => {
    const { player } = await pair(60_000);
    for (const amount of [0, -5, 1.234, "10", Number.NaN, null]) {
      expect(await codeOf(transferToUpline(gw, player.token, request(amount))), String(amount)).toBe("transfer.amount.format");
    }
    for (const idempotencyKey of ["", "short", "x".repeat(65), "has space in it 123"]) {
      expect(await codeOf(transferToUpline(gw, player.token, request(10, { idempotencyKey }))), idempotencyKey).toBe("idempotency.key.format");
    }
    const min = await refusal(transferToUpline(gw, player.token, request(0.99)));
    expect([min.code, min.value]).toEqual(["transfer.amount.min", { min: 1 }]);
    const max = await refusal(transferToUpline(gw, player.token, request(50_000.01)));
    expect([max.code, max.value]).toEqual(["transfer.amount.max", { max: 50_000 }]);
    expect(await balanceOf(player.id)).toBe(60_000);
    expect((await transferToUpline(gw, player.token, request(1))).amount).toBe(1);
  });

  it("asks for the payment password: missing, malformed (not counted), wrong (counted towards the shared lock)", async () => {
    const none = await pair(100, { password: false });
    expect(await codeOf(transferToUpline(gw, none.player.token, request(10)))).toBe("payment.password.missing");

    const { player } = await pair(100);
    expect(await codeOf(transferToUpline(gw, player.token, request(10, { paymentPassword: "12ab56" })))).toBe("payment.password.format");
    const wrong = await refusal(transferToUpline(gw, player.token, request(10, { paymentPassword: "000000" })));
    expect([wrong.code, wrong.value]).toEqual(["payment.password.wrong", { attemptsLeft: 4 }]);
    for (let i = 0; i < 3; i++) await refusal(transferToUpline(gw, player.token, request(10, { paymentPassword: "000000" })));
    const locked = await refusal(transferToUpline(gw, player.token, request(10, { paymentPassword: "000000" })));
    expect([locked.code, (locked.value as { lockedUntil: number }).lockedUntil - clock]).toEqual(["payment.password.locked", 15 * 60_000]);
    // The same lock as the security centre's and the withdraw page's.
    expect((await fetchSecurityOverview(gw, player.token)).paymentPasswordLockedUntil).toBe(clock + 15 * 60_000);
    expect(await codeOf(transferToUpline(gw, player.token, request(10)))).toBe("payment.password.locked");
    expect(await balanceOf(player.id)).toBe(100);
  });

  it("refuses more than the balance, naming it; the whole balance may go", async () => {
    const { agent, player } = await pair(150.5);
    const short = await refusal(transferToUpline(gw, player.token, request(150.51)));
    expect([short.code, short.value]).toEqual(["transfer.insufficient", { balance: 150.5 }]);
    // Many at once for the whole balance: exactly one goes through.
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => transferToUpline(gw, player.token, request(150.5))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect([await balanceOf(player.id), await balanceOf(agent.id)]).toEqual([0, 150.5]);
  });

  it("lets the demo member transfer to the seeded agent with the seeded payment password", async () => {
    const demo = (await db.prepare(`SELECT ${COLUMNS} FROM members WHERE account = 'demo'`).first<Member>())!;
    const agentBefore = await balanceOf(2);
    const { token } = await openSession(db, demo, clock);
    const done = await transferToUpline(gw, token, { amount: 80.5, paymentPassword: DEMO_PAYMENT_PASSWORD, idempotencyKey: newKey() });
    expect(done.balance).toBe(12_500);
    expect((await fetchUplineTransferTerms(gw, token)).balance).toBe(12_500);
    expect(await balanceOf(2)).toBe(agentBefore + 80.5);
  });
});

describe("the ledger after all of the above", () => {
  it("every wallet still equals the sum of its entries", async () => {
    expect((await auditLedger(db)).differences).toEqual([]);
  });
});
