/**
 * Free-trial accounts (type 4) are cheap and short-lived (decision 073).
 *
 * - No password: a trial signs in once, through testPlay, by the name createTrial returned. Its
 *   `password_hash` is a marker that is not a hash at all (`verifyPassword` accepts only the
 *   `pbkdf2$…` format), so no password, typed anywhere, ever matches it — and creating one costs
 *   no key derivation.
 * - A lifetime (`trial_lifetime_hours` in site_settings, 24 by default) from its creation: its
 *   session ends then (testPlay caps it), testPlay refuses it after, and the sweep removes it.
 * - The sweep (a settlement job, `npm run site -- settle`) deletes expired trial accounts with
 *   everything they own: the member row's foreign keys cascade to the wallet, its ledger entries,
 *   sessions and bets. The play money never left the account (withdrawals, transfers and grabs
 *   refuse trials, and nobody earns on their turnover), so the wallet and its entries go together
 *   and every remaining wallet still equals the sum of its entries. Only `type = 4` rows match.
 */
import { TRIAL_TYPE } from "../../contract/member-types";

/** What a trial's password_hash holds: not the `pbkdf2$…` format, so verifyPassword refuses every password. */
export const TRIAL_PASSWORD_MARKER = "trial$no-password";

export const DEFAULT_TRIAL_LIFETIME_HOURS = 24;
/** A week at most: a larger setting is a typo, and a trial is not an account to keep. */
const MAX_TRIAL_LIFETIME_HOURS = 7 * 24;
const HOUR = 3_600_000;

/** The lifetime of a trial account in ms, from `trial_lifetime_hours` (a positive number of hours) or the default. */
export async function trialLifetimeMs(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT value FROM site_settings WHERE key = 'trial_lifetime_hours'").first<{ value: string }>();
  const hours = Number(row?.value);
  return (Number.isFinite(hours) && hours > 0 && hours <= MAX_TRIAL_LIFETIME_HOURS ? hours : DEFAULT_TRIAL_LIFETIME_HOURS) * HOUR;
}

/** Pure: when a trial created at `regDate` expires. */
export function trialExpiresAt(regDate: number, lifetimeMs: number): number {
  return regDate + lifetimeMs;
}

export type TrialSweep = { removed: number; playMoneyMinor: number };

/**
 * Removes every trial account whose lifetime has run out at `now`, with its wallet, ledger entries,
 * sessions and bets (the foreign keys cascade), in one transaction; answers how many and the play
 * money they still held. Idempotent: a second run finds nothing.
 */
export async function sweepExpiredTrials(db: D1Database, now: number): Promise<TrialSweep> {
  const cutoff = now - (await trialLifetimeMs(db));
  const [held, deleted] = await db.batch<{ n?: number; minor?: number; id?: number }>([
    db
      .prepare(
        `SELECT COUNT(*) AS n, COALESCE(SUM(w.balance_minor), 0) AS minor FROM members m LEFT JOIN wallets w ON w.member_id = m.id
         WHERE m.type = ?1 AND m.reg_date <= ?2`,
      )
      .bind(TRIAL_TYPE, cutoff),
    db.prepare("DELETE FROM members WHERE type = ?1 AND reg_date <= ?2 RETURNING id").bind(TRIAL_TYPE, cutoff),
  ]);
  return { removed: deleted?.results.length ?? 0, playMoneyMinor: held?.results[0]?.minor ?? 0 };
}
