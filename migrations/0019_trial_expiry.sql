-- Free-trial accounts expire (decision 073): the sweep looks for trial accounts (type 4) created
-- before a cutoff. A partial index keeps that a short range read however many members there are.
-- The creation limits and the trial lifetime are site_settings with defaults in code
-- (gateway/throttle.ts CREATION_LIMITS, gateway/trials.ts): no rows are needed here.
CREATE INDEX members_trial_reg ON members(reg_date) WHERE type = 4;
