import { defineMessages } from "~/i18n/messages";

/**
 * Texts of the session clock, the reality check, the net position and the withdraw-only mode
 * (decision 042), under rg.play.*.
 */
export const playMessages = defineMessages({
  ty: {
    title: "Paalala ng reality check",
    clock: {
      label_one: "Naka-sign in ka nang {{count}} minuto",
      label_other: "Naka-sign in ka nang {{count}} minuto",
    },
    reality: {
      title: "Reality check: kumusta ang iyong laro?",
      body: "Ito ang iyong session mula nang mag-sign in ka. Magpatuloy o mag-sign out.",
      figures: "Ang iyong session",
      time: "Oras mula nang mag-sign in",
      duration: "{{hours}} oras {{minutes}} min",
      bet: "Halagang itinaya",
      won: "Napanalunan",
      net: "Netong resulta",
      continue: "Magpatuloy",
      signOut: "Mag-sign out",
      loading: "Kinukuha ang iyong mga numero…",
      unavailable: "Hindi makuha ang mga numero ngayon.",
      nextAt: "Ang susunod mong reality check ay sa {{time}}.",
      off: "Naka-off ang reality check. Maaari mo itong itakda sa pahina ng responsableng paglalaro.",
      back: "Bumalik",
      settings: "Baguhin ang pagitan",
      invalid: "May mali sa kahilingan. Pakisubukang muli.",
    },
    net: {
      label: "Neto ngayong araw",
      hint: "Panalo bawas taya",
      up: "Neto ngayong araw: panalo ng {{amount}}",
      down: "Neto ngayong araw: talo ng {{amount}}",
      even: "Neto ngayong araw: walang panalo o talo",
    },
    block: {
      kind: { timeout: "pansamantalang pahinga", exclusion: "pagbubukod sa sarili", session: "limitasyon ng session" },
      body: "Nakahinto ang iyong account hanggang {{until}} ({{kind}}). Maaari kang mag-withdraw at tumingin ng iyong mga rekord.",
      withdraw: "Mag-withdraw",
      more: "Responsableng paglalaro",
    },
    launch: {
      pausedTitle: "Nakahinto ang laro",
    },
    refusal: {
      other: "Hindi ito magagawa habang may bisa ang iyong mga kontrol sa responsableng paglalaro.",
      limit: "Lalampas ito sa isa sa iyong mga limitasyon ({{limit}}): nagamit na ang {{used}}, {{remaining}} pa ang natitira. Magre-reset ito sa {{resetAt}}.",
    },
  },
  en: {
    title: "Reality check",
    clock: {
      label_one: "Signed in for {{count}} minute",
      label_other: "Signed in for {{count}} minutes",
    },
    reality: {
      title: "Reality check: how is your play going?",
      body: "Here is your session since you signed in. Continue, or sign out.",
      figures: "Your session",
      time: "Time since sign-in",
      duration: "{{hours}} h {{minutes}} min",
      bet: "Amount bet",
      won: "Won",
      net: "Net result",
      continue: "Continue",
      signOut: "Sign out",
      loading: "Getting your figures…",
      unavailable: "Your figures cannot be shown right now.",
      nextAt: "Your next reality check is at {{time}}.",
      off: "Reality checks are off. You can set one on the responsible gaming page.",
      back: "Back",
      settings: "Change the interval",
      invalid: "Something in the request was not right. Please try again.",
    },
    net: {
      label: "Today's net",
      hint: "Wins minus bets",
      up: "Today's net position: up {{amount}}",
      down: "Today's net position: down {{amount}}",
      even: "Today's net position: nothing won or lost",
    },
    block: {
      kind: { timeout: "time-out", exclusion: "self-exclusion", session: "session limit" },
      body: "Your account is paused until {{until}} ({{kind}}). You can withdraw and see your records.",
      withdraw: "Withdraw",
      more: "Responsible gaming",
    },
    launch: {
      pausedTitle: "Play is paused",
    },
    refusal: {
      other: "This is not available while your responsible gaming controls are in force.",
      limit: "This would pass one of your limits ({{limit}}): {{used}} used, {{remaining}} left. It resets {{resetAt}}.",
    },
  },
  pt: {
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
  },
});
