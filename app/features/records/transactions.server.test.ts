import { addDays, dayStartMs, operatorDay, recordBounds } from "@contract/record-range";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loader } from "~/routes/m.transaction.record";
import { callRoute, signedInCookie } from "~/testing/forms";
import { appRequest } from "~/testing/load-context";
import type { TransactionRecordData } from "./transactions.server";
import { hashPassword } from "../../../gateway/core/crypto";
import { failingStatements, freshDatabase } from "../../../gateway/testing";

/**
 * The transaction record's loader over the embedded gateway, with a member of the
 * test's own whose entries sit at known days around today (the real clock, like the page's).
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

const MINUTE = 60_000;
const today = () => operatorDay(Date.now());
/** An instant on the operator's day `daysAgo` before today, `minutes` after its midnight. */
const on = (daysAgo: number, minutes = 60) => dayStartMs(addDays(today(), -daysAgo)) + minutes * MINUTE;

let serial = 0;
/** A member with these entries (minor units), balances as running sums; returns the cookie. */
async function member(entries: { kind: string; amount: number; at: number }[], type = 0): Promise<string> {
  const account = `txr${++serial}x${Date.now() % 100_000}`;
  const row = await db
    .prepare("INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, ?2, ?3, ?4) RETURNING id")
    .bind(account, await hashPassword("fresh1234"), type, Date.now() - 100 * 86_400_000)
    .first<{ id: number }>();
  const id = row!.id;
  let balance = 0;
  const inserts = [...entries]
    .sort((a, b) => a.at - b.at)
    .map((e, i) => {
      balance += e.amount;
      return db
        .prepare("INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
        .bind(id, e.kind, e.amount, balance, `ref-${id}-${i}`, e.at);
    });
  await db.batch([
    db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', ?2)").bind(id, balance),
    ...inserts,
  ]);
  return signedInCookie(db, account, "fresh1234");
}

async function load(path: string, cookie: string, database: D1Database = db): Promise<{ status: number; data: TransactionRecordData }> {
  const response = await callRoute(database, loader, appRequest(path, { cookie }));
  return { status: response.status, data: (await response.json()) as TransactionRecordData };
}

const HISTORY = [
  { kind: "deposit", amount: 500_000, at: on(20) },
  { kind: "bet", amount: -20_000, at: on(3, 9 * 60 + 30) },
  { kind: "win", amount: 45_050, at: on(3, 9 * 60 + 31) },
  { kind: "bonus", amount: 10_000, at: on(0, 1) },
];

describe("/m/transaction/record loader", () => {
  it("sends a visitor to sign in and back here", async () => {
    const response = await callRoute(db, loader, appRequest("/m/transaction/record?period=30d"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/m/login?redirectTo=${encodeURIComponent("/m/transaction/record?period=30d")}`);
  });

  it("shows the last 7 days by default: entries newest first, formatted in operator time, totals at the foot", async () => {
    const cookie = await member(HISTORY);
    const { status, data } = await load("/m/transaction/record", cookie);
    expect(status).toBe(200);
    expect(data.query).toEqual({ period: { preset: "7d", from: addDays(today(), -6), to: today() }, filter: null, page: 1 });
    expect(data.items.map((e) => [e.kind, e.amount, e.sign, e.balanceAfter])).toEqual([
      ["bonus", "+₱100.00", 1, "₱5,350.50"],
      ["win", "+₱450.50", 1, "₱5,250.50"],
      ["bet", "-₱200.00", -1, "₱4,800.00"],
    ]);
    expect(data.items[1]).toMatchObject({ day: addDays(today(), -3), time: "09:31:00" });
    expect(data.totals).toEqual({ count: 3, credits: "₱550.50", debits: "₱200.00", net: "+₱350.50", netSign: 1 });
    expect([data.today, data.yesterday, data.bounds]).toEqual([today(), addDays(today(), -1), recordBounds(Date.now())]);
    expect([data.agent, data.adjusted, data.failed, data.page, data.totalPages]).toEqual([false, false, false, 1, 1]);
  });

  it("follows the preset, the custom range and the kind in the URL", async () => {
    const cookie = await member(HISTORY);
    expect((await load("/m/transaction/record?period=30d", cookie)).data.totals?.count).toBe(4);
    expect((await load("/m/transaction/record?period=today", cookie)).data.items.map((e) => e.kind)).toEqual(["bonus"]);
    const day = addDays(today(), -3);
    const custom = (await load(`/m/transaction/record?period=custom&from=${day}&to=${day}`, cookie)).data;
    expect(custom.items.map((e) => e.kind)).toEqual(["win", "bet"]);
    const bets = (await load("/m/transaction/record?period=30d&kind=bet", cookie)).data;
    expect([bets.query.filter, bets.items.map((e) => e.kind), bets.totals?.net]).toEqual(["bet", ["bet"], "-₱200.00"]);
    expect((await load("/m/transaction/record?period=30d&kind=games", cookie)).data.totals?.count).toBe(2);
    // An unknown kind is All (never a hidden filter), and says nothing is wrong.
    expect((await load("/m/transaction/record?period=30d&kind=jackpot", cookie)).data).toMatchObject({ query: { filter: null }, adjusted: false });
  });

  it("moves a range beyond 90 days back into bounds and says so", async () => {
    const cookie = await member(HISTORY);
    const { data } = await load(`/m/transaction/record?period=custom&from=${addDays(today(), -200)}&to=${today()}`, cookie);
    expect([data.adjusted, data.query.period.from, data.totals?.count]).toEqual([true, addDays(today(), -90), 4]);
  });

  it("pages 20 at a time with real page URLs", async () => {
    const cookie = await member([
      { kind: "deposit", amount: 1_000_000, at: on(1) },
      ...Array.from({ length: 24 }, (_, i) => ({ kind: "bet", amount: -100 - i, at: on(0, 2 + i) })),
    ]);
    const first = (await load("/m/transaction/record", cookie)).data;
    expect([first.items.length, first.page, first.totalPages, first.totals?.count]).toEqual([20, 1, 2, 25]);
    const second = (await load("/m/transaction/record?page=2", cookie)).data;
    expect([second.items.length, second.page, second.items.at(-1)?.kind]).toEqual([5, 2, "deposit"]);
    expect(new Set([...first.items, ...second.items].map((e) => e.id)).size).toBe(25);
    expect((await load("/m/transaction/record?page=2&more=1", cookie)).data.items).toEqual(second.items);
  });

  it("§2 ?types=A is the agent variant for agent types only: their transfers and rebates, links keep types=A", async () => {
    const entries = [
      { kind: "deposit", amount: 100_000, at: on(2) },
      { kind: "transfer_in", amount: 50_000, at: on(1) },
      { kind: "rebate", amount: 1_500, at: on(1, 120) },
      { kind: "transfer_out", amount: -20_000, at: on(0, 5) },
    ];
    const agent = (await load("/m/transaction/record?types=A", await member(entries, 1))).data;
    expect([agent.agent, agent.url.keep, agent.items.map((e) => e.kind)]).toEqual([true, [["types", "A"]], ["transfer_out", "rebate", "transfer_in"]]);
    expect(agent.totals).toMatchObject({ count: 3, net: "+₱315.00" });
    // A kind outside the agent's own reads as All.
    expect((await load("/m/transaction/record?types=A&kind=deposit", await member(entries, 41))).data.query.filter).toBeNull();
    const player = (await load("/m/transaction/record?types=A", await member(entries, 0))).data;
    expect([player.agent, player.url.keep, player.totals?.count]).toEqual([false, [], 4]);
  });

  it("a failing gateway is the page's error state (502); for the scroll's next page it is a retry, not an error", async () => {
    const cookie = await member(HISTORY);
    // The ledger's table fails, as a disk or a replica would; everything else answers.
    const broken = failingStatements(db, (sql) => sql.includes("FROM ledger_entries WHERE member_id = ?1 AND created_at"));
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const page = await callRoute(broken, loader, appRequest("/m/transaction/record", { cookie }));
      expect(page.status).toBe(502);
      // The embedded gateway answers its own failure as the system.error envelope (gateway/core/router.ts).
      expect(await page.json()).toEqual({ reason: "gateway.business", code: "system.error" });
      const more = await load("/m/transaction/record?page=2&more=1", cookie, broken);
      expect([more.status, more.data.failed, more.data.items]).toEqual([200, true, []]);
    } finally {
      quiet.mockRestore();
    }
  });
});
