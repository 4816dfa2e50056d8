import { auditLedger } from "../gateway/audit";
import { openSession, type Member } from "../gateway/auth";
import { hashPassword } from "../gateway/crypto";
import type { GatewayEnv } from "../gateway/env";
import { post } from "../gateway/ledger";
import { handleGatewayRequest } from "../gateway/router";

/**
 * The embedded gateway as a worker of its own, for the atomicity proof (scripts/ledger-race.ts):
 * every path answers as the gateway does, plus a few /__race/* helpers that set the race up and
 * read its outcome inside workerd. Bundled by esbuild and run by Miniflare; never deployed (a
 * worker module may export nothing but its handler).
 */
type Body = Record<string, unknown>;

async function exec(env: GatewayEnv, body: Body): Promise<unknown> {
  for (const batch of body.batches as string[][]) if (batch.length) await env.DB.batch(batch.map((s) => env.DB.prepare(s)));
  return null;
}

/** A member with ₱0, the given payment password, a payee name and one card, signed in. */
async function member(env: GatewayEnv, body: Body, now: number): Promise<unknown> {
  const db = env.DB;
  const account = `race${crypto.getRandomValues(new Uint32Array(1))[0]! % 100_000_000}`;
  const m = (await db
    .prepare(
      "INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, 'x', 0, ?2) RETURNING id, account, type, nickname, to_upline, status, reg_date, last_login_at",
    )
    .bind(account, now)
    .first<Member>())!;
  await db.batch([
    db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', 0)").bind(m.id),
    db
      .prepare("INSERT INTO member_profiles (member_id, payment_password_hash, payee_name) VALUES (?1, ?2, 'Race Runner')")
      .bind(m.id, await hashPassword(String(body.paymentPassword))),
    db
      .prepare("INSERT INTO bank_cards (member_id, bank_code, account_number, holder_name, created_at) VALUES (?1, 'BDO', '000011112222', 'Race Runner', ?2)")
      .bind(m.id, now),
  ]);
  const card = (await db.prepare("SELECT id FROM bank_cards WHERE member_id = ?1").bind(m.id).first<{ id: number }>())!;
  const { token } = await openSession(db, m, now);
  return { memberId: m.id, token, cardId: card.id };
}

/** Deposits come with a later part of issue 13: the ledger itself credits the race's money. */
async function deposit(env: GatewayEnv, body: Body, now: number): Promise<unknown> {
  const result = await post(env.DB, {
    memberId: Number(body.memberId),
    kind: "deposit",
    amountMinor: Number(body.amountMinor),
    reference: String(body.reference),
    now,
  });
  if (!result.ok) throw new Error(`race deposit refused: ${result.reason}`);
  return null;
}

/** The member's balance, the orders a key placed, the ledger entries of the first of them, and the audit. */
async function state(env: GatewayEnv, body: Body): Promise<unknown> {
  const db = env.DB;
  const wallet = await db.prepare("SELECT balance_minor AS b FROM wallets WHERE member_id = ?1").bind(body.memberId).first<{ b: number }>();
  const orders = (
    await db
      .prepare("SELECT id FROM withdrawals WHERE member_id = ?1 AND idempotency_key = ?2")
      .bind(body.memberId, body.key ?? "")
      .all<{ id: number }>()
  ).results;
  const holds = orders[0]
    ? (await db.prepare("SELECT COUNT(*) AS n FROM ledger_entries WHERE reference = ?1").bind(`withdrawal:${orders[0].id}`).first<{ n: number }>())!.n
    : 0;
  return { balanceMinor: wallet?.b ?? 0, orderIds: orders.map((o) => o.id), holds, audit: await auditLedger(db) };
}

export default {
  async fetch(request: Request, env: GatewayEnv): Promise<Response> {
    const url = new URL(request.url);
    if (!url.pathname.startsWith("/__race/")) return handleGatewayRequest(request, env);
    try {
      const body = (await request.json()) as Body;
      const now = Date.now();
      const helpers: Record<string, () => Promise<unknown>> = {
        "/__race/exec": () => exec(env, body),
        "/__race/member": () => member(env, body, now),
        "/__race/deposit": () => deposit(env, body, now),
        "/__race/state": () => state(env, body),
      };
      const helper = helpers[url.pathname];
      return helper ? Response.json(await helper()) : new Response("no such helper", { status: 404 });
    } catch (e) {
      return new Response(String((e instanceof Error && e.stack) || e), { status: 500 });
    }
  },
};
