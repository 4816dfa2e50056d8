import { transfer, type TransferResult } from "./ledger";
import { isTrial } from "../../contract/member-types";
import type { Member } from "../accounts/auth";
import { marketingBlock } from "../rg/rg-marketing";

/**
 * The upline transfer (research U-01…U-05): a member moves money from their own
 * wallet to their upline agent's (members.parent_id), one `transfer_out` and one `transfer_in`
 * entry in one batch (ledger.ts `transfer`), both with the reference `upline:<id>` — the
 * transaction record reads that prefix as "transfer to upline" / "transfer from downline".
 * handlers/transfer.ts answers the page; the rules live here so a test can call them directly.
 */

/** §4, decision 025: the merchant switch that shows the upline-transfer row and allows the transfer. */
export const UPLINE_TRANSFER_SWITCH = "FUNDTRANS3";

/** The agent type that may not transfer to its upline (§4: "type not 2"). */
const NO_UPLINE_TRANSFER_TYPE = 2;

/** Per-transfer terms, in `site_settings` (minor units); these are the values when a key is missing. */
export const UPLINE_TRANSFER_DEFAULTS = {
  /** ₱1 to ₱50,000 per transfer. */
  upline_transfer_min_minor: "100",
  upline_transfer_max_minor: "5000000",
} as const;

export type UplineTransferSettings = { minMinor: number; maxMinor: number };

export async function uplineTransferSettings(db: D1Database): Promise<UplineTransferSettings> {
  const { results } = await db
    .prepare("SELECT key, value FROM site_settings WHERE key LIKE 'upline\\_transfer\\_%' ESCAPE '\\'")
    .all<{ key: keyof typeof UPLINE_TRANSFER_DEFAULTS; value: string }>();
  const int = (key: keyof typeof UPLINE_TRANSFER_DEFAULTS) => {
    const n = Number(results.find((r) => r.key === key)?.value ?? UPLINE_TRANSFER_DEFAULTS[key]);
    return Number.isSafeInteger(n) && n > 0 ? n : Number(UPLINE_TRANSFER_DEFAULTS[key]);
  };
  return { minMinor: int("upline_transfer_min_minor"), maxMinor: int("upline_transfer_max_minor") };
}

/**
 * Whether the member may transfer to an upline at all (§4, U-01): the switch on, toUpline set and
 * a type other than 2. A free-trial account's money is play money (§6): it never leaves either.
 * The same rule as the member centre's row (app/features/member/rows.ts), enforced here too.
 */
export function uplineTransferAllowed(member: Pick<Member, "type" | "to_upline">, switchOn: boolean): boolean {
  return switchOn && member.to_upline === 1 && member.type !== NO_UPLINE_TRANSFER_TYPE && !isTrial(member.type);
}

export async function uplineTransferSwitchOn(db: D1Database): Promise<boolean> {
  const row = await db.prepare("SELECT enabled FROM feature_switches WHERE code = ?1").bind(UPLINE_TRANSFER_SWITCH).first<{ enabled: number }>();
  return row?.enabled === 1;
}

export type Upline = { id: number; account: string; nickname: string | null };

/** The member's upline agent, if they have one that is still active. */
export async function findUpline(db: D1Database, memberId: number): Promise<Upline | null> {
  return db
    .prepare(
      `SELECT p.id, p.account, p.nickname FROM members m JOIN members p ON p.id = m.parent_id
       WHERE m.id = ?1 AND p.status = 'active' AND p.id <> m.id`,
    )
    .bind(memberId)
    .first<Upline>();
}

/**
 * A refusal that is not about the transfer itself (research U-05, §4.3: self-exclusion and
 * time-out block transfers to an upline or downline): a responsible-gaming block, rg.blocked.* { until }
 * (decision 041), so the terms page says why the form is closed. Returns the refusal, or null.
 */
export async function uplineTransferBlocked(db: D1Database, memberId: number, now: number): Promise<{ code: string; value?: unknown } | null> {
  return marketingBlock(db, memberId, now);
}

/** What an upline transfer request is, for its idempotency key: the same key for another amount or upline is a mismatch. */
export const uplineTransferFingerprint = (uplineId: number, amountMinor: number) => `upline|${uplineId}|${amountMinor}`;

/** A random ten-digit transfer number: the ledger reference `upline:<id>` is known before the batch. */
const transferNumber = () => 1_000_000_000 + Number((crypto.getRandomValues(new BigUint64Array(1))[0] ?? 0n) % 9_000_000_000n);

export const uplineReference = (id: number) => `upline:${id}`;

/** The transfer number in an upline transfer's ledger reference. */
export function transferIdOf(reference: string): number | null {
  const match = /^upline:(\d+)$/.exec(reference);
  return match ? Number(match[1]) : null;
}

/** Moves the amount to the upline: both entries and the key in one batch (ledger.ts `transfer`). */
export async function transferToUpline(
  db: D1Database,
  t: { memberId: number; upline: Upline; amountMinor: number; key: string; now: number },
): Promise<TransferResult & { id: number }> {
  const id = transferNumber();
  const result = await transfer(db, {
    from: t.memberId,
    to: t.upline.id,
    amountMinor: t.amountMinor,
    reference: uplineReference(id),
    now: t.now,
    idempotencyKey: t.key,
    fingerprint: uplineTransferFingerprint(t.upline.id, t.amountMinor),
  });
  return { ...result, id };
}

/** The sender's entry of an upline transfer, by its reference: what a replayed key answers. */
export async function senderEntry(
  db: D1Database,
  memberId: number,
  reference: string,
): Promise<{ amount_minor: number; balance_after_minor: number; created_at: number } | null> {
  return db
    .prepare(
      "SELECT amount_minor, balance_after_minor, created_at FROM ledger_entries WHERE member_id = ?1 AND reference = ?2 AND kind = 'transfer_out' ORDER BY id LIMIT 1",
    )
    .bind(memberId, reference)
    .first();
}
