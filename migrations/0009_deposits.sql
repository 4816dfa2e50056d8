-- Deposits (issue 13 item 2, decision 027): channels, orders, receipts of manual transfers, the
-- first-deposit bonus and the turnover requirement a bonus adds. Money moves only through
-- gateway/ledger.ts: an order is credited in one batch with its status change (pending → success),
-- so it is credited exactly once.

-- Where a member deposits. EWALLET: an online channel paid on the gateway's pay page (/gw/pay/…).
-- MANUAL: a bank transfer to the receiving account below, proven by receipts and approved by the
-- operator. Names and the warning line are per language (§3: TY, EN, PT).
CREATE TABLE deposit_channels (
  code           TEXT PRIMARY KEY,
  kind           TEXT NOT NULL CHECK (kind IN ('EWALLET', 'MANUAL')),
  name_ty        TEXT NOT NULL,
  name_en        TEXT NOT NULL,
  name_pt        TEXT NOT NULL,
  min_minor      INTEGER NOT NULL CHECK (min_minor > 0),
  max_minor      INTEGER NOT NULL CHECK (max_minor >= min_minor),
  -- A JSON array of amounts in minor units; the gateway answers only those within [min, max] (W-DEP-03).
  presets        TEXT NOT NULL DEFAULT '[]',
  -- Basis points of the amount, taken from it (the wallet is credited amount − fee); 0 = free.
  fee_bp         INTEGER NOT NULL DEFAULT 0 CHECK (fee_bp >= 0 AND fee_bp < 10000),
  -- The channel's warning line (W-DEP-08), or NULL for none.
  warning_ty     TEXT,
  warning_en     TEXT,
  warning_pt     TEXT,
  -- MANUAL only: the account the player transfers to.
  bank_name      TEXT,
  account_number TEXT,
  account_holder TEXT,
  sort           INTEGER NOT NULL DEFAULT 0,
  active         INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  CHECK (kind = 'EWALLET' OR (bank_name IS NOT NULL AND account_number IS NOT NULL AND account_holder IS NOT NULL))
);

-- Bonuses a deposit may claim (W-DEP-05). Today one kind: a first-deposit bonus (percent of the
-- amount, capped, from a minimum deposit) that adds a turnover requirement of
-- (deposit + bonus) × turnover_multiple. The promotion engine of issue 15 grows from here.
CREATE TABLE deposit_bonuses (
  code               TEXT PRIMARY KEY,
  name_ty            TEXT NOT NULL,
  name_en            TEXT NOT NULL,
  name_pt            TEXT NOT NULL,
  percent_bp         INTEGER NOT NULL CHECK (percent_bp > 0),
  cap_minor          INTEGER NOT NULL CHECK (cap_minor > 0),
  min_deposit_minor  INTEGER NOT NULL CHECK (min_deposit_minor > 0),
  turnover_multiple  INTEGER NOT NULL CHECK (turnover_multiple >= 0),
  -- 1: only a member's first successful deposit gets it.
  first_deposit_only INTEGER NOT NULL DEFAULT 1 CHECK (first_deposit_only IN (0, 1)),
  -- A JSON array of channel codes it is offered on, or NULL for every channel.
  channels           TEXT,
  sort               INTEGER NOT NULL DEFAULT 0,
  active             INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

-- Deposit orders. The ledger reference of the credit is 'deposit:<id>' (and of its bonus
-- 'deposit-bonus:<id>'), so the deposit record and the transaction record agree.
CREATE TABLE deposits (
  -- A random ten-digit order number, like withdrawals (0008).
  id              INTEGER PRIMARY KEY,
  member_id       INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  channel_code    TEXT NOT NULL REFERENCES deposit_channels(code),
  amount_minor    INTEGER NOT NULL CHECK (amount_minor > 0),
  fee_minor       INTEGER NOT NULL DEFAULT 0 CHECK (fee_minor >= 0 AND fee_minor < amount_minor),
  status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'failed', 'cancelled')),
  -- MANUAL only: who sent the money, when (ms), and the player's note.
  payer_name      TEXT,
  transfer_at     INTEGER,
  remark          TEXT CHECK (remark IS NULL OR length(remark) <= 140),
  -- The bonus the player chose (NULL: "No bonus"), and what was granted on credit (NULL until then, 0 when it no longer applied).
  bonus_code      TEXT REFERENCES deposit_bonuses(code),
  bonus_minor     INTEGER,
  -- The language of the pay page (the player's, when the order was placed).
  language        TEXT NOT NULL DEFAULT 'ty',
  -- Where the pay page sends the player back to.
  return_url      TEXT NOT NULL DEFAULT '/m/voucherCenter',
  idempotency_key TEXT NOT NULL,
  created_at      INTEGER NOT NULL,
  decided_at      INTEGER,
  reason          TEXT
);
CREATE INDEX deposits_member ON deposits(member_id, created_at);
CREATE INDEX deposits_status ON deposits(status, created_at);

-- Receipts of manual transfers (1–3 png/jpg of at most 5 MB each), kept in R2 (binding RECEIPTS)
-- under object_key. The SHA-256 of the bytes is unique: one image proves one deposit (research 1.7.3).
CREATE TABLE deposit_receipts (
  deposit_id   INTEGER NOT NULL REFERENCES deposits(id) ON DELETE CASCADE,
  idx          INTEGER NOT NULL CHECK (idx BETWEEN 1 AND 3),
  object_key   TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes        INTEGER NOT NULL CHECK (bytes > 0 AND bytes <= 5242880),
  sha256       TEXT NOT NULL UNIQUE,
  PRIMARY KEY (deposit_id, idx)
);

-- Wagering a bonus adds (decision 027): until the member's stakes since created_at (bet entries
-- less refunds) reach required_minor, bonus_minor of the balance cannot be withdrawn.
CREATE TABLE turnover_requirements (
  id             INTEGER PRIMARY KEY,
  member_id      INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- The ledger reference of the bonus entry, e.g. 'deposit-bonus:4821093375'.
  reference      TEXT NOT NULL UNIQUE,
  bonus_minor    INTEGER NOT NULL CHECK (bonus_minor > 0),
  required_minor INTEGER NOT NULL CHECK (required_minor >= 0),
  created_at     INTEGER NOT NULL
);
CREATE INDEX turnover_requirements_member ON turnover_requirements(member_id, created_at);
