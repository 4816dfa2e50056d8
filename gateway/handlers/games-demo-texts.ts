import type { PlayType, PrizeMode } from "../../contract/games";
import type { Lang } from "../core/language";

/** The refusals the demo game page explains (?error=…), each with a text below. */
export const PLAY_ERRORS = ["stake", "insufficient", "closed", "suspended", "pick", "digits", "key", "account", "unavailable"] as const;
export type PlayError = (typeof PLAY_ERRORS)[number];

/**
 * Texts of the demo game page (/gw/play/<ticket>), the stand-in for a vendor's game server. They
 * belong to the gateway, not the app's translations: a deployed gateway serves this page alone.
 */
export type DemoTexts = {
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
  /** The page without a bet form (a vendor lobby, a lottery lobby). */
  noteNoBets: string;
  balance: string;
  /** Beside a trial account's balance: it is play money, not real. */
  playMoney: string;
  stake: string;
  spin: string;
  rtp: string;
  /** {{reels}}, {{stake}}, {{win}}. */
  spinWon: string;
  spinLost: string;
  recent: string;
  statuses: Record<"open" | "won" | "lost" | "cancelled", string>;
  placeBet: string;
  draw: string;
  closesAt: string;
  lastResult: string;
  /** {{n}}: how many digits at most. */
  digits: string;
  digitsHelp: string;
  bigSmall: string;
  none: string;
  big: string;
  small: string;
  submit: string;
  odds: string;
  /** {{order}}, {{draw}}, {{stake}}, {{status}}. */
  placed: string;
  errors: Record<PlayError, string>;
  /** Responsible gaming (decision 041): refusals, pauses and the reality check. */
  rg: RgTexts;
};

export type RgTexts = {
  /** {{period}}, {{limit}}, {{used}}, {{remaining}}, {{reset}} (operator time, UTC+8). */
  limit: Record<"stake" | "loss", string>;
  periods: Record<"day" | "week" | "month", string>;
  /** {{until}} (operator time, UTC+8). */
  blocked: Record<"timeout" | "exclusion" | "session", string>;
  realityDue: string;
  realityTitle: string;
  /** {{minutes}}: the member's interval. */
  realityIntro: string;
  timePlayed: string;
  /** {{h}} hours, {{m}} minutes. */
  duration: string;
  bet: string;
  won: string;
  net: string;
  continue: string;
  stop: string;
  /** A block in force: the page shows this instead of the bet form. */
  paused: string;
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
    note: "Ito ang demo na kapalit ng game server ng provider. Ang mga taya rito ay gumagalaw sa balanse ng iyong wallet.",
    back: "Bumalik sa Edge Lobby",
    expiredTitle: "Nag-expire na ang session ng laro",
    expiredBody: "Buksan muli ang laro mula sa Edge Lobby.",
    prizeModes: { Lott: "Lott", ZY: "ZY", Elott: "E-Lott" },
    playTypes: { trad: "Tradisyonal", ent: "Libangan" },
    noteNoBets: "Ito ang demo na kapalit ng game server ng provider. Buksan ang isang laro para tumaya.",
    balance: "Balanse:",
    playMoney: "(perang panlaro)",
    stake: "Taya",
    spin: "Paikutin",
    rtp: "Slot ng demo: 96% ang ibinabalik sa manlalaro sa pangmatagalan. 7-7-7 ×50, BAR ×20, 🔔 ×10, 3 🍒 ×5, 2 🍒 ×2, 1 🍒 ×1.",
    spinWon: "{{reels}}: tumaya ng {{stake}}, nanalo ng {{win}}!",
    spinLost: "{{reels}}: tumaya ng {{stake}}, walang panalo ngayon.",
    recent: "Mga huling taya",
    statuses: { open: "Naghihintay ng bola", won: "Nanalo", lost: "Natalo", cancelled: "Kinansela" },
    placeBet: "Tumaya sa bola na ito",
    draw: "Bola",
    closesAt: "Sarado ang benta sa (UTC+8)",
    lastResult: "Huling resulta",
    digits: "Huling {{n}} digit (opsyonal)",
    digitsHelp: "Hulaan ang huling 1 hanggang 3 digit ng pangunahing numero, sunod-sunod.",
    bigSmall: "Malaki o maliit (huling digit)",
    none: "Wala",
    big: "Malaki 5–9",
    small: "Maliit 0–4",
    submit: "Ilagay ang taya",
    odds: "Bayad: 1 digit ×9.5, 2 digit ×95, 3 digit ×950, malaki/maliit ×1.95. Bawat pili ay may sariling taya.",
    placed: "Nailagay ang order #{{order}} sa bola {{draw}}: {{stake}}, {{status}}.",
    errors: {
      stake: "Pumili ng taya mula ₱1 hanggang ₱10,000.",
      insufficient: "Kulang ang balanse para sa tayang ito.",
      closed: "Sarado na ang benta para sa bolang ito. Subukan ang susunod.",
      suspended: "Pansamantalang sarado ang benta ng larong ito.",
      pick: "Pumili ng mga digit o ng malaki/maliit.",
      digits: "Maglagay ng 1 hanggang 3 digit lamang.",
      key: "Hindi tugma ang kahilingan. I-reload ang pahina at subukang muli.",
      account: "Hindi makakataya ang account na ito.",
      unavailable: "Hindi maaaring tumaya dito. I-reload ang pahina at subukang muli.",
    },
    rg: {
      limit: {
        stake:
          "Lalampas ito sa iyong {{period}} limit sa taya na {{limit}}: nagamit na ang {{used}}, natitira ang {{remaining}}. Magre-reset sa {{reset}} (UTC+8).",
        loss: "Lalampas ito sa iyong {{period}} limit sa talo na {{limit}}: nagamit na ang {{used}}, natitira ang {{remaining}}. Magre-reset sa {{reset}} (UTC+8).",
      },
      periods: { day: "araw-araw na", week: "lingguhang", month: "buwanang" },
      blocked: {
        timeout: "Naka-time-out ang iyong account hanggang {{until}} (UTC+8). Hindi ka makakataya hanggang noon.",
        exclusion: "Naka-self-exclude ang iyong account hanggang {{until}} (UTC+8). Hindi ka makakataya hanggang noon.",
        session: "Naabot mo na ang iyong limit sa oras ng session. Makakataya kang muli sa {{until}} (UTC+8).",
      },
      realityDue: "Sagutin muna ang reality check bago tumaya muli.",
      realityTitle: "Reality check",
      realityIntro: "Huminto muna sandali: lumipas na ang {{minutes}} minuto mula sa huling check. Ito ang iyong paglalaro mula nang mag-sign in:",
      timePlayed: "Oras ng paglalaro",
      duration: "{{h}} oras {{m}} minuto",
      bet: "Kabuuang taya",
      won: "Kabuuang panalo",
      net: "Netong resulta",
      continue: "Ituloy ang paglalaro",
      stop: "Mag-sign out",
      paused: "Nakahinto ang paglalaro sa account na ito.",
    },
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
    note: "This is a demo stand-in for the provider's game server. Bets here move your wallet balance.",
    back: "Back to Edge Lobby",
    expiredTitle: "This game session has expired",
    expiredBody: "Open the game again from Edge Lobby.",
    prizeModes: { Lott: "Lott", ZY: "ZY", Elott: "E-Lott" },
    playTypes: { trad: "Tradition", ent: "Entertainment" },
    noteNoBets: "This is a demo stand-in for the provider's game server. Open a game to place bets.",
    balance: "Balance:",
    playMoney: "(play money)",
    stake: "Stake",
    spin: "Spin",
    rtp: "Demo slot: returns 96% to players over time. 7-7-7 ×50, BAR ×20, 🔔 ×10, 3 🍒 ×5, 2 🍒 ×2, 1 🍒 ×1.",
    spinWon: "{{reels}}: staked {{stake}}, won {{win}}!",
    spinLost: "{{reels}}: staked {{stake}}, no win this time.",
    recent: "Recent bets",
    statuses: { open: "Awaiting draw", won: "Won", lost: "Lost", cancelled: "Cancelled" },
    placeBet: "Bet on this draw",
    draw: "Draw",
    closesAt: "Sales close at (UTC+8)",
    lastResult: "Last result",
    digits: "Last {{n}} digits (optional)",
    digitsHelp: "Guess the last 1 to 3 digits of the main number, in order.",
    bigSmall: "Big or small (last digit)",
    none: "None",
    big: "Big 5–9",
    small: "Small 0–4",
    submit: "Place bet",
    odds: "Pays: 1 digit ×9.5, 2 digits ×95, 3 digits ×950, big/small ×1.95. Each pick takes its own stake.",
    placed: "Order #{{order}} placed on draw {{draw}}: {{stake}}, {{status}}.",
    errors: {
      stake: "Choose a stake from ₱1 to ₱10,000.",
      insufficient: "Your balance is too low for this bet.",
      closed: "Sales for this draw have closed. Try the next one.",
      suspended: "Sales for this game are suspended for now.",
      pick: "Pick digits or big/small.",
      digits: "Enter 1 to 3 digits only.",
      key: "This request did not match. Reload the page and try again.",
      account: "This account cannot place bets.",
      unavailable: "Bets cannot be placed here. Reload the page and try again.",
    },
    rg: {
      limit: {
        stake: "This would pass your {{period}} stake limit of {{limit}}: {{used}} used, {{remaining}} left. It resets on {{reset}} (UTC+8).",
        loss: "This would pass your {{period}} loss limit of {{limit}}: {{used}} used, {{remaining}} left. It resets on {{reset}} (UTC+8).",
      },
      periods: { day: "daily", week: "weekly", month: "monthly" },
      blocked: {
        timeout: "Your account is on a time-out until {{until}} (UTC+8). You cannot place bets until then.",
        exclusion: "Your account is self-excluded until {{until}} (UTC+8). You cannot place bets until then.",
        session: "You have reached your session time limit. You can play again from {{until}} (UTC+8).",
      },
      realityDue: "Answer the reality check before you bet again.",
      realityTitle: "Reality check",
      realityIntro: "Time for a pause: {{minutes}} minutes have passed since your last check. Your play since you signed in:",
      timePlayed: "Time played",
      duration: "{{h}} h {{m}} min",
      bet: "Amount bet",
      won: "Amount won",
      net: "Net result",
      continue: "Continue playing",
      stop: "Sign out",
      paused: "Play is paused on this account.",
    },
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
    note: "Esta é uma demonstração que substitui o servidor de jogo do fornecedor. As apostas aqui movem o saldo da sua carteira.",
    back: "Voltar ao Edge Lobby",
    expiredTitle: "Esta sessão de jogo expirou",
    expiredBody: "Abra o jogo novamente a partir do Edge Lobby.",
    prizeModes: { Lott: "Lott", ZY: "ZY", Elott: "E-Lott" },
    playTypes: { trad: "Tradicional", ent: "Entretenimento" },
    noteNoBets: "Esta é uma demonstração que substitui o servidor de jogo do fornecedor. Abra um jogo para apostar.",
    balance: "Saldo:",
    playMoney: "(dinheiro de jogo)",
    stake: "Aposta",
    spin: "Girar",
    rtp: "Slot de demonstração: devolve 96% aos jogadores ao longo do tempo. 7-7-7 ×50, BAR ×20, 🔔 ×10, 3 🍒 ×5, 2 🍒 ×2, 1 🍒 ×1.",
    spinWon: "{{reels}}: apostou {{stake}}, ganhou {{win}}!",
    spinLost: "{{reels}}: apostou {{stake}}, sem prémio desta vez.",
    recent: "Apostas recentes",
    statuses: { open: "A aguardar sorteio", won: "Ganhou", lost: "Perdeu", cancelled: "Cancelada" },
    placeBet: "Apostar neste sorteio",
    draw: "Sorteio",
    closesAt: "Vendas fecham às (UTC+8)",
    lastResult: "Último resultado",
    digits: "Últimos {{n}} dígitos (opcional)",
    digitsHelp: "Adivinhe os últimos 1 a 3 dígitos do número principal, por ordem.",
    bigSmall: "Grande ou pequeno (último dígito)",
    none: "Nenhum",
    big: "Grande 5–9",
    small: "Pequeno 0–4",
    submit: "Fazer aposta",
    odds: "Paga: 1 dígito ×9,5, 2 dígitos ×95, 3 dígitos ×950, grande/pequeno ×1,95. Cada escolha leva a sua própria aposta.",
    placed: "Pedido #{{order}} feito no sorteio {{draw}}: {{stake}}, {{status}}.",
    errors: {
      stake: "Escolha uma aposta de ₱1 a ₱10.000.",
      insufficient: "O seu saldo é insuficiente para esta aposta.",
      closed: "As vendas deste sorteio fecharam. Tente o próximo.",
      suspended: "As vendas deste jogo estão suspensas de momento.",
      pick: "Escolha dígitos ou grande/pequeno.",
      digits: "Introduza apenas 1 a 3 dígitos.",
      key: "Este pedido não corresponde. Recarregue a página e tente novamente.",
      account: "Esta conta não pode fazer apostas.",
      unavailable: "Não é possível apostar aqui. Recarregue a página e tente novamente.",
    },
    rg: {
      limit: {
        stake: "Isto ultrapassaria o seu limite {{period}} de apostas de {{limit}}: {{used}} usado, {{remaining}} disponível. Renova em {{reset}} (UTC+8).",
        loss: "Isto ultrapassaria o seu limite {{period}} de perdas de {{limit}}: {{used}} usado, {{remaining}} disponível. Renova em {{reset}} (UTC+8).",
      },
      periods: { day: "diário", week: "semanal", month: "mensal" },
      blocked: {
        timeout: "A sua conta está em pausa até {{until}} (UTC+8). Não pode apostar até lá.",
        exclusion: "A sua conta está autoexcluída até {{until}} (UTC+8). Não pode apostar até lá.",
        session: "Atingiu o seu limite de tempo de sessão. Pode voltar a jogar a partir de {{until}} (UTC+8).",
      },
      realityDue: "Responda ao controlo de realidade antes de apostar de novo.",
      realityTitle: "Controlo de realidade",
      realityIntro: "Hora de uma pausa: passaram {{minutes}} minutos desde o último controlo. O seu jogo desde que iniciou sessão:",
      timePlayed: "Tempo de jogo",
      duration: "{{h}} h {{m}} min",
      bet: "Total apostado",
      won: "Total ganho",
      net: "Resultado líquido",
      continue: "Continuar a jogar",
      stop: "Terminar sessão",
      paused: "O jogo está em pausa nesta conta.",
    },
  },
};
