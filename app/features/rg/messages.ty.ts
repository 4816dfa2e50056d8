import type { MessageTree } from "~/i18n/messages";
import { pageTy } from "./page/messages.ty";
import { playTy } from "./play/messages.ty";
import { refusalTy } from "./refusal/messages.ty";
import { registerTy } from "./register/messages.ty";

/**
 * Texts of responsible gaming, one area per module under rg.<area>.*: each area keeps
 * its messages in its own folder and adds one line per language here.
 * TY is the source of the key set: EN and PT are typed against it.
 */
export const rgTy = {
  refusal: refusalTy,
  play: playTy,
  page: pageTy,
  register: registerTy,
} satisfies MessageTree;
