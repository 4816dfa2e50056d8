import { MarketRules } from "@contract/rg-markets";
import { LIMIT_KINDS, MONEY_PERIODS } from "@contract/rg-rules";
import { z } from "zod";

/**
 * Answers of the responsible-gaming calls (decision 040). Money is in the currency's
 * major unit like the wallet; a session limit is in minutes; instants are epoch milliseconds.
 */

export { MarketRules };

const money = z.number().nonnegative();
const Pending = z.object({ value: z.number().positive().nullable(), at: z.number() });

/** One limit (kind × period): the value in force (null: none), a pending raise or removal, and usage. */
export const RgLimit = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum([...MONEY_PERIODS, "session"]),
  /** Major units for money limits, minutes for the session limit; null when not set. */
  value: z.number().positive().nullable(),
  /** A raise or removal waiting out its 24 h (value null: the limit will be removed). */
  pending: Pending.nullable(),
  /** Money limits: what the current window has used (major units) and when it resets; null for session. */
  used: money.nullable(),
  resetAt: z.number().nullable(),
});
export type RgLimit = z.infer<typeof RgLimit>;

export const RgBlockView = z.object({ kind: z.enum(["timeout", "exclusion", "session"]), endsAt: z.number() });
export type RgBlockView = z.infer<typeof RgBlockView>;

export const RgAuditRow = z.object({
  /** "limit.deposit.day", "limit.session.session", "reality", "timeout", "exclusion", "session.ended", "pending.cancel.<control>". */
  control: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  /** "member" or "operator" or "system". */
  actor: z.string(),
  requestedAt: z.number(),
  effectiveAt: z.number(),
});
export type RgAuditRow = z.infer<typeof RgAuditRow>;

export const RgOverview = z.object({
  market: MarketRules,
  currencySymbol: z.string().min(1),
  /** Always the ten rows: deposit, loss, stake × day, week, month, then session × session. */
  limits: z.array(RgLimit),
  realityCheck: z.object({
    minutes: z.number().int().positive().nullable(),
    pending: z.object({ value: z.number().int().positive().nullable(), at: z.number() }).nullable(),
    /** The market's choices: 15, 30, 60 and, where not mandatory, null (off). */
    choices: z.array(z.number().int().positive().nullable()),
  }),
  block: RgBlockView.nullable(),
  /** Days the market allows for a time-out; months for a self-exclusion. */
  timeoutChoices: z.array(z.number().int().positive()),
  exclusionChoices: z.array(z.number().int().positive()),
  /** Newest first, at most 50. */
  history: z.array(RgAuditRow),
});
export type RgOverview = z.infer<typeof RgOverview>;

/** What a change did: applied now, waits for its cooling-off until effectiveAt, or changed nothing. */
export const RgChange = z.object({ effect: z.enum(["now", "pending", "unchanged"]), effectiveAt: z.number() });
export type RgChange = z.infer<typeof RgChange>;

/** A pending raise or removal was cancelled: nothing to read. */
export const PendingCancelled = z.null();

/** The session clock and the reality check's figures since sign-in (RTS 13, RG-09). */
export const RgSession = z.object({
  startedAt: z.number(),
  /** The interval in force (minutes), null when off. */
  realityMinutes: z.number().int().positive().nullable(),
  /** When the next reality check falls due (null: off); at or before now = due, play paused until answered. */
  realityDueAt: z.number().nullable(),
  /** Since sign-in: stakes (bets less refunds), winnings, and net = winnings − stakes. */
  bet: money,
  won: money,
  net: z.number(),
  /** Today's (operator day) net position from the ledger: winnings − stakes. */
  todayNet: z.number(),
  /** A time-out, self-exclusion or spent session in force: the account is in withdraw-only mode. */
  block: RgBlockView.nullable(),
});
export type RgSession = z.infer<typeof RgSession>;

/** A time-out or self-exclusion taken: when it ends. The gateway has closed every session. */
export const RgBlockTaken = z.object({ endsAt: z.number() });

/** The value of an rg.* refusal (403): a limit's figures, or when a block ends. */
export const RgRefusalValue = z.union([
  z.object({ kind: z.enum(["deposit", "loss", "stake"]), period: z.enum(MONEY_PERIODS), limit: money, used: money, remaining: money, resetAt: z.number() }),
  z.object({ until: z.number().nullable() }),
]);
export type RgRefusalValue = z.infer<typeof RgRefusalValue>;
