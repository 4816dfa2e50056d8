import { formatMoney } from "~/rules/money";

/**
 * The pure parts of the session clock, the reality check and the net position (
 * and 3, RTS 13C, RG-09; decision 042). Instants are epoch milliseconds, money is major units.
 */

const MINUTE_MS = 60_000;

/** Whole minutes from `startedAt` to `now` (never negative: a clock a little behind reads 0). */
export function elapsedMinutes(startedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / MINUTE_MS));
}

/** The header's clock: hours and minutes since sign-in, "0:42", "12:05". */
export function formatElapsed(startedAt: number, now: number): string {
  const minutes = elapsedMinutes(startedAt, now);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Milliseconds until the clock shows its next minute (at least 1 s, so a timer never spins). */
export function msToNextMinute(startedAt: number, now: number): number {
  const into = (now - startedAt) % MINUTE_MS;
  return Math.max(1_000, into < 0 ? -into : MINUTE_MS - into);
}

/** Whether the reality check is due at `now` (null: no check in force). */
export function realityDue(dueAt: number | null, now: number): boolean {
  return dueAt !== null && now >= dueAt;
}

/** Milliseconds until it falls due: 0 when due, null when there is no check. */
export function msUntilDue(dueAt: number | null, now: number): number | null {
  return dueAt === null ? null : Math.max(0, dueAt - now);
}

export type NetTone = "up" | "down" | "even";

/** A net amount with its sign: "+₱120.00", "−₱35.00" (a real minus sign), "₱0.00"; and its tone. */
export function formatNet(amount: number, symbol: string): { text: string; tone: NetTone } {
  const cents = Math.round(amount * 100);
  if (cents === 0) return { text: formatMoney(0, symbol), tone: "even" };
  const text = formatMoney(Math.abs(amount), symbol);
  return cents > 0 ? { text: `+${text}`, tone: "up" } : { text: `\u2212${text}`, tone: "down" };
}
