import type { MessageTree } from "~/i18n/messages";

/** Texts of the lottery lobby, the "more lotteries" catalogue and the start screen (`lottery.*`). */
export const lotteryTy = {
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
} satisfies MessageTree;
