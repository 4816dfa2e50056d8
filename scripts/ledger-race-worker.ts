import { openSession, type Member } from "../gateway/accounts/auth";
import { hashPassword } from "../gateway/core/crypto";
import type { GatewayEnv } from "../gateway/core/env";
import { handleGatewayRequest } from "../gateway/core/router";
import { handleGatewayPublicRequest } from "../gateway/handlers/games-public";
import { auditLedger } from "../gateway/wallet/audit";
import { post, transfer } from "../gateway/wallet/ledger";
import { placeWithdrawal, rejectWithdrawal, type Card } from "../gateway/wallet/withdrawals";

/**
 * The embedded gateway as a worker of its own, for the atomicity proofs (scripts/ledger-race.ts):
 * every path answers as the gateway does (/gw/* as the app mounts it), plus /__race/* helpers that set a race up, run the
 * ledger's own functions many times at once inside workerd, and read the outcome. Bundled by
 * esbuild and run by Miniflare; never deployed (a worker module may export nothing but its handler).
 */
type Body = Record<string, unknown>;

async function exec(env: GatewayEnv, body: Body): Promise<unknown> {
  for (const batch of body.batches as string[][]) if (batch.length) await env.DB.batch(batch.map((s) => env.DB.prepare(s)));
  return null;
}

/** The rows of one read-only query. */
async function sql(env: GatewayEnv, body: Body): Promise<unknown> {
  return (
    await env.DB.prepare(String(body.sql))
      .bind(...((body.binds as unknown[]) ?? []))
      .all()
  ).results;
}

/** A member with `balanceMinor` deposited, the given payment password, a payee name and one card, signed in. */
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
      .bind(m.id, await hashPassword(String(body.paymentPassword ?? "000000"))),
  ]);
  const card = (await db
    .prepare(
      "INSERT INTO bank_cards (member_id, bank_code, account_number, holder_name, created_at) VALUES (?1, 'BDO', '000011112222', 'Race Runner', ?2) RETURNING id, bank_code, account_number, holder_name",
    )
    .bind(m.id, now)
    .first<Card>())!;
  if (body.balanceMinor) await deposit(env, { memberId: m.id, amountMinor: body.balanceMinor, reference: "race-opening" }, now);
  const { token } = await openSession(db, m, now);
  return { memberId: m.id, token, card };
}

/**
 * The red-envelope rain's race (scripts/rain-race.ts): an agent (type 1) with `balanceMinor` and the
 * given payment password, and `grabbers` direct downlines, every one signed in.
 */
async function rainTeam(env: GatewayEnv, body: Body, now: number): Promise<unknown> {
  const db = env.DB;
  const agent = (await member(env, { paymentPassword: body.paymentPassword, balanceMinor: body.balanceMinor }, now)) as { memberId: number; token: string };
  await db.prepare("UPDATE members SET type = 1 WHERE id = ?1").bind(agent.memberId).run();
  const tag = crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000;
  const grabbers: { memberId: number; token: string }[] = [];
  for (let i = 0; i < Number(body.grabbers); i++) {
    const m = (await db
      .prepare(
        "INSERT INTO members (account, password_hash, type, parent_id, reg_date) VALUES (?1, 'x', 0, ?2, ?3) RETURNING id, account, type, nickname, to_upline, status, reg_date, last_login_at",
      )
      .bind(`rr${tag}g${i}`, agent.memberId, now)
      .first<Member>())!;
    grabbers.push({ memberId: m.id, token: (await openSession(db, m, now)).token });
  }
  return { agent, grabbers };
}

/** The race's opening money, credited by the ledger itself (the deposit half of the race goes through the handlers). */
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

/**
 * `n` calls of one ledger function at once, inside workerd (so their D1 calls interleave as
 * concurrent requests' do), without the handlers' checks in front: what the batches alone allow.
 */
async function concurrently(env: GatewayEnv, body: Body, now: number): Promise<unknown> {
  const db = env.DB;
  // The test sends each function's own arguments (JSON), less the clock.
  const args = body.args as never;
  const ops: Record<string, (i: number) => Promise<unknown>> = {
    post: () => post(db, { ...(args as Omit<Parameters<typeof post>[1], "now">), now }),
    transfer: () => transfer(db, { ...(args as Omit<Parameters<typeof transfer>[1], "now">), now }),
    // Each placement with its own key unless one is given.
    place: (i) => {
      const a = args as Omit<Parameters<typeof placeWithdrawal>[1], "now" | "key"> & { key?: string };
      return placeWithdrawal(db, { ...a, key: a.key ?? `race-place-key-${i}-${now}`, now });
    },
    reject: () => rejectWithdrawal(db, (args as { id: number }).id, null, now),
  };
  const op = ops[String(body.op)];
  if (!op) throw new Error(`no such op ${String(body.op)}`);
  return Promise.all(Array.from({ length: Number(body.n) }, (_, i) => op(i)));
}

export default {
  async fetch(request: Request, env: GatewayEnv): Promise<Response> {
    const url = new URL(request.url);
    // /gw/* (the pay page) as the app mounts it (app/routes/gw.$.tsx), everything else as the gateway answers it.
    if (url.pathname.startsWith("/gw/")) return handleGatewayPublicRequest(request, { DB: env.DB, GATEWAY_SECRET: env.GATEWAY_SECRET });
    if (!url.pathname.startsWith("/__race/")) return handleGatewayRequest(request, env);
    try {
      const body = (await request.json()) as Body;
      const now = Number(body.now ?? Date.now());
      const helpers: Record<string, () => Promise<unknown>> = {
        "/__race/exec": () => exec(env, body),
        "/__race/sql": () => sql(env, body),
        "/__race/member": () => member(env, body, now),
        "/__race/rainTeam": () => rainTeam(env, body, now),
        "/__race/deposit": () => deposit(env, body, now),
        "/__race/concurrently": () => concurrently(env, body, now),
        "/__race/audit": () => auditLedger(env.DB),
      };
      const helper = helpers[url.pathname];
      return helper ? Response.json(await helper()) : new Response("no such helper", { status: 404 });
    } catch (e) {
      return new Response(String((e instanceof Error && e.stack) || e), { status: 500 });
    }
  },
};
