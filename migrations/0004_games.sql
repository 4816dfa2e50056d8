-- Embedded reference gateway: games and lottery (§3 game item, vendor, lottery menu group,
-- lottery game, favourites; §7 Games). Times are epoch milliseconds unless named _s (seconds).
-- No semicolons inside string literals or comments after SQL (tests split on them).

-- Vendors (§3): code (vassalage), display name, the hue and monogram of their generated icons.
-- launch_mode: GAME launches one game, LOBBY always opens the vendor lobby (TCG_LOTTO_VN, TCG_SEA),
-- LOTTERY opens the in-app lottery launcher (LOTT, ELOTT).
CREATE TABLE game_vendors (
  vassalage    TEXT PRIMARY KEY,
  display_name TEXT NOT NULL,
  glyph        TEXT NOT NULL,
  hue          INTEGER NOT NULL CHECK (hue BETWEEN 0 AND 359),
  launch_mode  TEXT NOT NULL DEFAULT 'GAME' CHECK (launch_mode IN ('GAME', 'LOBBY', 'LOTTERY')),
  sort         INTEGER NOT NULL DEFAULT 0,
  active       INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

-- Vendor sorting (§3 vendor sorting entry): the vendors of each category, in display order.
CREATE TABLE game_vendor_categories (
  game_type TEXT NOT NULL,
  vassalage TEXT NOT NULL REFERENCES game_vendors(vassalage),
  sort      INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (game_type, vassalage)
);

-- Server categories (classifications) of a game type, named in TY, EN and PT.
CREATE TABLE game_classifies (
  game_type TEXT NOT NULL,
  code      TEXT NOT NULL,
  name_ty   TEXT NOT NULL,
  name_en   TEXT NOT NULL,
  name_pt   TEXT NOT NULL,
  sort      INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (game_type, code)
);

-- Games (§3 game item). hot_rank NULL = not hot. min_bet_cents: the minimum bet in hundredths.
-- art: seed of the generated artwork (served by the gateway's /gw/assets routes).
CREATE TABLE games (
  node_id       TEXT PRIMARY KEY,
  game_id       TEXT NOT NULL,
  room_id       TEXT,
  game_name     TEXT NOT NULL,
  node_name     TEXT,
  game_type     TEXT NOT NULL CHECK (game_type IN ('SPORTS', 'LIVE', 'FISH', 'RNG', 'PVP', 'LOTT', 'INHOUSE', 'ESPORTS', 'COCKFIGHT')),
  vassalage     TEXT NOT NULL REFERENCES game_vendors(vassalage),
  classify      TEXT,
  is_new        INTEGER NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
  hot_rank      INTEGER,
  min_bet_cents INTEGER NOT NULL DEFAULT 1 CHECK (min_bet_cents > 0),
  support_play  INTEGER NOT NULL DEFAULT 1 CHECK (support_play IN (0, 1)),
  art           INTEGER NOT NULL,
  sort          INTEGER NOT NULL DEFAULT 0,
  active        INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);
CREATE INDEX games_type_sort ON games(game_type, active, sort);
CREATE INDEX games_vendor ON games(vassalage, game_type);
CREATE INDEX games_hot ON games(hot_rank) WHERE hot_rank IS NOT NULL;

-- Favourites and recently played games, per member (§3 favourites, §7 recent).
CREATE TABLE game_favourites (
  member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  node_id    TEXT NOT NULL REFERENCES games(node_id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX game_favourites_member ON game_favourites(member_id, created_at DESC);

CREATE TABLE game_recent (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  node_id   TEXT NOT NULL REFERENCES games(node_id) ON DELETE CASCADE,
  played_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX game_recent_member ON game_recent(member_id, played_at DESC);

-- Lottery groups (§3 lottery menu group), one prize mode each, named in TY, EN and PT.
CREATE TABLE lottery_groups (
  group_id   INTEGER PRIMARY KEY,
  group_code TEXT NOT NULL UNIQUE,
  prize_mode TEXT NOT NULL CHECK (prize_mode IN ('Lott', 'ZY', 'Elott')),
  name_ty    TEXT NOT NULL,
  name_en    TEXT NOT NULL,
  name_pt    TEXT NOT NULL,
  sort       INTEGER NOT NULL DEFAULT 0
);

-- Lottery games (§3 lottery game). Draws roll forward with the clock: draw k falls at
-- (phase_s + k * period_s) seconds after the Unix epoch, sales close lock_s seconds before it.
-- result_kind: VN (comma-separated prizes), SUM (digits then a tilde and their sum), PLAIN (digits).
-- on_sale 0 = sales suspended: no current draw number.
CREATE TABLE lottery_games (
  game_id     INTEGER PRIMARY KEY,
  game_code   TEXT NOT NULL UNIQUE,
  group_id    INTEGER NOT NULL REFERENCES lottery_groups(group_id),
  name_ty     TEXT NOT NULL,
  name_en     TEXT NOT NULL,
  name_pt     TEXT NOT NULL,
  badge       TEXT NOT NULL,
  period_s    INTEGER NOT NULL CHECK (period_s >= 30),
  lock_s      INTEGER NOT NULL CHECK (lock_s >= 0),
  phase_s     INTEGER NOT NULL DEFAULT 0,
  result_kind TEXT NOT NULL CHECK (result_kind IN ('VN', 'SUM', 'PLAIN')),
  digits      INTEGER NOT NULL CHECK (digits BETWEEN 1 AND 9),
  hot_rank    INTEGER,
  on_sale     INTEGER NOT NULL DEFAULT 1 CHECK (on_sale IN (0, 1)),
  trad_play   INTEGER NOT NULL DEFAULT 1 CHECK (trad_play IN (0, 1)),
  ent_play    INTEGER NOT NULL DEFAULT 0 CHECK (ent_play IN (0, 1)),
  hue         INTEGER NOT NULL CHECK (hue BETWEEN 0 AND 359),
  sort        INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX lottery_games_group ON lottery_games(group_id, sort);

-- Launch tickets: a launch answers a game URL carrying a random ticket (stored as its SHA-256),
-- which the demo game page reads. kind: GAME, LOBBY or LOTTERY.
CREATE TABLE game_launches (
  ticket_hash TEXT PRIMARY KEY,
  member_id   INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind        TEXT NOT NULL CHECK (kind IN ('GAME', 'LOBBY', 'LOTTERY')),
  vassalage   TEXT NOT NULL,
  game_id     TEXT,
  node_id     TEXT,
  prize_mode  TEXT,
  play_type   TEXT,
  back_url    TEXT NOT NULL,
  language    TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL
);
CREATE INDEX game_launches_member ON game_launches(member_id, created_at);
