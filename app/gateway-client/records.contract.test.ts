/**
 * Contract test: the transaction record through the app's client against the
 * embedded gateway over a fresh local D1, with the gateway's clock set so ranges are exact.
 */
import { AGENT_RECORD_KINDS } from "@contract/ledger-kinds";
import { addDays, dayStartMs, operatorDay } from "@contract/record-range";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login } from "./account.server";
import { createGatewayClient } from "./client.server";
import { isGatewayError } from "./errors";
import { fetchTransactions, type TransactionQuery } from "./records.server";
import type { TransactionEntry } from "../../contract/schemas/records";
import { hashPassword } from "../../gateway/core/crypto";
import { handleGatewayRequest } from "../../gateway/core/router";
import { freshDatabase } from "../../gateway/testing";

let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

const SECRET = "test-gateway-secret-0123456789";
const HOUR = 3_600_000;
/** "Today" for these tests: 2026-03-10, 15:00 in Manila. */
const NOW = dayStartMs("2026-03-10") + 15 * HOUR;
const TODAY = "2026-03-10";

let calls = 0;
const gw = (now = NOW) =>
  createGatewayClient({
    transport: (req) => handleGatewayRequest(req, { DB: db, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: SECRET }, () => now),
    baseUrl: "http://embedded.invalid",
    merchantCode: "edgelobby",
    timeoutMs: 5000,
    bodySecret: SECRET,
    clientIp: `10.130.0.${++calls}`,
  });

let serial = 0;
/**
 * A member of the test's own with these entries (amounts in minor units, at the given instants),
 * the balance after each kept as the running sum, as the ledger's invariant demands. Returns a token.
 */
async function memberWith(entries: { kind: string; amount: number; at: number }[], type = 0, now = NOW): Promise<{ id: number; token: string }> {
  const account = `rec${++serial}x${Date.now() % 100_000}`;
  const row = await db
    .prepare("INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, ?2, ?3, ?4) RETURNING id")
    .bind(account, await hashPassword("fresh1234"), type, now - 200 * 24 * HOUR)
    .first<{ id: number }>();
  const id = row!.id;
  let balance = 0;
  const sorted = [...entries].sort((a, b) => a.at - b.at);
  const inserts = sorted.map((e, i) => {
    balance += e.amount;
    return db
      .prepare("INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
      .bind(id, e.kind, e.amount, balance, `t-${id}-${i}`, e.at);
  });
  await db.batch([
    db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', ?2)").bind(id, balance),
    ...inserts,
  ]);
  const token = (await login(gw(now), { type: "username", username: account, password: "fresh1234" })).token;
  return { id, token };
}

const query = (q: Partial<TransactionQuery> = {}): TransactionQuery => ({ from: addDays(TODAY, -6), to: TODAY, kind: null, page: 1, ...q });

/** Every page of a query, in order. */
async function allPages(token: string, q: TransactionQuery, now = NOW): Promise<TransactionEntry[]> {
  const first = await fetchTransactions(gw(now), token, q);
  const rest = await Promise.all(Array.from({ length: first.totalPages - 1 }, (_, i) => fetchTransactions(gw(now), token, { ...q, page: i + 2 })));
  return [first, ...rest].flatMap((p) => p.items);
}

async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  const e = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  return isGatewayError(e) && e.kind === "business" ? e.code : `not refused: ${String(e)}`;
}

describe("transactions: range (operator days in UTC+8)", () => {
  it("a day runs from 00:00 to 23:59:59.999 in Manila, not in UTC", async () => {
    const day = "2026-03-08";
    const start = dayStartMs(day); // 2026-03-07 16:00 UTC
    const m = await memberWith([
      { kind: "deposit", amount: 10_000, at: start - 1 }, // 23:59:59.999 the day before
      { kind: "bet", amount: -1_000, at: start }, // 00:00 sharp
      { kind: "win", amount: 2_500, at: start + 24 * HOUR - 1 }, // 23:59:59.999
      { kind: "bet", amount: -500, at: start + 24 * HOUR }, // 00:00 the next day
    ]);
    const page = await fetchTransactions(gw(), m.token, query({ from: day, to: day }));
    expect(page.items.map((e) => [e.kind, e.amount])).toEqual([
      ["win", 25],
      ["bet", -10],
    ]);
    expect(operatorDay(page.items[0]!.createdAt)).toBe(day);
    expect((await fetchTransactions(gw(), m.token, query({ from: "2026-03-07", to: "2026-03-07" }))).items.map((e) => e.kind)).toEqual(["deposit"]);
    expect((await fetchTransactions(gw(), m.token, query({ from: "2026-03-09", to: "2026-03-09" }))).items.map((e) => e.kind)).toEqual(["bet"]);
  });

  it("reaches 90 days back and today; 91 days back, a future day, a reversed or malformed range is refused", async () => {
    const m = await memberWith([{ kind: "deposit", amount: 5_000, at: dayStartMs(addDays(TODAY, -90)) + HOUR }]);
    const oldest = await fetchTransactions(gw(), m.token, query({ from: addDays(TODAY, -90), to: TODAY }));
    expect(oldest.totals.count).toBe(1);
    for (const [from, to] of [
      [addDays(TODAY, -91), TODAY],
      [TODAY, addDays(TODAY, 1)],
      [TODAY, addDays(TODAY, -1)],
      ["2026-02-30", TODAY],
      ["10/03/2026", TODAY],
      ["", TODAY],
    ]) {
      expect(await refusal(fetchTransactions(gw(), m.token, query({ from, to }))), `${from}…${to}`).toBe("records.range.invalid");
    }
  });

  it("takes today from the gateway's clock in Manila: at 23:30 UTC it is already tomorrow", async () => {
    const m = await memberWith([]);
    const lateUtc = dayStartMs(addDays(TODAY, 1)) + 30 * 60_000; // 00:30 on the 11th in Manila
    expect((await fetchTransactions(gw(lateUtc), m.token, query({ from: addDays(TODAY, 1), to: addDays(TODAY, 1) }))).totals.count).toBe(0);
    expect(await refusal(fetchTransactions(gw(), m.token, query({ from: addDays(TODAY, 1), to: addDays(TODAY, 1) })))).toBe("records.range.invalid");
  });
});

describe("transactions: paging, filter and totals", () => {
  // 45 entries over the last five days: an opening deposit, then deposits, bets, wins and one bonus.
  const entries = [
    { kind: "deposit", amount: 1_000_000, at: dayStartMs(addDays(TODAY, -4)) },
    ...Array.from({ length: 44 }, (_, i) => {
      const at = dayStartMs(addDays(TODAY, -(i % 5))) + (i + 1) * 60_000;
      const kind = i % 5 === 0 ? "deposit" : i === 7 ? "bonus" : i % 2 ? "bet" : "win";
      const amount = kind === "deposit" ? 100_000 : kind === "bet" ? -(1_000 + i) : 500 + i * 3;
      return { kind, amount, at };
    }),
  ];
  let m: { id: number; token: string };
  beforeAll(async () => {
    m = await memberWith(entries);
  });

  it("pages newest first, 20 a page by default, each entry once", async () => {
    const first = await fetchTransactions(gw(), m.token, query());
    expect([first.page, first.totalPages, first.items.length, first.currencySymbol]).toEqual([1, 3, 20, "₱"]);
    const all = await allPages(m.token, query());
    expect(all).toHaveLength(45);
    expect(new Set(all.map((e) => e.id)).size).toBe(45);
    const times = all.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const last = await fetchTransactions(gw(), m.token, query({ page: 3 }));
    expect(last.items).toHaveLength(5);
    expect((await fetchTransactions(gw(), m.token, query({ page: 4 }))).items).toEqual([]);
    expect((await fetchTransactions(gw(), m.token, query({ pageSize: 50 }))).totalPages).toBe(1);
    expect(await refusal(fetchTransactions(gw(), m.token, query({ pageSize: 51 })))).toBe("request.invalid");
  });

  it("totals cover the whole range, equal to the sum of the items over all pages, whatever the page", async () => {
    // Compared in cents: the gateway sums integers, a float sum of major units would drift.
    const cents = (x: number) => Math.round(x * 100);
    const all = await allPages(m.token, query());
    const credits = all.filter((e) => e.amount > 0).reduce((s, e) => s + cents(e.amount), 0);
    const debits = -all.filter((e) => e.amount < 0).reduce((s, e) => s + cents(e.amount), 0);
    for (const page of [1, 2, 3]) {
      const t = (await fetchTransactions(gw(), m.token, query({ page }))).totals;
      expect([cents(t.credits), cents(t.debits), cents(t.net), t.count]).toEqual([credits, debits, credits - debits, 45]);
    }
    // And against the ledger itself.
    const sum = await db.prepare("SELECT SUM(amount_minor) AS s FROM ledger_entries WHERE member_id = ?1").bind(m.id).first<{ s: number }>();
    expect(credits - debits).toBe(sum!.s);
  });

  it("filters by one kind or a group, and the totals follow the filter", async () => {
    const bets = await allPages(m.token, query({ kind: "bet" }));
    expect(bets.length).toBe(entries.filter((e) => e.kind === "bet").length);
    expect(bets.every((e) => e.kind === "bet" && e.amount < 0)).toBe(true);
    const betPage = await fetchTransactions(gw(), m.token, query({ kind: "bet" }));
    expect(betPage.totals).toMatchObject({ credits: 0, count: bets.length });
    const games = await allPages(m.token, query({ kind: "games" }));
    expect(new Set(games.map((e) => e.kind))).toEqual(new Set(["bet", "win"]));
    expect(games.length).toBe(entries.filter((e) => e.kind === "bet" || e.kind === "win").length);
    expect((await fetchTransactions(gw(), m.token, query({ kind: "promotions" }))).items.map((e) => e.kind)).toEqual(["bonus"]);
    expect(await refusal(fetchTransactions(gw(), m.token, { ...query(), kind: "jackpot" as never }))).toBe("request.invalid");
  });

  it("never shows another member's entries", async () => {
    const other = await memberWith([{ kind: "deposit", amount: 77_700, at: NOW - HOUR }]);
    const mine = await allPages(m.token, query({ from: addDays(TODAY, -90) }));
    expect(mine.some((e) => e.reference.startsWith(`t-${other.id}-`))).toBe(false);
    expect(mine.every((e) => e.reference.startsWith(`t-${m.id}-`))).toBe(true);
    const theirs = await fetchTransactions(gw(), other.token, query());
    expect(theirs.items.map((e) => e.amount)).toEqual([777]);
    expect(theirs.totals).toEqual({ credits: 777, debits: 0, net: 777, count: 1 });
  });

  it("asks for a member: without a token it is refused", async () => {
    expect(await refusal(fetchTransactions(gw(), "", query()))).toBe("auth.required");
  });
});

describe("transactions: the agent variant ?types=A (§2)", () => {
  it("keeps only the agent's own agent entries (transfers and rebates), and a kind filter narrows them further", async () => {
    const at = (h: number) => dayStartMs(TODAY) + h * HOUR;
    const m = await memberWith(
      [
        { kind: "deposit", amount: 50_000, at: at(1) },
        { kind: "transfer_in", amount: 20_000, at: at(2) },
        { kind: "bet", amount: -5_000, at: at(3) },
        { kind: "rebate", amount: 1_200, at: at(4) },
        { kind: "transfer_out", amount: -10_000, at: at(5) },
      ],
      1,
    );
    const agent = await fetchTransactions(gw(), m.token, query({ agent: true }));
    expect(agent.items.map((e) => e.kind)).toEqual(["transfer_out", "rebate", "transfer_in"]);
    expect(agent.items.every((e) => (AGENT_RECORD_KINDS as readonly string[]).includes(e.kind))).toBe(true);
    expect(agent.totals).toEqual({ credits: 212, debits: 100, net: 112, count: 3 });
    expect((await fetchTransactions(gw(), m.token, query({ agent: true, kind: "transfers" }))).totals.count).toBe(2);
    expect((await fetchTransactions(gw(), m.token, query({ agent: true, kind: "bet" }))).items).toEqual([]);
    expect((await fetchTransactions(gw(), m.token, query())).totals.count).toBe(5);
  });
});

describe("transactions: the seeded demo history", () => {
  it("lists demo's deposits, bets and wins of the last four weeks, the newest balance equal to the wallet (decision 025)", async () => {
    // The seed dates its history in the four weeks before the day it runs (gateway/seeds/ledger.ts).
    const now = Date.now();
    const token = (await login(gw(now), { type: "username", username: "demo", password: "demo1234" })).token;
    const q = { from: addDays(operatorDay(now), -30), to: operatorDay(now), kind: null, page: 1 };
    const page = await fetchTransactions(gw(now), token, q);
    expect(page.totals.count).toBeGreaterThan(0);
    expect(page.totals.count).toBeGreaterThanOrEqual(3 + 16);
    expect(new Set((await allPages(token, q, now)).map((e) => e.kind))).toEqual(new Set(["deposit", "bet", "win"]));
    const wallet = await db.prepare("SELECT balance_minor AS b FROM wallets WHERE member_id = 1").first<{ b: number }>();
    expect(page.items[0]!.balanceAfter).toBe(wallet!.b / 100);
    const all = await allPages(token, q, now);
    expect(all).toHaveLength(page.totals.count);
  });
});
