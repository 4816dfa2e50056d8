-- E-mail codes serve two purposes (decision 072): binding an address ('verify') and opening a
-- locked account on a new device ('login'). A code of one purpose must never pass for the other,
-- so each row says which it is; the rows written before this all verified an address.
ALTER TABLE email_codes ADD COLUMN purpose TEXT NOT NULL DEFAULT 'verify';
CREATE INDEX email_codes_member_purpose ON email_codes(member_id, purpose, created_at);
