import { defineMessages } from "~/i18n/messages";
import { rebatesMessages } from "./rebates/messages";

/**
 * Texts of the promotions (issue 15), one area per module under promotions.<area>.* (activity,
 * rewards, rebates, invite, missions): each area keeps its messages in its own folder and adds one
 * line per language here.
 */
export const promotionsMessages = defineMessages({
  ty: { rebates: rebatesMessages.ty },
  en: { rebates: rebatesMessages.en },
  pt: { rebates: rebatesMessages.pt },
});
