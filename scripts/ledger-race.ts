import { join } from "node:path";
import { build } from "esbuild";
import { Miniflare } from "miniflare";
import { readWorkerConfig } from "./worker-config";
import { ROUTES } from "../contract/routes";
import { FIRST_DEPOSIT_BONUS } from "../gateway/seeds/deposits";
import { setupBatches } from "../gateway/testing";
import type { AuditReport } from "../gateway/wallet/audit";

/**
 * The atomicity proof (decision 026), shared by `npm run bench:ledger` (100 + 100)
 * and scripts/ledger-race.test.ts (a smaller run in CI). The embedded gateway runs as a worker in
 * Miniflare (workerd, an in-memory D1 migrated and seeded like `npm run db:reset`), and the
 * requests arrive over HTTP, all at once, through the real handlers:
 *   1. `n` withdrawals of a member's whole balance, each with its own key: exactly one may
 *      succeed, and the wallet ends at zero;
 *   2. `n` copies of one small withdrawal sharing one key (a double submit, a retry, two tabs):
 *      exactly one order and one hold, and every answer names that order;
 *   3. `n` e-wallet deposit orders of another member, each key sent twice at the same time (2n
 *      requests, a double submit per order): exactly one order per key, both answers name it, and
 *      no money moves (placing is not paying, decision 027);
 *   4. `n` Pay callbacks at once on one pending order's pay page (/gw/pay/<token>, as the app
 *      mounts it), the order with the first-deposit bonus: exactly one `deposit` entry, one
 *      `bonus` entry and one turnover requirement, and the wallet credited once;
 *   5. the ledger audit over every wallet.
 * Miniflare directly rather than wrangler's platform proxy: the proxy makes a synchronous round
 * trip per prepare(), and under a hundred concurrent requests its SynchronousFetcher fails an
 * assertion (seen here; scripts/worker-config.ts notes the same with the seed).
 */

const ROOT = new URL("..", import.meta.url).pathname;
const MERCHANT = "edgelobby";
const PESO = 100;
const PASSWORD = "246810";
/** The seeded e-wallet channel the deposit half uses (₱100–₱50,000, no fee). */
const CHANNEL = "GCASH";

export type RaceReport = {
  fullBalance: { requests: number; succeeded: number; refusals: Record<string, number>; balanceAfter: number };
  sameKey: {
    requests: number;
    answeredOk: number;
    answeredIds: number[];
    orders: number;
    holds: number;
    refusals: Record<string, number>;
    balanceAfter: number;
  };
  doubleDeposit: {
    keys: number;
    requests: number;
    /** Orders the member has after the race (must equal `keys`). */
    orders: number;
    /** Keys with exactly one order whose two answers both named it. */
    keysOneOrder: number;
    refusals: Record<string, number>;
    balanceAfter: number;
  };
  payCallbacks: {
    requests: number;
    /** HTTP status → how many answers (the pay page answers every callback 303 to the app). */
    statuses: Record<string, number>;
    orderId: number;
    orderStatus: string;
    amount: number;
    bonus: number;
    depositEntries: number;
    bonusEntries: number;
    requirements: number;
    balanceAfter: number;
  };
  audit: AuditReport;
  /** Every check that did not hold; empty when the proof passed. */
  failures: string[];
};

export type Answer = { status: number; success: boolean; code?: string; value?: { id?: number; payUrl?: string; amount?: number; replayed?: boolean } };

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [join(ROOT, "scripts/ledger-race-worker.ts")],
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    target: "es2022",
    conditions: ["workerd", "worker", "browser"],
    external: ["node:*", "cloudflare:*"],
    logLevel: "error",
  });
  return result.outputFiles[0]!.text;
}

export type RaceWorker = {
  /** Calls a /__race/* helper of scripts/ledger-race-worker.ts; a failure throws its stack. */
  helper<T>(name: string, body?: Record<string, unknown>): Promise<T>;
  /** A withdraw call as the app sends it, answered by the gateway in workerd. */
  withdraw(token: string, body: { amount: number; cardId: number; paymentPassword: string; idempotencyKey: string }): Promise<Answer>;
  /** An e-wallet deposit order as the app places it. */
  deposit(token: string, body: { channelCode: string; amount: number; bonusCode?: string | null; idempotencyKey: string }): Promise<Answer>;
  /** Any gateway POST as the app sends it (the red-envelope rain's race, scripts/rain-race.ts). */
  post(path: string, token: string, body: Record<string, unknown>): Promise<Answer>;
  /** The pay page's Pay or Cancel (a form POST to /gw/pay/<token>); answers the HTTP status, redirects not followed. */
  pay(payUrl: string, action: "pay" | "cancel"): Promise<number>;
  dispose(): Promise<void>;
};

/** The gateway worker in Miniflare over a fresh in-memory D1, migrated and seeded. */
export async function startRaceWorker(): Promise<RaceWorker> {
  const config = readWorkerConfig();
  const mf = new Miniflare({
    modules: true,
    script: await bundle(),
    compatibilityDate: config.compatibilityDate,
    compatibilityFlags: config.compatibilityFlags,
    d1Databases: { DB: config.d1.DB ?? "ledger-race" },
    r2Buckets: ["RECEIPTS"],
    bindings: { MERCHANT_CODE: MERCHANT, GATEWAY_SECRET: "ledger-race-secret-0123456789" },
  });
  const helper = async <T>(name: string, body: Record<string, unknown> = {}): Promise<T> => {
    const res = await mf.dispatchFetch(`http://race.invalid/__race/${name}`, { method: "POST", body: JSON.stringify(body) });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`race helper ${name} failed: ${text}`);
    return JSON.parse(text) as T;
  };
  try {
    await helper("exec", { batches: (await setupBatches(config.migrationsDir)).batches });
  } catch (e) {
    await mf.dispose();
    throw e;
  }
  const call = async (path: string, token: string, body: Record<string, unknown>): Promise<Answer> => {
    const res = await mf.dispatchFetch(`http://race.invalid${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Merchant-Code": MERCHANT, Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    try {
      return { status: res.status, ...(JSON.parse(text) as Omit<Answer, "status">) };
    } catch {
      return { status: res.status, success: false, code: `HTTP ${res.status}` };
    }
  };
  return {
    helper,
    withdraw: (token, body) => call(ROUTES.withdraw.path, token, body),
    deposit: (token, body) => call(ROUTES.deposit.path, token, body),
    post: (path, token, body) => call(path, token, body),
    async pay(payUrl, action) {
      const res = await mf.dispatchFetch(`http://race.invalid${payUrl}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ action }).toString(),
        redirect: "manual",
      });
      await res.arrayBuffer();
      return res.status;
    },
    dispose: () => mf.dispose(),
  };
}

export async function ledgerRace(n: number): Promise<RaceReport> {
  const worker = await startRaceWorker();
  try {
    const { helper } = worker;
    const { memberId, token, card } = await helper<{ memberId: number; token: string; card: { id: number } }>("member", { paymentPassword: PASSWORD });
    const withdraw = (amount: number, idempotencyKey: string) => worker.withdraw(token, { amount, cardId: card.id, paymentPassword: PASSWORD, idempotencyKey });
    const one = async <T>(sql: string, ...binds: unknown[]) => (await helper<T[]>("sql", { sql, binds }))[0]!;
    const balance = async () => (await one<{ b: number }>("SELECT balance_minor AS b FROM wallets WHERE member_id = ?1", memberId)).b / PESO;
    const count = async (sql: string, ...binds: unknown[]) => (await one<{ n: number }>(sql, ...binds)).n;
    const tally = (answers: Answer[]) => {
      const refusals: Record<string, number> = {};
      for (const a of answers) if (!a.success) refusals[a.code ?? String(a.status)] = (refusals[a.code ?? String(a.status)] ?? 0) + 1;
      return refusals;
    };
    const failures: string[] = [];

    // 1. The whole balance, n times at once, each with its own key.
    await helper("deposit", { memberId, amountMinor: 1_000 * PESO, reference: "race-deposit-1" });
    const full = await Promise.all(Array.from({ length: n }, () => withdraw(1_000, crypto.randomUUID())));
    const fullBalance = { requests: n, succeeded: full.filter((a) => a.success).length, refusals: tally(full), balanceAfter: await balance() };
    if (fullBalance.succeeded !== 1) failures.push(`full-balance withdrawals: ${fullBalance.succeeded} succeeded, expected exactly 1`);
    if (fullBalance.balanceAfter !== 0) failures.push(`full-balance withdrawals: the wallet ends at ${fullBalance.balanceAfter}, expected 0`);
    const other = Object.keys(fullBalance.refusals).filter((c) => c !== "withdraw.insufficient");
    if (other.length) failures.push(`full-balance withdrawals: unexpected refusals ${other.join(", ")}`);

    // 2. One small withdrawal, n copies at once, one key.
    await helper("deposit", { memberId, amountMinor: 500 * PESO, reference: "race-deposit-2" });
    const key = crypto.randomUUID();
    const same = await Promise.all(Array.from({ length: n }, () => withdraw(100, key)));
    const orderIds = (
      await helper<{ id: number }[]>("sql", { sql: "SELECT id FROM withdrawals WHERE member_id = ?1 AND idempotency_key = ?2", binds: [memberId, key] })
    ).map((o) => o.id);
    const holds = orderIds.length ? await count("SELECT COUNT(*) AS n FROM ledger_entries WHERE reference = ?1", `withdrawal:${orderIds[0]}`) : 0;
    const sameKey = {
      requests: n,
      answeredOk: same.filter((a) => a.success).length,
      answeredIds: [...new Set(same.filter((a) => a.success).map((a) => a.value?.id ?? 0))],
      orders: orderIds.length,
      holds,
      refusals: tally(same),
      balanceAfter: await balance(),
    };
    if (sameKey.orders !== 1 || sameKey.holds !== 1) failures.push(`one key: ${sameKey.orders} orders and ${sameKey.holds} holds, expected exactly 1 of each`);
    if (sameKey.balanceAfter !== 400) failures.push(`one key: the wallet ends at ${sameKey.balanceAfter}, expected 400`);
    if (sameKey.answeredOk !== n || sameKey.answeredIds.length !== 1 || sameKey.answeredIds[0] !== orderIds[0]) {
      failures.push(`one key: ${sameKey.answeredOk} of ${n} answers named order(s) ${sameKey.answeredIds.join(", ")}, expected all to name ${orderIds[0]}`);
    }

    // 3. Another member (no deposit yet, an empty wallet): n e-wallet orders, each key sent twice at once.
    const payer = await helper<{ memberId: number; token: string }>("member", {});
    const payerBalance = async () => (await one<{ b: number }>("SELECT balance_minor AS b FROM wallets WHERE member_id = ?1", payer.memberId)).b / PESO;
    const keys = Array.from({ length: n }, () => crypto.randomUUID());
    // Amounts differ per key (₱100, ₱101, …) so an answer naming another key's order would show.
    const order = (i: number) => worker.deposit(payer.token, { channelCode: CHANNEL, amount: 100 + i, bonusCode: null, idempotencyKey: keys[i]! });
    const twins = await Promise.all(keys.map((_, i) => Promise.all([order(i), order(i)])));
    const placed = await helper<{ id: number; key: string; amount: number }[]>("sql", {
      sql: "SELECT id, idempotency_key AS key, amount_minor AS amount FROM deposits WHERE member_id = ?1",
      binds: [payer.memberId],
    });
    const byKey = new Map<string, { id: number; amount: number }[]>();
    for (const row of placed) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
    const keysOneOrder = keys.filter((key, i) => {
      const rows = byKey.get(key) ?? [];
      return rows.length === 1 && rows[0]!.amount === (100 + i) * PESO && twins[i]!.every((a) => a.success && a.value?.id === rows[0]!.id);
    }).length;
    const doubleDeposit = {
      keys: n,
      requests: 2 * n,
      orders: placed.length,
      keysOneOrder,
      refusals: tally(twins.flat()),
      balanceAfter: await payerBalance(),
    };
    if (doubleDeposit.orders !== n) failures.push(`double-submitted deposits: ${doubleDeposit.orders} orders for ${n} keys, expected exactly ${n}`);
    if (keysOneOrder !== n) failures.push(`double-submitted deposits: ${keysOneOrder} of ${n} keys have one order named by both answers, expected all`);
    if (Object.keys(doubleDeposit.refusals).length) failures.push(`double-submitted deposits: refusals ${JSON.stringify(doubleDeposit.refusals)}`);
    if (doubleDeposit.balanceAfter !== 0) failures.push(`double-submitted deposits: placing moved money, the wallet is at ${doubleDeposit.balanceAfter}`);

    // 4. One more order, with the first-deposit bonus, then n Pay callbacks on its pay page at once.
    const amount = 1_000;
    const bonus = Math.min((amount * FIRST_DEPOSIT_BONUS.percent_bp) / 10_000, FIRST_DEPOSIT_BONUS.cap_minor / PESO);
    const pending = await worker.deposit(payer.token, {
      channelCode: CHANNEL,
      amount,
      bonusCode: FIRST_DEPOSIT_BONUS.code,
      idempotencyKey: crypto.randomUUID(),
    });
    const orderId = pending.value?.id;
    const payUrl = pending.value?.payUrl;
    if (!pending.success || !orderId || !payUrl) throw new Error(`the pay race's order was refused: ${JSON.stringify(pending)}`);
    const statuses: Record<string, number> = {};
    for (const status of await Promise.all(Array.from({ length: n }, () => worker.pay(payUrl, "pay")))) statuses[status] = (statuses[status] ?? 0) + 1;
    const payCallbacks = {
      requests: n,
      statuses,
      orderId,
      orderStatus: (await one<{ s: string }>("SELECT status AS s FROM deposits WHERE id = ?1", orderId)).s,
      amount,
      bonus,
      depositEntries: await count("SELECT COUNT(*) AS n FROM ledger_entries WHERE reference = ?1 AND kind = 'deposit'", `deposit:${orderId}`),
      bonusEntries: await count("SELECT COUNT(*) AS n FROM ledger_entries WHERE reference = ?1 AND kind = 'bonus'", `deposit-bonus:${orderId}`),
      requirements: await count("SELECT COUNT(*) AS n FROM turnover_requirements WHERE reference = ?1", `deposit-bonus:${orderId}`),
      balanceAfter: await payerBalance(),
    };
    const p = payCallbacks;
    if (p.depositEntries !== 1 || p.bonusEntries !== 1 || p.requirements !== 1) {
      failures.push(
        `pay callbacks: ${p.depositEntries} deposit entries, ${p.bonusEntries} bonus entries, ${p.requirements} turnover requirements, expected exactly 1 of each`,
      );
    }
    if (p.orderStatus !== "success") failures.push(`pay callbacks: the order is ${p.orderStatus}, expected success`);
    if (p.balanceAfter !== amount + bonus) failures.push(`pay callbacks: the wallet ends at ${p.balanceAfter}, expected ${amount + bonus} (credited once)`);
    if (statuses["303"] !== n) failures.push(`pay callbacks: answers ${JSON.stringify(statuses)}, expected ${n} × 303`);

    // 5. Every wallet against its ledger.
    const audit = await helper<AuditReport>("audit");
    if (audit.differences.length) failures.push(`audit: ${audit.differences.length} wallets differ from their ledger`);
    return { fullBalance, sameKey, doubleDeposit, payCallbacks, audit, failures };
  } finally {
    await worker.dispose();
  }
}
