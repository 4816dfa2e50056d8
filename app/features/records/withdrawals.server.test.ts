import { addDays, dayStartMs, operatorDay, recordBounds } from "@contract/record-range";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loader } from "~/routes/m.withdrawReport";
import { callRoute, signedInCookie } from "~/testing/forms";
import { appRequest } from "~/testing/load-context";
import type { WithdrawRecordData } from "./withdrawals.server";
import { hashPassword } from "../../../gateway/core/crypto";
import { failingStatements, freshDatabase } from "../../../gateway/testing";

/**
 * The withdraw record's loader over the embedded gateway, with a member of the
 * test's own whose orders sit at known days around today (the real clock, like the page's).
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  await db.prepare("INSERT OR IGNORE INTO banks (code, name, sort) VALUES ('WDRT', 'Test Bank', 99)").run();
});
afterAll(() => dispose());

const MINUTE = 60_000;
const today = () => operatorDay(Date.now());
/** An instant on the operator's day `daysAgo` before today, `minutes` after its midnight. */
const on = (daysAgo: number, minutes = 60) => dayStartMs(addDays(today(), -daysAgo)) + minutes * MINUTE;

type Order = { amount: number; fee?: number; status: "pending" | "approved" | "rejected"; at: number; reason?: string; account?: string };

let serial = 0;
let nextId = 7_000_000_000;
/** A member with these withdrawal orders (minor units); returns the cookie and the orders' ids, in the given order. */
async function member(orders: Order[]): Promise<{ cookie: string; ids: number[] }> {
  const account = `wdr${++serial}x${Date.now() % 100_000}`;
  const row = await db
    .prepare("INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, ?2, 0, ?3) RETURNING id")
    .bind(account, await hashPassword("fresh1234"), Date.now() - 100 * 86_400_000)
    .first<{ id: number }>();
  const id = row!.id;
  const ids = orders.map(() => ++nextId);
  await db.batch([
    db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', 0)").bind(id),
    ...orders.map((o, i) =>
      db
        .prepare(
          `INSERT INTO withdrawals (id, member_id, bank_code, account_number, holder_name, amount_minor, fee_minor, status, idempotency_key, created_at, decided_at, reason)
           VALUES (?1, ?2, 'WDRT', ?3, 'Juan Dela Cruz', ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
        )
        .bind(
          ids[i],
          id,
          o.account ?? "001234567890",
          o.amount,
          o.fee ?? 0,
          o.status,
          `key-${ids[i]}`,
          o.at,
          o.status === "pending" ? null : o.at + MINUTE,
          o.reason ?? null,
        ),
    ),
  ]);
  return { cookie: await signedInCookie(db, account, "fresh1234"), ids };
}

async function load(path: string, cookie: string, database: D1Database = db): Promise<{ status: number; data: WithdrawRecordData }> {
  const response = await callRoute(database, loader, appRequest(path, { cookie }));
  return { status: response.status, data: (await response.json()) as WithdrawRecordData };
}

const HISTORY: Order[] = [
  { amount: 300_000, status: "approved", at: on(20) },
  { amount: 100_000, fee: 1_500, status: "approved", at: on(3, 9 * 60 + 30), account: "009876544321" },
  { amount: 50_050, status: "rejected", at: on(1, 120), reason: "Card name does not match" },
  { amount: 20_000, status: "pending", at: on(0, 1) },
];

describe("/m/withdrawReport loader", () => {
  it("sends a visitor to sign in and back here", async () => {
    const response = await callRoute(db, loader, appRequest("/m/withdrawReport?status=pending"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/m/login?redirectTo=${encodeURIComponent("/m/withdrawReport?status=pending")}`);
  });

  it("shows the last 7 days by default: orders newest first, formatted in operator time, totals from the gateway", async () => {
    const { cookie, ids } = await member(HISTORY);
    const { status, data } = await load("/m/withdrawReport", cookie);
    expect(status).toBe(200);
    expect(data.query).toEqual({ period: { preset: "7d", from: addDays(today(), -6), to: today() }, filter: null, page: 1 });
    expect(data.url).toEqual({ filterParam: "status" });
    expect(data.items.map((o) => [o.id, o.amount, o.fee, o.status, o.reason])).toEqual([
      [ids[3], "₱200.00", null, "pending", null],
      [ids[2], "₱500.50", null, "rejected", "Card name does not match"],
      [ids[1], "₱1,000.00", "₱15.00", "approved", null],
    ]);
    expect(data.items[2]).toMatchObject({ bankName: "Test Bank", last4: "4321", day: addDays(today(), -3), time: "09:30:00" });
    expect(data.totals).toEqual({ count: 3, amount: "₱1,700.50" });
    expect([data.today, data.yesterday, data.bounds]).toEqual([today(), addDays(today(), -1), recordBounds(Date.now())]);
    expect([data.adjusted, data.failed, data.page, data.totalPages]).toEqual([false, false, 1, 1]);
  });

  it("follows the preset, the custom range and the status in the URL; totals follow the filter", async () => {
    const { cookie } = await member(HISTORY);
    expect((await load("/m/withdrawReport?period=30d", cookie)).data.totals).toEqual({ count: 4, amount: "₱4,700.50" });
    expect((await load("/m/withdrawReport?period=today", cookie)).data.items.map((o) => o.status)).toEqual(["pending"]);
    const day = addDays(today(), -1);
    expect((await load(`/m/withdrawReport?period=custom&from=${day}&to=${day}`, cookie)).data.items.map((o) => o.status)).toEqual(["rejected"]);
    const approved = (await load("/m/withdrawReport?period=30d&status=approved", cookie)).data;
    expect([approved.query.filter, approved.items.map((o) => o.status), approved.totals]).toEqual([
      "approved",
      ["approved", "approved"],
      { count: 2, amount: "₱4,000.00" },
    ]);
    // An unknown status is All (never a hidden filter).
    expect((await load("/m/withdrawReport?period=30d&status=paid", cookie)).data).toMatchObject({ query: { filter: null }, totals: { count: 4 } });
  });

  it("a member without withdrawals gets an empty list and a zero count", async () => {
    const { cookie } = await member([]);
    const { data } = await load("/m/withdrawReport", cookie);
    expect([data.items, data.totals, data.totalPages]).toEqual([[], { count: 0, amount: "₱0.00" }, 1]);
  });

  it("pages 20 at a time with real page URLs", async () => {
    const { cookie } = await member(Array.from({ length: 23 }, (_, i) => ({ amount: 10_000 + i, status: "approved" as const, at: on(0, 2 + i) })));
    const first = (await load("/m/withdrawReport", cookie)).data;
    expect([first.items.length, first.page, first.totalPages, first.totals?.count]).toEqual([20, 1, 2, 23]);
    const second = (await load("/m/withdrawReport?page=2", cookie)).data;
    expect([second.items.length, second.page, second.items.at(-1)?.amount]).toEqual([3, 2, "₱100.00"]);
    expect(new Set([...first.items, ...second.items].map((o) => o.id)).size).toBe(23);
    expect((await load("/m/withdrawReport?page=2&more=1", cookie)).data.items).toEqual(second.items);
  });

  it("a failing gateway is the page's error state (502); for the scroll's next page it is a retry, not an error", async () => {
    const { cookie } = await member(HISTORY);
    const broken = failingStatements(db, (sql) => sql.includes("FROM withdrawals w"));
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const page = await callRoute(broken, loader, appRequest("/m/withdrawReport", { cookie }));
      expect(page.status).toBe(502);
      expect(await page.json()).toEqual({ reason: "gateway.business", code: "system.error" });
      const more = await load("/m/withdrawReport?page=2&more=1", cookie, broken);
      expect([more.status, more.data.failed, more.data.items, more.data.totals]).toEqual([200, true, [], null]);
    } finally {
      quiet.mockRestore();
    }
  });
});
