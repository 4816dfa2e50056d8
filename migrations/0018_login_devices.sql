-- Devices a member has signed in from (hash of the app's signed device cookie), so a locked account
-- still opens on them with the right password while new devices need an unlock code (decision 072).
CREATE TABLE member_devices (
  member_id   INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  device_hash TEXT NOT NULL,
  first_at    INTEGER NOT NULL,
  last_at     INTEGER NOT NULL,
  PRIMARY KEY (member_id, device_hash)
) WITHOUT ROWID;

-- Accounts that signed in from an address lately: many distinct ones mark a shared address (a
-- carrier's NAT pool, an office), which gets a softer captcha rule than a single guesser's.
CREATE TABLE address_sign_ins (
  address   TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  at        INTEGER NOT NULL,
  PRIMARY KEY (address, member_id)
) WITHOUT ROWID;
CREATE INDEX address_sign_ins_at ON address_sign_ins(at);
