import type { MessageTree } from "~/i18n/messages";
import { activityTy } from "./activity/messages.ty";
import { inviteTy } from "./invite/messages.ty";
import { missionsTy } from "./missions/messages.ty";
import { rebatesTy } from "./rebates/messages.ty";
import { rewardsTy } from "./rewards/messages.ty";

/**
 * Texts of the promotions, one area per module under promotions.<area>.* (activity,
 * rewards, rebates, invite, missions): each area keeps its messages in its own folder and adds one
 * line per language here.
 * TY is the source of the key set: EN and PT are typed against it.
 */
export const promotionsTy = {
  activity: activityTy,
  invite: inviteTy,
  missions: missionsTy,
  rebates: rebatesTy,
  rewards: rewardsTy,
} satisfies MessageTree;
