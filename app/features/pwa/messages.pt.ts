import type { Messages } from "~/i18n/messages";
import type { pwaTy } from "./messages.ty";

/** The texts of messages.ty.ts in Portuguese. */
export const pwaPt: Messages<typeof pwaTy> = {
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
};
