import { RAIN_AUDIENCES, RAIN_LIMITS, RAIN_SPLITS, rainTermsRefusal } from "../../contract/red-rain-rules";
import { CreateRedRainRequest, GrabRedRainRequest } from "../../contract/schemas/red-rain-requests";
import { PAYMENT_PASSWORD } from "../../contract/security-rules";
import { IDEMPOTENCY_KEY, amountToMinor } from "../../contract/wallet-rules";
import { PAYMENT_MESSAGE, checkPaymentPassword, paymentRefusal, storedPaymentPasswordHash } from "../accounts/payment-password";
import { createFingerprint, createRain, grabEnvelope, liveRainsFor, rainByKey, rainsOf, type AgentRain, type RainRow } from "../agent/red-rain";
import { agentModuleRefusal } from "../agent/team";
import { fieldByField } from "../core/field-by-field";
import type { Handler } from "../core/handler";
import { fail, ok, readJson } from "../core/http";
import { replayOf } from "../wallet/ledger";

/**
 * Red-envelope rain (/m/redRain; research A-RR-01…03, decision 032): the agent's
 * rains and the form's terms, creating a rain, the rains a member may grab now and the grab. The
 * rules and every money movement live in red-rain.ts. Amounts go out in major units.
 */

const major = (minor: number) => minor / 100;

async function walletOf(db: D1Database, memberId: number): Promise<{ symbol: string; balanceMinor: number }> {
  const row = await db
    .prepare("SELECT currency_symbol, balance_minor FROM wallets WHERE member_id = ?1")
    .bind(memberId)
    .first<{ currency_symbol: string; balance_minor: number }>();
  return { symbol: row?.currency_symbol ?? "₱", balanceMinor: row?.balance_minor ?? 0 };
}

/** What the agent's list shows of a rain's state: closed is expired (the rest refunded); an open one is scheduled, live or all grabbed. */
function statusOf(r: RainRow & { grabbedCount: number }, now: number) {
  if (r.status === "closed") return "expired" as const;
  if (r.starts_at > now) return "scheduled" as const;
  return r.grabbedCount >= r.envelope_count ? ("emptied" as const) : ("live" as const);
}

const rainView = (r: AgentRain, now: number) => ({
  id: r.id,
  total: major(r.total_minor),
  count: r.envelope_count,
  split: r.split,
  audience: r.audience,
  startsAt: r.starts_at,
  expiresAt: r.expires_at,
  createdAt: r.created_at,
  status: statusOf(r, now),
  grabbedCount: r.grabbedCount,
  grabbed: major(r.grabbedMinor),
  /** What went back to the agent at expiry (null while open). */
  refund: r.refund_minor === null ? null : major(r.refund_minor),
  refundedAt: r.refunded_at,
  // The agent sees their downlines' accounts unmasked: they are their own team.
  grabs: r.grabs.map((g) => ({ account: g.account, amount: major(g.amountMinor), grabbedAt: g.grabbedAt })),
});

/* ---------------- the agent's side ---------------- */

/** The form's terms (balance, limits, whether a payment password is set) and the agent's recent rains with their grabs and refunds (A-RR-02). */
const redRains: Handler = {
  auth: "member",
  async run({ ctx, member }) {
    const db = ctx.env.DB;
    const refused = await agentModuleRefusal(db, member, "redRain");
    if (refused) return refused;
    const now = ctx.now();
    const rains = await rainsOf(db, member.id, now);
    const [wallet, passwordHash] = await Promise.all([walletOf(db, member.id), storedPaymentPasswordHash(db, member.id)]);
    return ok({
      currencySymbol: wallet.symbol,
      balance: major(wallet.balanceMinor),
      paymentPassword: passwordHash !== null,
      limits: {
        minTotal: major(RAIN_LIMITS.minTotalMinor),
        maxTotal: major(RAIN_LIMITS.maxTotalMinor),
        minCount: RAIN_LIMITS.minCount,
        maxCount: RAIN_LIMITS.maxCount,
        minExpiryMinutes: RAIN_LIMITS.minExpiryMinutes,
        maxExpiryMinutes: RAIN_LIMITS.maxExpiryMinutes,
      },
      rains: rains.map((r) => rainView(r, now)),
    });
  },
};

/** Each field read on its own, so a refusal names what is wrong. */
const readCreate = fieldByField(CreateRedRainRequest, { paymentPassword: "", idempotencyKey: "" });

const createdView = (r: RainRow, balanceMinor: number) => ({
  id: r.id,
  total: major(r.total_minor),
  count: r.envelope_count,
  split: r.split,
  audience: r.audience,
  startsAt: r.starts_at,
  expiresAt: r.expires_at,
  balance: major(balanceMinor),
});

/**
 * Funds a rain from the agent's balance (A-RR-01). Refusals, in this order: the module (agent
 * gate and switch), the terms' format (rain.terms.format { field }), the key's format, then — after
 * a key seen before answers its first rain — the bounds (rain.total.min|max, rain.count.range,
 * rain.count.tooMany, rain.expiry.range, rain.start.range), the payment password (missing, format,
 * wrong: counted towards the shared lockout, locked) and the balance (rain.insufficient).
 */
const createRedRain: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const db = ctx.env.DB;
    const refused = await agentModuleRefusal(db, member, "redRain");
    if (refused) return refused;
    const now = ctx.now();

    const body = readCreate(await readJson(request));
    const format = (field: string) => fail("rain.terms.format", "The rain's terms are incomplete or malformed", 400, { field });
    const totalMinor = amountToMinor(body.totalAmount);
    if (totalMinor === null) return format("totalAmount");
    const count = body.count;
    if (typeof count !== "number" || !Number.isInteger(count)) return format("count");
    const split = RAIN_SPLITS.find((s) => s === body.split);
    if (!split) return format("split");
    const audience = RAIN_AUDIENCES.find((a) => a === body.audience);
    if (!audience) return format("audience");
    const startsAt = body.startsAt ?? null;
    if (startsAt !== null && (typeof startsAt !== "number" || !Number.isSafeInteger(startsAt) || startsAt < 0)) return format("startsAt");
    const expiresInMinutes = body.expiresInMinutes;
    if (typeof expiresInMinutes !== "number" || !Number.isInteger(expiresInMinutes)) return format("expiresInMinutes");
    const key = body.idempotencyKey;
    if (!IDEMPOTENCY_KEY.test(key)) return fail("idempotency.key.format", "Request key format is incorrect", 400);

    const fingerprint = createFingerprint({ totalMinor, count, split, audience, startsAt, expiresInMinutes });
    const replay = await replayOf(db, { memberId: member.id, key, fingerprint });
    if (replay) return replayAnswer(db, member.id, key, replay.reason);

    // A start in the past (or none) is now.
    const start = Math.max(now, startsAt ?? now);
    const bound = rainTermsRefusal({ totalMinor, count, expiresInMinutes, startsAt: start, now });
    if (bound) return boundRefusal(bound);

    if (!(await storedPaymentPasswordHash(db, member.id))) return fail("payment.password.missing", PAYMENT_MESSAGE, 400);
    if (!PAYMENT_PASSWORD.test(body.paymentPassword)) return fail("payment.password.format", PAYMENT_MESSAGE, 400);
    const check = await checkPaymentPassword(db, member.id, body.paymentPassword, now);
    if (check.kind !== "ok") return paymentRefusal(check);

    const insufficient = async () => fail("rain.insufficient", "Insufficient balance", 400, { balance: major((await walletOf(db, member.id)).balanceMinor) });
    if ((await walletOf(db, member.id)).balanceMinor < totalMinor) return insufficient();

    const result = await createRain(db, {
      agentId: member.id,
      totalMinor,
      count,
      split,
      audience,
      startsAt: start,
      expiresAt: start + expiresInMinutes * 60_000,
      key,
      fingerprint,
      now,
    });
    if (result.ok) {
      const rain = await rainByKey(db, member.id, key);
      if (!rain) throw new Error("red rain: the rain just created is missing");
      return ok(createdView(rain, result.entries[0]!.balanceAfterMinor));
    }
    if (result.reason !== "insufficient") return replayAnswer(db, member.id, key, result.reason);
    // Another movement took the money in between.
    return insufficient();
  },
};

function boundRefusal(bound: NonNullable<ReturnType<typeof rainTermsRefusal>>): Response {
  switch (bound) {
    case "total.min":
      return fail("rain.total.min", "Amount below the minimum", 400, { min: major(RAIN_LIMITS.minTotalMinor) });
    case "total.max":
      return fail("rain.total.max", "Amount above the maximum", 400, { max: major(RAIN_LIMITS.maxTotalMinor) });
    case "count.range":
      return fail("rain.count.range", "Number of envelopes out of range", 400, { min: RAIN_LIMITS.minCount, max: RAIN_LIMITS.maxCount });
    case "count.tooMany":
      return fail("rain.count.tooMany", "Each envelope must hold at least 0.01", 400);
    case "expiry.range":
      return fail("rain.expiry.range", "Expiry out of range", 400, { min: RAIN_LIMITS.minExpiryMinutes, max: RAIN_LIMITS.maxExpiryMinutes });
    case "start.range":
      return fail("rain.start.range", "The start is too far ahead", 400);
  }
}

/** A key that moved money answers its rain again; the same key for other terms is a mismatch. */
async function replayAnswer(db: D1Database, agentId: number, key: string, reason: "duplicate" | "mismatch"): Promise<Response> {
  const mismatch = () => fail("idempotency.mismatch", "This request key was used for another request", 409);
  if (reason === "mismatch") return mismatch();
  const rain = await rainByKey(db, agentId, key);
  if (!rain) return mismatch();
  return ok(createdView(rain, (await walletOf(db, agentId)).balanceMinor), { headers: { "Idempotent-Replayed": "true" } });
}

/* ---------------- the downline's side ---------------- */

/** The rains the signed-in member may grab now (A-RR-02): the home banner and the page's falling envelopes. */
const liveRedRains: Handler = {
  auth: "member",
  async run({ ctx, member }) {
    const db = ctx.env.DB;
    const [rains, wallet] = await Promise.all([liveRainsFor(db, member, ctx.now()), walletOf(db, member.id)]);
    return ok({ currencySymbol: wallet.symbol, rains });
  },
};

/** Each field read on its own, so the refusal names what is wrong. */
const readGrab = fieldByField(GrabRedRainRequest, { idempotencyKey: "" });

/**
 * Grabs one envelope (A-RR-02, A-RR-03): the gateway picks it and its amount — nothing about an
 * amount is read from the request. Answers the amount and the balance after; a member who already
 * holds one answers that same envelope again (`replayed`) and nothing is paid. Refusals:
 * rain.id.format, idempotency.key.format, rain.missing (404: no such rain for this member),
 * rain.notStarted, rain.expired, rain.empty (no envelope left — or none for this member),
 * idempotency.mismatch.
 */
const grabRedRain: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const body = readGrab(await readJson(request));
    const rainId = body.rainId;
    if (typeof rainId !== "number" || !Number.isSafeInteger(rainId) || rainId <= 0) return fail("rain.id.format", "Rain number is incorrect", 400);
    if (!IDEMPOTENCY_KEY.test(body.idempotencyKey)) return fail("idempotency.key.format", "Request key format is incorrect", 400);
    const result = await grabEnvelope(ctx.env.DB, { rainId, member, key: body.idempotencyKey, now: ctx.now() });
    if (result.ok) {
      return ok(
        {
          rainId,
          amount: major(result.amountMinor),
          grabbedAt: result.grabbedAt,
          balance: result.balanceAfterMinor === null ? null : major(result.balanceAfterMinor),
          replayed: result.replayed,
        },
        result.replayed ? { headers: { "Idempotent-Replayed": "true" } } : undefined,
      );
    }
    switch (result.reason) {
      case "missing":
        return fail("rain.missing", "This red envelope rain is not available", 404);
      case "not_started":
        return fail("rain.notStarted", "This red envelope rain has not started yet", 409);
      case "expired":
        return fail("rain.expired", "This red envelope rain has ended", 409);
      case "empty":
        return fail("rain.empty", "No envelope left for you in this rain", 409);
      case "mismatch":
        return fail("idempotency.mismatch", "This request key was used for another request", 409);
    }
  },
};

export const redRainHandlers = { redRains, createRedRain, liveRedRains, grabRedRain };
