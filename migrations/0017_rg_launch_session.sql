-- Responsible gaming on the demo game page (issue 16, decision 041): a launch ticket remembers the
-- session that opened it (sha256 of its token, like sessions.token_hash), so the game page runs that
-- session's reality check and session limit. NULL for tickets opened before this migration: those
-- get no reality clock, but blocks and limits still apply.
ALTER TABLE game_launches ADD COLUMN session_hash TEXT;
