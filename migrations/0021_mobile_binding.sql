-- A member replaces or removes a lost mobile number from the security centre (ASVS V6.5.6). Two
-- new kinds of SMS go through the one outbox:
--   'bind'   a code to the new number, tied to the member who asked (member_id): only they can
--            turn it into their proven number, and it never signs in, registers or resets;
--   'notice' a plain text to the old number saying it was removed from an account, so an owner
--            whose number a thief changed hears of it. It has a body and no code.
-- SQLite cannot widen a CHECK in place: the table is rebuilt with its rows, ids and index.
CREATE TABLE sms_outbox_next (
  id                   INTEGER PRIMARY KEY,
  purpose              TEXT NOT NULL CHECK (purpose IN ('register', 'login', 'reset', 'bind', 'notice')),
  country_dialing_code TEXT NOT NULL,
  mobile_num           TEXT NOT NULL,
  code                 TEXT,
  created_at           INTEGER NOT NULL,
  expires_at           INTEGER NOT NULL,
  used_at              INTEGER,
  attempts             INTEGER NOT NULL DEFAULT 0,
  member_id            INTEGER REFERENCES members(id) ON DELETE CASCADE,
  body                 TEXT,
  CHECK ((purpose = 'notice') = (code IS NULL)),
  CHECK ((purpose = 'notice') = (body IS NOT NULL)),
  CHECK (purpose <> 'bind' OR member_id IS NOT NULL)
);
INSERT INTO sms_outbox_next (id, purpose, country_dialing_code, mobile_num, code, created_at, expires_at, used_at, attempts)
  SELECT id, purpose, country_dialing_code, mobile_num, code, created_at, expires_at, used_at, attempts FROM sms_outbox;
DROP TABLE sms_outbox;
ALTER TABLE sms_outbox_next RENAME TO sms_outbox;
CREATE INDEX sms_outbox_lookup ON sms_outbox(mobile_num, purpose, created_at);
CREATE INDEX sms_outbox_member ON sms_outbox(member_id, purpose, created_at) WHERE member_id IS NOT NULL;
