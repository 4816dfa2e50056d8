import type { Messages } from "~/i18n/messages";
import type { inviteTy } from "./messages.ty";

/** The texts of messages.ty.ts in English. */
export const inviteEn: Messages<typeof inviteTy> = {
  title: "Invite friends",
  intro:
    "Share your link. When a friend deposits {{minDeposit}} within {{days}} days of signing up, you get {{reward}} and your friend gets {{inviteeReward}}.",
  wagering: "Each reward carries {{multiple}}× turnover before it can be withdrawn.",
  noWagering: "The rewards carry no turnover requirement.",
  link: "Your invitation link",
  code: "Invitation code",
  copy: "Copy",
  copyLabel: "Copy: {{what}}",
  copied: "Copied",
  share: "Share",
  shareTitle: "Join Edge Lobby",
  shareText: "Join with my code {{code}}.",
  qrLabel: "QR code of your invitation link",
  qrHint: "Your friend can scan this code with their phone's camera.",
  stats: {
    heading: "Your invitations",
    invited: "Link opens",
    registered: "Signed up",
    qualified: "Qualified",
    earned: "Earned",
    pending: "Ready to claim",
  },
  friends: {
    heading: "Invited friends",
    range: "Signed up in the last",
    ranges: { "24h": "24 hours", "3d": "3 days", "7d": "7 days", "1m": "1 month" },
    account: "Friend",
    date: "Signed up on",
    status: "Status",
    reward: "Reward",
    privacy: "For your friends' privacy, names are partly hidden and their amounts are never shown.",
    empty: "No friends signed up in this period",
    emptyBody: "Share your link or QR code; friends who sign up with it appear here.",
    previous: "Previous page",
    next: "Next page",
    pageOf: "Page {{page}} of {{total}}",
    pagination: "Pages of friends",
  },
  status: { registered: "Signed up", qualified: "Qualified", rewarded: "Rewarded" },
  claim: "Claim",
  claimLabel: "Claim the reward for {{friend}}",
};
