/**
 * Every upstream call the app makes and the embedded gateway answers, in one table (§7), so the two
 * sides cannot drift, and an operator's gateway or an API description can be built from it. The
 * spec names a few paths (/lgw/games/mobile, /wps/game/launchGame, /lgw/orders…,
 * /wps/system/helpCenter); the rest follow the same style: /wps/* for platform services, /lgw/* for
 * the game ledger. Each call's answer is in contract/responses.ts.
 */
export type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Who may make a call: "none" never reads a token; "optional" reads it when one is sent (a guest
 * gets the public answer, a member their own: e.g. a promotion's status); "member" requires a valid
 * one and is refused with 401 (auth.required, auth.token.invalid) without it.
 */
export type RouteAuth = "none" | "optional" | "member";

export type GatewayRoute = {
  method: Method;
  path: string;
  auth: RouteAuth;
  /** Changes state: the client never retries it, nor caches its answer. */
  mutation: boolean;
  /**
   * Needs a request key: the body's `idempotencyKey` (16–64 of A–Z a–z 0–9 - _, contract/wallet-rules.ts
   * IDEMPOTENCY_KEY), refused with idempotency.key.format without one. The same key twice does the
   * work once (a double submit, a retry or a second tab moves money once); the same key on another
   * request is refused with idempotency.mismatch.
   */
  idempotent: boolean;
};

const get = (path: string, auth: RouteAuth): GatewayRoute => ({ method: "GET", path, auth, mutation: false, idempotent: false });
const mutate = (method: Exclude<Method, "GET">, path: string, auth: RouteAuth, { idempotent = false } = {}): GatewayRoute => ({
  method,
  path,
  auth,
  mutation: true,
  idempotent,
});

export const ROUTES = {
  // Site: status (maintenance, region, switches), the gateway's capabilities, the help centre.
  siteStatus: get("/wps/system/status", "none"),
  capabilities: get("/wps/system/capabilities", "none"),
  helpCenter: get("/wps/system/helpCenter", "none"),

  // Account and session. Login and register bodies travel sealed (§7 "encrypted data plus encryption header").
  login: mutate("POST", "/wps/member/login", "none"),
  sendUnlockCode: mutate("POST", "/wps/member/login/unlock", "none"),
  testPlay: mutate("POST", "/wps/member/testPlay", "none"),
  createTrial: get("/wps/member/trial", "none"),
  trialTerms: get("/wps/member/trial/terms", "none"),
  logout: mutate("DELETE", "/wps/member/logout", "optional"),
  memberInfo: get("/wps/member/info", "member"),
  wallet: get("/wps/member/wallet", "member"),
  registrationSettings: get("/wps/member/register/settings", "none"),
  affiliateCheck: get("/wps/member/affiliates", "none"),
  register: mutate("PUT", "/wps/member/register", "none"),
  captcha: get("/wps/captcha", "none"),
  sendCode: mutate("POST", "/wps/verification/code", "none"),
  forgotPasswordEmail: mutate("POST", "/wps/member/password/forgot/email", "none"),
  setPasswordByPhone: mutate("POST", "/wps/member/password/phone", "none"),
  changePassword: mutate("POST", "/wps/member/password/v2", "member"),

  // Games and lottery (§7 Games). gameList and launchGame are named in the spec's route table.
  gameList: get("/lgw/games/mobile", "none"),
  gameHot: get("/lgw/games/hot", "none"),
  gameTypes: get("/wps/game/types", "none"),
  gameVendors: get("/wps/game/vendors", "none"),
  gameVendorSorting: get("/wps/game/vendors/sorting", "none"),
  gameFavourites: get("/wps/game/favourites", "member"),
  gameFavouriteIds: get("/wps/game/favourites/ids", "member"),
  addGameFavourite: mutate("POST", "/wps/game/favourites", "member"),
  removeGameFavourite: mutate("DELETE", "/wps/game/favourites", "member"),
  recentGames: get("/wps/game/recent", "member"),
  // §7 "Recent: add GET": a GET that records a play, so it is a mutation: never retried nor cached.
  addRecentGame: { method: "GET", path: "/wps/game/recent/add", auth: "member", mutation: true, idempotent: false },
  launchGame: mutate("POST", "/wps/game/launchGame", "member"),
  launchLottery: mutate("POST", "/wps/game/launchLottery", "member"),
  lotteryMenu: get("/wps/game/gameCenter", "none"),
  lotteryList: get("/wps/game/lotteries", "none"),

  // Orders (named in the spec's route table)
  orders: get("/lgw/orders", "member"),
  orderDetail: get("/lgw/orders/detail", "member"),
  cancelSuborders: mutate("POST", "/lgw/orders/suborders/cancel", "member", { idempotent: true }),

  // Content (§7 Content): announcements by content type, notices, inbox, promotions, links, documents.
  announcements: get("/wps/system/announcements", "optional"),
  announcementRead: mutate("POST", "/wps/member/announcements/read", "member"),
  notices: get("/wps/system/notices", "none"),
  noticeDetail: get("/wps/system/notices/detail", "none"),
  messages: get("/wps/member/messages", "member"),
  messageDetail: get("/wps/member/messages/detail", "member"),
  messageUnreadCount: get("/wps/member/messages/unreadCount", "member"),
  messageRead: mutate("POST", "/wps/member/messages/read", "member"),
  promotions: get("/wps/promotion/list", "optional"),
  promotionDetail: get("/wps/promotion/detail", "optional"),
  promotionApply: mutate("POST", "/wps/promotion/apply", "member"),
  promotionCancel: mutate("POST", "/wps/promotion/cancel", "member"),
  serviceLinks: get("/wps/system/customerService", "none"),
  downloadLinks: get("/wps/system/downloadLinks", "none"),
  mobileTemplate: get("/wps/system/template", "none"),
  userAgreement: get("/wps/system/agreement", "none"),

  // Member centre, VIP and security centre (§7 "member club benefit", security and personal-info
  // groups, set/get head icon). vipLevels adds the member's own level when a token is sent.
  vipLevels: get("/wps/member/club/benefit", "optional"),
  promotionKeys: get("/wps/promotion/keys", "none"),
  securityOverview: get("/wps/member/security", "member"),
  paymentPassword: mutate("POST", "/wps/member/security/paymentPassword", "member"),
  payeeName: mutate("POST", "/wps/member/security/payeeName", "member"),
  sendEmailCode: mutate("POST", "/wps/member/security/email/code", "member"),
  verifyEmail: mutate("POST", "/wps/member/security/email/verify", "member"),
  // The mobile number (ASVS V6.5.6): a code to a new number (with the password), the code that
  // makes it the member's proven number, and removing the number (with the password).
  sendMobileCode: mutate("POST", "/wps/member/security/mobile/code", "member"),
  bindMobile: mutate("POST", "/wps/member/security/mobile/verify", "member"),
  removeMobile: mutate("POST", "/wps/member/security/mobile/remove", "member"),
  banks: get("/wps/member/banks", "member"),
  bankCards: get("/wps/member/bankCards", "member"),
  addBankCard: mutate("POST", "/wps/member/bankCards", "member"),
  deleteBankCard: mutate("POST", "/wps/member/bankCards/delete", "member"),
  securityQuestions: get("/wps/member/security/questions", "member"),
  securityQuestion: mutate("POST", "/wps/member/security/question", "member"),
  nickname: mutate("POST", "/wps/member/nickname", "member"),
  headIcons: get("/wps/member/headIcon/list", "member"),
  headIcon: get("/wps/member/headIcon", "member"),
  setHeadIcon: mutate("POST", "/wps/member/headIcon", "member"),
  loginHistory: get("/wps/member/loginHistory", "member"),
  signOutOthers: mutate("POST", "/wps/member/sessions/others/logout", "member"),

  // Wallet (§7 wallet, withdraw and deposit groups). The ledger is the only source of figures.
  transactions: get("/wps/member/transactions", "member"),
  withdrawTerms: get("/wps/withdraw/terms", "member"),
  withdraw: mutate("POST", "/wps/withdraw", "member", { idempotent: true }),
  withdrawals: get("/wps/withdraw/records", "member"),
  // RG-13: a member cancels their own pending withdrawal where the market allows it.
  withdrawCancel: mutate("POST", "/wps/withdraw/cancel", "member"),
  // Deposit: channels with their terms, an e-wallet order (paid on /gw/pay/<order>), a manual bank
  // transfer with receipts (multipart), the deposit record and one receipt image.
  depositChannels: get("/wps/deposit/channels", "member"),
  deposit: mutate("POST", "/wps/deposit", "member", { idempotent: true }),
  manualDeposit: mutate("POST", "/wps/deposit/manual", "member", { idempotent: true }),
  deposits: get("/wps/deposit/records", "member"),
  depositReceipt: get("/wps/deposit/receipt", "member"),
  // A member cancels their own unpaid e-wallet order, releasing what it held of a deposit limit.
  depositCancel: mutate("POST", "/wps/deposit/cancel", "member"),
  // Personal report (/m/profitandloss) and the upline transfer (/m/upLine/transfer).
  personalReport: get("/wps/member/report", "member"),
  uplineTransferTerms: get("/wps/member/upline/transfer", "member"),
  uplineTransfer: mutate("POST", "/wps/member/upline/transfer", "member", { idempotent: true }),

  // Agent home and team overview. Every agent call is refused to non-agents and when its module is off.
  agentHome: get("/wps/agent/home", "member"),
  teamKpi: get("/wps/agent/team/kpi", "member"),
  teamOverview: get("/wps/agent/team/overview", "member"),
  // Agent reports: the team's PnL per member, the team's bet orders and one of them, the agent's
  // rebate and commission income.
  teamPnl: get("/wps/agent/team/pnl", "member"),
  teamBets: get("/wps/agent/team/bets", "member"),
  teamBetDetail: get("/wps/agent/team/bets/detail", "member"),
  agentIncome: get("/wps/agent/income", "member"),
  // Agent team management (§7 agent group: downline, rebates, affiliate URLs): the team list,
  // opening a downline account, the invitation code, rebate settings.
  teamMembers: get("/wps/agent/team", "member"),
  registerDownline: mutate("PUT", "/wps/agent/downline", "member", { idempotent: true }),
  inviteInfo: get("/wps/agent/invite", "member"),
  teamRebates: get("/wps/agent/rebates", "member"),
  setDownlineRebates: mutate("POST", "/wps/agent/rebates", "member"),
  // Red-envelope rain (/m/redRain): the agent's rains and the form's terms, funding a rain, the rains
  // a member may grab now, and one grab (the gateway decides the amount).
  redRains: get("/wps/agent/redRain", "member"),
  createRedRain: mutate("POST", "/wps/agent/redRain", "member", { idempotent: true }),
  liveRedRains: get("/wps/member/redRain/live", "member"),
  grabRedRain: mutate("POST", "/wps/member/redRain/grab", "member", { idempotent: true }),
  // Agent contracts (§3 contract request response, §7 Agent "daily salary / dividend / hourly contract
  // request"): the requests waiting for my answer, one kind's contracts (mine and my direct
  // downlines'), my answer, and the upline's offer and termination request.
  contractRequests: get("/wps/agent/contracts/requests", "member"),
  contracts: get("/wps/agent/contracts", "member"),
  answerContract: mutate("POST", "/wps/agent/contracts/answer", "member", { idempotent: true }),
  offerContract: mutate("POST", "/wps/agent/contracts/offer", "member", { idempotent: true }),
  terminateContract: mutate("POST", "/wps/agent/contracts/terminate", "member", { idempotent: true }),

  // Mission board (/m/leaderBoard): the period's missions with the member's progress
  // (?period=day|week), and the period's leaderboard.
  missionBoard: get("/wps/missions", "member"),
  missionLeaderboard: get("/wps/missions/leaderboard", "member"),

  // Reward centre (/m/rewardCenter): the member's open rewards (claimable now, owed later), one claim
  // (every page's Claim button posts to the reward centre, which calls this), the claimed history
  // with wagering, the badge count.
  rewards: get("/wps/rewards", "member"),
  rewardClaim: mutate("POST", "/wps/rewards/claim", "member", { idempotent: true }),
  rewardHistory: get("/wps/rewards/history", "member"),
  rewardCount: get("/wps/rewards/count", "member"),

  // The manual rebate and the rebate report (/m/member/manualRebate, /m/member/rebateReport): what
  // accrued and may be claimed, the claim, the rebate payments (claims and settlements) of today /
  // 7 days / this month, the report by day.
  rebateAccrued: get("/wps/rebate/accrued", "member"),
  rebateClaim: mutate("POST", "/wps/rebate/claim", "member", { idempotent: true }),
  rebateHistory: get("/wps/rebate/history", "member"),
  rebateReport: get("/wps/rebate/report", "member"),

  // Invite friends (/m/inviteFriends): the member's code and counters, their referrals by sign-up
  // range, and the public visit counter the app calls once per browser when it first writes an
  // invitation code to its attribution cookie.
  referralSummary: get("/wps/referral", "member"),
  referralFriends: get("/wps/referral/friends", "member"),
  referralVisit: mutate("POST", "/wps/referral/visit", "none"),

  // Responsible gaming (/m/responsibleGaming): the market's rules (public: registration reads the
  // minimum age), the member's controls with usage, pending changes and history, each control's
  // change, the session clock with the reality check's figures, the answer to a reality check, a
  // time-out and a self-exclusion.
  rgMarket: get("/wps/rg/market", "none"),
  rgOverview: get("/wps/rg", "member"),
  rgSetLimit: mutate("POST", "/wps/rg/limit", "member"),
  rgSetRealityCheck: mutate("POST", "/wps/rg/realityCheck", "member"),
  rgCancelPending: mutate("POST", "/wps/rg/pending/cancel", "member"),
  rgSession: get("/wps/rg/session", "member"),
  rgRealityAck: mutate("POST", "/wps/rg/realityCheck/ack", "member"),
  rgTimeout: mutate("POST", "/wps/rg/timeout", "member"),
  rgExclude: mutate("POST", "/wps/rg/exclusion", "member"),

  // Feedback (§7 "feedback | PUT", /m/feedback): a member sends a category, a text and up to 3
  // images (multipart, the images go to R2 like receipts), and reads their own past feedback with
  // the operator's answers.
  feedback: mutate("PUT", "/wps/member/feedback", "member"),
  feedbackList: get("/wps/member/feedback", "member"),
} as const satisfies Record<string, GatewayRoute>;

export type RouteName = keyof typeof ROUTES;
