import type { Messages } from "~/i18n/messages";
import type { lotteryTy } from "./messages.ty";

/** The texts of messages.ty.ts in Portuguese. */
export const lotteryPt: Messages<typeof lotteryTy> = {
  title: {
    lobby: "Lotaria",
    more: "Mais lotarias",
    start: "Começar uma lotaria",
  },
  tabs: {
    label: "Grupos de lotaria",
    HOT: "Populares",
    FAV: "Favoritos",
  },
  row: {
    draw: "Sorteio {{numero}}",
    noDraw: "Sem sorteio atual",
    previous: "Resultado anterior",
    noPrevious: "Ainda sem resultado",
    onSale: "À venda",
    closed: "Fechado",
    countdown: "Fecha em",
    near: "Fecha em breve",
    play: "Jogar {{name}}",
    addFavourite: "Adicionar {{name}} aos favoritos",
    removeFavourite: "Remover {{name}} dos favoritos",
  },
  empty: {
    favourites: "Ainda não tem lotarias favoritas. Toque no coração de uma lotaria para a adicionar aqui.",
    group: "De momento não há lotarias neste grupo.",
  },
  prizeMode: {
    label: "Modo de prémio",
    Lott: "Lott",
    ZY: "ZY",
    Elott: "E-Lott",
  },
  playType: {
    label: "Tipo de jogo",
    trad: "Tradicional",
    ent: "Entretenimento",
  },
  more: {
    intro: "Todas as lotarias por modo de prémio. Toque numa para jogar.",
    lobby: "Ir para o lobby ao vivo",
    empty: "Não há lotarias neste modo de prémio.",
  },
  start: {
    intro: "Escolha um modo de prémio, um tipo de jogo e uma lotaria, e comece.",
    game: "Lotaria",
    lobbyOption: "Lobby (todas as lotarias)",
    submit: "Começar",
  },
  invalidTab: "Esse grupo de lotaria não existe.",
};
