import { rewardsMessages } from "./rewards/messages";

/**
 * Texts of the promotion areas (issue 15), one namespace `promotions.<area>`: each area keeps its
 * messages in its folder and adds one line per language here.
 */
export const promotionsMessages = {
  ty: { rewards: rewardsMessages.ty },
  en: { rewards: rewardsMessages.en },
  pt: { rewards: rewardsMessages.pt },
};
