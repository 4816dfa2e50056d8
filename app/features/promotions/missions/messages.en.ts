import type { Messages } from "~/i18n/messages";
import type { missionsTy } from "./messages.ty";

/** The texts of messages.ty.ts in English. */
export const missionsEn: Messages<typeof missionsTy> = {
  heading: "Missions",
  intro: "Complete missions for prizes. A prize can be claimed until 24 hours after its period ends.",
  tabs: { label: "Mission period", day: "Today", week: "This week" },
  endsIn: "Ends in {{time}}",
  ended: "This period has ended",
  duration: {
    days: "{{d}} d {{h}} h",
    hours: "{{h}} h {{m}} min",
    minutes: "{{m}} min",
  },
  goal: {
    stake_count: { day: "Place {{count}} bets today", week: "Place {{count}} bets this week" },
    stake: { day: "Bet {{amount}} today", week: "Bet {{amount}} this week" },
    stakeIn: { day: "Bet {{amount}} on {{category}} today", week: "Bet {{amount}} on {{category}} this week" },
    deposit_total: { day: "Deposit {{amount}} today", week: "Deposit {{amount}} this week" },
    deposit_streak: { day: "Deposit {{count}} days in a row", week: "Deposit {{count}} days in a row" },
    win_total: { day: "Win {{amount}} today", week: "Win {{amount}} this week" },
  },
  progress: "{{done}} of {{target}}",
  progressLabel: "Progress: {{mission}}",
  bets: "{{count}} bets",
  days: "{{count}} days",
  prize: "Prize {{amount}}",
  wagering: "{{multiple}}× turnover",
  noWagering: "No turnover requirement",
  state: { in_progress: "In progress", done: "Done", claimed: "Claimed" },
  claim: "Claim",
  claimLabel: "Claim {{amount}} for: {{mission}}",
  trial: "Trial accounts cannot earn prizes. Log in with a real account.",
  empty: "No missions in this period.",
  unavailable: "Missions are not available right now.",
  board: {
    title: "Leaderboard",
    caption: "Top players by stakes",
    rank: "Rank",
    player: "Player",
    score: "Stakes",
    you: "You",
    mine: "Your rank: {{rank}}",
    empty: "No bets in this period yet. Be the first!",
    unranked: "Place a bet to join the leaderboard.",
  },
};
