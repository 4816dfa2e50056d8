import { missionRewardProvider } from "./missions";
import { referralProvider } from "./referrals";
import type { RewardProvider } from "./rewards";

/**
 * Every source of rewards the reward centre lists and claims (decision 035), one array. Each
 * issue-15 module adds its provider here: deposit bonuses and approved applications
 * (promotions.ts), missions (missions.ts), referrals (referrals.ts), the manual rebate (rebates.ts).
 */
export const REWARD_PROVIDERS: readonly RewardProvider[] = [
  missionRewardProvider,
  referralProvider, // invite friends (referrals.ts)
];
