-- Invite friends (issue 15 item 4, decision 038): how many browsers opened a member's invitation
-- link, per code and operator day. The app records one visit when it first writes the code to the
-- browser's attribution cookie, so the count is per browser, not per page view. No address, no
-- browser detail is stored: a counter only.
CREATE TABLE referral_visits (
  code   TEXT NOT NULL REFERENCES affiliate_codes(code) ON DELETE CASCADE,
  day    TEXT NOT NULL,
  visits INTEGER NOT NULL DEFAULT 0 CHECK (visits >= 0),
  PRIMARY KEY (code, day)
);
