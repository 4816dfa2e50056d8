-- Red-envelope rain (issue 14 item 4, decision 032): an agent funds a rain from their own wallet
-- (a red_rain_out entry in the same ledger batch as these rows), downlines in its audience grab one
-- envelope each (a red_rain_in entry in the same batch as the envelope's claim), and at expiry the
-- unclaimed envelopes' sum goes back to the agent (red_rain_refund, once, guarded by the status).
-- No semicolons inside string literals or comments after SQL (tests split on them).

-- id: a random ten-digit number, so the ledger reference 'rain:<id>' is known before the batch.
-- status: open (grabs allowed between starts_at and expires_at while envelopes are left) or closed
-- (expired: the rest refunded, refund_minor may be 0 when every envelope was grabbed).
CREATE TABLE red_rains (
  id              INTEGER PRIMARY KEY,
  agent_id        INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  total_minor     INTEGER NOT NULL CHECK (total_minor > 0),
  envelope_count  INTEGER NOT NULL CHECK (envelope_count BETWEEN 1 AND 200),
  split           TEXT NOT NULL CHECK (split IN ('random', 'equal')),
  audience        TEXT NOT NULL CHECK (audience IN ('direct', 'team')),
  starts_at       INTEGER NOT NULL,
  expires_at      INTEGER NOT NULL,
  status          TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at      INTEGER NOT NULL,
  refunded_at     INTEGER,
  refund_minor    INTEGER,
  idempotency_key TEXT NOT NULL,
  CHECK (expires_at > starts_at),
  UNIQUE (agent_id, idempotency_key)
);
CREATE INDEX red_rains_agent ON red_rains(agent_id, created_at);
CREATE INDEX red_rains_open ON red_rains(status, expires_at);

-- Each envelope's amount is decided by the server when the rain is created (never by the browser):
-- at least 0.01 each, together exactly the total. A grab claims one free envelope with one
-- conditional UPDATE (grabbed_by IS NULL) in the ledger batch of its credit, so the pool can never
-- be exceeded, and one member holds at most one envelope of a rain (NULLs are distinct in UNIQUE).
CREATE TABLE red_rain_envelopes (
  rain_id       INTEGER NOT NULL REFERENCES red_rains(id) ON DELETE CASCADE,
  idx           INTEGER NOT NULL,
  amount_minor  INTEGER NOT NULL CHECK (amount_minor >= 1),
  grabbed_by    INTEGER REFERENCES members(id),
  grabbed_at    INTEGER,
  PRIMARY KEY (rain_id, idx),
  UNIQUE (rain_id, grabbed_by)
);
CREATE INDEX red_rain_envelopes_member ON red_rain_envelopes(grabbed_by);
