import type { Page } from "@playwright/test";
import { uniqueName } from "./account-helpers";
import { d1 } from "./d1";
import { login } from "./fixtures";
import { now as serverNow } from "../../contract/clock";
import { hashPassword } from "../../gateway/core/crypto";

export const FRESH_PASSWORD = "fresh1234";

/** Its hash, made once per worker: a test member's salt need not be its own, and each hash costs 100,000 rounds. */
let freshPasswordHash: Promise<string> | undefined;

/**
 * A member of its own for a test that changes security items (payment password, payee name,
 * cards…), so tests never share state and can run in any order. Written straight into the test
 * server's D1 with a real password hash; `payeeName` pre-sets the real name.
 */
export async function createMember(options: { type?: number; payeeName?: string; prefix?: string } = {}): Promise<string> {
  const account = uniqueName(options.prefix ?? "sec");
  const hash = await (freshPasswordHash ??= hashPassword(FRESH_PASSWORD));
  const [row] = await d1<{ id: number }>(
    `INSERT INTO members (account, password_hash, type, reg_date) VALUES ('${account}', '${hash}', ${options.type ?? 0}, ${serverNow()}) RETURNING id`,
  );
  const id = row!.id;
  await d1(`INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (${id}, 'PHP', '₱', 0)`);
  if (options.payeeName) {
    await d1(`INSERT INTO member_profiles (member_id, payee_name) VALUES (${id}, '${options.payeeName.replace(/'/g, "''")}')`);
  }
  return account;
}

/** A fresh member, signed in through the login form; returns the account name. */
export async function signInFresh(page: Page, options: Parameters<typeof createMember>[0] = {}): Promise<string> {
  const account = await createMember(options);
  await login(page, account, FRESH_PASSWORD);
  return account;
}

export async function memberId(account: string): Promise<number> {
  const [row] = await d1<{ id: number }>(`SELECT id FROM members WHERE account = '${account}'`);
  return row!.id;
}

/** Gives a member ₱`pesos` as a deposit on the ledger (the audit requires balance = sum of entries). */
export async function fund(id: number, pesos: number): Promise<void> {
  const minor = pesos * 100;
  await d1(`UPDATE wallets SET balance_minor = ${minor} WHERE member_id = ${id}`);
  await d1(
    `INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at) VALUES (${id}, 'deposit', ${minor}, ${minor}, 'e2e:${id}', ${serverNow()})`,
  );
}
