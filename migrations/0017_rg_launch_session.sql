-- Responsible gaming on the demo game page (issue 16, decision 041): a launch ticket remembers the
-- session that opened it (sha256 of its token, like sessions.token_hash), so the game page runs that
-- session's reality check and session limit. NULL for tickets opened before this migration: those
-- get no reality clock, but blocks and limits still apply.
ALTER TABLE game_launches ADD COLUMN session_hash TEXT;

-- Withdrawal cancel (RG-13, UKGC RTS 14B, decision 041): where the market allows it, a member may
-- cancel their own pending withdrawal, and the hold goes back to the wallet through the same
-- 'withdrawal_release' entry a rejection uses. The order then reads 'cancelled' (not 'rejected':
-- nobody refused it). SQLite cannot widen a CHECK in place, so the table is rebuilt as it was with
-- the new status. Nothing references withdrawals, and its rows and indexes are copied as they are.
CREATE TABLE withdrawals_new (
  id              INTEGER PRIMARY KEY,
  member_id       INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  bank_card_id    INTEGER REFERENCES bank_cards(id) ON DELETE SET NULL,
  bank_code       TEXT NOT NULL REFERENCES banks(code),
  account_number  TEXT NOT NULL,
  holder_name     TEXT NOT NULL,
  amount_minor    INTEGER NOT NULL CHECK (amount_minor > 0),
  fee_minor       INTEGER NOT NULL DEFAULT 0 CHECK (fee_minor >= 0 AND fee_minor <= amount_minor),
  status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
  idempotency_key TEXT NOT NULL,
  created_at      INTEGER NOT NULL,
  decided_at      INTEGER,
  reason          TEXT
);
INSERT INTO withdrawals_new (id, member_id, bank_card_id, bank_code, account_number, holder_name, amount_minor, fee_minor, status, idempotency_key, created_at, decided_at, reason)
  SELECT id, member_id, bank_card_id, bank_code, account_number, holder_name, amount_minor, fee_minor, status, idempotency_key, created_at, decided_at, reason FROM withdrawals;
DROP TABLE withdrawals;
ALTER TABLE withdrawals_new RENAME TO withdrawals;
CREATE INDEX withdrawals_member ON withdrawals(member_id, created_at);
CREATE INDEX withdrawals_status ON withdrawals(status, created_at);
