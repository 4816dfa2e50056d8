import { UplineTransferRequest } from "../../contract/schemas/transfer-requests";
import { PAYMENT_PASSWORD } from "../../contract/security-rules";
import { IDEMPOTENCY_KEY, amountToMinor } from "../../contract/wallet-rules";
import { PAYMENT_MESSAGE, checkPaymentPassword, paymentRefusal, storedPaymentPasswordHash } from "../accounts/payment-password";
import { fieldByField } from "../core/field-by-field";
import type { Handler } from "../core/handler";
import { fail, ok, readJson } from "../core/http";
import { replayOf, type Replay } from "../wallet/ledger";
import {
  findUpline,
  senderEntry,
  transferIdOf,
  transferToUpline,
  uplineTransferAllowed,
  uplineTransferBlocked,
  uplineTransferFingerprint,
  uplineTransferSettings,
  uplineTransferSwitchOn,
} from "../wallet/upline-transfer";

/**
 * The upline transfer (/m/upLine/transfer): the terms the page shows and the
 * transfer itself. Money moves only through the ledger (upline-transfer.ts → ledger.ts
 * `transfer`). Amounts go out in major units, like the wallet call.
 */

const major = (minor: number) => minor / 100;

async function balanceOf(db: D1Database, memberId: number): Promise<{ symbol: string; balanceMinor: number }> {
  const row = await db
    .prepare("SELECT currency_symbol, balance_minor FROM wallets WHERE member_id = ?1")
    .bind(memberId)
    .first<{ currency_symbol: string; balance_minor: number }>();
  return { symbol: row?.currency_symbol ?? "₱", balanceMinor: row?.balance_minor ?? 0 };
}

const FORBIDDEN = () => fail("transfer.upline.forbidden", "Sorry, this account does not have permission or the feature is temporarily unavailable", 403);
const NO_UPLINE = () => fail("transfer.upline.missing", "This account has no upline to transfer to", 404);

/* ---------------- terms ---------------- */

/**
 * What the page shows: whether the member may transfer (U-01; the page sends anyone else to the
 * member centre), the upline (the member's own agent: account and nickname unmasked — they know
 * who it is, and must see where the money goes), the balance (all of it may be transferred), the
 * per-transfer min and max and whether a payment password is set.
 */
const uplineTransferTerms: Handler = {
  auth: "member",
  async run({ ctx, member }) {
    const db = ctx.env.DB;
    const [switchOn, upline, wallet, settings, passwordHash, blocked] = await Promise.all([
      uplineTransferSwitchOn(db),
      findUpline(db, member.id),
      balanceOf(db, member.id),
      uplineTransferSettings(db),
      storedPaymentPasswordHash(db, member.id),
      uplineTransferBlocked(db, member.id, ctx.now()),
    ]);
    const allowed = uplineTransferAllowed(member, switchOn) && upline !== null;
    return ok({
      allowed,
      /** Why the form cannot be used now (a later issue's self-exclusion), or null. */
      blocked: blocked?.code ?? null,
      upline: allowed && upline ? { account: upline.account, nickname: upline.nickname } : null,
      currencySymbol: wallet.symbol,
      balance: major(wallet.balanceMinor),
      /** What may be transferred now: the whole balance (bonus turnover, may hold some back later). */
      available: major(wallet.balanceMinor),
      min: major(settings.minMinor),
      max: major(settings.maxMinor),
      paymentPassword: passwordHash !== null,
    });
  },
};

/* ---------------- transfer ---------------- */

/** Each field read on its own, so the refusal names what is wrong in the contract's order. */
const readTransfer = fieldByField(UplineTransferRequest, { paymentPassword: "", idempotencyKey: "" });

/** What a key that moved money answers again: the same transfer, its amount and the balance it left. */
async function replayAnswer(db: D1Database, memberId: number, replay: Replay): Promise<Response> {
  const mismatch = () => fail("idempotency.mismatch", "This request key was used for another request", 409);
  if (replay.reason === "mismatch") return mismatch();
  const id = transferIdOf(replay.reference);
  const entry = id && (await senderEntry(db, memberId, replay.reference));
  if (!id || !entry) return mismatch();
  return ok(
    { id, amount: major(-entry.amount_minor), balance: major(entry.balance_after_minor), createdAt: entry.created_at },
    { headers: { "Idempotent-Replayed": "true" } },
  );
}

/**
 * Moves an amount to the member's upline. Refusals, in this order: not allowed (switch, toUpline,
 * type 2, trial), no upline, blocked (responsible gaming, later), amount format, key format, then —
 * after a key seen before answers its first result — min/max, payment password (missing, format,
 * wrong: counted towards the lockout, locked) and balance.
 */
const uplineTransfer: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    if (!uplineTransferAllowed(member, await uplineTransferSwitchOn(db))) return FORBIDDEN();
    const upline = await findUpline(db, member.id);
    if (!upline) return NO_UPLINE();
    const blocked = await uplineTransferBlocked(db, member.id, now);
    if (blocked) return fail(blocked.code, "Transfers are not available for this account now", 403, blocked.value);

    const body = readTransfer(await readJson(request));
    const amountMinor = amountToMinor(body.amount);
    if (amountMinor === null) return fail("transfer.amount.format", "Amount must be above zero with at most two decimals", 400);
    const key = body.idempotencyKey;
    if (!IDEMPOTENCY_KEY.test(key)) return fail("idempotency.key.format", "Request key format is incorrect", 400);
    const replay = await replayOf(db, { memberId: member.id, key, fingerprint: uplineTransferFingerprint(upline.id, amountMinor) });
    if (replay) return replayAnswer(db, member.id, replay);

    const settings = await uplineTransferSettings(db);
    if (amountMinor < settings.minMinor) return fail("transfer.amount.min", "Amount below the minimum", 400, { min: major(settings.minMinor) });
    if (amountMinor > settings.maxMinor) return fail("transfer.amount.max", "Amount above the maximum", 400, { max: major(settings.maxMinor) });

    if (!(await storedPaymentPasswordHash(db, member.id))) return fail("payment.password.missing", PAYMENT_MESSAGE, 400);
    // A password that cannot be right (not six digits) is a typing slip, not a guess: not counted.
    if (!PAYMENT_PASSWORD.test(body.paymentPassword)) return fail("payment.password.format", PAYMENT_MESSAGE, 400);
    const check = await checkPaymentPassword(db, member.id, body.paymentPassword, now);
    if (check.kind !== "ok") return paymentRefusal(check);

    const insufficient = async () =>
      fail("transfer.insufficient", "Insufficient balance", 400, { balance: major((await balanceOf(db, member.id)).balanceMinor) });
    if ((await balanceOf(db, member.id)).balanceMinor < amountMinor) return insufficient();

    const result = await transferToUpline(db, { memberId: member.id, upline, amountMinor, key, now });
    if (result.ok) {
      return ok({ id: result.id, amount: major(amountMinor), balance: major(result.out.balanceAfterMinor), createdAt: result.out.createdAt });
    }
    if (result.reason !== "insufficient") return replayAnswer(db, member.id, result);
    // Another request took the money in between.
    return insufficient();
  },
};

export const transferHandlers = { uplineTransferTerms, uplineTransfer };
