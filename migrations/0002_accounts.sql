-- Accounts: registration profile, affiliate codes, field settings, SMS and e-mail outboxes,
-- captchas and the brute-force guard.

ALTER TABLE members ADD COLUMN country_dialing_code TEXT;
ALTER TABLE members ADD COLUMN register_method TEXT;
ALTER TABLE members ADD COLUMN register_url TEXT;
ALTER TABLE members ADD COLUMN affiliate_code TEXT;
CREATE UNIQUE INDEX members_mobile ON members(country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL AND country_dialing_code IS NOT NULL;

-- Optional registration details, one row per member that gave any.
CREATE TABLE member_profiles (
  member_id             INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  payment_password_hash TEXT,
  id_number             TEXT,
  qq_num                TEXT,
  facebook              TEXT,
  wechat                TEXT,
  line                  TEXT,
  whatsapp              TEXT,
  zalo                  TEXT,
  payee_name            TEXT,
  recommender_id        TEXT
);

-- Invitation codes of agents: a registration with a code becomes that agent's downline.
CREATE TABLE affiliate_codes (
  code      TEXT PRIMARY KEY COLLATE NOCASE,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE
);

-- §3 registration field settings (enabled, required) for the 18 fields.
CREATE TABLE registration_fields (
  name     TEXT PRIMARY KEY,
  enabled  INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  required INTEGER NOT NULL CHECK (required IN (0, 1))
);

-- SMS codes are "sent" by writing them here; tests and operators read the outbox.
CREATE TABLE sms_outbox (
  id                   INTEGER PRIMARY KEY,
  purpose              TEXT NOT NULL CHECK (purpose IN ('register', 'login', 'reset')),
  country_dialing_code TEXT NOT NULL,
  mobile_num           TEXT NOT NULL,
  code                 TEXT NOT NULL,
  created_at           INTEGER NOT NULL,
  expires_at           INTEGER NOT NULL,
  used_at              INTEGER
);
CREATE INDEX sms_outbox_lookup ON sms_outbox(mobile_num, purpose, created_at);

CREATE TABLE email_outbox (
  id         INTEGER PRIMARY KEY,
  member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  email      TEXT NOT NULL,
  kind       TEXT NOT NULL,
  body       TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE captchas (
  id         TEXT PRIMARY KEY,
  answer     TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

-- Consecutive login failures per subject ('account:<name>' or 'ip:<address>').
CREATE TABLE login_failures (
  subject      TEXT PRIMARY KEY,
  failures     INTEGER NOT NULL,
  last_at      INTEGER NOT NULL,
  locked_until INTEGER
);
