-- Agent contracts (issue 14, decision 031): daily salary, dividend and hourly salary terms an
-- upline offers a direct downline agent, and the history of who did what to each.
-- No semicolons inside string literals or comments after SQL (tests split on them).

-- One contract. status (the platform family's letters, research 3.1):
--   P pending (offered, not answered), E edited (an active contract with new terms proposed),
--   A active, V termination requested by the upline, C cancelled/terminated, R rejected.
-- tiers: the terms in force (JSON, contract/contract-rules.ts validates it, integer minor units and
-- basis points), proposed_tiers: the terms waiting for the downline's answer (P and E), else NULL.
-- upline_id NULL: the operator's own terms for a top agent (what "the agent's own rate" is).
-- Payouts are `payouts` rows (0011) with kind salary, hourly or dividend and source_id = this id.
CREATE TABLE contracts (
  id             INTEGER PRIMARY KEY,
  kind           TEXT NOT NULL CHECK (kind IN ('salary', 'dividend', 'hourly')),
  upline_id      INTEGER REFERENCES members(id) ON DELETE CASCADE,
  member_id      INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  status         TEXT NOT NULL CHECK (status IN ('P', 'E', 'A', 'V', 'C', 'R')),
  tiers          TEXT,
  proposed_tiers TEXT,
  created_at     INTEGER NOT NULL,
  processed_at   INTEGER,
  activated_at   INTEGER,
  closed_at      INTEGER
);
-- At most one live contract (P, E, A, V) per kind and member.
CREATE UNIQUE INDEX contracts_live ON contracts(kind, member_id) WHERE status IN ('P', 'E', 'A', 'V');
CREATE INDEX contracts_upline ON contracts(upline_id, kind);

-- The signing history: every offer, edit, answer and termination step.
-- action: offer, edit, agree, reject, terminate, confirmTermination, keep.
-- request_key: the form's idempotency key, so a double submit acts once (the second finds it).
CREATE TABLE contract_events (
  id          INTEGER PRIMARY KEY,
  contract_id INTEGER NOT NULL REFERENCES contracts(id) ON DELETE CASCADE,
  actor_id    INTEGER REFERENCES members(id) ON DELETE SET NULL,
  action      TEXT NOT NULL,
  status      TEXT NOT NULL,
  tiers       TEXT,
  request_key TEXT,
  created_at  INTEGER NOT NULL
);
CREATE INDEX contract_events_contract ON contract_events(contract_id, id);
CREATE UNIQUE INDEX contract_events_key ON contract_events(actor_id, request_key) WHERE request_key IS NOT NULL;
