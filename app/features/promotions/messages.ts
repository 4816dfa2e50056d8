import { inviteMessages } from "./invite/messages";

/**
 * The promotions' texts (issue 15), one area per helper under promotions.<area>.*: each area's
 * messages.ts (defineMessages) is added here, one line per language.
 */
export const promotionsMessages = {
  ty: { invite: inviteMessages.ty },
  en: { invite: inviteMessages.en },
  pt: { invite: inviteMessages.pt },
};
