-- Running totals of the ledger and the indexes the hot reads need, so a page costs what its
-- member or team holds, never what the whole site or a member's whole history holds.
-- No semicolons inside string literals or comments after SQL (tests split on them).

-- A member's lifetime sum per ledger kind (VIP progress, a report's lifetime net deposits).
CREATE TABLE member_kind_totals (
  member_id    INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind         TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  PRIMARY KEY (member_id, kind)
) WITHOUT ROWID;

-- A member's sum per operator day and ledger kind (team overview and team PnL over days).
-- day is the operator day of created_at, 'YYYY-MM-DD' at UTC+8 (contract/operator-time.ts
-- OPERATOR_UTC_OFFSET_MINUTES = 480, 28,800,000 ms below): the same day the reports name.
CREATE TABLE member_day_totals (
  member_id    INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  day          TEXT NOT NULL,
  kind         TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  PRIMARY KEY (member_id, day, kind)
) WITHOUT ROWID;

-- The rows already in the ledger.
INSERT INTO member_kind_totals (member_id, kind, amount_minor)
  SELECT member_id, kind, SUM(amount_minor) FROM ledger_entries GROUP BY member_id, kind;
INSERT INTO member_day_totals (member_id, day, kind, amount_minor)
  SELECT member_id, strftime('%Y-%m-%d', (created_at + 28800000) / 1000, 'unixepoch'), kind, SUM(amount_minor)
  FROM ledger_entries GROUP BY 1, 2, 3;

-- Every later entry, however it is written (gateway/wallet/ledger.ts, a settlement, the seed, a
-- test), updates both in the statement that inserts it, inside its transaction: the totals cannot
-- drift from the ledger. Rows a trigger changes are not counted by changes(), so the ledger's
-- changes() = 1 chain is unaffected. A member's deletion takes their entries and totals together
-- (the totals' rows may go first: the delete trigger only updates, never inserts).
CREATE TRIGGER ledger_entries_totals_insert AFTER INSERT ON ledger_entries
BEGIN
  INSERT INTO member_kind_totals (member_id, kind, amount_minor) VALUES (NEW.member_id, NEW.kind, NEW.amount_minor)
    ON CONFLICT (member_id, kind) DO UPDATE SET amount_minor = amount_minor + excluded.amount_minor;
  INSERT INTO member_day_totals (member_id, day, kind, amount_minor)
    VALUES (NEW.member_id, strftime('%Y-%m-%d', (NEW.created_at + 28800000) / 1000, 'unixepoch'), NEW.kind, NEW.amount_minor)
    ON CONFLICT (member_id, day, kind) DO UPDATE SET amount_minor = amount_minor + excluded.amount_minor;
END;

CREATE TRIGGER ledger_entries_totals_delete AFTER DELETE ON ledger_entries
BEGIN
  UPDATE member_kind_totals SET amount_minor = amount_minor - OLD.amount_minor WHERE member_id = OLD.member_id AND kind = OLD.kind;
  UPDATE member_day_totals SET amount_minor = amount_minor - OLD.amount_minor
    WHERE member_id = OLD.member_id AND day = strftime('%Y-%m-%d', (OLD.created_at + 28800000) / 1000, 'unixepoch') AND kind = OLD.kind;
END;

-- Reward badges and referral progress: a member's credited deposits in a window.
CREATE INDEX deposits_member_credited ON deposits(member_id, status, decided_at);
-- A member's ledger in a period (transaction records, personal report) without reading the rest of it.
CREATE INDEX ledger_member_time ON ledger_entries(member_id, created_at);
-- A day's valid turnover (the daily rebates of a day's settlement) without reading every sub-order.
CREATE INDEX bet_suborders_settled_at ON bet_suborders(settled_at);
