-- Promotions and rewards (issue 15, decision 035): the promotion engine's rules, a member's
-- entries with their evidence, the missions of the mission board, referrals and every reward
-- claimed. Rewards are derived from the ledger, bet orders and deposits (gateway/rewards.ts): a
-- reward is stored only when it is claimed, in reward_claims, in the same ledger batch as its
-- entry, so a second claim of the same reward refuses the whole batch.
-- No semicolons inside string literals or comments after SQL (tests split on them).

-- What a promotion does (the engine, contract/promotion-rules.ts): event (apply, an operator may
-- review and grant an amount), deposit_bonus (opt in, the next qualifying deposit earns a bonus),
-- rebate (opt in, a rate by game category on the period's valid turnover or net loss), mission
-- (the board of missions below), referral (a reward per qualified invitee), checkin (daily).
-- rules: a JSON object whose shape depends on the kind, validated by zod where it is read.
-- evidence: whether applying asks for a remark and images (§5: remark 140, 3 png/jpg of 5 MB).
ALTER TABLE promotions ADD COLUMN kind TEXT NOT NULL DEFAULT 'event' CHECK (kind IN ('event', 'deposit_bonus', 'rebate', 'mission', 'referral', 'checkin'));
ALTER TABLE promotions ADD COLUMN rules TEXT NOT NULL DEFAULT '{}';
ALTER TABLE promotions ADD COLUMN evidence TEXT NOT NULL DEFAULT 'none' CHECK (evidence IN ('none', 'optional', 'required'));

-- A member's entries, now with an id (evidence hangs off it), a cycle (a repeatable promotion is
-- entered once per cycle: '' for once only, else the operator day or ISO week it is for), the
-- remark, and the operator's decision on a reviewed application (the amount granted or a reason).
CREATE TABLE promotion_entries_v2 (
  id            INTEGER PRIMARY KEY,
  member_id     INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  promotion_id  INTEGER NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
  cycle         TEXT NOT NULL DEFAULT '',
  status        TEXT NOT NULL CHECK (status IN ('Applying', 'Rejected', 'Issued', 'Claimed', 'Joined', 'signed')),
  remark        TEXT CHECK (remark IS NULL OR length(remark) <= 140),
  granted_minor INTEGER CHECK (granted_minor IS NULL OR granted_minor > 0),
  reason        TEXT,
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL,
  UNIQUE (member_id, promotion_id, cycle)
);
INSERT INTO promotion_entries_v2 (member_id, promotion_id, status, created_at, updated_at)
  SELECT member_id, promotion_id, status, updated_at, updated_at FROM promotion_entries;
DROP TABLE promotion_entries;
ALTER TABLE promotion_entries_v2 RENAME TO promotion_entries;
CREATE INDEX promotion_entries_status ON promotion_entries(status, updated_at);

-- Images sent with an application (R2 binding RECEIPTS, like deposit receipts), 1-3 per entry.
CREATE TABLE promotion_evidence (
  entry_id     INTEGER NOT NULL REFERENCES promotion_entries(id) ON DELETE CASCADE,
  idx          INTEGER NOT NULL CHECK (idx BETWEEN 1 AND 3),
  object_key   TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes        INTEGER NOT NULL CHECK (bytes > 0 AND bytes <= 5242880),
  sha256       TEXT NOT NULL,
  PRIMARY KEY (entry_id, idx)
);

-- The missions of a mission promotion (the board, /m/leaderBoard). Progress is never stored: it
-- is computed from the member's bet orders and deposits of the period (contract/mission-rules.ts).
-- goal: stake (sum of stakes, in minor units, optionally of one game category), stake_count
-- (number of bets), deposit_total (minor units), deposit_streak (consecutive operator days with a
-- credited deposit), win_total (sum of wins, minor units). period: day or week (ISO, operator time).
CREATE TABLE missions (
  id                INTEGER PRIMARY KEY,
  promotion_id      INTEGER NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
  period            TEXT NOT NULL CHECK (period IN ('day', 'week')),
  goal              TEXT NOT NULL CHECK (goal IN ('stake', 'stake_count', 'deposit_total', 'deposit_streak', 'win_total')),
  category          TEXT,
  target            INTEGER NOT NULL CHECK (target > 0),
  prize_minor       INTEGER NOT NULL CHECK (prize_minor > 0),
  turnover_multiple INTEGER NOT NULL DEFAULT 1 CHECK (turnover_multiple >= 0),
  sort              INTEGER NOT NULL DEFAULT 0,
  active            INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

-- Who invited a player (a player's invitation code, /m/inviteFriends). An agent's code still makes
-- the new member the agent's downline (parent_id), a player's code makes them the player's referral.
ALTER TABLE members ADD COLUMN referrer_id INTEGER REFERENCES members(id);
CREATE INDEX members_referrer ON members(referrer_id);

-- Every reward claimed. The key names what was claimed for this member ('mission:3:2026-11-24',
-- 'referral:4:117', 'deposit-bonus:8:4821093375' …, gateway/rewards.ts), so the UNIQUE key makes a
-- double claim refuse its whole batch. The ledger reference of the credit is 'reward:<id>' and a
-- reward with wagering adds its turnover_requirements row (reference the same) in that batch.
CREATE TABLE reward_claims (
  id             INTEGER PRIMARY KEY,
  member_id      INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  reward_key     TEXT NOT NULL,
  source         TEXT NOT NULL,
  promotion_id   INTEGER REFERENCES promotions(id),
  amount_minor   INTEGER NOT NULL CHECK (amount_minor > 0),
  required_minor INTEGER NOT NULL DEFAULT 0 CHECK (required_minor >= 0),
  created_at     INTEGER NOT NULL,
  UNIQUE (member_id, reward_key)
);
CREATE INDEX reward_claims_member ON reward_claims(member_id, created_at);

-- payouts (0011) of kind 'rebate' may now be several per member, day and category: a member can
-- claim the rebate accrued so far (/m/member/manualRebate) before the day's settlement pays the
-- rest. For a member's own rebate, source_id holds the amount already paid for that day and
-- category when the payout was made (0 for the first): two claims that saw the same amount paid
-- collide on the UNIQUE key, so the same accrual is never paid twice (decision 035).
