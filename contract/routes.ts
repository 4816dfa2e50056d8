/**
 * Every upstream path the app calls and the embedded gateway answers, in one table (§7), so the
 * two sides cannot drift. The spec names a few
 * (/lgw/games/mobile, /wps/game/launchGame, /lgw/orders…, /wps/system/helpCenter);
 * the rest follow the same style: /wps/* for platform services, /lgw/* for the game ledger.
 * `mutation` marks calls that change state: the client never retries those.
 */
export type Method = "GET" | "POST" | "PUT" | "DELETE";
export type GatewayRoute = { method: Method; path: string; mutation: boolean };

const get = (path: string): GatewayRoute => ({ method: "GET", path, mutation: false });
const mutate = (method: Exclude<Method, "GET">, path: string): GatewayRoute => ({ method, path, mutation: true });

export const ROUTES = {
  // Site
  siteStatus: get("/wps/system/status"),
  capabilities: get("/wps/system/capabilities"),
  helpCenter: get("/wps/system/helpCenter"),

  // Account and session
  login: mutate("POST", "/wps/member/login"),
  sendUnlockCode: mutate("POST", "/wps/member/login/unlock"),
  testPlay: mutate("POST", "/wps/member/testPlay"),
  createTrial: get("/wps/member/trial"),
  trialTerms: get("/wps/member/trial/terms"),
  logout: mutate("DELETE", "/wps/member/logout"),
  memberInfo: get("/wps/member/info"),
  wallet: get("/wps/member/wallet"),
  registrationSettings: get("/wps/member/register/settings"),
  affiliateCheck: get("/wps/member/affiliates"),
  register: mutate("PUT", "/wps/member/register"),
  captcha: get("/wps/captcha"),
  sendCode: mutate("POST", "/wps/verification/code"),
  forgotPasswordEmail: mutate("POST", "/wps/member/password/forgot/email"),
  setPasswordByPhone: mutate("POST", "/wps/member/password/phone"),
  changePassword: mutate("POST", "/wps/member/password/v2"),

  // Games and lottery (§7 Games; issue 5). gameList and launchGame are named in the spec's route table.
  gameList: get("/lgw/games/mobile"),
  gameHot: get("/lgw/games/hot"),
  gameTypes: get("/wps/game/types"),
  gameVendors: get("/wps/game/vendors"),
  gameVendorSorting: get("/wps/game/vendors/sorting"),
  gameFavourites: get("/wps/game/favourites"),
  gameFavouriteIds: get("/wps/game/favourites/ids"),
  addGameFavourite: mutate("POST", "/wps/game/favourites"),
  removeGameFavourite: mutate("DELETE", "/wps/game/favourites"),
  recentGames: get("/wps/game/recent"),
  // §7 "Recent: add GET": a GET that records a play, so it is never retried (mutation) nor cached (token).
  addRecentGame: { method: "GET", path: "/wps/game/recent/add", mutation: true },
  launchGame: mutate("POST", "/wps/game/launchGame"),
  launchLottery: mutate("POST", "/wps/game/launchLottery"),
  lotteryMenu: get("/wps/game/gameCenter"),
  lotteryList: get("/wps/game/lotteries"),

  // Orders (named in the spec's route table)
  orders: get("/lgw/orders"),
  orderDetail: get("/lgw/orders/detail"),
  cancelSuborders: mutate("POST", "/lgw/orders/suborders/cancel"),

  // Content (§7 Content; issue 4): announcements by content type, notices, inbox, help, promotions, links
  announcements: get("/wps/system/announcements"),
  announcementRead: mutate("POST", "/wps/member/announcements/read"),
  notices: get("/wps/system/notices"),
  noticeDetail: get("/wps/system/notices/detail"),
  messages: get("/wps/member/messages"),
  messageDetail: get("/wps/member/messages/detail"),
  messageUnreadCount: get("/wps/member/messages/unreadCount"),
  messageRead: mutate("POST", "/wps/member/messages/read"),
  promotions: get("/wps/promotion/list"),
  promotionDetail: get("/wps/promotion/detail"),
  promotionApply: mutate("POST", "/wps/promotion/apply"),
  promotionCancel: mutate("POST", "/wps/promotion/cancel"),
  serviceLinks: get("/wps/system/customerService"),
  downloadLinks: get("/wps/system/downloadLinks"),
  mobileTemplate: get("/wps/system/template"),
  userAgreement: get("/wps/system/agreement"),

  // Member centre, VIP and security centre (issue 12; §7 "member club benefit", security and
  // personal-info groups, set/get head icon). Member calls need the token; vipLevels reads it when present.
  vipLevels: get("/wps/member/club/benefit"),
  promotionKeys: get("/wps/promotion/keys"),
  securityOverview: get("/wps/member/security"),
  paymentPassword: mutate("POST", "/wps/member/security/paymentPassword"),
  payeeName: mutate("POST", "/wps/member/security/payeeName"),
  sendEmailCode: mutate("POST", "/wps/member/security/email/code"),
  verifyEmail: mutate("POST", "/wps/member/security/email/verify"),
  // The mobile number (ASVS V6.5.6): a code to a new number (with the password), the code that
  // makes it the member's proven number, and removing the number (with the password).
  sendMobileCode: mutate("POST", "/wps/member/security/mobile/code"),
  bindMobile: mutate("POST", "/wps/member/security/mobile/verify"),
  removeMobile: mutate("POST", "/wps/member/security/mobile/remove"),
  banks: get("/wps/member/banks"),
  bankCards: get("/wps/member/bankCards"),
  addBankCard: mutate("POST", "/wps/member/bankCards"),
  deleteBankCard: mutate("POST", "/wps/member/bankCards/delete"),
  securityQuestions: get("/wps/member/security/questions"),
  securityQuestion: mutate("POST", "/wps/member/security/question"),
  nickname: mutate("POST", "/wps/member/nickname"),
  headIcons: get("/wps/member/headIcon/list"),
  headIcon: get("/wps/member/headIcon"),
  setHeadIcon: mutate("POST", "/wps/member/headIcon"),
  loginHistory: get("/wps/member/loginHistory"),
  signOutOthers: mutate("POST", "/wps/member/sessions/others/logout"),

  // Wallet (issue 13; §7 wallet, withdraw and deposit groups). The ledger is the only source of figures.
  transactions: get("/wps/member/transactions"),
  withdrawTerms: get("/wps/withdraw/terms"),
  withdraw: mutate("POST", "/wps/withdraw"),
  withdrawals: get("/wps/withdraw/records"),
  // RG-13 (issue 16, decision 041): a member cancels their own pending withdrawal where the market allows it.
  withdrawCancel: mutate("POST", "/wps/withdraw/cancel"),
  // Deposit (issue 13 §2): channels with their terms, an e-wallet order (paid on /gw/pay/<order>),
  // a manual bank transfer with receipts (multipart), the deposit record and one receipt image.
  depositChannels: get("/wps/deposit/channels"),
  deposit: mutate("POST", "/wps/deposit"),
  manualDeposit: mutate("POST", "/wps/deposit/manual"),
  deposits: get("/wps/deposit/records"),
  depositReceipt: get("/wps/deposit/receipt"),
  // Issue 30: a member cancels their own unpaid e-wallet order, releasing what it held of a deposit limit.
  depositCancel: mutate("POST", "/wps/deposit/cancel"),
  // Personal report (/m/profitandloss) and the upline transfer (/m/upLine/transfer).
  personalReport: get("/wps/member/report"),
  uplineTransferTerms: get("/wps/member/upline/transfer"),
  uplineTransfer: mutate("POST", "/wps/member/upline/transfer"),

  // Agent home and team overview (issue 14 items 1 and 2, helper A; gateway/handlers/agent-home.ts).
  agentHome: get("/wps/agent/home"),
  teamKpi: get("/wps/agent/team/kpi"),
  teamOverview: get("/wps/agent/team/overview"),
  // Agent reports (issue 14 items 2, 5, 7; decision 030; task C): the team's PnL per member, the
  // team's bet orders and one of them, the agent's rebate and commission income. Agent gate + module.
  teamPnl: get("/wps/agent/team/pnl"),
  teamBets: get("/wps/agent/team/bets"),
  teamBetDetail: get("/wps/agent/team/bets/detail"),
  agentIncome: get("/wps/agent/income"),
  // Agent team management (issue 14 item 2, decision 033; §7 agent group: downline, rebates,
  // affiliate URLs): the team list, opening a downline account, the invitation code, rebate settings.
  teamMembers: get("/wps/agent/team"),
  registerDownline: mutate("PUT", "/wps/agent/downline"),
  inviteInfo: get("/wps/agent/invite"),
  teamRebates: get("/wps/agent/rebates"),
  setDownlineRebates: mutate("POST", "/wps/agent/rebates"),
  // Red-envelope rain (issue 14 item 4, /m/redRain, decision 032): the agent's rains and the form's
  // terms, funding a rain, the rains a member may grab now, and one grab (the gateway decides the amount).
  redRains: get("/wps/agent/redRain"),
  createRedRain: mutate("POST", "/wps/agent/redRain"),
  liveRedRains: get("/wps/member/redRain/live"),
  grabRedRain: mutate("POST", "/wps/member/redRain/grab"),
  // Agent contracts (issue 14 item 3, decision 031; §3 contract request response, §7 Agent
  // "daily salary / dividend / hourly contract request"): the requests waiting for my answer, one
  // kind's contracts (mine and my direct downlines'), my answer, and the upline's offer and termination request.
  contractRequests: get("/wps/agent/contracts/requests"),
  contracts: get("/wps/agent/contracts"),
  answerContract: mutate("POST", "/wps/agent/contracts/answer"),
  offerContract: mutate("POST", "/wps/agent/contracts/offer"),
  terminateContract: mutate("POST", "/wps/agent/contracts/terminate"),

  // Mission board (issue 15 item 6, /m/leaderBoard, decision 039; gateway/handlers/missions.ts): the
  // period's missions with the member's progress (?period=day|week), and the period's leaderboard.
  missionBoard: get("/wps/missions"),
  missionLeaderboard: get("/wps/missions/leaderboard"),

  // Reward centre (issue 15 item 3, /m/rewardCenter, decision 035; gateway/handlers/rewards.ts):
  // the member's open rewards (claimable now, owed later), one claim (every page's Claim button
  // posts to the reward centre, which calls this), the claimed history with wagering, the badge count.
  rewards: get("/wps/rewards"),
  rewardClaim: mutate("POST", "/wps/rewards/claim"),
  rewardHistory: get("/wps/rewards/history"),
  rewardCount: get("/wps/rewards/count"),

  // The manual rebate and the rebate report (issue 15 item 5, decision 037; /m/member/manualRebate,
  // /m/member/rebateReport; gateway/handlers/rebates.ts): what accrued and may be claimed, the claim,
  // the rebate payments (claims and settlements) of today / 7 days / this month, the report by day.
  rebateAccrued: get("/wps/rebate/accrued"),
  rebateClaim: mutate("POST", "/wps/rebate/claim"),
  rebateHistory: get("/wps/rebate/history"),
  rebateReport: get("/wps/rebate/report"),

  // Invite friends (issue 15 item 4, /m/inviteFriends, decision 038; gateway/handlers/referrals.ts):
  // the member's code and counters, their referrals by sign-up range, and the public visit counter
  // the app calls once per browser when it first writes an invitation code to its attribution cookie.
  referralSummary: get("/wps/referral"),
  referralFriends: get("/wps/referral/friends"),
  referralVisit: mutate("POST", "/wps/referral/visit"),

  // Responsible gaming (issue 16, /m/responsibleGaming, decision 040; gateway/handlers/rg.ts): the
  // market's rules (public: registration reads the minimum age), the member's controls with usage,
  // pending changes and history, each control's change, the session clock with the reality check's
  // figures, the answer to a reality check, a time-out and a self-exclusion.
  rgMarket: get("/wps/rg/market"),
  rgOverview: get("/wps/rg"),
  rgSetLimit: mutate("POST", "/wps/rg/limit"),
  rgSetRealityCheck: mutate("POST", "/wps/rg/realityCheck"),
  rgCancelPending: mutate("POST", "/wps/rg/pending/cancel"),
  rgSession: get("/wps/rg/session"),
  rgRealityAck: mutate("POST", "/wps/rg/realityCheck/ack"),
  rgTimeout: mutate("POST", "/wps/rg/timeout"),
  rgExclude: mutate("POST", "/wps/rg/exclusion"),

  // Feedback (§7 "feedback | PUT", /m/feedback; gateway/handlers/feedback.ts): a member sends a
  // category, a text and up to 3 images (multipart, the images go to R2 like receipts), and reads
  // their own past feedback with the operator's answers.
  feedback: mutate("PUT", "/wps/member/feedback"),
  feedbackList: get("/wps/member/feedback"),
} as const satisfies Record<string, GatewayRoute>;

export type RouteName = keyof typeof ROUTES;
