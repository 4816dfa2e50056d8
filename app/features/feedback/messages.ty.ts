import type { MessageTree } from "~/i18n/messages";

/** Texts of the feedback page (/m/feedback, §7 "feedback | PUT", §5 limits). */
export const feedbackTy = {
  title: "Puna at mungkahi",
  intro: "Sabihin sa amin kung ano ang nangyari o kung ano ang gusto mong mapabuti. Sasagutin ka ng aming team dito at sa iyong inbox.",
  category: {
    label: "Tungkol saan",
    choose: "Pumili ng paksa",
    deposit: "Deposito",
    withdrawal: "Pag-withdraw",
    games: "Mga laro",
    account: "Aking account",
    suggestion: "Mungkahi",
    other: "Iba pa",
  },
  content: {
    label: "Ang iyong mensahe",
    hint: "{{min}}–{{max}} na karakter. Isama ang order number kung mayroon.",
  },
  images: {
    label: "Mga larawan (opsyonal)",
    hint: "Hanggang {{max}} na PNG o JPG, {{mb}} MB bawat isa.",
    chosen_one: "{{count}} larawan ang napili",
    chosen_other: "{{count}} larawan ang napili",
  },
  submit: "Ipadala ang feedback",
  sending: "Ipinapadala…",
  sent: "Natanggap namin ang iyong feedback. Salamat!",
  error: {
    categoryRequired: "Pumili kung tungkol saan ang iyong feedback.",
    contentShort: "Sumulat ng hindi bababa sa {{min}} na karakter.",
    contentLong: "Hanggang {{max}} na karakter lang ang mensahe.",
    imageCount: "Hanggang {{max}} na larawan lang ang maaaring ilakip.",
    imageSize: "Hanggang {{mb}} MB lang ang bawat larawan.",
    imageType: "PNG o JPG lang ang tinatanggap na larawan.",
    tooFrequent_one: "Marami ka nang naipadalang feedback ngayong araw. Subukan muli sa loob ng {{count}} oras.",
    tooFrequent_other: "Marami ka nang naipadalang feedback ngayong araw. Subukan muli sa loob ng {{count}} oras.",
    unavailable: "Hindi matanggap ang mga larawan ngayon. Ipadala nang walang larawan o subukan mamaya.",
  },
  list: {
    heading: "Ang iyong mga feedback",
    empty: "Wala ka pang naipadalang feedback.",
    images_one: "{{count}} larawan",
    images_other: "{{count}} larawan",
    answer: "Sagot ng aming team",
  },
  status: {
    received: "Natanggap",
    answered: "Nasagot",
  },
} satisfies MessageTree;
