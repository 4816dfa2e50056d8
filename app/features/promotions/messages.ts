import { missionsMessages } from "./missions/messages";

/**
 * The texts of the promotions pages (issue 15), one area per helper: promotions.<area>.* — the
 * mission board's (promotions.missions). Each area adds its line in each language.
 */
export const promotionsMessages = {
  ty: { missions: missionsMessages.ty },
  en: { missions: missionsMessages.en },
  pt: { missions: missionsMessages.pt },
};
