import type { Messages } from "~/i18n/messages";
import type { lotteryTy } from "./messages.ty";

/** The texts of messages.ty.ts in English. */
export const lotteryEn: Messages<typeof lotteryTy> = {
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
};
