import { defineMessages } from "../../i18n/messages";

/** Texts of the lottery lobby, the "more lotteries" catalogue and the start screen (`lottery.*`). */
export const lotteryMessages = defineMessages({
  ty: {
    title: {
      lobby: "Loterya",
      more: "Higit pang loterya",
      start: "Magsimula ng loterya",
    },
    tabs: {
      label: "Mga grupo ng loterya",
      HOT: "Sikat",
      FAV: "Mga Paborito",
    },
    row: {
      draw: "Bunutan {{numero}}",
      noDraw: "Walang kasalukuyang bunutan",
      previous: "Nakaraang resulta",
      noPrevious: "Wala pang resulta",
      onSale: "Bukas",
      closed: "Sarado",
      countdown: "Magsasara sa",
      near: "Malapit nang magsara",
      play: "Laruin ang {{name}}",
      addFavourite: "Idagdag ang {{name}} sa mga paborito",
      removeFavourite: "Alisin ang {{name}} sa mga paborito",
    },
    empty: {
      favourites: "Wala ka pang paboritong loterya. Pindutin ang puso sa isang loterya para idagdag ito rito.",
      group: "Walang loterya sa grupong ito sa ngayon.",
    },
    prizeMode: {
      label: "Mode ng premyo",
      Lott: "Lott",
      ZY: "ZY",
      Elott: "E-Lott",
    },
    playType: {
      label: "Paraan ng paglalaro",
      trad: "Tradisyonal",
      ent: "Libangan",
    },
    more: {
      intro: "Lahat ng loterya ayon sa mode ng premyo. Pindutin ang isa para maglaro.",
      lobby: "Pumunta sa live lobby",
      empty: "Walang loterya sa mode ng premyo na ito.",
    },
    start: {
      intro: "Pumili ng mode ng premyo, paraan ng paglalaro at loterya, saka magsimula.",
      game: "Loterya",
      lobbyOption: "Lobby (lahat ng loterya)",
      submit: "Magsimula",
    },
    invalidTab: "Walang ganitong grupo ng loterya.",
  },
  en: {
    title: {
      lobby: "Lottery",
      more: "More lotteries",
      start: "Start a lottery",
    },
    tabs: {
      label: "Lottery groups",
      HOT: "Hot",
      FAV: "Favourites",
    },
    row: {
      draw: "Draw {{numero}}",
      noDraw: "No current draw",
      previous: "Previous result",
      noPrevious: "No result yet",
      onSale: "On sale",
      closed: "Closed",
      countdown: "Closes in",
      near: "Closing soon",
      play: "Play {{name}}",
      addFavourite: "Add {{name}} to favourites",
      removeFavourite: "Remove {{name}} from favourites",
    },
    empty: {
      favourites: "You have no favourite lotteries yet. Tap the heart on a lottery to add it here.",
      group: "There are no lotteries in this group right now.",
    },
    prizeMode: {
      label: "Prize mode",
      Lott: "Lott",
      ZY: "ZY",
      Elott: "E-Lott",
    },
    playType: {
      label: "Play type",
      trad: "Tradition",
      ent: "Entertainment",
    },
    more: {
      intro: "Every lottery by prize mode. Tap one to play.",
      lobby: "Go to the live lobby",
      empty: "There are no lotteries in this prize mode.",
    },
    start: {
      intro: "Choose a prize mode, a play type and a lottery, then start.",
      game: "Lottery",
      lobbyOption: "Lobby (every lottery)",
      submit: "Start",
    },
    invalidTab: "There is no such lottery group.",
  },
  pt: {
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
  },
});
