-- Security (issue 9): one-time codes that burn after five wrong guesses, throttles, mobile numbers
-- that must be proven before they count, and a login guard with decay and progressive locks.

-- Wrong guesses at a code; at the limit the code is burned (used_at set).
ALTER TABLE sms_outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;

-- A number counts for SMS login, reset and uniqueness only once its owner proved it with a code.
-- A number typed on the username tab stays unverified and never blocks the real owner.
ALTER TABLE members ADD COLUMN mobile_verified INTEGER NOT NULL DEFAULT 0 CHECK (mobile_verified IN (0, 1));
-- Accounts registered on the mobile tab are named after their number, which a code proved.
UPDATE members SET mobile_verified = 1 WHERE mobile_num IS NOT NULL AND account = mobile_num;
DROP INDEX members_mobile;
CREATE UNIQUE INDEX members_mobile_verified ON members(country_dialing_code, mobile_num)
  WHERE mobile_verified = 1 AND mobile_num IS NOT NULL AND country_dialing_code IS NOT NULL;
CREATE INDEX members_mobile_lookup ON members(mobile_num);

-- Throttles: a counter per subject (e.g. 'sms-ip:<address>') over a window that starts at its
-- first hit; see gateway/throttle.ts.
CREATE TABLE rate_limits (
  subject      TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count        INTEGER NOT NULL
);

-- How many times a subject has been locked in a row: each lock lasts twice the one before.
ALTER TABLE login_failures ADD COLUMN lockouts INTEGER NOT NULL DEFAULT 0;
