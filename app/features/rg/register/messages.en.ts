import type { Messages } from "~/i18n/messages";
import type { registerTy } from "./messages.ty";

/** The texts of messages.ty.ts in English. */
export const registerEn: Messages<typeof registerTy> = {
  birthDateHint: "You must be {{minAge}} or older.",
  underage: "You must be {{minAge}} or older to register.",
  excluded: "Registration is not possible during a self-exclusion or time-out. If you need help, contact customer service.",
  limitsRequired: "Set the required limits to continue.",
  limits: {
    legend: "Set your limits (recommended)",
    legendRequired: "Set your limits (required)",
    intro: "Limits help you stay in control. Lowering one works at once; raising one waits 24 hours.",
    required: "required",
    depositDay: "Daily deposit limit",
    lossAmount: "Loss limit",
    lossPeriod: "Loss limit period",
    session: "Session time limit (minutes)",
    sessionHint: "{{min}}–{{max}} minutes per sign-in",
  },
  period: { day: "Per day", week: "Per week", month: "Per month" },
  error: {
    amount: "Enter an amount above zero with at most 2 decimals",
    sessionRange: "Enter whole minutes from 5 to 1440",
    period: "Choose a period",
    duplicate: "Each limit can be set once",
    required: "This limit is required",
  },
  prompt: {
    title: "Set a deposit limit before your first deposit",
    body: "You choose how much you can deposit. You can change it at any time under Responsible gaming.",
    requiredTitle: "Set the required limits first",
    requiredBody: "In this market a limit must be set before you deposit.",
    kind: { deposit: "Deposit limit", loss: "Loss limit", stake: "Stake limit", session: "Session time limit" },
    period: "Period",
    amount: "Limit amount",
    minutes: "Minutes per sign-in",
    submit: "Set limit",
    skip: "Not now",
    saved: "Your limit is set",
    savedPending: "The change takes effect in 24 hours",
  },
  meter: {
    label: { day: "Today", week: "This week", month: "This month" },
    used: "{{period}}: {{used}} of {{limit}} used",
    reset: "Resets {{resetAt}}",
  },
  paused: {
    title: "Deposits are paused",
    withdraw: "Withdraw",
    rg: "Responsible gaming",
  },
  depositLimits: "Deposit limits",
};
