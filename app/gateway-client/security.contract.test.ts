/**
 * Contract test of the security centre's money items (decision 025): the app's client
 * calls (member.server.ts) against the embedded gateway in-process over a fresh local D1.
 */
import { describe, expect, it } from "vitest";
import { speaking } from "./client.server";
import type { GatewayError } from "./errors";
import { addBankCard, deleteBankCard, fetchBankCards, fetchBanks, fetchSecurityOverview, savePayeeName, savePaymentPassword } from "./member.server";
import { inboxOf, refusal, testGateway, withFreshDatabase } from "./testing";
import { openSession } from "../../gateway/accounts/auth";
import { DEMO_PAYMENT_PASSWORD } from "../../gateway/accounts/demo-accounts";

let db: D1Database;
let clock = Date.UTC(2026, 10, 23, 12);

withFreshDatabase((fresh) => (db = fresh));

/** Every answer body the gateway gave in this file: none may hold a full number or a real name. */
const answers: string[] = [];

const gw = testGateway(
  () => db,
  () => clock,
  {
    onAnswer: async (res) => {
      answers.push(await res.clone().text());
    },
  },
);

let serial = 0;
/** A member of this test's own with a signed-in token; `payeeName` pre-sets the real name. */
async function freshMember(options: { payeeName?: string } = {}): Promise<{ id: number; token: string }> {
  const account = `sec${++serial}t${clock % 100_000}`;
  const member = (await db
    .prepare(
      "INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, 'x', 0, ?2) RETURNING id, account, type, nickname, to_upline, status, reg_date, last_login_at",
    )
    .bind(account, clock)
    .first<Parameters<typeof openSession>[1]>())!;
  if (options.payeeName) await db.prepare("INSERT INTO member_profiles (member_id, payee_name) VALUES (?1, ?2)").bind(member.id, options.payeeName).run();
  const { token } = await openSession(db, member, clock);
  return { id: member.id, token };
}

const PAYEE = "María Dela Cruz";
const card = (accountNumber: string, bankCode = "BDO") => ({ bankCode, accountNumber, holderName: PAYEE });
const cardCount = async (memberId: number) =>
  (await db.prepare("SELECT COUNT(*) AS n FROM bank_cards WHERE member_id = ?1").bind(memberId).first<{ n: number }>())!.n;

describe("security overview (decision 025: every item's state, masked)", () => {
  it("a fresh member has nothing set", async () => {
    const { token } = await freshMember();
    expect(await fetchSecurityOverview(gw, token)).toEqual({
      paymentPassword: false,
      paymentPasswordLockedUntil: null,
      payeeName: null,
      email: null,
      mobile: null,
      bankCards: 0,
      bankCardLimit: 5,
      securityQuestion: false,
      nickname: null,
      headIcon: null,
    });
  });

  it("the seeded demo member is fully set up, and every personal item arrives masked", async () => {
    const demo = (await db.prepare("SELECT id, account, type, nickname, to_upline, status, reg_date, last_login_at FROM members WHERE id = 1").first())!;
    const { token } = await openSession(db, demo as Parameters<typeof openSession>[1], clock);
    await db.prepare("UPDATE members SET email_verified = 1 WHERE id = 1").run();
    expect(await fetchSecurityOverview(gw, token)).toEqual({
      paymentPassword: true,
      paymentPasswordLockedUntil: null,
      payeeName: "J*** D*** C***",
      email: { address: "de***@example.com", verified: true },
      mobile: { number: "917****567", verified: true },
      bankCards: 2,
      bankCardLimit: 5,
      securityQuestion: true,
      nickname: "Demo Player",
      headIcon: "a03",
    });
    await db.prepare("UPDATE members SET email_verified = 0 WHERE id = 1").run();
    const cards = await fetchBankCards(gw, token);
    expect(cards.cards.map((c) => [c.bankName, c.last4, c.holderName])).toEqual([
      ["GCash", "4567", "J*** D*** C***"],
      ["BDO Unibank", "1234", "J*** D*** C***"],
    ]);
    // The seed's payment password is the one demo-accounts.ts shows.
    await savePaymentPassword(gw, token, { oldPassword: DEMO_PAYMENT_PASSWORD, newPassword: DEMO_PAYMENT_PASSWORD.split("").reverse().join("") });
  });

  it("lists the banks in their order", async () => {
    const { token } = await freshMember();
    const { banks } = await fetchBanks(gw, token);
    expect(banks[0]).toEqual({ code: "BDO", name: "BDO Unibank" });
    expect(banks.map((b) => b.code)).toEqual(["BDO", "BPI", "MBTC", "LBP", "PNB", "SECB", "UBP", "RCBC", "CBC", "GCASH", "MAYA"]);
  });

  it("needs a signed-in member", async () => {
    expect((await refusal(fetchSecurityOverview(gw, "not-a-token"))).code).toBe("auth.token.invalid");
  });
});

describe("payment password (six digits; the old one to change it)", () => {
  it("sets one (no profile row yet), then changes it only with the right old one", async () => {
    const m = await freshMember();
    await savePaymentPassword(gw, m.token, { newPassword: "112233" });
    const stored = await db.prepare("SELECT payment_password_hash AS h FROM member_profiles WHERE member_id = ?1").bind(m.id).first<{ h: string }>();
    expect(stored!.h).toMatch(/^pbkdf2\$/);
    expect((await fetchSecurityOverview(gw, m.token)).paymentPassword).toBe(true);

    expect((await refusal(savePaymentPassword(gw, m.token, { newPassword: "445566" }))).code).toBe("payment.password.required");
    const wrong = await refusal(savePaymentPassword(gw, m.token, { oldPassword: "000000", newPassword: "445566" }));
    expect([wrong.code, wrong.value]).toEqual(["payment.password.wrong", { attemptsLeft: 4 }]);
    expect((await refusal(savePaymentPassword(gw, m.token, { oldPassword: "112233", newPassword: "112233" }))).code).toBe("payment.password.same");
    await savePaymentPassword(gw, m.token, { oldPassword: "112233", newPassword: "445566" });
    await savePaymentPassword(gw, m.token, { oldPassword: "445566", newPassword: "778899" });
  });

  it("ASVS V6.3.7: setting and then changing the payment password are each told to the member in the inbox, in the request's language, with translations", async () => {
    const m = await freshMember();
    await savePaymentPassword(gw, m.token, { newPassword: "135790" });
    expect(await inboxOf(db, m.id)).toEqual([
      {
        title: "Naitakda ang iyong pasword sa pagbabayad",
        content: expect.stringContaining("customer service"),
        translations: ["EN", "PT", "TY"],
      },
    ]);
    // A refused change tells nothing; the change that lands does, in the language it was asked in.
    await refusal(savePaymentPassword(gw, m.token, { oldPassword: "000000", newPassword: "246800" }));
    await savePaymentPassword(speaking(gw, "en"), m.token, { oldPassword: "135790", newPassword: "246800" });
    const inbox = await inboxOf(db, m.id);
    expect(inbox.map((n) => [n.title, n.translations])).toEqual([
      ["Your payment password was changed", ["EN", "PT", "TY"]],
      ["Naitakda ang iyong pasword sa pagbabayad", ["EN", "PT", "TY"]],
    ]);
  });

  it("refuses letters, and anything but exactly six digits, storing nothing", async () => {
    const m = await freshMember();
    for (const newPassword of ["12a456", "abcdef", "12345", "1234567", " 123456", "１２３４５６"]) {
      expect((await refusal(savePaymentPassword(gw, m.token, { newPassword }))).code, newPassword).toBe("payment.password.format");
    }
    expect((await fetchSecurityOverview(gw, m.token)).paymentPassword).toBe(false);
  });

  it("locks after five wrong in a row for 15 minutes, then 30; the right one is refused while locked; a right one clears the count", async () => {
    const m = await freshMember();
    await savePaymentPassword(gw, m.token, { newPassword: "135246" });
    const attempt = () => refusal(savePaymentPassword(gw, m.token, { oldPassword: "999999", newPassword: "111111" }));
    // Four wrong, then a right one: the count starts again.
    for (let i = 0; i < 4; i++) await attempt();
    await savePaymentPassword(gw, m.token, { oldPassword: "135246", newPassword: "246135" });
    const left: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const e = await refusal(savePaymentPassword(gw, m.token, { oldPassword: "999999", newPassword: "111111" }));
      left.push(e.code === "payment.password.wrong" ? e.value : e.code);
      if (i === 4) {
        expect(e.code).toBe("payment.password.locked");
        expect((e.value as { lockedUntil: number }).lockedUntil - clock).toBe(15 * 60_000);
      }
    }
    expect(left).toEqual([{ attemptsLeft: 4 }, { attemptsLeft: 3 }, { attemptsLeft: 2 }, { attemptsLeft: 1 }, "payment.password.locked"]);
    expect((await fetchSecurityOverview(gw, m.token)).paymentPasswordLockedUntil).toBe(clock + 15 * 60_000);
    // Locked: even the right password is not tried.
    expect((await refusal(savePaymentPassword(gw, m.token, { oldPassword: "246135", newPassword: "111111" }))).code).toBe("payment.password.locked");

    clock += 15 * 60_000;
    expect((await fetchSecurityOverview(gw, m.token)).paymentPasswordLockedUntil).toBeNull();
    for (let i = 0; i < 4; i++) expect((await attempt()).code).toBe("payment.password.wrong");
    const second = await attempt();
    expect(second.code).toBe("payment.password.locked");
    expect((second.value as { lockedUntil: number }).lockedUntil - clock).toBe(30 * 60_000);
    clock += 30 * 60_000;
    await savePaymentPassword(gw, m.token, { oldPassword: "246135", newPassword: "111111" });
    // The right one cleared the row: the lock history starts over.
    expect(await db.prepare("SELECT 1 FROM login_failures WHERE subject = ?1").bind(`paypwd:${m.id}`).first()).toBeNull();
  });

  it("counts wrong passwords on card deletion towards the same lock", async () => {
    const m = await freshMember({ payeeName: PAYEE });
    await savePaymentPassword(gw, m.token, { newPassword: "135246" });
    await savePaymentPassword(gw, m.token, { oldPassword: "000000", newPassword: "111111" }).catch(() => undefined);
    await addBankCard(gw, m.token, card("1111222233334444"));
    const [c] = (await fetchBankCards(gw, m.token)).cards;
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await refusal(deleteBankCard(gw, m.token, { cardId: c!.id, paymentPassword: "000000" }))).code);
    expect(codes).toEqual(["payment.password.wrong", "payment.password.wrong", "payment.password.wrong", "payment.password.locked"]);
    expect(await cardCount(m.id)).toBe(1);
    clock += 16 * 60_000;
  });
});

describe("payee name (set once)", () => {
  it("normalizes spaces, takes any script's letters, and refuses a second set with nothing changed", async () => {
    const m = await freshMember();
    await savePayeeName(gw, m.token, "  José   Niño-O'Brien Jr.  ");
    const stored = await db.prepare("SELECT payee_name AS n FROM member_profiles WHERE member_id = ?1").bind(m.id).first<{ n: string }>();
    expect(stored!.n).toBe("José Niño-O'Brien Jr.");
    const again = await refusal(savePayeeName(gw, m.token, "Pedro Penduko"));
    expect(again.code).toBe("payee.name.exists");
    const after = await db.prepare("SELECT payee_name AS n FROM member_profiles WHERE member_id = ?1").bind(m.id).first<{ n: string }>();
    expect(after!.n).toBe("José Niño-O'Brien Jr.");
    expect((await fetchSecurityOverview(gw, m.token)).payeeName).toBe("J*** N*** J***");
  });

  it("accepts a decomposed ñ (n + combining tilde) as one letter", async () => {
    const m = await freshMember();
    await savePayeeName(gw, m.token, "Nin\u0303o Santos");
    expect((await db.prepare("SELECT payee_name AS n FROM member_profiles WHERE member_id = ?1").bind(m.id).first<{ n: string }>())!.n).toBe("Niño Santos");
  });

  it("refuses digits, symbols, too short or too long names", async () => {
    const m = await freshMember();
    for (const name of ["J", "Juan 2", "Juan_Cruz", "<b>Juan</b>", "-Juan", "", "A".repeat(51), "   "]) {
      expect((await refusal(savePayeeName(gw, m.token, name))).code, name).toBe("payee.name.format");
    }
    expect((await fetchSecurityOverview(gw, m.token)).payeeName).toBeNull();
  });

  it("of two racing first sets exactly one lands", async () => {
    const m = await freshMember();
    const results = await Promise.allSettled([savePayeeName(gw, m.token, "Ana Reyes"), savePayeeName(gw, m.token, "Bea Reyes")]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason as GatewayError).code).toBe("payee.name.exists");
  });
});

describe("bank cards (holder = payee name, at most five, each once)", () => {
  it("binds a card (spaces dropped), lists it masked and newest first, and deletes it with the payment password", async () => {
    const m = await freshMember({ payeeName: PAYEE });
    await addBankCard(gw, m.token, { bankCode: "BDO", accountNumber: "1234 5678 9012", holderName: "  maría   dela CRUZ " });
    clock += 1000;
    await addBankCard(gw, m.token, card("09179990000", "GCASH"));
    const { cards, limit } = await fetchBankCards(gw, m.token);
    expect(limit).toBe(5);
    expect(cards.map((c) => [c.bankCode, c.bankName, c.last4, c.holderName])).toEqual([
      ["GCASH", "GCash", "0000", "M*** D*** C***"],
      ["BDO", "BDO Unibank", "9012", "M*** D*** C***"],
    ]);
    // Stored with the member's payee name, whatever case the form used.
    const holder = await db.prepare("SELECT holder_name AS h FROM bank_cards WHERE member_id = ?1 AND bank_code = 'BDO'").bind(m.id).first<{ h: string }>();
    expect(holder!.h).toBe(PAYEE);
    expect((await fetchSecurityOverview(gw, m.token)).bankCards).toBe(2);

    expect((await refusal(deleteBankCard(gw, m.token, { cardId: cards[0]!.id, paymentPassword: "123456" }))).code).toBe("payment.password.missing");
    await savePaymentPassword(gw, m.token, { newPassword: "864200" });
    const wrong = await refusal(deleteBankCard(gw, m.token, { cardId: cards[0]!.id, paymentPassword: "000000" }));
    expect([wrong.code, wrong.value]).toEqual(["payment.password.wrong", { attemptsLeft: 4 }]);
    expect((await refusal(deleteBankCard(gw, m.token, { cardId: cards[0]!.id, paymentPassword: "12ab56" }))).code).toBe("payment.password.format");
    expect((await refusal(deleteBankCard(gw, m.token, { cardId: cards[0]!.id, paymentPassword: "" }))).code).toBe("payment.password.format");
    expect((await refusal(deleteBankCard(gw, m.token, { cardId: -1, paymentPassword: "864200" }))).code).toBe("bankcard.not.found");
    expect(await cardCount(m.id)).toBe(2);
    await deleteBankCard(gw, m.token, { cardId: cards[0]!.id, paymentPassword: "864200" });
    expect((await fetchBankCards(gw, m.token)).cards.map((c) => c.bankCode)).toEqual(["BDO"]);
  });

  it("refuses another member's card as not found, and leaves it", async () => {
    const owner = await freshMember({ payeeName: PAYEE });
    await addBankCard(gw, owner.token, card("5555666677778888"));
    const [theirs] = (await fetchBankCards(gw, owner.token)).cards;
    const other = await freshMember();
    await savePaymentPassword(gw, other.token, { newPassword: "101010" });
    const e = await refusal(deleteBankCard(gw, other.token, { cardId: theirs!.id, paymentPassword: "101010" }));
    expect(e.code).toBe("bankcard.not.found");
    expect(await cardCount(owner.id)).toBe(1);
  });

  it("refuses a bad number, an unknown bank, no payee name, a different holder and a duplicate", async () => {
    const none = await freshMember();
    expect((await refusal(addBankCard(gw, none.token, card("1234567890")))).code).toBe("payee.name.required");
    const m = await freshMember({ payeeName: PAYEE });
    for (const n of ["123456789", "12345678901234567890", "1234-5678-90", "12345678ab", ""]) {
      expect((await refusal(addBankCard(gw, m.token, card(n)))).code, n).toBe("bankcard.format");
    }
    expect((await refusal(addBankCard(gw, m.token, card("1234567890", "NOPE")))).code).toBe("bank.unknown");
    const mismatch = await refusal(addBankCard(gw, m.token, { ...card("1234567890"), holderName: "Maria Dela Cruz" }));
    expect(mismatch.code).toBe("bankcard.holder.mismatch");
    expect(await cardCount(m.id)).toBe(0);
    await addBankCard(gw, m.token, card("1234567890"));
    expect((await refusal(addBankCard(gw, m.token, card("12345 67890")))).code).toBe("bankcard.duplicate");
    // The same number at another bank is another account.
    await addBankCard(gw, m.token, card("1234567890", "BPI"));
    expect(await cardCount(m.id)).toBe(2);
  });

  it("refuses a sixth card", async () => {
    const m = await freshMember({ payeeName: PAYEE });
    for (let i = 0; i < 5; i++) await addBankCard(gw, m.token, card(`100000000${i}`));
    const e = await refusal(addBankCard(gw, m.token, card("1000000009")));
    expect(e.code).toBe("bankcard.limit");
    expect(await cardCount(m.id)).toBe(5);
  });

  it("keeps the limit when binds race: of ten at once exactly five land", async () => {
    const m = await freshMember({ payeeName: PAYEE });
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => addBankCard(gw, m.token, card(`20000000${10 + i}`))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    const codes = results.flatMap((r) => (r.status === "rejected" ? [(r.reason as GatewayError).code] : []));
    expect(new Set(codes)).toEqual(new Set(["bankcard.limit"]));
    expect(await cardCount(m.id)).toBe(5);
  });
});

describe("nothing personal leaves the gateway whole", () => {
  it("no answer in this file held a full card number or a real name", async () => {
    const numbers = (await db.prepare("SELECT account_number FROM bank_cards").all<{ account_number: string }>()).results.map((r) => r.account_number);
    const names = (await db.prepare("SELECT payee_name FROM member_profiles WHERE payee_name IS NOT NULL").all<{ payee_name: string }>()).results.map(
      (r) => r.payee_name,
    );
    expect(numbers.length).toBeGreaterThan(5);
    expect(names).toContain("Juan Dela Cruz");
    expect(answers.length).toBeGreaterThan(50);
    const text = answers.join("\n");
    for (const n of [...numbers, "1234 5678 9012", "09179990000"]) expect(text, n).not.toContain(n);
    for (const name of [...names, PAYEE, "Juan", "Cruz", "demo@example.com", "9171234567"]) expect(text, name).not.toContain(name);
  });
});
