import type { MessageTree } from "~/i18n/messages";

/**
 * Texts of the manual rebate (/m/member/manualRebate, P-REB-01) and the rebate report
 * (/m/member/rebateReport, P-REB-02), decision 037. Game categories reuse
 * games.category.*, the period chips records.filter.*.
 * TY is the source of the key set: EN and PT are typed against it.
 */
export const rebatesTy = {
  title: { manual: "Manual na rebate", report: "Aking rebate" },
  tabs: { label: "Mga rebate", claim: "Kunin", history: "Kasaysayan" },
  claim: {
    intro: "Ang rebate ay porsiyento ng iyong valid bet sa bawat kategorya. Kunin ang naipon na ngayon; ang matitira ay ibabayad sa pagsasara ng araw.",
    today: "Ngayong araw ({{day}})",
    category: "Kategorya",
    validBet: "Valid na taya",
    rate: "Porsiyento",
    rebate: "Halaga ng rebate",
    earlier: "Mga naunang araw na hindi pa bayad ({{count}})",
    earlierRange: "{{from}} hanggang {{to}}",
    total: "Kabuuang makukuha",
    min: "Pinakamababang makukuha: {{min}}",
    submit: "Kunin ang rebate",
    off: "Hindi available ang rebate sa ngayon.",
    belowMin: "Kailangang umabot sa {{min}} ang rebate bago makuha (mayroon kang {{total}}).",
    nothing: "Wala pang rebate na makukuha",
    nothingBody: "Tumaya sa mga laro para makaipon ng rebate.",
    toastDone: "Nakuha na ang rebate",
    already: "Nakuha na ang rebate na ito.",
    blocked: "Hindi puwedeng kumuha ng rebate ang account na ito sa ngayon.",
    mismatch: "Naipadala na ang form na ito. I-refresh ang page at subukan ulit.",
    report: "Tingnan ang aking rebate report",
  },
  history: {
    range: "Panahon",
    today: "Ngayon",
    sevenDays: "7 araw",
    month: "Ngayong buwan",
    time: "Oras",
    orderNo: "Numero ng order",
    amount: "Halaga",
    balanceAfter: "Balanse pagkatapos",
    total: "Kabuuan",
    empty: "Walang rebate na naibayad sa panahong ito",
    emptyBody: "Makikita rito ang bawat rebate na kinuha mo o ibinayad ng pagsasara ng araw.",
  },
  report: {
    intro: "Ang iyong rebate bawat araw at kategorya: valid bet, rate, naibayad at hindi pa bayad.",
    date: "Petsa",
    category: "Kategorya",
    validBet: "Valid na taya",
    rate: "Porsiyento",
    rebate: "Naibayad",
    unpaid: "Hindi pa bayad",
    status: "Katayuan",
    statuses: { paid: "Bayad na", partly_paid: "Bahagyang bayad", accruing: "Naiipon", none: "Walang rebate" },
    empty: "Walang rebate sa panahong ito",
    emptyBody: "Lalabas dito ang mga araw na may valid bet ka.",
    off: "Hindi available ang rebate report sa ngayon.",
    claim: "Kunin ang naipong rebate",
  },
} satisfies MessageTree;
