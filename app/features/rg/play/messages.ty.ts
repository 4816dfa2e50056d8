import type { MessageTree } from "~/i18n/messages";

/**
 * Texts of the session clock, the reality check, the net position and the withdraw-only mode
 * (decision 042), under rg.play.*.
 * TY is the source of the key set: EN and PT are typed against it.
 */
export const playTy = {
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
} satisfies MessageTree;
