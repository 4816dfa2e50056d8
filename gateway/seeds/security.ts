import { seededHash } from "./foundation";
import { insert, sqlLiteral } from "./sql";
import { DEMO_PAYMENT_PASSWORD } from "../accounts/demo-accounts";

/**
 * Banks a card can be bound to, and the security items of the demo accounts: `demo`
 * is fully set up (payment password, payee name, two cards), `agent` has one card, the players
 * have nothing, so each state of the security centre can be tried out.
 */

/** Philippine banks and e-wallets, in the order the bind form lists them. */
export const BANKS: ReadonlyArray<{ code: string; name: string }> = [
  { code: "BDO", name: "BDO Unibank" },
  { code: "BPI", name: "BPI" },
  { code: "MBTC", name: "Metrobank" },
  { code: "LBP", name: "Land Bank of the Philippines" },
  { code: "PNB", name: "PNB" },
  { code: "SECB", name: "Security Bank" },
  { code: "UBP", name: "UnionBank" },
  { code: "RCBC", name: "RCBC" },
  { code: "CBC", name: "China Bank" },
  { code: "GCASH", name: "GCash" },
  { code: "MAYA", name: "Maya" },
];

const SEED_CARDS_AT = Date.UTC(2026, 0, 10);
const HOUR = 3_600_000;

type Setup = { memberId: number; account: string; payeeName: string; cards: Array<{ id: number; bankCode: string; accountNumber: string }> };

const SETUPS: Setup[] = [
  {
    memberId: 1,
    account: "demo",
    payeeName: "Juan Dela Cruz",
    cards: [
      { id: 1, bankCode: "BDO", accountNumber: "0012345678901234" },
      { id: 2, bankCode: "GCASH", accountNumber: "09171234567" },
    ],
  },
  { memberId: 2, account: "agent", payeeName: "Ramon Ramos", cards: [{ id: 3, bankCode: "BPI", accountNumber: "3456789012" }] },
];

export async function securitySeed(): Promise<string[]> {
  const out = BANKS.map((bank, i) => insert("banks", { code: bank.code, name: bank.name, sort: (i + 1) * 10 }));
  for (const s of SETUPS) {
    // The profile row may come from another seed module too: fill only what is still empty, so
    // neither module's columns are lost and a member's own change survives a re-seed.
    out.push(insert("member_profiles", { member_id: s.memberId }));
    out.push(
      `UPDATE member_profiles SET payee_name = ${sqlLiteral(s.payeeName)} WHERE member_id = ${s.memberId} AND payee_name IS NULL;`,
      `UPDATE member_profiles SET payment_password_hash = ${sqlLiteral(await seededHash(`paypwd:${s.account}`, DEMO_PAYMENT_PASSWORD))} WHERE member_id = ${s.memberId} AND payment_password_hash IS NULL;`,
    );
    s.cards.forEach((card, i) =>
      out.push(
        insert("bank_cards", {
          id: card.id,
          member_id: s.memberId,
          bank_code: card.bankCode,
          account_number: card.accountNumber,
          holder_name: s.payeeName,
          created_at: SEED_CARDS_AT + i * HOUR,
        }),
      ),
    );
  }
  return out;
}
