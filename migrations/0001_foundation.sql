-- Embedded reference gateway: site configuration, members, wallets, sessions.
-- Money is held in minor units (integer cents) so arithmetic is exact.

CREATE TABLE site_settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Countries whose players see the region-blocked screen (ISO 3166-1 alpha-2, upper case).
CREATE TABLE restricted_regions (
  country TEXT PRIMARY KEY CHECK (length(country) = 2 AND country = upper(country))
);

-- White-label flags (USERNAMEREG3, DIRECTREG3, …) and per-merchant feature switches.
CREATE TABLE white_label_flags (
  code    TEXT PRIMARY KEY,
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1))
);
CREATE TABLE feature_switches (
  code    TEXT PRIMARY KEY,
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1))
);

CREATE TABLE members (
  id            INTEGER PRIMARY KEY,
  account       TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  type          INTEGER NOT NULL,
  nickname      TEXT,
  mobile_num    TEXT,
  email         TEXT,
  parent_id     INTEGER REFERENCES members(id),
  club_label    TEXT,
  to_upline     INTEGER NOT NULL DEFAULT 0 CHECK (to_upline IN (0, 1)),
  status        TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  reg_date      INTEGER NOT NULL,
  last_login_at INTEGER
);
CREATE INDEX members_parent ON members(parent_id);

CREATE TABLE wallets (
  member_id       INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  currency        TEXT NOT NULL,
  currency_symbol TEXT NOT NULL,
  balance_minor   INTEGER NOT NULL DEFAULT 0 CHECK (balance_minor >= 0)
);

-- Gateway tokens are stored as SHA-256 hashes: a leaked table does not leak sessions.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_member ON sessions(member_id);
