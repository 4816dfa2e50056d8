-- Wallet (issue 13, decision 026): idempotency keys for money-moving requests, and withdrawal orders.
-- Money moves only through gateway/ledger.ts: one D1 batch holds the conditional wallet update, the
-- ledger entry, what the movement belongs to (e.g. the withdrawal order) and the request's key.

-- A key is written in the same batch as the money it moved, and only then: a refused request leaves
-- no key, so it may be retried with the same one. The same key again with the same request answers
-- the first one's result; with another request (another fingerprint) it is refused.
CREATE TABLE idempotency_keys (
  member_id   INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  key         TEXT NOT NULL,
  -- SHA-256 of the request's money-relevant fields (kind, amount, target), never of a password.
  fingerprint TEXT NOT NULL,
  -- What the request created: the ledger reference of its movement, e.g. 'withdrawal:4821093375'.
  reference   TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (member_id, key)
);

-- Entries of one order or movement (a withdrawal's hold and its release) are found by reference.
CREATE INDEX ledger_reference ON ledger_entries(reference);

-- Withdrawal orders. The amount is held (a 'withdrawal' ledger entry) when the order is placed; the
-- operator approves it (paid out, nothing moves) or rejects it (a 'withdrawal_release' entry gives
-- the hold back). The payout account is copied from the card: deleting the card later must not
-- change where a pending order is paid, and the card's row may be gone by then.
CREATE TABLE withdrawals (
  -- A random ten-digit order number: known before the batch (it is the ledger reference), and it
  -- says nothing about how many orders there are.
  id              INTEGER PRIMARY KEY,
  member_id       INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  bank_card_id    INTEGER REFERENCES bank_cards(id) ON DELETE SET NULL,
  bank_code       TEXT NOT NULL REFERENCES banks(code),
  account_number  TEXT NOT NULL,
  holder_name     TEXT NOT NULL,
  amount_minor    INTEGER NOT NULL CHECK (amount_minor > 0),
  -- Taken from the amount (the payout is amount − fee), so the hold is exactly the amount.
  fee_minor       INTEGER NOT NULL DEFAULT 0 CHECK (fee_minor >= 0 AND fee_minor <= amount_minor),
  status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  idempotency_key TEXT NOT NULL,
  created_at      INTEGER NOT NULL,
  decided_at      INTEGER,
  reason          TEXT
);
CREATE INDEX withdrawals_member ON withdrawals(member_id, created_at);
CREATE INDEX withdrawals_status ON withdrawals(status, created_at);
