import type { Messages } from "~/i18n/messages";
import { activityEn } from "./activity/messages.en";
import { inviteEn } from "./invite/messages.en";
import type { promotionsTy } from "./messages.ty";
import { missionsEn } from "./missions/messages.en";
import { rebatesEn } from "./rebates/messages.en";
import { rewardsEn } from "./rewards/messages.en";

/** The texts of messages.ty.ts in English. */
export const promotionsEn: Messages<typeof promotionsTy> = {
  activity: activityEn,
  invite: inviteEn,
  missions: missionsEn,
  rebates: rebatesEn,
  rewards: rewardsEn,
};
