import { PAYER_NAME_MAX, REMARK_MAX } from "../../contract/deposit-rules";
import { DepositCancelRequest, DepositReceiptQuery, DepositRequest, DepositsQuery } from "../../contract/schemas/deposit-requests";
import { isPayeeName, normalizePayeeName } from "../../contract/security-rules";
import { IDEMPOTENCY_KEY, amountToMinor } from "../../contract/wallet-rules";
import { sha256Hex } from "../core/crypto";
import { offersModule } from "../core/env";
import { fieldByField } from "../core/field-by-field";
import type { Handler } from "../core/handler";
import { fail, ok, readJson, readMultipart } from "../core/http";
import { checkImages, dropImages, filesOf, putImages } from "../core/images";
import { languageOf, type Lang } from "../core/language";
import { DAY_MS } from "../core/operator-time";
import { limitCheck, rgRefusal } from "../rg/rg";
import { expireDeposits } from "../wallet/deposit-expiry";
import {
  cancelDeposit,
  channelOf,
  depositFingerprint,
  depositIdOf,
  depositRefusal,
  eligibleBonuses,
  findChannel,
  activeChannels,
  missingRequiredLimits,
  offerOf,
  payUrlOf,
  placeDeposit,
  type ChannelRow,
  type NewOrder,
} from "../wallet/deposits";
import { replayOf, type Replay } from "../wallet/ledger";
import { orderRecordQuery } from "../wallet/order-records";
import { bonusFor } from "../wallet/turnover";

/**
 * The deposit calls (decision 027): the channels and their terms, an e-wallet
 * order (paid on the gateway's pay page, /gw/pay/<token>), a manual bank transfer with receipts
 * (multipart; the receipts go to R2), the member's deposit record and one receipt image. Placing
 * an order moves no money; crediting it (deposits.ts) does, once. Amounts go out in major units.
 *
 * Refusals, in this order: the refusal hook (a trial account: deposit.trial; the responsible-gaming
 * rg.blocked.* { until }, rg.limits.required { kinds }, rg.limit.deposit once a limit is reached),
 * deposit.amount.format, idempotency.key.format, a key seen before (its first answer, or
 * idempotency.mismatch), deposit.channel.invalid, deposit.amount.min { min },
 * deposit.amount.max { max }, deposit.bonus.invalid; manual only: deposit.payer.format,
 * deposit.transfer.time, deposit.remark.length, deposit.receipt.required|count|size|type { index },
 * deposit.receipt.reused, deposit.manual.unavailable (no receipt store); then the responsible-gaming
 * (decision 041), after every input check and before the order is placed: rg.limits.required
 * { kinds } (the market requires limits the member has not set: BR loss + session) and
 * rg.limit.deposit { kind, period, limit, used, remaining, resetAt } (the amount would pass a
 * deposit limit). A block (time-out, self-exclusion, spent session) is the router's gate.
 */

const major = (minor: number) => minor / 100;

async function symbolOf(db: D1Database, memberId: number): Promise<string> {
  const row = await db.prepare("SELECT currency_symbol FROM wallets WHERE member_id = ?1").bind(memberId).first<{ currency_symbol: string }>();
  return row?.currency_symbol ?? "₱";
}

/* ---------------- channels ---------------- */

const depositChannels: Handler = {
  auth: "member",
  async run({ request, url, ctx, member }) {
    const db = ctx.env.DB;
    const lang = languageOf(url, request);
    const [rows, symbol, refusal] = await Promise.all([
      activeChannels(db),
      symbolOf(db, member.id),
      depositRefusal(db, member, ctx.now(), offersModule(ctx.env, "responsibleGaming")),
    ]);
    // A manual transfer needs its receipts: without that module (GATEWAY_MODULES_OFF) its channels are not offered.
    const offered = offersModule(ctx.env, "depositReceipts") ? rows : rows.filter((row) => row.kind !== "MANUAL");
    const channels = await Promise.all(
      offered.map(async (row) => {
        const c = channelOf(row, lang);
        const bonuses = await eligibleBonuses(db, member.id, row.code);
        return {
          code: c.code,
          kind: c.kind,
          name: c.name,
          min: major(c.minMinor),
          max: major(c.maxMinor),
          presets: c.presetsMinor.map(major),
          /** Percent of the amount, taken from it (0 = free). */
          fee: c.feeBp / 100,
          warning: c.warning,
          account: c.account,
          bonuses: bonuses.map((b) => ({
            code: b.code,
            name: b[`name_${lang}`],
            percent: b.percent_bp / 100,
            cap: major(b.cap_minor),
            minDeposit: major(b.min_deposit_minor),
            turnoverMultiple: b.turnover_multiple,
          })),
        };
      }),
    );
    return ok({ currencySymbol: symbol, channels, refusal: refusal ? { code: refusal.code, ...(refusal.value ? { value: refusal.value } : {}) } : null });
  },
};

/* ---------------- shared checks ---------------- */

/**
 * (decision 041), once the amount is known and just before the order is placed: the
 * amount must fit every deposit limit (the strictest one is named), 403 rg.limit.deposit. The
 * refusal hook (depositRefusal) already refused a block, missing required limits and a limit
 * reached; the required limits are asked again here so a twin request cannot slip between.
 */
async function rgDepositRefusal(db: D1Database, memberId: number, amountMinor: number, now: number): Promise<Response | null> {
  const missing = await missingRequiredLimits(db, memberId, now);
  if (missing.length) return fail("rg.limits.required", "Set your limits before you deposit", 403, { kinds: missing });
  const limited = await limitCheck(db, memberId, ["deposit"], amountMinor, now);
  return limited ? rgRefusal(limited) : null;
}

type Checked = { channel: ChannelRow; amountMinor: number; bonusCode: string | null; key: string; fingerprintHash: string };

/** Where the pay page may send the player back: a path of this site, nothing else. */
const RETURN_URL = /^\/m\/[A-Za-z0-9/_-]{0,60}$/;

async function replayAnswer(db: D1Database, secret: string, memberId: number, replay: Replay): Promise<Response> {
  if (replay.reason === "mismatch") return fail("idempotency.mismatch", "This request key was used for another request", 409);
  const id = depositIdOf(replay.reference);
  const row =
    id &&
    (await db
      .prepare("SELECT d.status, c.kind FROM deposits d JOIN deposit_channels c ON c.code = d.channel_code WHERE d.id = ?1 AND d.member_id = ?2")
      .bind(id, memberId)
      .first<{ status: string; kind: string }>());
  if (!id || !row) return fail("idempotency.mismatch", "This request key was used for another request", 409);
  const value = row.kind === "EWALLET" ? { id, status: row.status, payUrl: await payUrlOf(secret, id) } : { id, status: row.status };
  return ok(value, { headers: { "Idempotent-Replayed": "true" } });
}

/**
 * The checks both deposit calls share, in the contract's order. Answers a Response when refused
 * (or replayed), else what the order needs.
 */
async function check(
  db: D1Database,
  secret: string,
  member: { id: number; type: number },
  now: number,
  input: { amount: unknown; key: string; channelCode: string; bonusCode: string | null; kind: ChannelRow["kind"]; responsibleGaming: boolean },
): Promise<Response | Checked> {
  const refusal = await depositRefusal(db, member, now, input.responsibleGaming);
  if (refusal) return fail(refusal.code, refusal.message, refusal.status, refusal.value);
  const amountMinor = amountToMinor(input.amount);
  if (amountMinor === null) return fail("deposit.amount.format", "Amount must be above zero with at most two decimals", 400);
  if (!IDEMPOTENCY_KEY.test(input.key)) return fail("idempotency.key.format", "Request key format is incorrect", 400);
  const fingerprintHash = await sha256Hex(depositFingerprint(input.channelCode, amountMinor, input.bonusCode));
  const replay = await replayOf(db, { memberId: member.id, key: input.key, fingerprint: depositFingerprint(input.channelCode, amountMinor, input.bonusCode) });
  if (replay) return replayAnswer(db, secret, member.id, replay);

  const channel = await findChannel(db, input.channelCode);
  if (!channel || channel.kind !== input.kind) return fail("deposit.channel.invalid", "This deposit channel is not available", 400);
  if (amountMinor < channel.min_minor) return fail("deposit.amount.min", "Amount below the minimum", 400, { min: major(channel.min_minor) });
  if (amountMinor > channel.max_minor) return fail("deposit.amount.max", "Amount above the maximum", 400, { max: major(channel.max_minor) });
  if (input.bonusCode !== null) {
    const bonus = (await eligibleBonuses(db, member.id, channel.code)).find((b) => b.code === input.bonusCode);
    if (!bonus || bonusFor(offerOf(bonus), amountMinor) === 0) {
      return fail(
        "deposit.bonus.invalid",
        "This bonus is not available for this deposit",
        400,
        bonus ? { minDeposit: major(bonus.min_deposit_minor) } : undefined,
      );
    }
  }
  return { channel, amountMinor, bonusCode: input.bonusCode, key: input.key, fingerprintHash };
}

/* ---------------- e-wallet ---------------- */

/** Each field read on its own, so the refusal names what is wrong in the contract's order. */
const readDeposit = fieldByField(DepositRequest, { channelCode: "", bonusCode: null, idempotencyKey: "", returnUrl: undefined });

/** Places an e-wallet order: pending until the member pays it on `payUrl` (the gateway's pay page). */
const deposit: Handler = {
  auth: "member",
  async run({ request, url, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const body = readDeposit(await readJson(request));
    const checked = await check(db, ctx.env.GATEWAY_SECRET, member, now, {
      amount: body.amount,
      key: body.idempotencyKey,
      channelCode: body.channelCode,
      bonusCode: body.bonusCode,
      kind: "EWALLET",
      responsibleGaming: offersModule(ctx.env, "responsibleGaming"),
    });
    if (checked instanceof Response) return checked;
    const rg = offersModule(ctx.env, "responsibleGaming") ? await rgDepositRefusal(db, member.id, checked.amountMinor, now) : null;
    if (rg) return rg;
    const order: NewOrder = {
      memberId: member.id,
      channel: checked.channel,
      amountMinor: checked.amountMinor,
      bonusCode: checked.bonusCode,
      language: languageOf(url, request),
      returnUrl: body.returnUrl && RETURN_URL.test(body.returnUrl) ? body.returnUrl : "/m/voucherCenter",
      key: checked.key,
      fingerprintHash: checked.fingerprintHash,
      now,
    };
    const placed = await placeDeposit(db, order);
    if (!placed.ok) return afterTwin(db, ctx.env.GATEWAY_SECRET, member.id, checked.key);
    return ok({ id: placed.id, status: "pending", payUrl: await payUrlOf(ctx.env.GATEWAY_SECRET, placed.id) });
  },
};

/** A twin request with the same key placed its order a moment before this one: answer that order. */
async function afterTwin(db: D1Database, secret: string, memberId: number, key: string): Promise<Response> {
  const row = await db.prepare("SELECT reference FROM idempotency_keys WHERE member_id = ?1 AND key = ?2").bind(memberId, key).first<{ reference: string }>();
  if (!row) return fail("system.error", "Unknown error", 500);
  return replayAnswer(db, secret, memberId, { ok: false, reason: "duplicate", reference: row.reference });
}

/* ---------------- manual transfer ---------------- */

/** A transfer made up to 7 days ago, and not in the future (5 minutes of clock drift allowed). */
const TRANSFER_WINDOW_MS = 7 * DAY_MS;
const CLOCK_DRIFT_MS = 5 * 60_000;

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

/**
 * A manual bank transfer: the amount, payer name, transfer time, remark and 1–3 receipts
 * (multipart/form-data, files under `receipts`). The receipts are checked by their bytes, stored
 * in R2, and recorded with their SHA-256 in the order's batch; the order waits for the operator.
 */
const manualDeposit: Handler = {
  auth: "member",
  async run({ request, url, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const form = await readMultipart(request);
    if (form instanceof Response) return form;
    const amountText = text(form, "amount").trim();
    const bonusText = text(form, "bonusCode").trim();
    const checked = await check(db, ctx.env.GATEWAY_SECRET, member, now, {
      amount: /^\d+(\.\d+)?$/.test(amountText) ? Number(amountText) : Number.NaN,
      key: text(form, "idempotencyKey"),
      channelCode: text(form, "channelCode").slice(0, 40),
      bonusCode: bonusText ? bonusText.slice(0, 40) : null,
      kind: "MANUAL",
      responsibleGaming: offersModule(ctx.env, "responsibleGaming"),
    });
    if (checked instanceof Response) return checked;

    const payerName = normalizePayeeName(text(form, "payerName"));
    if (!isPayeeName(payerName) || [...payerName].length > PAYER_NAME_MAX) return fail("deposit.payer.format", "Enter the name on the sending account", 400);
    const transferAt = Number(text(form, "transferAt"));
    if (!Number.isSafeInteger(transferAt) || transferAt > now + CLOCK_DRIFT_MS || transferAt < now - TRANSFER_WINDOW_MS) {
      return fail("deposit.transfer.time", "Enter when the transfer was made (within the last 7 days)", 400);
    }
    const remark = text(form, "remark").trim();
    if ([...remark].length > REMARK_MAX) return fail("deposit.remark.length", "The remark is too long", 400, { max: REMARK_MAX });

    const checkedImages = await checkImages(filesOf(form, "receipts"));
    if (!checkedImages.ok)
      return fail(checkedImages.code, receiptMessage(checkedImages.code), 400, checkedImages.index ? { index: checkedImages.index } : undefined);
    const receipts = checkedImages.images;
    const hashes = receipts.map((r) => r.sha256);
    const used = await db
      .prepare(`SELECT COUNT(*) AS n FROM deposit_receipts WHERE sha256 IN (${hashes.map((_, i) => `?${i + 1}`).join(", ")})`)
      .bind(...hashes)
      .first<{ n: number }>();
    if (new Set(hashes).size !== hashes.length || (used?.n ?? 0) > 0) {
      return fail("deposit.receipt.reused", "This receipt was already used for a deposit", 400);
    }
    const rg = offersModule(ctx.env, "responsibleGaming") ? await rgDepositRefusal(db, member.id, checked.amountMinor, now) : null;
    if (rg) return rg;
    const bucket = ctx.env.RECEIPTS;
    if (!bucket) return fail("deposit.manual.unavailable", "Manual deposits are not available right now", 503);

    // The objects first (an order must never name a missing image), then the order's batch; when
    // the batch does not land, the objects go again.
    const stored = await putImages(bucket, `receipts/${member.id}/${crypto.randomUUID()}`, receipts);
    const order: NewOrder = {
      memberId: member.id,
      channel: checked.channel,
      amountMinor: checked.amountMinor,
      bonusCode: checked.bonusCode,
      language: languageOf(url, request),
      returnUrl: "/m/voucherCenter",
      key: checked.key,
      fingerprintHash: checked.fingerprintHash,
      now,
      manual: { payerName, transferAt, remark: remark || null },
    };
    let placed;
    try {
      placed = await placeDeposit(db, order, (id) =>
        stored.map((r, i) =>
          db
            .prepare(
              "INSERT INTO deposit_receipts (deposit_id, idx, object_key, content_type, bytes, sha256) SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE changes() = 1",
            )
            .bind(id, i + 1, r.key, r.type, r.bytes.byteLength, r.sha256),
        ),
      );
    } catch (e) {
      await dropImages(bucket, stored);
      throw e;
    }
    if (!placed.ok) {
      await dropImages(bucket, stored);
      if (placed.reason === "receipt_reused") return fail("deposit.receipt.reused", "This receipt was already used for a deposit", 400);
      return afterTwin(db, ctx.env.GATEWAY_SECRET, member.id, checked.key);
    }
    return ok({ id: placed.id, status: "pending" });
  },
};

function receiptMessage(code: string): string {
  switch (code) {
    case "deposit.receipt.required":
      return "Upload a receipt of the transfer";
    case "deposit.receipt.count":
      return "Upload at most 3 receipts";
    case "deposit.receipt.size":
      return "Each receipt may be at most 5 MB";
    default:
      return "Receipts must be PNG or JPG images";
  }
}

/* ---------------- records ---------------- */

type RecordRow = {
  id: number;
  channel_name: string;
  kind: string;
  amount_minor: number;
  fee_minor: number;
  bonus_minor: number | null;
  bonus_name: string | null;
  status: string;
  payer_name: string | null;
  transfer_at: number | null;
  remark: string | null;
  created_at: number;
  decided_at: number | null;
  reason: string | null;
  receipts: number;
};

const nameColumn = (lang: Lang, table: string) => `${table}.name_${lang}`;

/** The member's deposit orders, newest first, within operator dates `from`–`to` (both included), with totals over the filter. */
const deposits: Handler = {
  auth: "member",
  async run({ request, url, ctx, member }) {
    const q = orderRecordQuery(url, ctx.now(), DepositsQuery);
    if (q instanceof Response) return q;
    const { page, pageSize, status, from, to, start, end } = q;
    const lang = languageOf(url, request);

    const db = ctx.env.DB;
    // An unpaid e-wallet order past its time reads as what it is now: cancelled.
    await expireDeposits(db, ctx.now(), { memberId: member.id });
    const where = "d.member_id = ?1 AND d.created_at >= ?2 AND d.created_at < ?3 AND (?4 IS NULL OR d.status = ?4)";
    const binds = [member.id, start, end, status ?? null];
    const [totals, rows, symbol] = await Promise.all([
      db
        .prepare(
          `SELECT COUNT(*) AS n, COALESCE(SUM(d.amount_minor), 0) AS amount,
             COALESCE(SUM(CASE WHEN d.status = 'success' THEN d.amount_minor - d.fee_minor ELSE 0 END), 0) AS credited
           FROM deposits d WHERE ${where}`,
        )
        .bind(...binds)
        .first<{ n: number; amount: number; credited: number }>(),
      db
        .prepare(
          `SELECT d.id, ${nameColumn(lang, "c")} AS channel_name, c.kind, d.amount_minor, d.fee_minor, d.bonus_minor, ${nameColumn(lang, "b")} AS bonus_name,
             d.status, d.payer_name, d.transfer_at, d.remark, d.created_at, d.decided_at, d.reason,
             (SELECT COUNT(*) FROM deposit_receipts r WHERE r.deposit_id = d.id) AS receipts
           FROM deposits d JOIN deposit_channels c ON c.code = d.channel_code LEFT JOIN deposit_bonuses b ON b.code = d.bonus_code
           WHERE ${where} ORDER BY d.created_at DESC, d.id DESC LIMIT ?5 OFFSET ?6`,
        )
        .bind(...binds, pageSize, (page - 1) * pageSize)
        .all<RecordRow>(),
      symbolOf(db, member.id),
    ]);
    const total = totals?.n ?? 0;
    return ok({
      currencySymbol: symbol,
      list: rows.results.map((r) => ({
        id: r.id,
        channelName: r.channel_name,
        kind: r.kind,
        amount: major(r.amount_minor),
        fee: major(r.fee_minor),
        bonusName: r.bonus_name,
        bonus: r.bonus_minor === null ? null : major(r.bonus_minor),
        status: r.status,
        payerName: r.payer_name,
        transferAt: r.transfer_at,
        remark: r.remark,
        createdAt: r.created_at,
        decidedAt: r.decided_at,
        reason: r.reason,
        receipts: r.receipts,
      })),
      page,
      pageSize,
      total,
      totalPages: Math.max(1, Math.ceil(total / pageSize)),
      totalAmount: major(totals?.amount ?? 0),
      totalCredited: major(totals?.credited ?? 0),
      from,
      to,
    });
  },
};

/* ---------------- the member's cancel ---------------- */

const readCancel = fieldByField(DepositCancelRequest, { id: 0 });

/**
 * POST { id }: the member cancels their own unpaid e-wallet order, which then no longer counts
 * against their deposit limit (deposits.ts cancelDeposit). Never blocked by a time-out or
 * self-exclusion (it moves no money and only releases). An order already cancelled answers as
 * done (a second submit, or it expired). Refusals: deposit.cancel.not.found (404: no such order
 * of this member), deposit.cancel.state { status } (409: paid, rejected, or a manual transfer the
 * operator decides). Answers { id, status, amount } (major units).
 */
const depositCancel: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const body = readCancel(await readJson(request));
    const outcome = await cancelDeposit(ctx.env.DB, body.id, member.id, ctx.now());
    if (!outcome.ok && outcome.reason === "not_found") return fail("deposit.cancel.not.found", "Deposit order not found", 404);
    if (!outcome.ok) return fail("deposit.cancel.state", "This deposit order can no longer be cancelled", 409, { status: outcome.row?.status ?? null });
    return ok({ id: outcome.row.id, status: outcome.row.status, amount: major(outcome.row.amount_minor) });
  },
};

/* ---------------- one receipt ---------------- */

/** One of the member's own receipts, as the image itself (not the JSON envelope); another member's is not found. */
const depositReceipt: Handler = {
  auth: "member",
  async run({ url, ctx, member }) {
    const q = DepositReceiptQuery.safeParse(Object.fromEntries(url.searchParams.entries()));
    const notFound = () => fail("deposit.receipt.not.found", "Receipt not found", 404);
    if (!q.success) return notFound();
    const row = await ctx.env.DB.prepare(
      "SELECT r.object_key, r.content_type FROM deposit_receipts r JOIN deposits d ON d.id = r.deposit_id WHERE r.deposit_id = ?1 AND r.idx = ?2 AND d.member_id = ?3",
    )
      .bind(q.data.id, q.data.index, member.id)
      .first<{ object_key: string; content_type: string }>();
    if (!row || !ctx.env.RECEIPTS) return notFound();
    const object = await ctx.env.RECEIPTS.get(row.object_key);
    if (!object) return notFound();
    return new Response(object.body, {
      headers: {
        "Content-Type": row.content_type,
        "Content-Length": String(object.size),
        "Cache-Control": "private, max-age=3600",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'",
      },
    });
  },
};

export const depositHandlers = { depositChannels, deposit, manualDeposit, deposits, depositCancel, depositReceipt };
