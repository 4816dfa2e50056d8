import type { MessageTree } from "~/i18n/messages";

/**
 * Texts of the mission board (/m/leaderBoard): mission titles composed from goal,
 * target and category (no operator text to translate), progress, prizes, states, the countdown
 * and the leaderboard. Registered as promotions.missions (app/features/promotions/messages.ts).
 * TY is the source of the key set: EN and PT are typed against it.
 */
export const missionsTy = {
  heading: "Mga misyon",
  intro: "Tapusin ang mga misyon para sa premyo. Makukuha ang premyo hanggang 24 na oras matapos ang panahon.",
  tabs: { label: "Panahon ng misyon", day: "Ngayong araw", week: "Ngayong linggo" },
  endsIn: "Matatapos sa {{time}}",
  ended: "Tapos na ang panahong ito",
  duration: {
    days: "{{d}} araw {{h}} oras",
    hours: "{{h}} oras {{m}} minuto",
    minutes: "{{m}} minuto",
  },
  goal: {
    stake_count: { day: "Tumaya nang {{count}} beses ngayong araw", week: "Tumaya nang {{count}} beses ngayong linggo" },
    stake: { day: "Tumaya ng {{amount}} ngayong araw", week: "Tumaya ng {{amount}} ngayong linggo" },
    stakeIn: { day: "Tumaya ng {{amount}} sa {{category}} ngayong araw", week: "Tumaya ng {{amount}} sa {{category}} ngayong linggo" },
    deposit_total: { day: "Magdeposito ng {{amount}} ngayong araw", week: "Magdeposito ng {{amount}} ngayong linggo" },
    deposit_streak: { day: "Magdeposito nang {{count}} araw nang sunod-sunod", week: "Magdeposito nang {{count}} araw nang sunod-sunod ngayong linggo" },
    win_total: { day: "Manalo ng {{amount}} ngayong araw", week: "Manalo ng {{amount}} ngayong linggo" },
  },
  progress: "{{done}} sa {{target}}",
  progressLabel: "Pag-usad: {{mission}}",
  bets: "{{count}} taya",
  days: "{{count}} araw",
  prize: "Premyo {{amount}}",
  wagering: "{{multiple}}× na turnover",
  noWagering: "Walang turnover requirement",
  state: { in_progress: "Ginagawa pa", done: "Tapos na", claimed: "Nakuha na" },
  claim: "Kunin",
  claimLabel: "Kunin ang {{amount}} para sa: {{mission}}",
  trial: "Hindi makakakuha ng premyo ang trial account. Mag-log in gamit ang tunay na account.",
  empty: "Walang misyon sa panahong ito.",
  unavailable: "Hindi available ang mga misyon ngayon.",
  board: {
    title: "Talaan ng nangunguna",
    caption: "Nangungunang manlalaro ayon sa taya",
    rank: "Ranggo",
    player: "Manlalaro",
    score: "Taya",
    you: "Ikaw",
    mine: "Ang ranggo mo: {{rank}}",
    empty: "Wala pang taya sa panahong ito. Ikaw na ang mauna!",
    unranked: "Tumaya para mapasama sa leaderboard.",
  },
} satisfies MessageTree;
