import type { Messages } from "~/i18n/messages";
import type { refusalTy } from "./messages.ty";

/** The texts of messages.ty.ts in English. */
export const refusalEn: Messages<typeof refusalTy> = {
  period: { day: "daily", week: "weekly", month: "monthly" },
  kind: { deposit: "deposit", loss: "loss", stake: "stake" },
  limit: "This would pass your {{period}} {{kind}} limit of {{limit}}: {{used}} used, {{remaining}} left. It resets {{resetAt}}.",
  timeout: "You are on a time-out until {{until}}. Deposits, play and promotions are paused; you can still withdraw and see your records.",
  exclusion: "You are self-excluded until {{until}}. Deposits, play and promotions are stopped; you can still withdraw your balance and see your records.",
  session: "You have reached your session time limit. Play and deposits open again {{until}}.",
  realityCheck: "Please answer your reality check to go on playing.",
  more: "Responsible gaming",
};
