/**
 * §4 SMS code states: idle → sending → countdown → idle. The countdown is expiredMinutes × 60 s
 * (default 1 minute); while it runs the button is inactive and a request does nothing.
 */
export type SmsState = { phase: "idle" } | { phase: "sending" } | { phase: "countdown"; secondsLeft: number };

const DEFAULT_EXPIRED_MINUTES = 1;

export function countdownSeconds(expiredMinutes: number | undefined | null): number {
  const minutes = expiredMinutes && expiredMinutes > 0 ? expiredMinutes : DEFAULT_EXPIRED_MINUTES;
  return Math.round(minutes * 60);
}

/** One second later: the countdown runs down to idle; other phases are unchanged. */
export function tick(state: SmsState): SmsState {
  if (state.phase !== "countdown") return state;
  return state.secondsLeft <= 1 ? { phase: "idle" } : { phase: "countdown", secondsLeft: state.secondsLeft - 1 };
}

/** The state to show for a server-known number of seconds left (0 = idle). */
export function fromSecondsLeft(secondsLeft: number): SmsState {
  return secondsLeft > 0 ? { phase: "countdown", secondsLeft } : { phase: "idle" };
}
