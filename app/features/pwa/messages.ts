import { defineMessages } from "~/i18n/messages";

/**
 * Texts of the installable web app: the offline page the service worker answers
 * when the network is gone, and the prompt that offers a new version (§9).
 */
export const pwaMessages = defineMessages({
  ty: {
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
  },
  en: {
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
  },
  pt: {
    offline: {
      title: "Você está sem conexão",
      body: "Não é possível acessar o Edge Lobby agora. Verifique seus dados móveis ou o Wi-Fi e tente novamente.",
      safe: "Sua conta e seu saldo estão seguros: nada muda enquanto você está offline.",
      retry: "Tentar novamente",
    },
    update: {
      text: "Uma nova versão do app está pronta.",
      accept: "Atualizar",
      later: "Mais tarde",
    },
  },
});
