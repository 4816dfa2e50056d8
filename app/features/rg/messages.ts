import { defineMessages } from "~/i18n/messages";
import { pageMessages } from "./page/messages";
import { playMessages } from "./play/messages";
import { refusalMessages } from "./refusal/messages";
import { registerMessages } from "./register/messages";

/**
 * Texts of responsible gaming, one area per module under rg.<area>.*: each area keeps
 * its messages in its own folder and adds one line per language here.
 */
export const rgMessages = defineMessages({
  ty: {
    refusal: refusalMessages.ty,
    play: playMessages.ty,
    page: pageMessages.ty,
    register: registerMessages.ty,
  },
  en: {
    refusal: refusalMessages.en,
    play: playMessages.en,
    page: pageMessages.en,
    register: registerMessages.en,
  },
  pt: {
    refusal: refusalMessages.pt,
    play: playMessages.pt,
    page: pageMessages.pt,
    register: registerMessages.pt,
  },
});
