import type { Messages } from "~/i18n/messages";
import type { registerTy } from "./messages.ty";

/** The texts of messages.ty.ts in Portuguese. */
export const registerPt: Messages<typeof registerTy> = {
  birthDateHint: "Tem de ter {{minAge}} anos ou mais.",
  underage: "Tem de ter {{minAge}} anos ou mais para se registar.",
  excluded: "Não é possível registar-se durante uma autoexclusão ou pausa. Se precisar de ajuda, contacte o apoio ao cliente.",
  limitsRequired: "Defina os limites obrigatórios para continuar.",
  limits: {
    legend: "Defina os seus limites (recomendado)",
    legendRequired: "Defina os seus limites (obrigatório)",
    intro: "Os limites ajudam-no a manter o controlo. Baixar um aplica-se de imediato; aumentar espera 24 horas.",
    required: "obrigatório",
    depositDay: "Limite diário de depósito",
    lossAmount: "Limite de perdas",
    lossPeriod: "Período do limite de perdas",
    session: "Limite de tempo de sessão (minutos)",
    sessionHint: "{{min}}–{{max}} minutos por início de sessão",
  },
  period: { day: "Por dia", week: "Por semana", month: "Por mês" },
  error: {
    amount: "Introduza um montante acima de zero com no máximo 2 casas decimais",
    sessionRange: "Introduza minutos inteiros de 5 a 1440",
    period: "Escolha um período",
    duplicate: "Cada limite só pode ser definido uma vez",
    required: "Este limite é obrigatório",
  },
  prompt: {
    title: "Defina um limite de depósito antes do seu primeiro depósito",
    body: "Escolhe quanto pode depositar. Pode alterá-lo a qualquer momento em Jogo responsável.",
    requiredTitle: "Defina primeiro os limites obrigatórios",
    requiredBody: "Neste mercado é obrigatório definir um limite antes de depositar.",
    kind: { deposit: "Limite de depósito", loss: "Limite de perdas", stake: "Limite de apostas", session: "Limite de tempo de sessão" },
    period: "Período",
    amount: "Montante do limite",
    minutes: "Minutos por início de sessão",
    submit: "Definir limite",
    skip: "Agora não",
    saved: "O seu limite está definido",
    savedPending: "A alteração entra em vigor dentro de 24 horas",
  },
  meter: {
    label: { day: "Hoje", week: "Esta semana", month: "Este mês" },
    used: "{{period}}: {{used}} de {{limit}} usados",
    reset: "Reinicia em {{resetAt}}",
  },
  paused: {
    title: "Os depósitos estão suspensos",
    withdraw: "Levantar",
    rg: "Jogo responsável",
  },
  depositLimits: "Limites de depósito",
};
