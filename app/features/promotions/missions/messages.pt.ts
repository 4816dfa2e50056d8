import type { Messages } from "~/i18n/messages";
import type { missionsTy } from "./messages.ty";

/** The texts of messages.ty.ts in Portuguese. */
export const missionsPt: Messages<typeof missionsTy> = {
  heading: "Missões",
  intro: "Complete missões e ganhe prémios. Um prémio pode ser recebido até 24 horas depois do fim do seu período.",
  tabs: { label: "Período das missões", day: "Hoje", week: "Esta semana" },
  endsIn: "Termina em {{time}}",
  ended: "Este período terminou",
  duration: {
    days: "{{d}} d {{h}} h",
    hours: "{{h}} h {{m}} min",
    minutes: "{{m}} min",
  },
  goal: {
    stake_count: { day: "Faça {{count}} apostas hoje", week: "Faça {{count}} apostas esta semana" },
    stake: { day: "Aposte {{amount}} hoje", week: "Aposte {{amount}} esta semana" },
    stakeIn: { day: "Aposte {{amount}} em {{category}} hoje", week: "Aposte {{amount}} em {{category}} esta semana" },
    deposit_total: { day: "Deposite {{amount}} hoje", week: "Deposite {{amount}} esta semana" },
    deposit_streak: { day: "Deposite {{count}} dias seguidos", week: "Deposite {{count}} dias seguidos" },
    win_total: { day: "Ganhe {{amount}} hoje", week: "Ganhe {{amount}} esta semana" },
  },
  progress: "{{done}} de {{target}}",
  progressLabel: "Progresso: {{mission}}",
  bets: "{{count}} apostas",
  days: "{{count}} dias",
  prize: "Prémio {{amount}}",
  wagering: "Requisito de apostas {{multiple}}×",
  noWagering: "Sem requisito de apostas",
  state: { in_progress: "Em curso", done: "Concluída", claimed: "Recebida" },
  claim: "Receber",
  claimLabel: "Receber {{amount}} por: {{mission}}",
  trial: "As contas de teste não podem ganhar prémios. Inicie sessão com uma conta real.",
  empty: "Não há missões neste período.",
  unavailable: "As missões não estão disponíveis neste momento.",
  board: {
    title: "Classificação",
    caption: "Melhores jogadores por apostas",
    rank: "Posição",
    player: "Jogador",
    score: "Apostas",
    you: "Você",
    mine: "A sua posição: {{rank}}",
    empty: "Ainda não há apostas neste período. Seja o primeiro!",
    unranked: "Faça uma aposta para entrar na classificação.",
  },
};
