import { inviteMessages } from "./invite/messages";
import { missionsMessages } from "./missions/messages";
import { rewardsMessages } from "./rewards/messages";

/**
 * The texts of the promotions pages (issue 15), one namespace `promotions.<area>`: each area keeps
 * its messages in its folder and adds one line per language here.
 */
export const promotionsMessages = {
  ty: { invite: inviteMessages.ty, missions: missionsMessages.ty, rewards: rewardsMessages.ty },
  en: { invite: inviteMessages.en, missions: missionsMessages.en, rewards: rewardsMessages.en },
  pt: { invite: inviteMessages.pt, missions: missionsMessages.pt, rewards: rewardsMessages.pt },
};
