-- Feedback (§7 "feedback | PUT", §5): what a member writes to the operator from /m/feedback, a
-- category and a text, with up to 3 images (png/jpg by their bytes, at most 5 MB each) stored in R2
-- like deposit receipts. The operator lists and answers them with `npm run site -- feedback`; the
-- answer shows on the member's page and arrives in the inbox.
-- No semicolons inside string literals or comments after SQL (tests split on them).
CREATE TABLE feedback (
  id          INTEGER PRIMARY KEY,
  member_id   INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- The R2 folder of its images (feedback/<member>/<uid>/1.png …), unique: the batch that stores
  -- the feedback names its images' parent row by it.
  uid         TEXT NOT NULL UNIQUE,
  category    TEXT NOT NULL CHECK (category IN ('deposit', 'withdrawal', 'games', 'account', 'suggestion', 'other')),
  content     TEXT NOT NULL CHECK (length(content) BETWEEN 10 AND 500),
  status      TEXT NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'answered')),
  -- The language the member wrote in (ty, en, pt): the answer's inbox message is written in it.
  language    TEXT NOT NULL DEFAULT 'ty' CHECK (language IN ('ty', 'en', 'pt')),
  answer      TEXT CHECK (answer IS NULL OR length(answer) BETWEEN 1 AND 1000),
  created_at  INTEGER NOT NULL,
  answered_at INTEGER
);
-- The member's own list (newest first) and the per-member count the submission limit reads.
CREATE INDEX feedback_member ON feedback(member_id, created_at DESC);
CREATE INDEX feedback_created ON feedback(created_at DESC);

CREATE TABLE feedback_images (
  feedback_id  INTEGER NOT NULL REFERENCES feedback(id) ON DELETE CASCADE,
  idx          INTEGER NOT NULL CHECK (idx BETWEEN 1 AND 3),
  object_key   TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes        INTEGER NOT NULL CHECK (bytes > 0 AND bytes <= 5242880),
  sha256       TEXT NOT NULL,
  PRIMARY KEY (feedback_id, idx)
);
