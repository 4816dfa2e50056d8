/**
 * Every page of the app, by who can open it ("every page" for the CSP and axe
 * checks). Built from app/routes: routes that only answer data (balance, homeGames,
 * lotteryCountdown, captcha, preferences, logout, gameFavourite) and ones that only redirect
 * (index aliases, maintenance, contractPrompt without a pending prompt) are left out. A page that
 * needs an id is reached through the first item of its list (`details`): the list is loaded anyway,
 * and the detail is then loaded as a document of its own.
 */
export type InventoryPage = {
  path: string;
  /** A link on this page whose first match opens a further page to check (a detail of the list). */
  details?: string;
};

/** What anyone sees without signing in. */
export const VISITOR_PAGES: InventoryPage[] = [
  { path: "/m/home" },
  { path: "/m/login" },
  { path: "/m/register" },
  { path: "/m/forget" },
  { path: "/m/trail" },
  { path: "/m/mine" },
  { path: "/m/member/home" },
  { path: "/m/member/benefits" },
  { path: "/m/activity", details: "main a[href^='/m/activityInfo?']" },
  { path: "/m/notice", details: "main a[href^='/m/notice?'][href*='id=']" },
  { path: "/m/help" },
  { path: "/m/helpDetail?i=1" },
  { path: "/m/service" },
  { path: "/m/useragreement" },
  { path: "/m/download" },
  { path: "/m/gameCenter", details: "main a[href^='/m/gameLobby?']" },
  { path: "/m/gameList?gameType=RNG" },
  { path: "/m/slotsCenter" },
  { path: "/m/lottery" },
  { path: "/m/moreLottery" },
  { path: "/m/startLottery" },
];

/** A signed-in player's own pages (demo). */
export const MEMBER_PAGES: InventoryPage[] = [
  { path: "/m/home" },
  { path: "/m/mine" },
  { path: "/m/set" },
  { path: "/m/changePsw" },
  { path: "/m/securityCenter" },
  { path: "/m/securityCenter/profile" },
  { path: "/m/securityCenter/email" },
  { path: "/m/feedback" },
  { path: "/m/securityCenter/question" },
  { path: "/m/securityCenter/payeeName" },
  { path: "/m/securityCenter/paymentPassword" },
  { path: "/m/securityCenter/bankCards" },
  { path: "/m/securityCenter/history" },
  { path: "/m/responsibleGaming" },
  { path: "/m/realityCheck" },
  { path: "/m/voucherCenter" },
  { path: "/m/withdraw" },
  { path: "/m/upLine/transfer" },
  { path: "/m/vouReport" },
  { path: "/m/withdrawReport" },
  { path: "/m/transaction/record" },
  { path: "/m/gameRecord", details: "main a[href^='/m/gameRecord/']" },
  { path: "/m/profitandloss" },
  { path: "/m/rewardCenter" },
  { path: "/m/member/rebateReport" },
  { path: "/m/member/manualRebate" },
  { path: "/m/redRain" },
  { path: "/m/leaderBoard" },
  { path: "/m/inviteFriends" },
  { path: "/m/webEmail", details: "main a[href^='/m/webEmail?'][href*='id=']" },
];

/** An agent's pages (agent). */
export const AGENT_PAGES: InventoryPage[] = [
  { path: "/m/home" },
  { path: "/m/mine" },
  { path: "/m/agent" },
  { path: "/m/agent/team/overview" },
  { path: "/m/agent/team/pnl" },
  { path: "/m/agentRegister" },
  { path: "/m/member/team" },
  { path: "/m/member/teamRebate" },
  { path: "/m/member/agent/agentRebeat" },
  { path: "/m/member/agent/agentDivident" },
  { path: "/m/member/agent/getSalaryContract" },
  { path: "/m/member/agent/getDevidendContract" },
  { path: "/m/member/agent/getHourContract" },
  { path: "/m/member/notice?types=A" },
  { path: "/m/teamBetting", details: "main a[href^='/m/teamBetting/']" },
];
