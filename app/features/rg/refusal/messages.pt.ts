import type { Messages } from "~/i18n/messages";
import type { refusalTy } from "./messages.ty";

/** The texts of messages.ty.ts in Portuguese. */
export const refusalPt: Messages<typeof refusalTy> = {
  period: { day: "diário", week: "semanal", month: "mensal" },
  kind: { deposit: "depósito", loss: "perda", stake: "aposta" },
  limit: "Isto ultrapassaria o seu limite {{period}} de {{kind}} de {{limit}}: {{used}} usados, {{remaining}} restantes. Ele reinicia em {{resetAt}}.",
  timeout: "Está em pausa até {{until}}. Depósitos, jogo e promoções estão suspensos; ainda pode levantar e ver os seus registos.",
  exclusion: "Está autoexcluído até {{until}}. Depósitos, jogo e promoções estão bloqueados; ainda pode levantar o seu saldo e ver os seus registos.",
  session: "Atingiu o limite de tempo da sua sessão. O jogo e os depósitos reabrem em {{until}}.",
  realityCheck: "Responda ao seu alerta de realidade para continuar a jogar.",
  more: "Jogo responsável",
};
