-- Responsible gaming (issue 16, decision 040): limits with cooling-off, reality checks, time-outs,
-- self-exclusions, the age gate, and one rule table per market. The gateway enforces them on every
-- money or play request (gateway/rg.ts); the rules themselves are pure (contract/rg-rules.ts).
-- No semicolons inside string literals or comments after SQL (tests split on them).

-- One row per market: what differs between regulators. site_settings 'market' names the one in
-- force (npm run site -- market XX). Limits listed in required_limits must be set at registration.
CREATE TABLE markets (
  code                   TEXT PRIMARY KEY CHECK (code IN ('PH', 'UK', 'MT', 'BR')),
  regulator              TEXT NOT NULL,
  min_age                INTEGER NOT NULL CHECK (min_age BETWEEN 18 AND 25),
  timeout_max_days       INTEGER NOT NULL CHECK (timeout_max_days >= 1),
  -- JSON array of limit kinds ('deposit', 'loss', 'stake', 'session') required at registration.
  required_limits        TEXT NOT NULL DEFAULT '[]',
  reality_check_required INTEGER NOT NULL CHECK (reality_check_required IN (0, 1)),
  withdrawal_cancel      INTEGER NOT NULL CHECK (withdrawal_cancel IN (0, 1)),
  exclusion_register_url TEXT
);
INSERT INTO markets VALUES ('PH', 'PAGCOR', 21, 42, '[]', 0, 1, NULL);
INSERT INTO markets VALUES ('UK', 'UKGC', 18, 42, '[]', 0, 0, 'https://www.gamstop.co.uk');
INSERT INTO markets VALUES ('MT', 'MGA', 18, 30, '[]', 1, 1, NULL);
INSERT INTO markets VALUES ('BR', 'SPA/MF', 18, 42, '["loss","session"]', 0, 1, 'https://www.gov.br/fazenda/pt-br/composicao/orgaos/secretaria-de-premios-e-apostas/modulo-de-impedidos');
INSERT OR REPLACE INTO site_settings (key, value) VALUES ('market', 'PH');

-- Date of birth (YYYY-MM-DD), asked at registration. NULL for members registered before the age gate.
ALTER TABLE members ADD COLUMN birth_date TEXT;

-- A member's limits. kind deposit, loss or stake with period day, week or month (amount in minor
-- units), or kind session with period session (amount = minutes per sign-in). amount NULL = no limit.
-- A raise or removal waits 24 h: it is stored in pending_* until pending_at, when it applies
-- (read-time: gateway/rg.ts folds a due pending value in before it is used).
CREATE TABLE rg_limits (
  member_id      INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind           TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'stake', 'session')),
  period         TEXT NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  amount         INTEGER CHECK (amount IS NULL OR amount > 0),
  -- 1 when a pending change exists: pending_amount NULL then means "remove the limit".
  pending        INTEGER NOT NULL DEFAULT 0 CHECK (pending IN (0, 1)),
  pending_amount INTEGER CHECK (pending_amount IS NULL OR pending_amount > 0),
  pending_at     INTEGER,
  updated_at     INTEGER NOT NULL,
  PRIMARY KEY (member_id, kind, period)
);

-- Reality check interval per member (minutes, NULL = off), with a pending lengthening like limits.
-- The check's clock is per session: sessions.reality_seen_at is when it was last answered.
CREATE TABLE rg_settings (
  member_id                INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  reality_minutes          INTEGER CHECK (reality_minutes IS NULL OR reality_minutes IN (15, 30, 60)),
  pending                  INTEGER NOT NULL DEFAULT 0 CHECK (pending IN (0, 1)),
  pending_reality_minutes  INTEGER CHECK (pending_reality_minutes IS NULL OR pending_reality_minutes IN (15, 30, 60)),
  pending_at               INTEGER,
  updated_at               INTEGER NOT NULL
);
ALTER TABLE sessions ADD COLUMN reality_seen_at INTEGER;

-- Time-outs and self-exclusions: immediate, never ended early. A member's contact details are
-- copied so registration with the same mobile number or e-mail is refused while it lasts.
CREATE TABLE rg_blocks (
  id          INTEGER PRIMARY KEY,
  member_id   INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind        TEXT NOT NULL CHECK (kind IN ('timeout', 'exclusion', 'session')),
  starts_at   INTEGER NOT NULL,
  ends_at     INTEGER NOT NULL CHECK (ends_at > starts_at),
  mobile_num  TEXT,
  email       TEXT,
  reason      TEXT
);
CREATE INDEX rg_blocks_member ON rg_blocks(member_id, ends_at);
CREATE INDEX rg_blocks_mobile ON rg_blocks(mobile_num, ends_at);
CREATE INDEX rg_blocks_email ON rg_blocks(email, ends_at);

-- Audit trail (RG-15): every change to a control, who asked, the old and new value, when it was
-- asked and when it takes effect. Kept for the operator (npm run site -- rg MEMBER) and the member.
CREATE TABLE rg_audit (
  id           INTEGER PRIMARY KEY,
  member_id    INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  control      TEXT NOT NULL,
  old_value    TEXT,
  new_value    TEXT,
  actor        TEXT NOT NULL,
  requested_at INTEGER NOT NULL,
  effective_at INTEGER NOT NULL
);
CREATE INDEX rg_audit_member ON rg_audit(member_id, requested_at);
