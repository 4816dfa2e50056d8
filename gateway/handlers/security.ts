import { lastFour, maskEmail, maskMobile, maskName } from "../../contract/masking";
import { AddBankCardRequest, DeleteBankCardRequest, PayeeNameRequest, PaymentPasswordRequest } from "../../contract/schemas/member-requests";
import {
  ACCOUNT_NUMBER,
  BANK_CARD_LIMIT,
  PAYMENT_PASSWORD,
  isPayeeName,
  normalizeAccountNumber,
  normalizePayeeName,
  sameHolder,
} from "../../contract/security-rules";
import { PAYMENT_MESSAGE, checkPaymentPassword, paymentPasswordLockedUntil, paymentRefusal, storedPaymentPasswordHash } from "../accounts/payment-password";
import { securityNoticeStatements } from "../accounts/security-notices";
import { hashPassword } from "../core/crypto";
import { fieldByField } from "../core/field-by-field";
import type { Handler } from "../core/handler";
import { fail, ok, readJson } from "../core/http";
import { languageOf } from "../core/language";

/**
 * The security centre's money items (decision 025): payment password, payee (real) name
 * and bank cards, and the overview of every item. Personal data leaves here masked: no answer
 * carries a full card number, real name, e-mail or mobile number.
 */

async function payeeNameOf(db: D1Database, memberId: number): Promise<string | null> {
  const row = await db.prepare("SELECT payee_name FROM member_profiles WHERE member_id = ?1").bind(memberId).first<{ payee_name: string | null }>();
  return row?.payee_name || null;
}

/* ---------------- overview ---------------- */

type OverviewRow = {
  nickname: string | null;
  head_icon: string | null;
  email: string | null;
  email_verified: number;
  mobile_num: string | null;
  mobile_verified: number;
  payment_password_hash: string | null;
  payee_name: string | null;
  security_question: string | null;
  cards: number;
};

const securityOverview: Handler = {
  auth: "member",
  async run({ ctx, member }) {
    const db = ctx.env.DB;
    const row = await db
      .prepare(
        `SELECT m.nickname, m.head_icon, m.email, m.email_verified, m.mobile_num, m.mobile_verified,
                p.payment_password_hash, p.payee_name, p.security_question,
                (SELECT COUNT(*) FROM bank_cards c WHERE c.member_id = m.id) AS cards
         FROM members m LEFT JOIN member_profiles p ON p.member_id = m.id WHERE m.id = ?1`,
      )
      .bind(member.id)
      .first<OverviewRow>();
    if (!row) return fail("member.not.found", "Sorry, the user does not exist or is disabled.", 404);
    return ok({
      paymentPassword: !!row.payment_password_hash,
      paymentPasswordLockedUntil: await paymentPasswordLockedUntil(db, member.id, ctx.now()),
      payeeName: row.payee_name ? maskName(row.payee_name) : null,
      email: row.email ? { address: maskEmail(row.email), verified: row.email_verified === 1 } : null,
      mobile: row.mobile_num ? { number: maskMobile(row.mobile_num), verified: row.mobile_verified === 1 } : null,
      bankCards: row.cards,
      bankCardLimit: BANK_CARD_LIMIT,
      securityQuestion: row.security_question !== null,
      nickname: row.nickname || null,
      headIcon: row.head_icon || null,
    });
  },
};

/* ---------------- payment password ---------------- */

/** Sets the payment password, or changes it with the old one (which counts towards the lock). */
const paymentPassword: Handler = {
  auth: "member",
  async run({ request, url, ctx, member }) {
    const db = ctx.env.DB;
    const body = PaymentPasswordRequest.safeParse(await readJson(request));
    if (!body.success || !PAYMENT_PASSWORD.test(body.data.newPassword)) return fail("payment.password.format", PAYMENT_MESSAGE, 400);
    const { oldPassword, newPassword } = body.data;
    const current = await storedPaymentPasswordHash(db, member.id);
    if (current) {
      if (!oldPassword) return fail("payment.password.required", PAYMENT_MESSAGE, 400);
      const check = await checkPaymentPassword(db, member.id, oldPassword, ctx.now());
      if (check.kind !== "ok") return paymentRefusal(check);
      if (newPassword === oldPassword) return fail("payment.password.same", "The new password and the old password cannot be the same", 400);
    }
    // Written only over what was checked: a password set or changed meanwhile by another request wins.
    const result = await db
      .prepare(
        `INSERT INTO member_profiles (member_id, payment_password_hash) VALUES (?1, ?2)
         ON CONFLICT(member_id) DO UPDATE SET payment_password_hash = excluded.payment_password_hash
         WHERE COALESCE(member_profiles.payment_password_hash, '') = ?3`,
      )
      .bind(member.id, await hashPassword(newPassword), current ?? "")
      .run();
    if (!result.meta.changes) return fail("payment.password.required", PAYMENT_MESSAGE, 409);
    // It lets money leave the account: its owner hears of every set and change (ASVS V6.3.7).
    const notice = current ? "payment-password-changed" : "payment-password-set";
    await db.batch(securityNoticeStatements(db, member.id, { kind: notice }, languageOf(url, request), ctx.now()));
    return ok(null);
  },
};

/* ---------------- payee name ---------------- */

/** The payee (real) name is set once: bank cards must be held in it, and it never changes after. */
const payeeName: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const body = PayeeNameRequest.safeParse(await readJson(request));
    const name = body.success ? normalizePayeeName(body.data.payeeName) : "";
    if (!isPayeeName(name)) return fail("payee.name.format", "Payee name format is incorrect", 400);
    // One conditional write: of two racing first sets, exactly one lands.
    const result = await ctx.env.DB.prepare(
      `INSERT INTO member_profiles (member_id, payee_name) VALUES (?1, ?2)
       ON CONFLICT(member_id) DO UPDATE SET payee_name = excluded.payee_name
       WHERE member_profiles.payee_name IS NULL OR member_profiles.payee_name = ''`,
    )
      .bind(member.id, name)
      .run();
    if (!result.meta.changes) return fail("payee.name.exists", "The payee name is already set", 409);
    return ok(null);
  },
};

/* ---------------- banks and cards ---------------- */

const banks: Handler = {
  auth: "member",
  async run({ ctx }) {
    const { results } = await ctx.env.DB.prepare("SELECT code, name FROM banks ORDER BY sort, name").all<{ code: string; name: string }>();
    return ok({ banks: results });
  },
};

type CardRow = { id: number; bank_code: string; bank_name: string; account_number: string; holder_name: string; created_at: number };

const bankCards: Handler = {
  auth: "member",
  async run({ ctx, member }) {
    const { results } = await ctx.env.DB.prepare(
      `SELECT c.id, c.bank_code, b.name AS bank_name, c.account_number, c.holder_name, c.created_at
       FROM bank_cards c JOIN banks b ON b.code = c.bank_code WHERE c.member_id = ?1 ORDER BY c.created_at DESC, c.id DESC`,
    )
      .bind(member.id)
      .all<CardRow>();
    return ok({
      cards: results.map((c) => ({
        id: c.id,
        bankCode: c.bank_code,
        bankName: c.bank_name,
        last4: lastFour(c.account_number),
        holderName: maskName(c.holder_name),
        createdAt: c.created_at,
      })),
      limit: BANK_CARD_LIMIT,
    });
  },
};

/**
 * Binds a card: the holder must be the member's payee name (so money only ever leaves to the
 * member's own accounts), at most five cards, each bank and number once.
 */
const addBankCard: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const db = ctx.env.DB;
    const body = AddBankCardRequest.safeParse(await readJson(request));
    const accountNumber = body.success ? normalizeAccountNumber(body.data.accountNumber) : "";
    if (!body.success || !ACCOUNT_NUMBER.test(accountNumber)) return fail("bankcard.format", "Bank card number format is incorrect", 400);
    const { bankCode, holderName } = body.data;
    if (!(await db.prepare("SELECT 1 FROM banks WHERE code = ?1").bind(bankCode).first())) return fail("bank.unknown", "Unknown bank", 400);
    const payee = await payeeNameOf(db, member.id);
    if (!payee) return fail("payee.name.required", "Set your payee name first", 400);
    if (!sameHolder(holderName, payee)) return fail("bankcard.holder.mismatch", "The holder must be the payee name", 400);
    const duplicate = "SELECT 1 FROM bank_cards WHERE member_id = ?1 AND bank_code = ?2 AND account_number = ?3";
    if (await db.prepare(duplicate).bind(member.id, bankCode, accountNumber).first()) return duplicateRefusal();

    // The count and the insert are one statement, so two racing binds cannot make a sixth card.
    let changes: number;
    try {
      const result = await db
        .prepare(
          `INSERT INTO bank_cards (member_id, bank_code, account_number, holder_name, created_at)
           SELECT ?1, ?2, ?3, ?4, ?5 WHERE (SELECT COUNT(*) FROM bank_cards WHERE member_id = ?1) < ?6`,
        )
        .bind(member.id, bankCode, accountNumber, payee, ctx.now(), BANK_CARD_LIMIT)
        .run();
      changes = result.meta.changes;
    } catch (e) {
      // The same card bound a moment ago by a racing request (the table's UNIQUE).
      if (String(e).includes("UNIQUE")) return duplicateRefusal();
      throw e;
    }
    if (!changes) return fail("bankcard.limit", "At most 5 bank cards", 409, { limit: BANK_CARD_LIMIT });
    return ok(null);
  },
};

const duplicateRefusal = () => fail("bankcard.duplicate", "This bank card is already bound", 409);

/** Each field read on its own, so the refusal names what is wrong in the contract's order. */
const readDeleteCard = fieldByField(DeleteBankCardRequest, { cardId: null, paymentPassword: "" });

/** Unbinds one of the member's cards; the payment password proves it is the member. */
const deleteBankCard: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const db = ctx.env.DB;
    const { cardId, paymentPassword: password } = readDeleteCard(await readJson(request));
    if (!(await storedPaymentPasswordHash(db, member.id))) return fail("payment.password.missing", PAYMENT_MESSAGE, 400);
    // A password that cannot be right (not six digits) is a typing slip, not a guess: not counted.
    if (!PAYMENT_PASSWORD.test(password)) return fail("payment.password.format", PAYMENT_MESSAGE, 400);
    const own = "SELECT 1 FROM bank_cards WHERE id = ?1 AND member_id = ?2";
    if (cardId === null || !(await db.prepare(own).bind(cardId, member.id).first())) return notFound();
    const check = await checkPaymentPassword(db, member.id, password, ctx.now());
    if (check.kind !== "ok") return paymentRefusal(check);
    const result = await db.prepare("DELETE FROM bank_cards WHERE id = ?1 AND member_id = ?2").bind(cardId, member.id).run();
    return result.meta.changes ? ok(null) : notFound();
  },
};

const notFound = () => fail("bankcard.not.found", "Bank card not found", 404);

export const securityHandlers = { securityOverview, paymentPassword, payeeName, banks, bankCards, addBankCard, deleteBankCard };
