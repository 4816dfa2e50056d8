import { missionRewardProvider } from "./missions";
import { checkinProvider, depositBonusProvider, eventProvider, promoRebateProvider } from "./promotions";
import { rebateRewardProvider } from "./rebates";
import { referralProvider } from "./referrals";
import type { RewardProvider } from "./rewards";

/**
 * Every source of rewards the reward centre lists and claims (decision 035), one array. Each
 * issue-15 module adds its provider here: deposit bonuses and approved applications
 * (promotions.ts), missions (missions.ts), referrals (referrals.ts), the manual rebate (rebates.ts).
 */
export const REWARD_PROVIDERS: readonly RewardProvider[] = [
  // Promotions (decision 036): a joined deposit bonus, an approved application, a period's cashback, a check-in streak.
  depositBonusProvider,
  eventProvider,
  promoRebateProvider,
  checkinProvider,
  // The mission board (decision 039): each mission of the day or week, claimable once done.
  missionRewardProvider,
  // The manual rebate (decision 037): what the member may claim on /m/member/manualRebate.
  rebateRewardProvider,
  // Invite friends (decision 038): a reward per qualified invitee, and the invitee's own.
  referralProvider,
];
