-- Agent programme (issue 14, decision 030): rebate rates per game category and the payouts of the
-- settlement jobs. Contracts (0012) and red-envelope rain (0013) have their own migrations.
-- No semicolons inside string literals or comments after SQL (tests split on them).

-- A member's rebate rate per game category (contract/games.ts GAME_TYPES), in basis points
-- (10 = 0.10 %). Set by the member's upline (an agent, within the agent's own rate) or, for an
-- agent with no upline, by the operator. A member with no row for a category has the rate of their
-- VIP level, capped at the upline's (gateway/rebate-rates.ts decides, one rule for every reader).
CREATE TABLE rebate_rates (
  member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  category   TEXT NOT NULL,
  rate_bp    INTEGER NOT NULL CHECK (rate_bp >= 0 AND rate_bp <= 1000),
  updated_at INTEGER NOT NULL,
  updated_by INTEGER REFERENCES members(id),
  PRIMARY KEY (member_id, category)
);

-- Every payout a settlement job made: one row per receiver, kind, period and category (or
-- contract), written in the same ledger batch as its entry (reference 'payout:<id>'), so running a
-- job twice pays nothing the second time (the unique key refuses the batch).
-- kind: rebate (a member on their own valid turnover), commission (an agent on their team's, at
-- the difference between their rate and the downline's), salary, hourly, dividend.
-- period: the operator day 'YYYY-MM-DD', an hour 'YYYY-MM-DDTHH', or a dividend period 'YYYY-MM-DD..YYYY-MM-DD'.
-- source_id: the downline a commission comes from, or the contract a salary or dividend pays (0 when none).
CREATE TABLE payouts (
  id             INTEGER PRIMARY KEY,
  member_id      INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind           TEXT NOT NULL CHECK (kind IN ('rebate', 'commission', 'salary', 'hourly', 'dividend')),
  period         TEXT NOT NULL,
  category       TEXT NOT NULL DEFAULT '',
  source_id      INTEGER NOT NULL DEFAULT 0,
  base_minor     INTEGER NOT NULL CHECK (base_minor >= 0),
  rate_bp        INTEGER NOT NULL DEFAULT 0,
  amount_minor   INTEGER NOT NULL CHECK (amount_minor > 0),
  created_at     INTEGER NOT NULL,
  UNIQUE (kind, member_id, period, category, source_id)
);
CREATE INDEX payouts_member ON payouts(member_id, kind, period);

-- "Online users" (§3 team footer teamOnlineCount) are members whose session was used in the last
-- few minutes: gateway/auth.ts stamps the session when a token is used (at most once a minute).
ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER;
CREATE INDEX sessions_seen ON sessions(last_seen_at);
