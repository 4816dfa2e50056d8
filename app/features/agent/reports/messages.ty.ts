import type { MessageTree } from "~/i18n/messages";

/**
 * Texts of the agent's reports (decision 030): team profit and loss
 * (/m/agent/team/pnl), team betting (/m/teamBetting and an order) and the agent's rebate income
 * (/m/member/agent/agentRebeat). The shared filter bar, list and bet texts are the records'.
 * TY is the source of the key set: EN and PT are typed against it.
 */
export const agentReportsTy = {
  title: {
    pnl: "Kita at lugi ng team",
    betting: "Mga taya ng team",
    betDetail: "Taya ng miyembro",
    income: "Kita sa rebate ng ahente",
  },
  search: {
    account: "Account ng downline",
    accountPlaceholder: "Eksaktong account",
    orderNo: "Order blg.",
    orderNoPlaceholder: "6 hanggang 20 numero",
    submit: "Hanapin",
    clear: "Ipakita lahat",
    showing: "Para lang kay {{account}}",
  },
  error: {
    account: "Letra, numero at _ lang ang account, hanggang 32.",
    orderNo: "Ang order blg. ay 6 hanggang 20 numero.",
    notInTeam: "Walang miyembro ng team mo na may account na {{account}}.",
  },
  pnl: {
    intro: "Ang bawat hanay ay ang sariling ulat ng miyembro para sa panahon — pareho sa nakikita nila sa kanilang Personal na ulat.",
    listLabel: "Kita at lugi ayon sa miyembro",
    level: "Antas {{level}}",
    agent: "Ahente",
    member: "Miyembro",
    deposits: "Deposito",
    withdrawals: "Withdrawal",
    bets: "Taya",
    validTurnover: "Balidong turnover",
    wins: "Panalo",
    rebates: "Mga rebate",
    bonuses: "Bonus",
    profit: "Kita",
    viewBets: "Mga taya",
    viewBetsOf: "Mga taya ni {{account}}",
    totalsCaption: "Kabuuan mula {{from}} hanggang {{to}}",
    figure: "Halaga",
    pageTotal: "Pahinang ito",
    grandTotal: "Lahat ({{count}})",
    profitRule: "Kita = panalo + rebate + bonus − balidong turnover",
    empty: "Walang galaw ang team sa panahong ito",
    emptyBody: "Lalabas dito ang bawat miyembrong nagdeposito, nag-withdraw o tumaya.",
  },
  betting: {
    listLabel: "Mga taya ng team",
    account: "Akawnt",
    empty: "Walang taya ang team sa panahong ito",
    emptyBody: "Lalabas dito ang bawat order ng mga miyembro ng team mo.",
    back: "Bumalik sa mga taya ng team",
    pnl: "Kita at lugi ng team",
  },
  income: {
    intro:
      "Binabayaran ang rebate kapag sarado na ang araw: ang sarili mong rebate sa iyong balidong turnover, at komisyon sa turnover ng team mo — ang pagitan ng rate mo at ng rate ng downline.",
    total: "Kabuuang kita",
    commission: "Komisyon",
    rebate: "Sariling rebate",
    byCategory: "Ayon sa uri ng laro",
    byDay: "Ayon sa araw",
    byDownline: "Komisyon ayon sa miyembro",
    day: "Araw",
    category: "Uri ng laro",
    account: "Akawnt",
    amount: "Halaga",
    empty: "Wala pang kita sa rebate sa panahong ito",
    emptyBody: "Lalabas ito pagkatapos ng pag-aayos ng araw, kapag may balidong turnover ang team mo.",
    teamPnl: "Tingnan ang kita at lugi ng team",
  },
} satisfies MessageTree;
