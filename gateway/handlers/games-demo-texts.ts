import type { PlayType, PrizeMode } from "../../shared/games";
import type { Lang } from "../language";

/**
 * Texts of the demo game page (/gw/play/<ticket>), the stand-in for a vendor's game server. They
 * belong to the gateway, not the app's translations: a deployed gateway serves this page alone.
 */
type DemoTexts = {
  badge: string;
  /** {{member}} is the member's account name. */
  playing: string;
  vendor: string;
  game: string;
  room: string;
  lobby: string;
  prizeMode: string;
  playType: string;
  lotteryLobby: string;
  note: string;
  back: string;
  expiredTitle: string;
  expiredBody: string;
  prizeModes: Record<PrizeMode, string>;
  playTypes: Record<PlayType, string>;
};

export const DEMO_TEXTS: Record<Lang, DemoTexts> = {
  ty: {
    badge: "Demo game server",
    playing: "Naglalaro bilang {{member}}",
    vendor: "Provider",
    game: "Laro",
    room: "Room",
    lobby: "Lobby ng provider",
    prizeMode: "Prize mode",
    playType: "Paraan ng paglalaro",
    lotteryLobby: "Lottery lobby",
    note: "Ito ang demo na kapalit ng game server ng provider. Walang totoong taya rito.",
    back: "Bumalik sa Edge Lobby",
    expiredTitle: "Nag-expire na ang session ng laro",
    expiredBody: "Buksan muli ang laro mula sa Edge Lobby.",
    prizeModes: { Lott: "Lott", ZY: "ZY", Elott: "E-Lott" },
    playTypes: { trad: "Tradisyonal", ent: "Libangan" },
  },
  en: {
    badge: "Demo game server",
    playing: "Playing as {{member}}",
    vendor: "Provider",
    game: "Game",
    room: "Room",
    lobby: "Provider lobby",
    prizeMode: "Prize mode",
    playType: "Play type",
    lotteryLobby: "Lottery lobby",
    note: "This is a demo stand-in for the provider's game server. No real bets are placed here.",
    back: "Back to Edge Lobby",
    expiredTitle: "This game session has expired",
    expiredBody: "Open the game again from Edge Lobby.",
    prizeModes: { Lott: "Lott", ZY: "ZY", Elott: "E-Lott" },
    playTypes: { trad: "Tradition", ent: "Entertainment" },
  },
  pt: {
    badge: "Servidor de jogo de demonstração",
    playing: "A jogar como {{member}}",
    vendor: "Fornecedor",
    game: "Jogo",
    room: "Sala",
    lobby: "Lobby do fornecedor",
    prizeMode: "Modo de prémio",
    playType: "Tipo de jogo",
    lotteryLobby: "Lobby da lotaria",
    note: "Esta é uma demonstração que substitui o servidor de jogo do fornecedor. Nenhuma aposta real é feita aqui.",
    back: "Voltar ao Edge Lobby",
    expiredTitle: "Esta sessão de jogo expirou",
    expiredBody: "Abra o jogo novamente a partir do Edge Lobby.",
    prizeModes: { Lott: "Lott", ZY: "ZY", Elott: "E-Lott" },
    playTypes: { trad: "Tradicional", ent: "Entretenimento" },
  },
};
