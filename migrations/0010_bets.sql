-- Bets (issue 13 §4, decision 028): bet orders and their sub-orders. An order is what one request
-- placed (one slot spin, or one or more lottery sub-orders on one draw) and is paid for by one 'bet'
-- ledger entry (reference 'bet:<order id>'); wins are 'win:<order id>', cancellations
-- 'refund:<order id>'. The rows are written in the same ledger batch as the money (gateway/bets.ts).
-- No semicolons inside string literals or comments after SQL (tests split on them).

CREATE TABLE bet_orders (
  -- A random ten-digit order number, known before the batch (it is the ledger reference).
  id              INTEGER PRIMARY KEY,
  member_id       INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- contract/games.ts GAME_TYPES: RNG for the slot spin, LOTT for lottery.
  game_type       TEXT NOT NULL,
  -- The vendor code (game_vendors.vassalage) and the game: games.node_id, or lottery_games.game_code for LOTT.
  vendor          TEXT NOT NULL,
  game_code       TEXT NOT NULL,
  -- The lottery draw the order is on (its numero and index k, lottery-draws.ts), NULL for a spin.
  draw_number     TEXT,
  draw_index      INTEGER,
  -- The launch ticket the order was placed through (its SHA-256), NULL for seeded history.
  ticket_hash     TEXT,
  idempotency_key TEXT,
  created_at      INTEGER NOT NULL,
  -- When the last sub-order left 'open' (settled or cancelled); NULL while any is open.
  settled_at      INTEGER
);
CREATE INDEX bet_orders_member ON bet_orders(member_id, created_at);

CREATE TABLE bet_suborders (
  id           INTEGER PRIMARY KEY,
  order_id     INTEGER NOT NULL REFERENCES bet_orders(id) ON DELETE CASCADE,
  -- The order's member again, so the "open sub-orders due" query needs no join.
  member_id    INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  play         TEXT NOT NULL CHECK (play IN ('SPIN', 'DIGITS', 'BIG_SMALL')),
  -- '3-7-1' for digits, 'BIG' or 'SMALL', '' for a spin.
  selection    TEXT NOT NULL DEFAULT '',
  stake_minor  INTEGER NOT NULL CHECK (stake_minor > 0),
  -- What a win pays per unit staked, times 100 (195 = 1.95); a spin's is its multiplier once drawn.
  odds_x100    INTEGER NOT NULL CHECK (odds_x100 >= 0),
  win_minor    INTEGER NOT NULL DEFAULT 0 CHECK (win_minor >= 0),
  status       TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost', 'cancelled')),
  -- The draw result or the spin's reels, once settled.
  result       TEXT,
  -- Epoch ms of the draw and of the sales close before it (NULL for a spin, settled at once).
  draw_at      INTEGER,
  lock_at      INTEGER,
  settled_at   INTEGER,
  -- The idempotency key of the cancel request that cancelled it (its replay answers the same refund).
  cancel_key   TEXT
);
CREATE INDEX bet_suborders_order ON bet_suborders(order_id);
-- Lazy settlement: a member's open sub-orders whose draw has happened.
CREATE INDEX bet_suborders_due ON bet_suborders(member_id, draw_at) WHERE status = 'open';
-- The report's valid turnover: stakes settled in a period.
CREATE INDEX bet_suborders_settled ON bet_suborders(member_id, settled_at);
