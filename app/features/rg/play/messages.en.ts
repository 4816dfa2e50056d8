import type { Messages } from "~/i18n/messages";
import type { playTy } from "./messages.ty";

/** The texts of messages.ty.ts in English. */
export const playEn: Messages<typeof playTy> = {
  title: "Reality check",
  clock: {
    label_one: "Signed in for {{count}} minute",
    label_other: "Signed in for {{count}} minutes",
  },
  reality: {
    title: "Reality check: how is your play going?",
    body: "Here is your session since you signed in. Continue, or sign out.",
    figures: "Your session",
    time: "Time since sign-in",
    duration: "{{hours}} h {{minutes}} min",
    bet: "Amount bet",
    won: "Won",
    net: "Net result",
    continue: "Continue",
    signOut: "Sign out",
    loading: "Getting your figures…",
    unavailable: "Your figures cannot be shown right now.",
    nextAt: "Your next reality check is at {{time}}.",
    off: "Reality checks are off. You can set one on the responsible gaming page.",
    back: "Back",
    settings: "Change the interval",
    invalid: "Something in the request was not right. Please try again.",
  },
  net: {
    label: "Today's net",
    hint: "Wins minus bets",
    up: "Today's net position: up {{amount}}",
    down: "Today's net position: down {{amount}}",
    even: "Today's net position: nothing won or lost",
  },
  block: {
    kind: { timeout: "time-out", exclusion: "self-exclusion", session: "session limit" },
    body: "Your account is paused until {{until}} ({{kind}}). You can withdraw and see your records.",
    withdraw: "Withdraw",
    more: "Responsible gaming",
  },
  launch: {
    pausedTitle: "Play is paused",
  },
  refusal: {
    other: "This is not available while your responsible gaming controls are in force.",
    limit: "This would pass one of your limits ({{limit}}): {{used}} used, {{remaining}} left. It resets {{resetAt}}.",
  },
};
