import { IDEMPOTENCY_KEY, LEDGER_KINDS, type LedgerKind } from "../../contract/wallet-rules";
import { sha256Hex } from "../core/crypto";

/**
 * The ledger (decision 026): the only way money moves. Amounts are integer minor units (centavos).
 *
 * A movement is one D1 batch, and a D1 batch is one SQLite transaction. In it, a chain of
 * statements where each one after the first runs only if the one before it changed exactly one
 * row (`changes() = 1`, which in SQLite is the count of the last completed INSERT, UPDATE or
 * DELETE; ledger.test.ts proves it inside a D1 batch):
 *
 *   1. the first posting's conditional wallet update — `balance + amount >= 0` and the caller's
 *      guard (e.g. today's withdrawal limits). The ONLY statement that may refuse;
 *   2. its ledger entry, whose balance_after is read from the wallet in the same statement;
 *   3. further postings (credits only, so they cannot refuse), each an update and an entry;
 *   4. the caller's own rows (the withdrawal order…), each inserting or updating exactly one row;
 *   5. the idempotency key.
 *
 * So either every statement changed one row, or the first changed none and so did the rest. The
 * only other outcome is an error (a second request with the same key hits the key's primary key),
 * and an error rolls the whole batch back. Wallets of credited members are created first (outside
 * the chain), so a credit never finds no wallet.
 */

export { LEDGER_KINDS, type LedgerKind };

/** One movement of one member's money: credits > 0, debits < 0. */
export type Posting = { memberId: number; kind: LedgerKind; amountMinor: number; reference: string };

export type LedgerEntry = {
  id: number;
  memberId: number;
  kind: LedgerKind;
  amountMinor: number;
  balanceAfterMinor: number;
  reference: string;
  createdAt: number;
};

/**
 * The request a key belongs to. `fingerprint` names what the request does (kind, amount, target —
 * never a password): the same key with another fingerprint is refused as a mismatch.
 */
export type Idempotency = { memberId: number; key: string; fingerprint: string };

/** A condition ANDed to the first wallet update (anonymous `?` placeholders, bound in order). */
export type Guard = { sql: string; binds: (string | number | null)[] };

/**
 * A caller's statement for `after`: a prepared statement changes exactly one row when it runs; one
 * that inserts several rows at once (a red-envelope rain's envelopes) names how many. The
 * statement after a several-row one cannot test `changes() = 1`: it tests that count instead (the
 * idempotency key does so by itself).
 */
export type AfterStatement = D1PreparedStatement | { statement: D1PreparedStatement; rows: number };

/** What a key that moved money already answers: `reference` is what the first request created. */
export type Replay = { ok: false; reason: "duplicate" | "mismatch"; reference: string };

export type CommitResult =
  | { ok: true; entries: LedgerEntry[] }
  /** The balance would go below zero, or the guard did not hold. */
  | { ok: false; reason: "insufficient" }
  /** duplicate: the same request came with this key before; mismatch: another request did. */
  | Replay;

/** The currency of a wallet the ledger creates for a credit (registration creates the same). */
export const NEW_WALLET = { currency: "PHP", symbol: "₱" };

type EntryRow = {
  id: number;
  member_id: number;
  kind: LedgerKind;
  amount_minor: number;
  balance_after_minor: number;
  reference: string;
  created_at: number;
};

const toEntry = (r: EntryRow): LedgerEntry => ({
  id: r.id,
  memberId: r.member_id,
  kind: r.kind,
  amountMinor: r.amount_minor,
  balanceAfterMinor: r.balance_after_minor,
  reference: r.reference,
  createdAt: r.created_at,
});

function checkPostings(postings: Posting[]): void {
  if (!postings.length) throw new Error("ledger: nothing to post");
  postings.forEach((p, i) => {
    if (!Number.isSafeInteger(p.amountMinor) || p.amountMinor === 0) throw new Error(`ledger: amount must be a non-zero integer (${p.amountMinor})`);
    if (!LEDGER_KINDS.includes(p.kind)) throw new Error(`ledger: unknown kind ${p.kind}`);
    // Only the first statement may refuse (see above): a later debit could fail after earlier rows landed.
    if (i > 0 && p.amountMinor < 0) throw new Error("ledger: only the first posting may be a debit");
  });
}

/** The stored key's fingerprint and reference, if the member used the key before. */
async function storedKey(db: D1Database, memberId: number, key: string) {
  return db
    .prepare("SELECT fingerprint, reference FROM idempotency_keys WHERE member_id = ?1 AND key = ?2")
    .bind(memberId, key)
    .first<{ fingerprint: string; reference: string }>();
}

/** What an already used key answers: the same request → duplicate, another → mismatch. */
async function earlier(db: D1Database, idem: Idempotency, hash: string): Promise<Replay | null> {
  const row = await storedKey(db, idem.memberId, idem.key);
  if (!row) return null;
  return { ok: false, reason: row.fingerprint === hash ? "duplicate" : "mismatch", reference: row.reference };
}

/**
 * What a key answers before any work is done. Handlers ask first, so that the limits the first
 * request used up (today's count, the balance) do not refuse its replay.
 */
export async function replayOf(db: D1Database, idem: Idempotency): Promise<Replay | null> {
  return earlier(db, idem, await sha256Hex(idem.fingerprint));
}

/**
 * Moves money: the postings (the first may be a debit, the rest are credits), the caller's own
 * statements `after` — each must carry `changes() = n` in its WHERE (n: the rows the statement
 * before it changes, 1 unless that one is a several-row AfterStatement) and change exactly its
 * rows (one unless it says otherwise) when it runs — and the idempotency key, all in one batch.
 */
export async function commit(
  db: D1Database,
  movement: { postings: Posting[]; now: number; guard?: Guard; after?: AfterStatement[]; idempotency?: Idempotency },
): Promise<CommitResult> {
  const { postings, now, guard, after = [], idempotency } = movement;
  checkPostings(postings);
  if (idempotency && !IDEMPOTENCY_KEY.test(idempotency.key)) throw new Error("ledger: malformed idempotency key");
  const hash = idempotency ? await sha256Hex(idempotency.fingerprint) : "";
  if (idempotency) {
    const seen = await earlier(db, idempotency, hash);
    if (seen) return seen;
  }

  const credited = [...new Set(postings.filter((p) => p.amountMinor > 0).map((p) => p.memberId))];
  const ensureWallets = credited.map((id) =>
    db
      .prepare("INSERT OR IGNORE INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, ?2, ?3, 0)")
      .bind(id, NEW_WALLET.currency, NEW_WALLET.symbol),
  );
  const chain: D1PreparedStatement[] = [];
  postings.forEach((p, i) => {
    const condition = i === 0 ? (guard ? ` AND (${guard.sql})` : "") : " AND changes() = 1";
    chain.push(
      db
        .prepare(`UPDATE wallets SET balance_minor = balance_minor + ? WHERE member_id = ? AND balance_minor + ? >= 0${condition}`)
        .bind(p.amountMinor, p.memberId, p.amountMinor, ...(i === 0 && guard ? guard.binds : [])),
      db
        .prepare(
          `INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at)
           SELECT member_id, ?1, ?2, balance_minor, ?3, ?4 FROM wallets WHERE member_id = ?5 AND changes() = 1
           RETURNING id, member_id, kind, amount_minor, balance_after_minor, reference, created_at`,
        )
        .bind(p.kind, p.amountMinor, p.reference, now, p.memberId),
    );
  });
  // The rows each statement of the chain must change: one, except a several-row caller statement.
  const expected = chain.map(() => 1);
  for (const a of after) {
    const rows = "rows" in a ? a.rows : 1;
    if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`ledger: an after statement changes at least one row (${rows})`);
    chain.push("rows" in a ? a.statement : a);
    expected.push(rows);
  }
  if (idempotency) {
    chain.push(
      db
        .prepare("INSERT INTO idempotency_keys (member_id, key, fingerprint, reference, created_at) SELECT ?1, ?2, ?3, ?4, ?5 WHERE changes() = ?6")
        .bind(idempotency.memberId, idempotency.key, hash, postings[0]!.reference, now, expected[expected.length - 1]!),
    );
    expected.push(1);
  }

  let results: D1Result[];
  try {
    results = (await db.batch([...ensureWallets, ...chain])).slice(ensureWallets.length);
  } catch (e) {
    // A twin request with the same key committed first: this batch was rolled back whole.
    if (idempotency && /UNIQUE constraint failed: idempotency_keys/.test(String(e))) {
      const seen = await earlier(db, idempotency, hash);
      if (seen) return seen;
    }
    throw e;
  }

  // An entry's insert counts its own row by what it returns: D1's meta.changes also counts the rows
  // the ledger's totals trigger (migration 0024) writes for it. (SQL's changes() does not, so the
  // chain's conditions are unaffected.)
  const isEntry = (i: number) => i < postings.length * 2 && i % 2 === 1;
  const changed = results.map((r, i) => (isEntry(i) ? r.results.length : r.meta.changes));
  if (changed[0] === 0) {
    if (changed.some((n) => n !== 0)) throw new Error(`ledger: chain half applied ${JSON.stringify(changed)}`);
    // Refused — unless a twin with the same key took the money a moment ago: then it is its duplicate.
    return (idempotency && (await earlier(db, idempotency, hash))) || { ok: false, reason: "insufficient" };
  }
  if (changed.some((n, i) => n !== expected[i])) throw new Error(`ledger: chain broken ${JSON.stringify(changed)}`);
  const entries = postings.map((_, i) => toEntry((results[i * 2 + 1]!.results as EntryRow[])[0]!));
  return { ok: true, entries };
}

export type PostResult = { ok: true; entry: LedgerEntry } | Exclude<CommitResult, { ok: true }>;

/**
 * One movement of one member's money. Without a fingerprint the key's request is the kind and
 * amount: the same key for another amount is a mismatch.
 */
export async function post(db: D1Database, p: Posting & { now: number; idempotencyKey?: string; fingerprint?: string; guard?: Guard }): Promise<PostResult> {
  const result = await commit(db, {
    postings: [{ memberId: p.memberId, kind: p.kind, amountMinor: p.amountMinor, reference: p.reference }],
    now: p.now,
    guard: p.guard,
    idempotency: p.idempotencyKey ? { memberId: p.memberId, key: p.idempotencyKey, fingerprint: p.fingerprint ?? `${p.kind}|${p.amountMinor}` } : undefined,
  });
  return result.ok ? { ok: true, entry: result.entries[0]! } : result;
}

export type TransferResult = { ok: true; out: LedgerEntry; in: LedgerEntry } | Exclude<CommitResult, { ok: true }>;

/**
 * Moves a positive amount from one member to another: a transfer_out and a transfer_in entry in
 * one batch, both or neither. The key is the sender's.
 */
export async function transfer(
  db: D1Database,
  t: { from: number; to: number; amountMinor: number; reference: string; now: number; idempotencyKey?: string; fingerprint?: string },
): Promise<TransferResult> {
  if (!Number.isSafeInteger(t.amountMinor) || t.amountMinor <= 0) throw new Error("ledger: a transfer moves a positive amount");
  if (t.from === t.to) throw new Error("ledger: a transfer needs two members");
  const result = await commit(db, {
    postings: [
      { memberId: t.from, kind: "transfer_out", amountMinor: -t.amountMinor, reference: t.reference },
      { memberId: t.to, kind: "transfer_in", amountMinor: t.amountMinor, reference: t.reference },
    ],
    now: t.now,
    idempotency: t.idempotencyKey ? { memberId: t.from, key: t.idempotencyKey, fingerprint: t.fingerprint ?? `transfer|${t.to}|${t.amountMinor}` } : undefined,
  });
  return result.ok ? { ok: true, out: result.entries[0]!, in: result.entries[1]! } : result;
}

/**
 * A set of credits for one batch, as a SELECT of rows (member_id, kind, amount_minor, reference,
 * seq) with numbered binds ?1..?n: each row one posting, every amount > 0, `seq` the order they
 * post in. The SELECT must answer the same rows in each statement of the batch (it reads rows an
 * earlier statement of the caller's batch wrote — its claim — never the wallets or the entries).
 */
export type CreditSource = { sql: string; binds: (string | number | null)[] };

/**
 * The statements that post many credits in one batch, set-based (a settlement pays thousands):
 * wallets created where missing, one entry per row whose balance_after is the wallet's balance
 * plus the member's credits up to it in `seq` order (what one `commit` per credit would write),
 * then each wallet moved by its member's total. Credits cannot refuse, so nothing is chained by
 * `changes()`: whether a row is paid is decided by the source (the caller's claim placed before
 * these statements in the same batch, so a source that claims nothing pays nothing).
 */
export function creditManyStatements(db: D1Database, source: CreditSource, now: number): D1PreparedStatement[] {
  const n = source.binds.length;
  // Each statement binds the source's values and then its own, numbered after them.
  const next = `?${n + 1}`;
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO wallets (member_id, currency, currency_symbol, balance_minor)
         SELECT DISTINCT member_id, ${next}, ?${n + 2}, 0 FROM (${source.sql})`,
      )
      .bind(...source.binds, NEW_WALLET.currency, NEW_WALLET.symbol),
    db
      .prepare(
        `INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at)
         SELECT c.member_id, c.kind, c.amount_minor,
                w.balance_minor + SUM(c.amount_minor) OVER (PARTITION BY c.member_id ORDER BY c.seq ROWS UNBOUNDED PRECEDING),
                c.reference, ${next}
         FROM (${source.sql}) c JOIN wallets w ON w.member_id = c.member_id
         ORDER BY c.seq`,
      )
      .bind(...source.binds, now),
    db
      .prepare(
        `UPDATE wallets SET balance_minor = balance_minor + t.total
         FROM (SELECT member_id, SUM(amount_minor) AS total FROM (${source.sql}) GROUP BY member_id) t
         WHERE wallets.member_id = t.member_id`,
      )
      .bind(...source.binds),
  ];
}
