-- Embedded reference gateway: home and content (§3, §7 Content).
-- Announcements by content type, hot matches, inbox, help, promotions, links and the mobile template.
-- Times are epoch milliseconds. No semicolons inside string literals (tests split on them).

-- Announcements of every content type (§9): A agent, PL player notice, B banner, PU pop-up, PR promotion.
-- execution is the pop-up audience (§3): A members, B visitors, F first-login members.
CREATE TABLE announcements (
  id             INTEGER PRIMARY KEY,
  content_type   TEXT NOT NULL CHECK (content_type IN ('A', 'PL', 'B', 'PU', 'PR')),
  title          TEXT NOT NULL,
  content        TEXT NOT NULL DEFAULT '',
  image_url      TEXT,
  link           TEXT,
  execution      TEXT CHECK (execution IS NULL OR execution IN ('A', 'B', 'F')),
  promotion_type TEXT,
  platform       TEXT NOT NULL DEFAULT 'A' CHECK (platform IN ('A', 'M', 'W')),
  sort           INTEGER NOT NULL DEFAULT 0,
  pinned         INTEGER NOT NULL DEFAULT 0 CHECK (pinned IN (0, 1)),
  active         INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at     INTEGER NOT NULL
);
CREATE INDEX announcements_type ON announcements(content_type, active, sort);

-- Which page groups an announcement appears in (groupName in §7: m_home, m_reg, m_notice …).
CREATE TABLE announcement_groups (
  announcement_id INTEGER NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
  group_name      TEXT NOT NULL,
  PRIMARY KEY (announcement_id, group_name)
);
CREATE INDEX announcement_groups_group ON announcement_groups(group_name);

-- Read state of agent announcements (type A), per member.
CREATE TABLE announcement_reads (
  member_id       INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  announcement_id INTEGER NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
  read_at         INTEGER NOT NULL,
  PRIMARY KEY (member_id, announcement_id)
);

-- Hot matches (§3). Kick-off rolls forward with the clock: day_offset days after today (UTC+8)
-- at minute_of_day, so the strip always shows upcoming matches.
CREATE TABLE hot_matches (
  id                  INTEGER PRIMARY KEY,
  league              TEXT NOT NULL,
  home_team           TEXT NOT NULL,
  away_team           TEXT NOT NULL,
  home_team_image_url TEXT NOT NULL,
  away_team_image_url TEXT NOT NULL,
  vendor              TEXT NOT NULL,
  room_id             TEXT NOT NULL,
  node_id             TEXT NOT NULL,
  day_offset          INTEGER NOT NULL DEFAULT 0,
  minute_of_day       INTEGER NOT NULL CHECK (minute_of_day BETWEEN 0 AND 1439),
  sort                INTEGER NOT NULL DEFAULT 0,
  active              INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

-- Inbox messages (§7 Messages), one row per member and message, with read state.
CREATE TABLE messages (
  id         INTEGER PRIMARY KEY,
  member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  title      TEXT NOT NULL,
  content    TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  read_at    INTEGER
);
CREATE INDEX messages_member ON messages(member_id, created_at DESC);

-- Help centre items (§3 help item), per device.
CREATE TABLE help_items (
  id      INTEGER PRIMARY KEY,
  device  TEXT NOT NULL DEFAULT 'ALL' CHECK (device IN ('ALL', 'MOBILE', 'WEB')),
  title   TEXT NOT NULL,
  content TEXT NOT NULL,
  sort    INTEGER NOT NULL DEFAULT 0
);

-- Promotions (events). starts_at / ends_at may be NULL (open-ended).
CREATE TABLE promotions (
  id        INTEGER PRIMARY KEY,
  title     TEXT NOT NULL,
  summary   TEXT NOT NULL,
  content   TEXT NOT NULL,
  image_url TEXT NOT NULL,
  category  TEXT NOT NULL DEFAULT 'ALL',
  starts_at INTEGER,
  ends_at   INTEGER,
  sort      INTEGER NOT NULL DEFAULT 0,
  active    INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

-- A member's entry in a promotion, with its §4 activity status.
CREATE TABLE promotion_entries (
  member_id    INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  promotion_id INTEGER NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
  status       TEXT NOT NULL CHECK (status IN ('Applying', 'Rejected', 'Issued', 'Claimed', 'Joined', 'signed')),
  updated_at   INTEGER NOT NULL,
  PRIMARY KEY (member_id, promotion_id)
);

-- Customer-service entries and social links (§3 service links): kind SERVICE or FACEBOOK / TELEGRAM / TELEGRAM2.
CREATE TABLE service_links (
  id    INTEGER PRIMARY KEY,
  kind  TEXT NOT NULL CHECK (kind IN ('SERVICE', 'FACEBOOK', 'TELEGRAM', 'TELEGRAM2')),
  label TEXT NOT NULL,
  url   TEXT NOT NULL,
  sort  INTEGER NOT NULL DEFAULT 0
);

-- App download links by resourceType (§3): IOS, Android, MOBILECONFIG, TELEGRAM, AppDownloadIcon …
CREATE TABLE download_links (
  resource_type TEXT PRIMARY KEY,
  url           TEXT NOT NULL
);

-- Mobile template (§3): app_background, app_desc, app_desc_font_color, app_rating …
CREATE TABLE mobile_template (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Documents such as the user agreement.
CREATE TABLE documents (
  key        TEXT PRIMARY KEY,
  title      TEXT NOT NULL,
  content    TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
