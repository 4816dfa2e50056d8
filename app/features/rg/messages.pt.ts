import type { Messages } from "~/i18n/messages";
import type { rgTy } from "./messages.ty";
import { pagePt } from "./page/messages.pt";
import { playPt } from "./play/messages.pt";
import { refusalPt } from "./refusal/messages.pt";
import { registerPt } from "./register/messages.pt";

/** The texts of messages.ty.ts in Portuguese. */
export const rgPt: Messages<typeof rgTy> = {
  refusal: refusalPt,
  play: playPt,
  page: pagePt,
  register: registerPt,
};
