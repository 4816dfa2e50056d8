import type { Messages } from "~/i18n/messages";
import { activityPt } from "./activity/messages.pt";
import { invitePt } from "./invite/messages.pt";
import type { promotionsTy } from "./messages.ty";
import { missionsPt } from "./missions/messages.pt";
import { rebatesPt } from "./rebates/messages.pt";
import { rewardsPt } from "./rewards/messages.pt";

/** The texts of messages.ty.ts in Portuguese. */
export const promotionsPt: Messages<typeof promotionsTy> = {
  activity: activityPt,
  invite: invitePt,
  missions: missionsPt,
  rebates: rebatesPt,
  rewards: rewardsPt,
};
