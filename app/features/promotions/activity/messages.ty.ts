import type { MessageTree } from "~/i18n/messages";

/**
 * Texts of the activity pages' promotion engine (decision 036): category
 * tabs, eligibility, progress of a joined promotion, the evidence form and its refusals. The
 * page's older texts (statuses, apply, cancel) stay in content.activity.
 * TY is the source of the key set: EN and PT are typed against it.
 */
export const activityTy = {
  tabs: {
    label: "Mga uri ng event",
    all: "Lahat",
    NEW: "Bago",
    DAILY: "Araw-araw",
    LIVE: "Live na casino",
    REFERRAL: "Imbitasyon",
    EVENT: "Mga event",
    MISSION: "Mga misyon",
  },
  eligibility: {
    qualify: "Kwalipikado ka",
    notYet: "Hindi ka pa kwalipikado",
    joinedTooRecently: "Magiging available sa loob ng {{days}} araw",
    joinedTooLongAgo: "Para lamang sa mga miyembrong sumali sa nakaraang {{days}} araw",
    depositToday: "Magdeposito ng {{amount}} pa ngayong araw",
    turnover30d: "Tumaya ng {{amount}} pa (30 araw)",
    depositMade: "Para lamang sa mga hindi pa nakakapagdeposito",
  },
  progress: {
    heading: "Ang iyong progreso",
    depositToReceive: "Magdeposito ng hindi bababa sa {{min}} para makatanggap ng {{percent}}% na bonus, hanggang {{cap}}.",
    claimable: "Handa nang i-claim ang {{amount}}.",
    claimableTurnover: "Turnover pagkatapos mag-claim: {{required}}",
    wagering: "Turnover: {{done}} sa {{required}}",
    wageringDone: "Natapos na ang turnover ng bonus na ito.",
    underReview: "Sinusuri ng aming team ang iyong aplikasyon.",
    rejected: "Tinanggihan ang iyong aplikasyon: {{reason}}",
    rejectedNoReason: "Tinanggihan ang iyong aplikasyon.",
    cashback: "Cashback ngayong panahon hanggang ngayon: {{amount}}",
    streak: "Sunod-sunod na check-in: {{done}} sa {{target}} araw",
  },
  goInvite: "Mag-imbita ng kaibigan",
  goMissions: "Buksan ang mga misyon",
  claim: "I-claim ang {{amount}}",
  evidence: {
    legend: "Ang iyong aplikasyon",
    remark: "Paalala",
    remarkHint: "Hanggang {{max}} na character.",
    images: "Mga larawan",
    imagesHintRequired: "1 hanggang 3 larawang PNG o JPG, hanggang 5 MB bawat isa.",
    imagesHintOptional: "Hanggang 3 larawang PNG o JPG, hanggang 5 MB bawat isa (hindi kailangan).",
  },
  error: {
    invalid: "Hindi maipadala ang aplikasyon. Subukang muli.",
    remarkLength: "Hanggang {{max}} na character lamang ang paalala.",
    imagesRequired: "Mag-upload ng kahit isang larawan.",
    imagesCount: "Hanggang 3 larawan lamang.",
    imagesSize: "Hanggang 5 MB lamang ang bawat larawan.",
    imagesType: "PNG o JPG lamang ang mga larawan.",
    ineligible: "Hindi ka pa kwalipikado para sa promosyong ito.",
    notOpen: "Hindi na bukas ang promosyong ito o nakasali ka na.",
  },
  toastJoined: "Kasali ka na sa promosyon",
  toastSigned: "Naka-check in ka na ngayong araw",
} satisfies MessageTree;
