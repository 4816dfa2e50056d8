-- Embedded reference gateway: operator content in more than one language (issue 11).
-- Every content row keeps its own text in the operator's default language (TY, §3: default
-- language TY); content_texts holds its translations. The gateway answers in the asked language
-- and falls back to the row's own text when a translation is missing, field by field.
-- No semicolons inside string literals (tests split on them).

-- kind names the table a translation belongs to, ref the row's key in it (an id, or the
-- mobile_template key). Only the fields a kind has are filled; NULL means "not translated".
CREATE TABLE content_texts (
  kind      TEXT NOT NULL CHECK (kind IN ('announcement', 'help', 'promotion', 'message', 'document', 'template', 'service_link')),
  ref       TEXT NOT NULL,
  lang      TEXT NOT NULL CHECK (lang IN ('TY', 'EN', 'PT')),
  title     TEXT,
  content   TEXT,
  summary   TEXT,
  image_url TEXT,
  PRIMARY KEY (kind, ref, lang)
);
