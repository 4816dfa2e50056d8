import type { MessageTree } from "~/i18n/messages";

/**
 * Texts of the installable web app: the offline page the service worker answers
 * when the network is gone, and the prompt that offers a new version (§9).
 * TY is the source of the key set: EN and PT are typed against it.
 */
export const pwaTy = {
  offline: {
    title: "Wala kang koneksyon",
    body: "Hindi maabot ang Edge Lobby ngayon. Suriin ang iyong mobile data o Wi-Fi, pagkatapos ay subukan muli.",
    safe: "Ligtas ang iyong account at balanse: walang nagbabago habang offline ka.",
    retry: "Subukan muli",
  },
  update: {
    text: "May bagong bersyon ng app.",
    accept: "I-update",
    later: "Mamaya na",
  },
} satisfies MessageTree;
