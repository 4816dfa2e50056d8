import type { Messages } from "~/i18n/messages";
import type { pwaTy } from "./messages.ty";

/** The texts of messages.ty.ts in English. */
export const pwaEn: Messages<typeof pwaTy> = {
  offline: {
    title: "You are offline",
    body: "Edge Lobby cannot be reached right now. Check your mobile data or Wi-Fi, then try again.",
    safe: "Your account and balance are safe: nothing changes while you are offline.",
    retry: "Try again",
  },
  update: {
    text: "A new version of the app is ready.",
    accept: "Update",
    later: "Later",
  },
};
