import type { Messages } from "~/i18n/messages";
import type { playTy } from "./messages.ty";

/** The texts of messages.ty.ts in Portuguese. */
export const playPt: Messages<typeof playTy> = {
  title: "Alerta de realidade",
  clock: {
    label_one: "Sessão iniciada há {{count}} minuto",
    label_other: "Sessão iniciada há {{count}} minutos",
  },
  reality: {
    title: "Alerta de realidade: como está a correr o seu jogo?",
    body: "Eis a sua sessão desde que entrou. Continue ou termine a sessão.",
    figures: "A sua sessão",
    time: "Tempo desde a entrada",
    duration: "{{hours}} h e {{minutes}} min",
    bet: "Valor apostado",
    won: "Ganho",
    net: "Resultado líquido",
    continue: "Continuar",
    signOut: "Terminar sessão",
    loading: "A obter os seus números…",
    unavailable: "Não é possível mostrar os seus números agora.",
    nextAt: "O seu próximo alerta de realidade é às {{time}}.",
    off: "Os alertas de realidade estão desligados. Pode definir um na página de jogo responsável.",
    back: "Voltar",
    settings: "Alterar o intervalo",
    invalid: "Algo no pedido não estava certo. Tente novamente.",
  },
  net: {
    label: "Líquido de hoje",
    hint: "Ganhos menos apostas",
    up: "Posição líquida de hoje: a ganhar {{amount}}",
    down: "Posição líquida de hoje: a perder {{amount}}",
    even: "Posição líquida de hoje: nada ganho nem perdido",
  },
  block: {
    kind: { timeout: "pausa", exclusion: "autoexclusão", session: "limite de sessão" },
    body: "A sua conta está em pausa até {{until}} ({{kind}}). Pode levantar dinheiro e ver os seus registos.",
    withdraw: "Levantar",
    more: "Jogo responsável",
  },
  launch: {
    pausedTitle: "O jogo está em pausa",
  },
  refusal: {
    other: "Isto não está disponível enquanto os seus controlos de jogo responsável estiverem ativos.",
    limit: "Isto ultrapassaria um dos seus limites ({{limit}}): {{used}} usados, {{remaining}} restantes. Ele reinicia em {{resetAt}}.",
  },
};
