/**
 * One table decides the chrome of every route (§2 Page chrome): header variant,
 * bottom-menu visibility, header title and where the back arrow goes.
 * Paths not listed get the defaults: page header with a one-step back arrow, bottom menu shown.
 */
export type HeaderVariant = "home" | "page" | "none";
export type BackTarget = "home" | "history" | "none";

export type RouteMeta = {
  header: HeaderVariant;
  bottomMenu: boolean;
  /** Translation key of the header title, if the page has one. */
  titleKey?: string;
  back: BackTarget;
};

type Entry = Partial<RouteMeta>;

const DEFAULTS: RouteMeta = { header: "page", bottomMenu: true, back: "history" };

// Spelled out path by path so each line can be checked against the spec.
const TABLE: Record<string, Entry> = {
  "/m/home": { header: "home", back: "none" },
  "/m/login": { header: "none", bottomMenu: false, back: "home" },
  "/m/register": { header: "none", bottomMenu: false, back: "home" },
  "/m/forget": { header: "none", bottomMenu: false, back: "home", titleKey: "title.forget" },
  "/m/trail": { bottomMenu: false, back: "home", titleKey: "title.trail" },
  "/m/notice": { bottomMenu: false, back: "home", titleKey: "title.notice" },
  "/m/mine": { header: "none", titleKey: "title.mine" },
  "/m/member/home": { header: "none", titleKey: "title.mine" },
  "/m/member/benefits": { titleKey: "title.vip" },
  "/m/securityCenter": { titleKey: "title.securityCenter" },
  "/m/securityCenter/paymentPassword": { bottomMenu: false, titleKey: "title.paymentPassword" },
  "/m/securityCenter/payeeName": { bottomMenu: false, titleKey: "title.payeeName" },
  "/m/securityCenter/bankCards": { bottomMenu: false, titleKey: "title.bankCards" },
  "/m/securityCenter/email": { bottomMenu: false, titleKey: "title.email" },
  "/m/securityCenter/mobile": { bottomMenu: false, titleKey: "title.mobile" },
  "/m/securityCenter/question": { bottomMenu: false, titleKey: "title.securityQuestion" },
  "/m/securityCenter/profile": { bottomMenu: false, titleKey: "title.profile" },
  "/m/securityCenter/history": { bottomMenu: false, titleKey: "title.loginHistory" },
  "/m/agent": { header: "none", bottomMenu: false },
  // The agent's pages keep the page header (title, back) but not the bottom menu, like the agent home (§2).
  "/m/agent/team/overview": { bottomMenu: false, titleKey: "title.agentOverview" },
  // Agent contracts (decision 031): agent pages, so no header and no bottom menu (§2);
  // each page has its own title bar with the way back to /m/agent.
  "/m/member/agent/getSalaryContract": { header: "none", bottomMenu: false, titleKey: "agentContracts.title.salary" },
  "/m/member/agent/getDevidendContract": { header: "none", bottomMenu: false, titleKey: "agentContracts.title.dividend" },
  "/m/member/agent/getHourContract": { header: "none", bottomMenu: false, titleKey: "agentContracts.title.hourly" },
  "/m/member/agent/agentDivident": { header: "none", bottomMenu: false, titleKey: "agentContracts.title.dividendReport" },
  "/m/download": { header: "none", bottomMenu: false },
  "/m/launchGame": { bottomMenu: false },
  "/m/changePsw": { bottomMenu: false, titleKey: "title.changePassword" },
  "/m/activity": { bottomMenu: false, titleKey: "title.activity" },
  "/m/service": { bottomMenu: false },
  "/m/moreLottery": { bottomMenu: false },
  "/m/useragreement": { bottomMenu: false },
  "/m/maintenance": { header: "none", bottomMenu: false, back: "none" },
  "/m/gameCenter": { titleKey: "title.gameCenter" },
  "/m/slotsCenter": { titleKey: "title.slots" },
  "/m/gameLobby": { titleKey: "title.gameLobby" },
  "/m/webEmail": { titleKey: "title.messages" },
  "/m/transaction/record": { titleKey: "title.transactionRecord" },
  "/m/withdraw": { titleKey: "title.withdraw" },
  "/m/withdrawReport": { titleKey: "title.withdrawReport" },
  "/m/upLine/transfer": { titleKey: "title.uplineTransfer" },
  // Red-envelope rain: downlines reach it from the home banner, so it keeps the
  // page header (title, back); the bottom menu gives the falling envelopes the screen.
  "/m/redRain": { bottomMenu: false, titleKey: "title.redRain" },
  "/m/gameRecord": { titleKey: "title.gameRecord" },
  "/m/profitandloss": { titleKey: "title.profitandloss" },
  // The mission board.
  "/m/leaderBoard": { titleKey: "promotions.missions.heading" },
  // Reward centre: a member page with the bottom menu, like the records.
  "/m/rewardCenter": { titleKey: "promotions.rewards.title" },
  // The manual rebate and the rebate report: member-centre pages, like the personal report.
  "/m/member/manualRebate": { titleKey: "promotions.rebates.title.manual" },
  "/m/member/rebateReport": { titleKey: "promotions.rebates.title.report" },
  "/m/voucherCenter": { titleKey: "title.deposit" },
  "/m/vouReport": { titleKey: "title.depositRecord" },
  "/m/set": { titleKey: "title.settings" },
  // Feedback (§7 "feedback | PUT"): a member-centre page like the security centre's forms; no
  // bottom menu, so the form's button is never under it.
  "/m/feedback": { bottomMenu: false, titleKey: "feedback.title" },
  // Agent reports: pages of the agency centre, which hides the bottom menu (§2 "agent").
  "/m/agent/team/pnl": { bottomMenu: false, titleKey: "agentReports.title.pnl" },
  "/m/teamBetting": { bottomMenu: false, titleKey: "agentReports.title.betting" },
  "/m/member/agent/agentRebeat": { bottomMenu: false, titleKey: "agentReports.title.income" },
  // Agent team management (decision 033): agent pages without the bottom menu
  // (§2, like /m/agent), with a titled header whose back arrow returns to the agency centre's page.
  "/m/member/team": { bottomMenu: false, titleKey: "agentTeam.title.team" },
  // An agent's Invite tab leads here (decision 038): a bottom-menu destination, so the menu stays
  // (§2 hides it on /m/agent itself, not here).
  "/m/agentRegister": { titleKey: "agentTeam.title.register" },
  "/m/member/teamRebate": { bottomMenu: false, titleKey: "agentTeam.title.rebate" },
  // Invite friends (decision 038): a bottom-menu destination, so the menu stays.
  "/m/inviteFriends": { titleKey: "promotions.invite.title" },
  // The reality check as a page (decision 042): it must be answered, so no bottom menu to wander off by.
  "/m/realityCheck": { bottomMenu: false, titleKey: "rg.play.title" },
  // Responsible gaming: a member page like the security centre, with the bottom menu.
  "/m/responsibleGaming": { titleKey: "rg.page.title" },
};

/** Trailing slashes and case of the path do not change the chrome. */
function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return trimmed || "/";
}

export function routeMeta(pathname: string): RouteMeta {
  return { ...DEFAULTS, ...TABLE[normalizePath(pathname)] };
}
