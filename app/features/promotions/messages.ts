import { defineMessages } from "~/i18n/messages";
import { activityMessages } from "./activity/messages";
import { inviteMessages } from "./invite/messages";
import { missionsMessages } from "./missions/messages";
import { rebatesMessages } from "./rebates/messages";
import { rewardsMessages } from "./rewards/messages";

/**
 * Texts of the promotions, one area per module under promotions.<area>.* (activity,
 * rewards, rebates, invite, missions): each area keeps its messages in its own folder and adds one
 * line per language here.
 */
export const promotionsMessages = defineMessages({
  ty: {
    activity: activityMessages.ty,
    invite: inviteMessages.ty,
    missions: missionsMessages.ty,
    rebates: rebatesMessages.ty,
    rewards: rewardsMessages.ty,
  },
  en: {
    activity: activityMessages.en,
    invite: inviteMessages.en,
    missions: missionsMessages.en,
    rebates: rebatesMessages.en,
    rewards: rewardsMessages.en,
  },
  pt: {
    activity: activityMessages.pt,
    invite: inviteMessages.pt,
    missions: missionsMessages.pt,
    rebates: rebatesMessages.pt,
    rewards: rewardsMessages.pt,
  },
});
