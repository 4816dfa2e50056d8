import { expireDeposits } from "./deposit-expiry";
import { commit, type Posting } from "./ledger";
import { asLang, moneyMessageStatement, recipientOf } from "./money-messages";
import { bonusFor, requiredTurnover, type BonusOffer } from "./turnover";
import { presetsWithin } from "../../contract/deposit-rules";
import { isTrial } from "../../contract/member-types";
import type { LimitRefusal } from "../../contract/rg-rules";
import type { Member } from "../accounts/auth";
import type { Lang } from "../core/language";
import { activeBlock, limitCheck, marketRules, memberLimits } from "../rg/rg";

/**
 * Deposit orders (decision 027): the channels and bonuses a member deposits with,
 * placing an order (no money moves: an e-wallet order waits for the pay page, a manual one for the
 * operator), and crediting it — exactly once, because the credit's guard is "the order is still
 * pending" and the status change rides in the same batch (`changes() = 1`), as rejectWithdrawal
 * does. The handlers (handlers/deposit.ts), the pay page (handlers/pay-page.ts) and `npm run site
 * -- deposit …` all go through here.
 */

export type ChannelKind = "EWALLET" | "MANUAL";

export type ChannelRow = {
  code: string;
  kind: ChannelKind;
  name_ty: string;
  name_en: string;
  name_pt: string;
  min_minor: number;
  max_minor: number;
  presets: string;
  fee_bp: number;
  warning_ty: string | null;
  warning_en: string | null;
  warning_pt: string | null;
  bank_name: string | null;
  account_number: string | null;
  account_holder: string | null;
  sort: number;
};

export type Channel = {
  code: string;
  kind: ChannelKind;
  name: string;
  minMinor: number;
  maxMinor: number;
  presetsMinor: number[];
  feeBp: number;
  warning: string | null;
  account: { bankName: string; accountNumber: string; holder: string } | null;
};

export function channelOf(row: ChannelRow, lang: Lang): Channel {
  let presets: number[] = [];
  try {
    const parsed: unknown = JSON.parse(row.presets);
    if (Array.isArray(parsed)) presets = parsed.filter((n): n is number => Number.isSafeInteger(n));
  } catch {
    // A malformed list is no presets, not a broken page.
  }
  return {
    code: row.code,
    kind: row.kind,
    name: row[`name_${lang}`],
    minMinor: row.min_minor,
    maxMinor: row.max_minor,
    presetsMinor: presetsWithin(presets, row.min_minor, row.max_minor),
    feeBp: row.fee_bp,
    warning: row[`warning_${lang}`] ?? null,
    account:
      row.kind === "MANUAL" && row.bank_name && row.account_number && row.account_holder
        ? { bankName: row.bank_name, accountNumber: row.account_number, holder: row.account_holder }
        : null,
  };
}

/** The active channels, in the operator's order (W-DEP-02). */
export async function activeChannels(db: D1Database): Promise<ChannelRow[]> {
  return (await db.prepare("SELECT * FROM deposit_channels WHERE active = 1 ORDER BY sort, code").all<ChannelRow>()).results;
}

export async function findChannel(db: D1Database, code: string): Promise<ChannelRow | null> {
  return db.prepare("SELECT * FROM deposit_channels WHERE code = ?1 AND active = 1").bind(code).first<ChannelRow>();
}

/** The fee for an amount (rounded down: the player never pays more than the rate). */
export const depositFee = (channel: Pick<ChannelRow, "fee_bp">, amountMinor: number) => Math.floor((amountMinor * channel.fee_bp) / 10_000);

/* ---------------- bonuses ---------------- */

export type BonusRow = {
  code: string;
  name_ty: string;
  name_en: string;
  name_pt: string;
  percent_bp: number;
  cap_minor: number;
  min_deposit_minor: number;
  turnover_multiple: number;
  first_deposit_only: number;
  channels: string | null;
};

export const offerOf = (b: BonusRow): BonusOffer => ({
  percentBp: b.percent_bp,
  capMinor: b.cap_minor,
  minDepositMinor: b.min_deposit_minor,
  turnoverMultiple: b.turnover_multiple,
});

function offeredOn(b: BonusRow, channelCode: string): boolean {
  if (b.channels === null) return true;
  try {
    const list: unknown = JSON.parse(b.channels);
    return Array.isArray(list) && list.includes(channelCode);
  } catch {
    return false;
  }
}

/** Whether the member has a credited deposit (a first-deposit bonus is then no longer theirs). */
async function hasDeposited(db: D1Database, memberId: number): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS x FROM deposits WHERE member_id = ?1 AND status = 'success' LIMIT 1").bind(memberId).first()) !== null;
}

/** The bonuses this member may choose on this channel now (W-DEP-05); "No bonus" is the page's own option. */
export async function eligibleBonuses(db: D1Database, memberId: number, channelCode: string): Promise<BonusRow[]> {
  const [rows, deposited] = await Promise.all([
    db.prepare("SELECT * FROM deposit_bonuses WHERE active = 1 ORDER BY sort, code").all<BonusRow>(),
    hasDeposited(db, memberId),
  ]);
  return rows.results.filter((b) => offeredOn(b, channelCode) && !(b.first_deposit_only && deposited));
}

/* ---------------- refusal hook ---------------- */

/**
 * Whether this member may deposit at all now: null, or the refusal's code, message and values.
 * Both deposit calls ask it first, and the channels answer carries it (the deposit page says why
 * before the member fills in a form). Trial accounts are refused; then (decision 041): a
 * time-out, self-exclusion or spent session (rg.blocked.* { until }, as the router's gate), the
 * market's required limits not all set (rg.limits.required { kinds }, BR: loss + session), a
 * deposit limit already reached (rg.limit.deposit with the figures). An amount that would pass a
 * limit is the deposit handler's check, once the amount is known.
 */
export async function depositRefusal(
  db: D1Database,
  member: Pick<Member, "id" | "type">,
  now: number,
  /** False on a gateway without responsible gaming (GATEWAY_MODULES_OFF): no block or limit applies. */
  responsibleGaming = true,
): Promise<{ code: string; message: string; status: number; value?: unknown } | null> {
  if (isTrial(member.type)) return { code: "deposit.trial", message: "Please login an actual account to use this function", status: 403 };
  if (!responsibleGaming) return null;
  const block = await activeBlock(db, member.id, now);
  if (block) return { code: `rg.blocked.${block.kind}`, message: "Not available while your account is paused", status: 403, value: { until: block.endsAt } };
  const missing = await missingRequiredLimits(db, member.id, now);
  if (missing.length) return { code: "rg.limits.required", message: "Set your limits before you deposit", status: 403, value: { kinds: missing } };
  const reached = await limitCheck(db, member.id, ["deposit"], 0, now);
  if (reached) return { code: reached.code, message: "This would pass your limit", status: 403, value: limitRefusalValue(reached) };
  return null;
}

/** The limit kinds the market requires (BR: loss and session) that the member has not set (in force). */
export async function missingRequiredLimits(db: D1Database, memberId: number, now: number): Promise<string[]> {
  const market = await marketRules(db);
  if (!market.requiredLimits.length) return [];
  const set = new Set((await memberLimits(db, memberId, now)).filter((l) => l.setting.value !== null).map((l) => l.kind));
  return market.requiredLimits.filter((k) => !set.has(k));
}

/** A limit refusal's value as rgRefusal answers it: major units and the reset instant. */
export function limitRefusalValue(r: LimitRefusal) {
  return { kind: r.kind, period: r.period, limit: r.limitMinor / 100, used: r.usedMinor / 100, remaining: r.remainingMinor / 100, resetAt: r.resetAt };
}

/* ---------------- orders ---------------- */

/** A random ten-digit order number (as withdrawals.ts). */
export const depositNumber = () => 1_000_000_000 + Number(crypto.getRandomValues(new BigUint64Array(1))[0]! % 9_000_000_000n);

/** What a deposit request is, for its idempotency key: the same key for another channel, amount or bonus is a mismatch. */
export const depositFingerprint = (channelCode: string, amountMinor: number, bonusCode: string | null) =>
  `deposit|${channelCode}|${amountMinor}|${bonusCode ?? ""}`;

export const depositReference = (id: number) => `deposit:${id}`;
export const bonusReference = (id: number) => `deposit-bonus:${id}`;

/** The order id in a deposit's ledger reference or key reference. */
export function depositIdOf(reference: string): number | null {
  const match = /^deposit:(\d+)$/.exec(reference);
  return match ? Number(match[1]) : null;
}

export type NewOrder = {
  memberId: number;
  channel: ChannelRow;
  amountMinor: number;
  bonusCode: string | null;
  language: Lang;
  returnUrl: string;
  key: string;
  fingerprintHash: string;
  now: number;
  manual?: { payerName: string; transferAt: number; remark: string | null };
};

/**
 * The statements that place an order: the pending order, then `extra` (its receipts), then the
 * idempotency key — each after the first only when the one before changed a row. No money moves.
 * A twin with the same key hits the key's primary key and the whole batch rolls back.
 */
export function placementStatements(db: D1Database, id: number, o: NewOrder, extra: (id: number) => D1PreparedStatement[] = () => []): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO deposits (id, member_id, channel_code, amount_minor, fee_minor, status, payer_name, transfer_at, remark, bonus_code, language, return_url, idempotency_key, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, 'pending', ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)`,
      )
      .bind(
        id,
        o.memberId,
        o.channel.code,
        o.amountMinor,
        depositFee(o.channel, o.amountMinor),
        o.manual?.payerName ?? null,
        o.manual?.transferAt ?? null,
        o.manual?.remark ?? null,
        o.bonusCode,
        o.language,
        o.returnUrl,
        o.key,
        o.now,
      ),
    ...extra(id),
    db
      .prepare("INSERT INTO idempotency_keys (member_id, key, fingerprint, reference, created_at) SELECT ?1, ?2, ?3, ?4, ?5 WHERE changes() = 1")
      .bind(o.memberId, o.key, o.fingerprintHash, depositReference(id), o.now),
  ];
}

export type PlaceResult = { ok: true; id: number } | { ok: false; reason: "duplicate_key" | "receipt_reused" };

/** Places an order in one batch (a new number on the one-in-billions clash). */
export async function placeDeposit(db: D1Database, o: NewOrder, extra?: (id: number) => D1PreparedStatement[]): Promise<PlaceResult> {
  for (let attempt = 1; ; attempt++) {
    const id = depositNumber();
    try {
      await db.batch(placementStatements(db, id, o, extra));
      return { ok: true, id };
    } catch (e) {
      const text = String(e);
      if (attempt < 3 && /UNIQUE constraint failed: deposits\.id/.test(text)) continue;
      if (/UNIQUE constraint failed: idempotency_keys/.test(text)) return { ok: false, reason: "duplicate_key" };
      if (/UNIQUE constraint failed: deposit_receipts\.sha256/.test(text)) return { ok: false, reason: "receipt_reused" };
      throw e;
    }
  }
}

export type DepositRow = {
  id: number;
  member_id: number;
  account: string;
  channel_code: string;
  channel_kind: ChannelKind;
  channel_name_ty: string;
  channel_name_en: string;
  channel_name_pt: string;
  amount_minor: number;
  fee_minor: number;
  status: "pending" | "success" | "failed" | "cancelled";
  payer_name: string | null;
  transfer_at: number | null;
  remark: string | null;
  bonus_code: string | null;
  bonus_minor: number | null;
  language: string;
  return_url: string;
  created_at: number;
  decided_at: number | null;
  reason: string | null;
  receipts: number;
};

export const DEPOSIT_ROW = `SELECT d.id, d.member_id, m.account, d.channel_code, c.kind AS channel_kind, c.name_ty AS channel_name_ty,
  c.name_en AS channel_name_en, c.name_pt AS channel_name_pt, d.amount_minor, d.fee_minor, d.status, d.payer_name, d.transfer_at,
  d.remark, d.bonus_code, d.bonus_minor, d.language, d.return_url, d.created_at, d.decided_at, d.reason,
  (SELECT COUNT(*) FROM deposit_receipts r WHERE r.deposit_id = d.id) AS receipts
  FROM deposits d JOIN members m ON m.id = d.member_id JOIN deposit_channels c ON c.code = d.channel_code`;

export async function findDeposit(db: D1Database, id: number): Promise<DepositRow | null> {
  return db.prepare(`${DEPOSIT_ROW} WHERE d.id = ?1`).bind(id).first<DepositRow>();
}

/** Orders waiting for the operator or the pay page, oldest first (an unpaid e-wallet order past its time is closed first). */
export async function pendingDeposits(db: D1Database, now: number): Promise<DepositRow[]> {
  await expireDeposits(db, now);
  return (await db.prepare(`${DEPOSIT_ROW} WHERE d.status = 'pending' ORDER BY d.created_at, d.id`).all<DepositRow>()).results;
}

/* ---------------- expiry and the member's cancel ---------------- */

export type CancelOutcome = { ok: true; row: DepositRow; already: boolean } | { ok: false; reason: "not_found" | "decided"; row: DepositRow | null };

/**
 * The member cancels their own unpaid e-wallet order: it reads 'cancelled' and stops counting
 * against the deposit limit. One guarded UPDATE (only this member's, only while pending), so it
 * cannot race the pay page's credit into both. Asking again for an order already cancelled (a
 * double submit, or it expired meanwhile) answers it as done; another member's order is not
 * found; a paid or rejected order, or a manual one (the operator decides it), is refused.
 */
export async function cancelDeposit(db: D1Database, id: number, memberId: number, now: number): Promise<CancelOutcome> {
  await expireDeposits(db, now, { id });
  const row = await findDeposit(db, id);
  if (!row || row.member_id !== memberId) return { ok: false, reason: "not_found", row: null };
  if (row.status === "cancelled") return { ok: true, row, already: true };
  if (row.status !== "pending" || row.channel_kind !== "EWALLET") return { ok: false, reason: "decided", row };
  const { meta } = await db
    .prepare("UPDATE deposits SET status = 'cancelled', decided_at = ?3 WHERE id = ?1 AND member_id = ?2 AND status = 'pending'")
    .bind(id, memberId, now)
    .run();
  const after = await findDeposit(db, id);
  if (!after) return { ok: false, reason: "not_found", row: null };
  if (after.status === "cancelled") return { ok: true, row: after, already: meta.changes !== 1 };
  return { ok: false, reason: "decided", row: after };
}

/* ---------------- crediting and deciding ---------------- */

export type DepositDecision = { ok: true; row: DepositRow } | { ok: false; reason: "not_found" | "decided"; row: DepositRow | null };

const PENDING_GUARD = "EXISTS (SELECT 1 FROM deposits WHERE id = ? AND status = 'pending')";

/**
 * Credits a pending order, exactly once: one batch holds the 'deposit' entry (amount − fee), the
 * chosen bonus's 'bonus' entry and its turnover requirement when it still applies, and the status
 * change. The first wallet update's guard is "the order is still pending" (plus, for a
 * first-deposit bonus, "no deposit of the member was credited"), and every later statement runs
 * only after it. A second Pay, an approval racing the pay page, a hundred callbacks at once: one
 * batch changes the rows, the others change nothing.
 */
export async function creditDeposit(db: D1Database, id: number, now: number): Promise<DepositDecision> {
  // An e-wallet order past its time no longer holds the limit, so it must not be paid either.
  await expireDeposits(db, now, { id });
  const row = await findDeposit(db, id);
  if (!row) return { ok: false, reason: "not_found", row: null };
  if (row.status !== "pending") return { ok: false, reason: "decided", row };
  const netMinor = row.amount_minor - row.fee_minor;
  const bonus = row.bonus_code ? await db.prepare("SELECT * FROM deposit_bonuses WHERE code = ?1").bind(row.bonus_code).first<BonusRow>() : null;
  const bonusMinor = bonus ? bonusFor(offerOf(bonus), row.amount_minor) : 0;
  const { symbol } = await recipientOf(db, row.member_id);

  const attempt = async (withBonus: boolean) => {
    const postings: Posting[] = [{ memberId: row.member_id, kind: "deposit", amountMinor: netMinor, reference: depositReference(id) }];
    const after: D1PreparedStatement[] = [];
    let guard = { sql: PENDING_GUARD, binds: [id] as (string | number)[] };
    if (withBonus && bonus) {
      postings.push({ memberId: row.member_id, kind: "bonus", amountMinor: bonusMinor, reference: bonusReference(id) });
      if (bonus.first_deposit_only) {
        guard = { sql: `${PENDING_GUARD} AND NOT EXISTS (SELECT 1 FROM deposits WHERE member_id = ? AND status = 'success')`, binds: [id, row.member_id] };
      }
    }
    after.push(
      db
        .prepare("UPDATE deposits SET status = 'success', decided_at = ?2, bonus_minor = ?3 WHERE id = ?1 AND status = 'pending' AND changes() = 1")
        .bind(id, now, row.bonus_code ? (withBonus ? bonusMinor : 0) : null),
    );
    if (withBonus && bonus) {
      after.push(
        db
          .prepare(
            "INSERT INTO turnover_requirements (member_id, reference, bonus_minor, required_minor, created_at) SELECT ?1, ?2, ?3, ?4, ?5 WHERE changes() = 1",
          )
          .bind(row.member_id, bonusReference(id), bonusMinor, requiredTurnover(offerOf(bonus), row.amount_minor, bonusMinor), now),
      );
    }
    // The player is told in the same batch: the message lands only with the credit.
    after.push(
      moneyMessageStatement(db, {
        memberId: row.member_id,
        message: { template: "deposit.credited", params: { orderId: id, amountMinor: netMinor, bonusMinor: withBonus ? bonusMinor : 0, symbol } },
        lang: asLang(row.language),
        now,
        ref: depositReference(id),
      }),
    );
    return commit(db, { postings, now, guard, after });
  };

  let result = await attempt(bonusMinor > 0);
  // The bonus no longer applies (another deposit was credited first): credit the deposit alone.
  if (!result.ok && bonusMinor > 0) result = await attempt(false);
  return settled(db, id, result.ok);
}

/**
 * Ends a pending order without money: `failed` (the operator rejected a manual transfer, with the
 * reason the player reads) or `cancelled` (the player cancelled on the pay page).
 */
export async function closeDeposit(db: D1Database, id: number, status: "failed" | "cancelled", reason: string | null, now: number): Promise<DepositDecision> {
  await expireDeposits(db, now, { id });
  const close = db.prepare("UPDATE deposits SET status = ?2, decided_at = ?3, reason = ?4 WHERE id = ?1 AND status = 'pending'").bind(id, status, now, reason);
  if (status === "cancelled") return settled(db, id, (await close.run()).meta.changes === 1);
  // A rejection tells the player why, in the batch that closes the order (and only if it did).
  const row = await findDeposit(db, id);
  if (!row) return { ok: false, reason: "not_found", row: null };
  if (row.status !== "pending") return { ok: false, reason: "decided", row };
  const { symbol } = await recipientOf(db, row.member_id);
  const [closed] = await db.batch([
    close,
    moneyMessageStatement(db, {
      memberId: row.member_id,
      message: { template: "deposit.rejected", params: { orderId: id, amountMinor: row.amount_minor, reason, symbol } },
      lang: asLang(row.language),
      now,
      ref: depositReference(id),
    }),
  ]);
  return settled(db, id, closed!.meta.changes === 1);
}

async function settled(db: D1Database, id: number, changed: boolean): Promise<DepositDecision> {
  const row = await findDeposit(db, id);
  if (!row) return { ok: false, reason: "not_found", row: null };
  return changed ? { ok: true, row } : { ok: false, reason: "decided", row };
}

/* ---------------- the pay page's token ---------------- */

const encoder = new TextEncoder();

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const sig = await crypto.subtle.sign("HMAC", key, encoder.encode(message));
  return [...new Uint8Array(sig)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The pay page's path segment for an order: its id and an HMAC of it under the gateway's secret,
 * so nothing is stored, a replayed request answers the same URL, and no one pays (credits) an
 * order whose URL they were not given.
 */
export async function payToken(secret: string, id: number): Promise<string> {
  return `${id}-${(await hmacHex(secret, `deposit-pay|${id}`)).slice(0, 32)}`;
}

export const payUrlOf = async (secret: string, id: number) => `/gw/pay/${await payToken(secret, id)}`;

/** The order a token names, or null when the token is not one the gateway made. */
export async function orderOfToken(secret: string, token: string): Promise<number | null> {
  const match = /^(\d{10})-([0-9a-f]{32})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = await payToken(secret, id);
  // Constant-time compare of equal-length strings.
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ token.charCodeAt(i);
  return diff === 0 && expected.length === token.length ? id : null;
}
