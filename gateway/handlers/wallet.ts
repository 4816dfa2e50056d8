import { lastFour } from "../../contract/masking";
import { isTrial } from "../../contract/member-types";
import { WithdrawCancelRequest, WithdrawRequest, WithdrawalsQuery } from "../../contract/schemas/wallet-requests";
import { PAYMENT_PASSWORD } from "../../contract/security-rules";
import { IDEMPOTENCY_KEY, amountToMinor } from "../../contract/wallet-rules";
import { PAYMENT_MESSAGE, checkPaymentPassword, paymentRefusal, storedPaymentPasswordHash } from "../accounts/payment-password";
import { fieldByField } from "../core/field-by-field";
import type { Handler } from "../core/handler";
import { fail, ok, readJson } from "../core/http";
import { marketRules } from "../rg/rg";
import { replayOf, type Replay } from "../wallet/ledger";
import { orderRecordQuery } from "../wallet/order-records";
import { memberRequirements, withdrawable } from "../wallet/turnover";
import {
  cancelWithdrawal,
  dailyAllowance,
  feeFor,
  isOpen,
  orderIdOf,
  placeWithdrawal,
  todayUsage,
  withdrawFingerprint,
  withdrawSettings,
  type Card,
} from "../wallet/withdrawals";

/**
 * The wallet's withdrawal calls (decision 026): the terms the withdraw page shows, the
 * withdrawal itself, and the member's withdrawal records. Money moves only through the ledger
 * (ledger.ts, withdrawals.ts). Amounts go out in major units, like the wallet call.
 */

const major = (minor: number) => minor / 100;

async function balanceOf(db: D1Database, memberId: number): Promise<{ symbol: string; balanceMinor: number }> {
  const row = await db
    .prepare("SELECT currency_symbol, balance_minor FROM wallets WHERE member_id = ?1")
    .bind(memberId)
    .first<{ currency_symbol: string; balance_minor: number }>();
  return { symbol: row?.currency_symbol ?? "₱", balanceMinor: row?.balance_minor ?? 0 };
}

/* ---------------- terms ---------------- */

const withdrawTerms: Handler = {
  auth: "member",
  async run({ ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const [settings, allowance, usage, wallet, cards, passwordHash, requirements, market] = await Promise.all([
      withdrawSettings(db),
      dailyAllowance(db, member.id),
      todayUsage(db, member.id, now),
      balanceOf(db, member.id),
      db
        .prepare(
          `SELECT c.id, b.name AS bank_name, c.account_number FROM bank_cards c JOIN banks b ON b.code = c.bank_code
           WHERE c.member_id = ?1 ORDER BY c.created_at DESC, c.id DESC`,
        )
        .bind(member.id)
        .all<{ id: number; bank_name: string; account_number: string }>(),
      storedPaymentPasswordHash(db, member.id),
      memberRequirements(db, member.id),
      marketRules(db),
    ]);
    // A bonus's money stays until its turnover is wagered (decision 027); "x of y wagered" is over the unmet requirements.
    const free = withdrawable(wallet.balanceMinor, requirements);
    return ok({
      currencySymbol: wallet.symbol,
      balance: major(wallet.balanceMinor),
      withdrawable: major(free.withdrawableMinor),
      turnoverRequired: major(free.turnoverRequiredMinor),
      turnoverDone: major(free.turnoverDoneMinor),
      min: major(settings.minMinor),
      max: major(settings.maxMinor),
      /** Percent of the amount, taken from it (0 = free). */
      fee: settings.feeBp / 100,
      serviceHours: { open: settings.open, close: settings.close },
      open: isOpen(settings, now),
      todayCount: usage.count,
      todayAmount: major(usage.amountMinor),
      dailyCount: allowance.count,
      dailyLimit: major(allowance.limitMinor),
      cards: cards.results.map((c) => ({ id: c.id, bankName: c.bank_name, last4: lastFour(c.account_number) })),
      paymentPassword: passwordHash !== null,
      /** Whether the member may cancel a pending withdrawal (RG-13: the market's rule; not in the UK). */
      cancelAllowed: market.withdrawalCancel,
    });
  },
};

/* ---------------- withdraw ---------------- */

/** Each field read on its own, so the refusal names what is wrong in the contract's order. */
const readWithdraw = fieldByField(WithdrawRequest, { cardId: null, paymentPassword: "", idempotencyKey: "" });

/** The order a key created, answered again: its id and its status now (pending until the operator decides). */
async function replayAnswer(db: D1Database, memberId: number, replay: Replay): Promise<Response> {
  if (replay.reason === "mismatch") return fail("idempotency.mismatch", "This request key was used for another request", 409);
  const id = orderIdOf(replay.reference);
  const row = id && (await db.prepare("SELECT status FROM withdrawals WHERE id = ?1 AND member_id = ?2").bind(id, memberId).first<{ status: string }>());
  if (!id || !row) return fail("idempotency.mismatch", "This request key was used for another request", 409);
  return ok({ id, status: row.status }, { headers: { "Idempotent-Replayed": "true" } });
}

/**
 * Requests a withdrawal to one of the member's cards. Refusals, in this order: a trial account,
 * amount format, key format, card, min/max, service hours, today's count and amount, payment
 * password, balance, withdrawable (a bonus's unmet turnover, decision 027). A key seen before answers its first result (before the limits, which that
 * first request used up).
 */
const withdraw: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    // A free-trial account's money is play money (§6): it never leaves.
    if (isTrial(member.type)) return fail("withdraw.trial", "Please login an actual account to use this function", 403);
    const body = readWithdraw(await readJson(request));
    const amountMinor = amountToMinor(body.amount);
    if (amountMinor === null) return fail("withdraw.amount.format", "Amount must be above zero with at most two decimals", 400);
    const key = body.idempotencyKey;
    if (!IDEMPOTENCY_KEY.test(key)) return fail("idempotency.key.format", "Request key format is incorrect", 400);
    const cardId = body.cardId ?? 0;
    const replay = await replayOf(db, { memberId: member.id, key, fingerprint: withdrawFingerprint(amountMinor, cardId) });
    if (replay) return replayAnswer(db, member.id, replay);

    const card = await db
      .prepare("SELECT id, bank_code, account_number, holder_name FROM bank_cards WHERE id = ?1 AND member_id = ?2")
      .bind(cardId, member.id)
      .first<Card>();
    if (!card) return fail("bankcard.not.found", "Bank card not found", 404);

    const settings = await withdrawSettings(db);
    if (amountMinor < settings.minMinor) return fail("withdraw.amount.min", "Amount below the minimum", 400, { min: major(settings.minMinor) });
    if (amountMinor > settings.maxMinor) return fail("withdraw.amount.max", "Amount above the maximum", 400, { max: major(settings.maxMinor) });
    if (!isOpen(settings, now)) return fail("withdraw.closed", "Withdrawals are closed at this hour", 400, { open: settings.open, close: settings.close });

    const allowance = await dailyAllowance(db, member.id);
    const dailyRefusal = async () => {
      const usage = await todayUsage(db, member.id, now);
      if (usage.count >= allowance.count) return fail("withdraw.daily.count", "Today's withdrawals are used up", 400, { dailyCount: allowance.count });
      if (usage.amountMinor + amountMinor > allowance.limitMinor) {
        return fail("withdraw.daily.amount", "Above today's withdrawal limit", 400, {
          dailyLimit: major(allowance.limitMinor),
          left: major(Math.max(0, allowance.limitMinor - usage.amountMinor)),
        });
      }
      return null;
    };
    const daily = await dailyRefusal();
    if (daily) return daily;

    if (!(await storedPaymentPasswordHash(db, member.id))) return fail("payment.password.missing", PAYMENT_MESSAGE, 400);
    // A password that cannot be right (not six digits) is a typing slip, not a guess: not counted.
    if (!PAYMENT_PASSWORD.test(body.paymentPassword)) return fail("payment.password.format", PAYMENT_MESSAGE, 400);
    const check = await checkPaymentPassword(db, member.id, body.paymentPassword, now);
    if (check.kind !== "ok") return paymentRefusal(check);

    // The balance, then the part of it a bonus's unmet turnover still locks (decision 027).
    const balanceRefusal = async () => {
      const { balanceMinor } = await balanceOf(db, member.id);
      if (balanceMinor < amountMinor) return fail("withdraw.insufficient", "Insufficient balance", 400, { balance: major(balanceMinor) });
      const free = withdrawable(balanceMinor, await memberRequirements(db, member.id));
      if (amountMinor > free.withdrawableMinor) {
        return fail("withdraw.over.withdrawable", "Above the withdrawable amount: the bonus turnover is not met yet", 400, {
          withdrawable: major(free.withdrawableMinor),
          turnoverRequired: major(free.turnoverRequiredMinor),
          turnoverDone: major(free.turnoverDoneMinor),
        });
      }
      return { lockedMinor: free.lockedMinor };
    };
    const balance = await balanceRefusal();
    if (balance instanceof Response) return balance;

    const result = await placeWithdrawal(db, {
      memberId: member.id,
      card,
      amountMinor,
      feeMinor: feeFor(settings, amountMinor),
      allowance,
      key,
      now,
      lockedMinor: balance.lockedMinor,
    });
    if (result.ok) return ok({ id: result.id, status: "pending" });
    if (result.reason !== "insufficient") return replayAnswer(db, member.id, result);
    // The hold's update refused: another request got in between. Say which limit it used up.
    const again = (await dailyRefusal()) ?? (await balanceRefusal());
    return again instanceof Response
      ? again
      : fail("withdraw.insufficient", "Insufficient balance", 400, { balance: major((await balanceOf(db, member.id)).balanceMinor) });
  },
};

/* ---------------- records ---------------- */

type RecordRow = {
  id: number;
  amount_minor: number;
  fee_minor: number;
  status: string;
  bank_name: string;
  account_number: string;
  created_at: number;
  decided_at: number | null;
  reason: string | null;
};

/** The member's withdrawal orders, newest first, within operator dates `from`–`to` (both included). */
const withdrawals: Handler = {
  auth: "member",
  async run({ url, ctx, member }) {
    const q = orderRecordQuery(url, ctx.now(), WithdrawalsQuery);
    if (q instanceof Response) return q;
    const { page, pageSize, status, from, to, start, end } = q;

    const db = ctx.env.DB;
    // ?1 member, ?2 start, ?3 end, ?4 status or NULL for all.
    const where = "w.member_id = ?1 AND w.created_at >= ?2 AND w.created_at < ?3 AND (?4 IS NULL OR w.status = ?4)";
    const binds = [member.id, start, end, status ?? null];
    const [totals, rows] = await Promise.all([
      db
        .prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(w.amount_minor), 0) AS amount FROM withdrawals w WHERE ${where}`)
        .bind(...binds)
        .first<{ n: number; amount: number }>(),
      db
        .prepare(
          `SELECT w.id, w.amount_minor, w.fee_minor, w.status, b.name AS bank_name, w.account_number, w.created_at, w.decided_at, w.reason
           FROM withdrawals w JOIN banks b ON b.code = w.bank_code WHERE ${where}
           ORDER BY w.created_at DESC, w.id DESC LIMIT ?5 OFFSET ?6`,
        )
        .bind(...binds, pageSize, (page - 1) * pageSize)
        .all<RecordRow>(),
    ]);
    const total = totals?.n ?? 0;
    return ok({
      list: rows.results.map((r) => ({
        id: r.id,
        amount: major(r.amount_minor),
        fee: major(r.fee_minor),
        status: r.status,
        bankName: r.bank_name,
        last4: lastFour(r.account_number),
        createdAt: r.created_at,
        decidedAt: r.decided_at,
        reason: r.reason,
      })),
      page,
      pageSize,
      total,
      totalPages: Math.max(1, Math.ceil(total / pageSize)),
      totalAmount: major(totals?.amount ?? 0),
      from,
      to,
    });
  },
};

/* ---------------- cancel ---------------- */

const readCancel = fieldByField(WithdrawCancelRequest, { id: 0 });

/**
 * RG-13 (UKGC RTS 14B, decision 041): the member cancels their own pending withdrawal and the hold
 * goes back to the wallet (withdrawals.ts cancelWithdrawal, the ledger's release entry). Never
 * blocked by a time-out or self-exclusion (a free call). Refusals: withdraw.cancel.unavailable
 * (403: the market does not allow it, e.g. UK), withdraw.cancel.not.found (404: no such order of
 * this member), withdraw.cancel.state { status } (409: no longer pending). Answers { id, status,
 * amount, balance } (major units: the amount returned, the balance with it).
 */
const withdrawCancel: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const db = ctx.env.DB;
    if (!(await marketRules(db)).withdrawalCancel) return fail("withdraw.cancel.unavailable", "Withdrawals cannot be cancelled in this market", 403);
    const body = readCancel(await readJson(request));
    const outcome = await cancelWithdrawal(db, body.id, member.id, ctx.now());
    if (!outcome.ok && outcome.reason === "not_found") return fail("withdraw.cancel.not.found", "Withdrawal not found", 404);
    if (!outcome.ok) return fail("withdraw.cancel.state", "This withdrawal is no longer pending", 409, { status: outcome.row?.status ?? null });
    const wallet = await balanceOf(db, member.id);
    return ok({ id: outcome.row.id, status: outcome.row.status, amount: major(outcome.row.amount_minor), balance: major(wallet.balanceMinor) });
  },
};

export const walletHandlers = { withdrawTerms, withdraw, withdrawals, withdrawCancel };
