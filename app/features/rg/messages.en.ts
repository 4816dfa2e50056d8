import type { Messages } from "~/i18n/messages";
import type { rgTy } from "./messages.ty";
import { pageEn } from "./page/messages.en";
import { playEn } from "./play/messages.en";
import { refusalEn } from "./refusal/messages.en";
import { registerEn } from "./register/messages.en";

/** The texts of messages.ty.ts in English. */
export const rgEn: Messages<typeof rgTy> = {
  refusal: refusalEn,
  play: playEn,
  page: pageEn,
  register: registerEn,
};
