-- Member centre, VIP benefits and security centre (issue 12).

-- The ledger: every movement of a member's money is one row, and the wallet's balance is always
-- the sum of the member's rows (issue 13 adds the movements of the wallet pages and the audit).
-- amount_minor is signed (credits > 0, debits < 0); balance_after_minor is the wallet after it.
-- kind: deposit, withdrawal, withdrawal_release, bet, win, refund, bonus, rebate, transfer_in,
-- transfer_out, trial_grant. The set is checked in code, so later issues can add kinds.
CREATE TABLE ledger_entries (
  id                  INTEGER PRIMARY KEY,
  member_id           INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind                TEXT NOT NULL,
  amount_minor        INTEGER NOT NULL,
  balance_after_minor INTEGER NOT NULL CHECK (balance_after_minor >= 0),
  reference           TEXT NOT NULL,
  created_at          INTEGER NOT NULL
);
CREATE INDEX ledger_member_kind ON ledger_entries(member_id, kind, created_at);

-- VIP levels (§7 member club benefit). A member's level is the highest whose deposit and turnover
-- thresholds their lifetime ledger meets; it is computed, never stored, so it cannot disagree.
CREATE TABLE vip_levels (
  level                      INTEGER PRIMARY KEY CHECK (level >= 1),
  name                       TEXT NOT NULL,
  badge_url                  TEXT NOT NULL,
  deposit_minor              INTEGER NOT NULL CHECK (deposit_minor >= 0),
  turnover_minor             INTEGER NOT NULL CHECK (turnover_minor >= 0),
  rebate_rate_bp             INTEGER NOT NULL CHECK (rebate_rate_bp >= 0), -- basis points: 50 = 0.50 %
  daily_withdraw_count       INTEGER NOT NULL CHECK (daily_withdraw_count >= 0),
  daily_withdraw_limit_minor INTEGER NOT NULL CHECK (daily_withdraw_limit_minor >= 0),
  birthday_bonus_minor       INTEGER NOT NULL CHECK (birthday_bonus_minor >= 0),
  level_up_bonus_minor       INTEGER NOT NULL CHECK (level_up_bonus_minor >= 0)
);

-- The VIP label was a stored text that nothing kept true; it is now derived from the ledger.
ALTER TABLE members DROP COLUMN club_label;

-- Banks a member can bind a card of (the withdrawal page pays out to them).
CREATE TABLE banks (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

-- Bound bank cards: at most 5 per member (checked in the gateway). The holder must equal the
-- member's payee (real) name when the card is bound.
CREATE TABLE bank_cards (
  id             INTEGER PRIMARY KEY,
  member_id      INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  bank_code      TEXT NOT NULL REFERENCES banks(code),
  account_number TEXT NOT NULL,
  holder_name    TEXT NOT NULL,
  created_at     INTEGER NOT NULL,
  UNIQUE (member_id, bank_code, account_number)
);

-- E-mail: an address is pending until its owner enters the code sent to it, then verified.
ALTER TABLE members ADD COLUMN email_verified INTEGER NOT NULL DEFAULT 0 CHECK (email_verified IN (0, 1));
-- Avatar picked from the gateway's set (§7 set/get head icon), e.g. 'a03'.
ALTER TABLE members ADD COLUMN head_icon TEXT;

-- Security question: a question id from the gateway's list and the hashed (normalised) answer.
ALTER TABLE member_profiles ADD COLUMN security_question TEXT;
ALTER TABLE member_profiles ADD COLUMN security_answer_hash TEXT;

-- Codes sent to an address being bound; they burn after five wrong guesses like SMS codes.
CREATE TABLE email_codes (
  id         INTEGER PRIMARY KEY,
  member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  email      TEXT NOT NULL,
  code       TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER,
  attempts   INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX email_codes_member ON email_codes(member_id, created_at);

-- Sign-in history (security centre): every sign-in attempt on an existing account, with the
-- device's User-Agent and the edge's country, kept for the last 20 shown.
CREATE TABLE login_history (
  id         INTEGER PRIMARY KEY,
  member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  at         INTEGER NOT NULL,
  user_agent TEXT,
  country    TEXT,
  success    INTEGER NOT NULL CHECK (success IN (0, 1))
);
CREATE INDEX login_history_member ON login_history(member_id, at);
