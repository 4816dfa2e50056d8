import { activityMessages } from "./activity/messages";

/**
 * Texts of the promotion pages (issue 15), one area per helper: promotions.<area>.* — each area
 * keeps its messages.ts in its folder and adds its line here.
 */
export const promotionsMessages = {
  ty: { activity: activityMessages.ty },
  en: { activity: activityMessages.en },
  pt: { activity: activityMessages.pt },
};
