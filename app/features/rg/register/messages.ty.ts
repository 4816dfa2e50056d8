import type { MessageTree } from "~/i18n/messages";

/**
 * Texts of the age gate, the limits asked at registration and before the first deposit, and the
 * deposit page's limit meter and paused state (decision 043).
 * TY is the source of the key set: EN and PT are typed against it.
 */
export const registerTy = {
  birthDateHint: "Dapat ikaw ay {{minAge}} taong gulang pataas.",
  underage: "Dapat ikaw ay {{minAge}} taong gulang pataas para magrehistro.",
  excluded: "Hindi posible ang pagrehistro habang may self-exclusion o time-out. Kung kailangan mo ng tulong, makipag-ugnayan sa customer service.",
  limitsRequired: "Itakda ang mga limitasyong kailangan para magpatuloy.",
  limits: {
    legend: "Itakda ang iyong mga limitasyon (inirerekomenda)",
    legendRequired: "Itakda ang iyong mga limitasyon (kailangan)",
    intro: "Tinutulungan ka ng mga limitasyon na manatiling may kontrol. Agad na gumagana ang pagbaba; naghihintay ng 24 oras ang pagtaas.",
    required: "kailangan",
    depositDay: "Araw-araw na limitasyon sa deposito",
    lossAmount: "Limitasyon sa talo",
    lossPeriod: "Panahon ng limitasyon sa talo",
    session: "Limitasyon sa oras ng session (minuto)",
    sessionHint: "{{min}}–{{max}} minuto bawat pag-sign in",
  },
  period: { day: "Bawat araw", week: "Bawat linggo", month: "Bawat buwan" },
  error: {
    amount: "Maglagay ng halagang higit sa zero, hanggang 2 decimal",
    sessionRange: "Maglagay ng buong minuto mula 5 hanggang 1440",
    period: "Pumili ng panahon",
    duplicate: "Isang beses lang maitatakda ang bawat limitasyon",
    required: "Kailangan ang limitasyong ito",
  },
  prompt: {
    title: "Magtakda ng limitasyon sa deposito bago ang iyong unang deposito",
    body: "Ikaw ang pipili kung magkano ang maaari mong ideposito. Maaari mo itong baguhin anumang oras sa Responsableng paglalaro.",
    requiredTitle: "Itakda muna ang mga kailangang limitasyon",
    requiredBody: "Sa market na ito, kailangang may limitasyon ka bago magdeposito.",
    kind: { deposit: "Limitasyon sa deposito", loss: "Limitasyon sa talo", stake: "Limitasyon sa taya", session: "Limitasyon sa oras ng session" },
    period: "Panahon",
    amount: "Halaga ng limitasyon",
    minutes: "Minuto bawat pag-sign in",
    submit: "Itakda ang limitasyon",
    skip: "Hindi muna",
    saved: "Naitakda na ang iyong limitasyon",
    savedPending: "Magiging aktibo ang pagbabago sa loob ng 24 oras",
  },
  meter: {
    label: { day: "Ngayong araw", week: "Ngayong linggo", month: "Ngayong buwan" },
    used: "{{period}}: {{used}} sa {{limit}} ang nagamit",
    reset: "Magre-reset sa {{resetAt}}",
  },
  paused: {
    title: "Nakahinto ang mga deposito",
    withdraw: "Mag-withdraw",
    rg: "Responsableng paglalaro",
  },
  depositLimits: "Mga limitasyon sa deposito",
} satisfies MessageTree;
