import { defineMessages } from "~/i18n/messages";

/**
 * Texts of a refused request: the gateway's rg.* codes with the limit, what is
 * used and when it resets, or when a pause ends. Read by every page that moves money or plays.
 */
export const refusalMessages = defineMessages({
  ty: {
    period: { day: "araw-araw", week: "lingguhan", month: "buwanang" },
    kind: { deposit: "deposito", loss: "talo", stake: "taya" },
    limit:
      "Lalampas ito sa iyong {{period}} na limitasyon sa {{kind}} na {{limit}}: nagamit na ang {{used}}, {{remaining}} pa ang natitira. Magre-reset ito sa {{resetAt}}.",
    timeout: "Naka-time-out ka hanggang {{until}}. Nakahinto ang deposito, laro at promosyon; maaari ka pa ring mag-withdraw at tumingin ng mga rekord.",
    exclusion:
      "Naka-self-exclude ka hanggang {{until}}. Nakahinto ang deposito, laro at promosyon; maaari ka pa ring mag-withdraw ng iyong balanse at tumingin ng mga rekord.",
    session: "Naabot mo na ang limitasyon ng oras ng iyong session. Muling bubukas ang laro at deposito sa {{until}}.",
    realityCheck: "Sagutin muna ang iyong reality check para makapagpatuloy sa paglalaro.",
    more: "Responsableng paglalaro",
  },
  en: {
    period: { day: "daily", week: "weekly", month: "monthly" },
    kind: { deposit: "deposit", loss: "loss", stake: "stake" },
    limit: "This would pass your {{period}} {{kind}} limit of {{limit}}: {{used}} used, {{remaining}} left. It resets {{resetAt}}.",
    timeout: "You are on a time-out until {{until}}. Deposits, play and promotions are paused; you can still withdraw and see your records.",
    exclusion: "You are self-excluded until {{until}}. Deposits, play and promotions are stopped; you can still withdraw your balance and see your records.",
    session: "You have reached your session time limit. Play and deposits open again {{until}}.",
    realityCheck: "Please answer your reality check to go on playing.",
    more: "Responsible gaming",
  },
  pt: {
    period: { day: "diário", week: "semanal", month: "mensal" },
    kind: { deposit: "depósito", loss: "perda", stake: "aposta" },
    limit: "Isto ultrapassaria o seu limite {{period}} de {{kind}} de {{limit}}: {{used}} usados, {{remaining}} restantes. Ele reinicia em {{resetAt}}.",
    timeout: "Está em pausa até {{until}}. Depósitos, jogo e promoções estão suspensos; ainda pode levantar e ver os seus registos.",
    exclusion: "Está autoexcluído até {{until}}. Depósitos, jogo e promoções estão bloqueados; ainda pode levantar o seu saldo e ver os seus registos.",
    session: "Atingiu o limite de tempo da sua sessão. O jogo e os depósitos reabrem em {{until}}.",
    realityCheck: "Responda ao seu alerta de realidade para continuar a jogar.",
    more: "Jogo responsável",
  },
});
