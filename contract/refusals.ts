import type { RouteName } from "./routes";

/*
 * The refusals of the gateway contract: every `code` a call can answer in a failure envelope
 * { success: false, code, message, value? } (§7), with its HTTP status. REFUSALS lists, per route,
 * the business codes its handler (and the helpers it calls) can answer; COMMON_REFUSALS the ones
 * any route can meet, by cause (the router, the session, the responsible-gaming gate …).
 * gateway/handlers/refusals.test.ts keeps REFUSALS and the embedded gateway's code in step.
 *
 * Maintenance and region restriction are not refusals: siteStatus reports them and the app stops
 * itself at its start gate (§2); the gateway answers every call as usual.
 */

/** The HTTP status of every business code; a code some route answers with another status lists both. */
export const REFUSAL_STATUS = {
  // Account and session
  "request.not.encrypted": 400,
  "login.invalid.request": 400,
  "login.locked": 423,
  "login.unlock.invalid": 400,
  "login.captcha.required": 400,
  "login.captcha.invalid": 400,
  "login.credentials.invalid": 401,
  "login.trial.account": 403,
  "member.disabled": 403,
  "member.exists": 409,
  "member.not.found": 404,
  "mobile.invalid": 400,
  "mobile.exists": 409,
  "mobile.same": 409,
  "mobile.taken": 409,
  "mobile.none": 409,
  "sms.too.frequent": 429,
  // 401 only for a wrong SMS sign-in code (login type "sms").
  "verification.code.invalid": [400, 401],
  "verification.too.frequent": 429,
  "affiliate.invalid": [400, 404],
  "register.invalid": 400,
  "register.underage": 400,
  "register.limits.format": 400,
  "register.limits.required": 400,
  "register.captcha.required": 400,
  "register.captcha.invalid": 400,
  "register.excluded": 403,
  "limit.exceeded": 429,
  "email.invalid": 400,
  "email.verified": 409,
  "email.taken": 409,
  "email.too.frequent": 429,
  "password.format": 400,
  "password.confirm.mismatch": 400,
  "password.old.invalid": 400,
  "password.old.locked": 423,
  "modify.new.old.same": 400,
  "trial.busy": 409,
  "trial.invalid.request": 400,
  "trial.unavailable": 403,
  "question.answer.format": 400,
  "question.answer.wrong": 400,
  "question.unknown": 400,
  "question.locked": 423,
  "nickname.format": 400,
  "headicon.unknown": 400,

  // Requests in general
  "request.invalid": 400,
  "merchant.invalid": 403,
  "auth.forbidden": 403,
  "records.range.invalid": 400,
  "idempotency.key.format": 400,
  "idempotency.mismatch": 409,
  "system.error": 500,

  // Content and promotions
  "notice.not.found": 404,
  "message.not.found": 404,
  "document.not.found": 404,
  "promotion.not.found": 404,
  "promotion.not.open": 409,
  "promotion.not.applicable": 409,
  "promotion.ineligible": 409,
  "promotion.not.cancellable": 409,
  "promotion.remark.length": 400,
  "promotion.evidence.required": 400,
  "promotion.evidence.count": 400,
  "promotion.evidence.size": 400,
  "promotion.evidence.type": 400,
  "promotion.evidence.unavailable": 503,

  // Games, lottery, orders
  "game.list.invalid": 400,
  "game.hot.invalid": 400,
  "game.favourites.invalid": 400,
  "game.favourite.invalid": 400,
  "game.favourite.limit": 409,
  "game.recent.invalid": 400,
  "game.launch.invalid": 400,
  "game.launch.inapp": 409,
  "game.maintenance": 409,
  "game.not.found": 404,
  "game.vendor.not.found": 404,
  "lottery.menu.invalid": 400,
  "lottery.list.invalid": 400,
  "lottery.launch.invalid": 400,
  "lottery.not.found": 404,
  "lottery.suspended": 409,
  "order.not.found": 404,
  "order.cancel.closed": 409,

  // Security centre, wallet, deposits, transfers
  "payment.password.format": 400,
  "payment.password.missing": 400,
  // 409 when another request set or changed it meanwhile.
  "payment.password.required": [400, 409],
  "payment.password.same": 400,
  "payment.password.wrong": 400,
  "payment.password.locked": 423,
  "payee.name.format": 400,
  "payee.name.exists": 409,
  "payee.name.required": 400,
  "bank.unknown": 400,
  "bankcard.format": 400,
  "bankcard.holder.mismatch": 400,
  "bankcard.duplicate": 409,
  "bankcard.limit": 409,
  "bankcard.not.found": 404,
  "withdraw.trial": 403,
  "withdraw.amount.format": 400,
  "withdraw.amount.min": 400,
  "withdraw.amount.max": 400,
  "withdraw.closed": 400,
  "withdraw.daily.count": 400,
  "withdraw.daily.amount": 400,
  "withdraw.insufficient": 400,
  "withdraw.over.withdrawable": 400,
  "withdraw.cancel.unavailable": 403,
  "withdraw.cancel.not.found": 404,
  "withdraw.cancel.state": 409,
  "deposit.trial": 403,
  "deposit.amount.format": 400,
  "deposit.amount.min": 400,
  "deposit.amount.max": 400,
  "deposit.channel.invalid": 400,
  "deposit.bonus.invalid": 400,
  "deposit.payer.format": 400,
  "deposit.transfer.time": 400,
  "deposit.remark.length": 400,
  "deposit.receipt.required": 400,
  "deposit.receipt.count": 400,
  "deposit.receipt.size": 400,
  "deposit.receipt.type": 400,
  "deposit.receipt.reused": 400,
  "deposit.receipt.not.found": 404,
  "deposit.manual.unavailable": 503,
  "deposit.cancel.not.found": 404,
  "deposit.cancel.state": 409,
  "transfer.upline.forbidden": 403,
  "transfer.upline.missing": 404,
  "transfer.amount.format": 400,
  "transfer.amount.min": 400,
  "transfer.amount.max": 400,
  "transfer.insufficient": 400,

  // Agent
  "agent.forbidden": 403,
  "agent.module.off": 403,
  "team.member.not.found": 404,
  "team.member.notFound": 404,
  "team.query.invalid": 400,
  "downline.invalid": 400,
  "rebate.range": 400,
  "rebate.step": 400,
  "rebate.above.own": 400,
  "rebate.category.unknown": 400,
  "rebate.not.direct": 403,
  "rain.terms.format": 400,
  "rain.total.min": 400,
  "rain.total.max": 400,
  "rain.count.range": 400,
  "rain.count.tooMany": 400,
  "rain.expiry.range": 400,
  "rain.start.range": 400,
  "rain.insufficient": 400,
  "rain.id.format": 400,
  "rain.missing": 404,
  "rain.notStarted": 409,
  "rain.expired": 409,
  "rain.empty": 409,
  "contract.kind": 400,
  "contract.answer": 400,
  "contract.tiers": 400,
  "contract.missing": 404,
  "contract.downline": 404,
  "contract.status": 409,
  "contract.higherRate": 409,

  // Missions, rewards, rebates, referrals
  "mission.period.invalid": 400,
  "mission.unavailable": 403,
  "reward.not_found": 404,
  "reward.not_claimable": 409,
  "reward.already": 409,
  "reward.elsewhere": 409,
  "rebate.off": 403,
  "rebate.report.off": 403,
  "rebate.claim.min": 400,
  "rebate.claim.already": 409,
  "referral.closed": 403,
  "referral.range": 400,
  "referral.page": 400,

  // Responsible gaming
  "rg.blocked.timeout": 403,
  "rg.blocked.exclusion": 403,
  "rg.blocked.session": 403,
  "rg.limits.required": 403,
  "rg.limit.deposit": 403,
  "rg.limit.stake": 403,
  "rg.limit.loss": 403,
  "rg.limit.format": 400,
  "rg.limit.required": 400,
  "rg.reality.format": 400,
  "rg.pending.none": 404,
  "rg.timeout.format": 400,
  "rg.exclusion.format": 400,
  "rg.exclusion.password": 403,
  "rg.exclusion.locked": 423,

  // Feedback
  "feedback.trial": 403,
  "feedback.category.invalid": 400,
  "feedback.content.short": 400,
  "feedback.content.long": 400,
  "feedback.image.count": 400,
  "feedback.image.size": 400,
  "feedback.image.type": 400,
  "feedback.too.frequent": 429,
  "feedback.unavailable": 503,
} as const satisfies Record<string, number | readonly number[]>;

export type RefusalCode = keyof typeof REFUSAL_STATUS;

/* Groups several routes answer alike, from the helpers they share. */
/** An idempotency key's format, or the same key sent for another request. */
const KEY = ["idempotency.key.format", "idempotency.mismatch"] as const;
/** The payment password asked again (gateway/accounts/payment-password.ts): none set, not six digits, wrong (counted), locked. */
const PAYMENT = ["payment.password.missing", "payment.password.format", "payment.password.wrong", "payment.password.locked"] as const;
/** The sign-in password asked again (passwordRefusal): wrong (counted) or locked. */
const OLD_PASSWORD = ["password.old.invalid", "password.old.locked"] as const;
/** A one-time code (codeRefusal): wrong, or guessed at too often from this address. */
const CODE = ["verification.code.invalid", "verification.too.frequent"] as const;
/** A time-out, self-exclusion or spent session in force (a responsible-gaming block, value { until }). */
const BLOCKED = ["rg.blocked.timeout", "rg.blocked.exclusion", "rg.blocked.session"] as const;
/** The agent gate and the module's switch (gateway/agent/team.ts agentModuleRefusal). */
const AGENT = ["agent.forbidden", "agent.module.off"] as const;
/** A rate refused by the downline rules (contract/downline-rules.ts RATE_REFUSAL_CODE). */
const RATES = ["rebate.range", "rebate.step", "rebate.above.own", "rebate.category.unknown"] as const;
/** The checks both deposit calls share, in order (gateway/wallet/deposits.ts depositRefusal first). */
const DEPOSIT = [
  "deposit.trial",
  ...BLOCKED,
  "rg.limits.required",
  "rg.limit.deposit",
  "deposit.amount.format",
  ...KEY,
  "deposit.channel.invalid",
  "deposit.amount.min",
  "deposit.amount.max",
  "deposit.bonus.invalid",
  "system.error",
] as const;

/** Per route, the business codes it can answer, roughly in the order its checks run. A route without any is absent. */
export const REFUSALS = {
  // Account and session
  login: [
    "request.not.encrypted",
    "login.invalid.request",
    "login.locked",
    "login.unlock.invalid",
    ...CODE,
    "login.captcha.required",
    "login.captcha.invalid",
    "login.credentials.invalid",
    "member.disabled",
    "login.trial.account",
  ],
  sendUnlockCode: ["login.invalid.request", "sms.too.frequent"],
  testPlay: ["trial.invalid.request", "trial.unavailable"],
  createTrial: ["limit.exceeded", "trial.busy"],
  affiliateCheck: ["affiliate.invalid"],
  register: [
    "request.not.encrypted",
    "register.invalid",
    "register.underage",
    "register.limits.format",
    "register.limits.required",
    "limit.exceeded",
    "register.captcha.required",
    "register.captcha.invalid",
    ...CODE,
    "affiliate.invalid",
    "register.excluded",
    "member.exists",
    "mobile.exists",
  ],
  sendCode: ["mobile.invalid", "sms.too.frequent"],
  forgotPasswordEmail: ["email.invalid"],
  setPasswordByPhone: ["password.format", ...CODE, "modify.new.old.same"],
  changePassword: ["password.format", ...OLD_PASSWORD, "password.confirm.mismatch", "modify.new.old.same"],

  // Games and lottery
  gameList: ["game.list.invalid"],
  gameHot: ["game.hot.invalid"],
  gameFavourites: ["game.favourites.invalid"],
  addGameFavourite: ["game.favourite.invalid", "game.not.found", "game.favourite.limit"],
  removeGameFavourite: ["game.favourite.invalid"],
  recentGames: ["game.recent.invalid"],
  addRecentGame: ["game.recent.invalid", "game.not.found"],
  launchGame: ["game.launch.invalid", "rg.limit.stake", "rg.limit.loss", "game.vendor.not.found", "game.launch.inapp", "game.not.found", "game.maintenance"],
  launchLottery: ["lottery.launch.invalid", "rg.limit.stake", "rg.limit.loss", "lottery.not.found", "lottery.suspended"],
  lotteryMenu: ["lottery.menu.invalid"],
  lotteryList: ["lottery.list.invalid"],

  // Orders
  orders: ["records.range.invalid", "request.invalid"],
  orderDetail: ["order.not.found"],
  cancelSuborders: ["request.invalid", "idempotency.key.format", "order.not.found", "order.cancel.closed", "idempotency.mismatch"],

  // Content
  announcements: ["request.invalid", "merchant.invalid"],
  announcementRead: ["auth.forbidden", "request.invalid"],
  notices: ["request.invalid"],
  noticeDetail: ["request.invalid", "notice.not.found"],
  helpCenter: ["request.invalid"],
  userAgreement: ["document.not.found"],
  messages: ["request.invalid"],
  messageDetail: ["request.invalid", "message.not.found"],
  messageRead: ["request.invalid"],
  promotionDetail: ["request.invalid", "promotion.not.found"],
  promotionApply: [
    "request.invalid",
    "promotion.not.found",
    "promotion.not.open",
    "promotion.not.applicable",
    "promotion.ineligible",
    "promotion.remark.length",
    "promotion.evidence.count",
    "promotion.evidence.required",
    "promotion.evidence.size",
    "promotion.evidence.type",
    "promotion.evidence.unavailable",
  ],
  promotionCancel: ["request.invalid", "promotion.not.cancellable"],

  // Member centre and security centre
  securityOverview: ["member.not.found"],
  paymentPassword: ["payment.password.format", "payment.password.required", ...PAYMENT, "payment.password.same"],
  payeeName: ["payee.name.format", "payee.name.exists"],
  sendEmailCode: ["email.invalid", "email.verified", "email.too.frequent", "email.taken"],
  verifyEmail: [...CODE, "email.taken"],
  sendMobileCode: ["password.format", "mobile.invalid", ...OLD_PASSWORD, "mobile.same", "sms.too.frequent"],
  bindMobile: [...CODE, "mobile.taken"],
  removeMobile: ["password.format", ...OLD_PASSWORD, "mobile.none"],
  addBankCard: ["bankcard.format", "bank.unknown", "payee.name.required", "bankcard.holder.mismatch", "bankcard.duplicate", "bankcard.limit"],
  deleteBankCard: [...PAYMENT, "bankcard.not.found"],
  securityQuestion: ["question.answer.format", "question.unknown", "question.locked", "question.answer.wrong"],
  nickname: ["nickname.format"],
  setHeadIcon: ["headicon.unknown"],

  // Wallet
  transactions: ["records.range.invalid", "request.invalid"],
  withdraw: [
    "withdraw.trial",
    "withdraw.amount.format",
    ...KEY,
    "bankcard.not.found",
    "withdraw.amount.min",
    "withdraw.amount.max",
    "withdraw.closed",
    "withdraw.daily.count",
    "withdraw.daily.amount",
    ...PAYMENT,
    "withdraw.insufficient",
    "withdraw.over.withdrawable",
  ],
  withdrawals: ["request.invalid"],
  withdrawCancel: ["withdraw.cancel.unavailable", "withdraw.cancel.not.found", "withdraw.cancel.state"],
  deposit: DEPOSIT,
  manualDeposit: [
    "request.invalid",
    ...DEPOSIT,
    "deposit.payer.format",
    "deposit.transfer.time",
    "deposit.remark.length",
    "deposit.receipt.required",
    "deposit.receipt.count",
    "deposit.receipt.size",
    "deposit.receipt.type",
    "deposit.receipt.reused",
    "deposit.manual.unavailable",
  ],
  deposits: ["request.invalid"],
  depositReceipt: ["deposit.receipt.not.found"],
  depositCancel: ["deposit.cancel.not.found", "deposit.cancel.state"],
  personalReport: ["records.range.invalid"],
  uplineTransfer: [
    "transfer.upline.forbidden",
    "transfer.upline.missing",
    ...BLOCKED,
    "transfer.amount.format",
    ...KEY,
    "transfer.amount.min",
    "transfer.amount.max",
    ...PAYMENT,
    "transfer.insufficient",
  ],

  // Agent
  agentHome: ["agent.forbidden"],
  teamKpi: ["agent.forbidden", "records.range.invalid"],
  teamOverview: [...AGENT, "records.range.invalid"],
  teamPnl: [...AGENT, "records.range.invalid", "request.invalid", "team.member.not.found"],
  teamBets: [...AGENT, "records.range.invalid", "request.invalid", "team.member.not.found"],
  teamBetDetail: [...AGENT, "order.not.found"],
  agentIncome: [...AGENT, "records.range.invalid"],
  teamMembers: [...AGENT, "team.query.invalid", "team.member.notFound"],
  registerDownline: [...AGENT, "request.not.encrypted", "downline.invalid", "register.underage", ...KEY, ...RATES, "member.exists", "system.error"],
  inviteInfo: AGENT,
  teamRebates: [...AGENT, "team.query.invalid", "team.member.notFound", "rebate.not.direct"],
  setDownlineRebates: [...AGENT, "team.member.notFound", "rebate.not.direct", ...RATES],
  redRains: AGENT,
  createRedRain: [
    ...AGENT,
    "rain.terms.format",
    ...KEY,
    "rain.total.min",
    "rain.total.max",
    "rain.count.range",
    "rain.count.tooMany",
    "rain.expiry.range",
    "rain.start.range",
    ...PAYMENT,
    "rain.insufficient",
  ],
  grabRedRain: ["rain.id.format", ...KEY, "rain.missing", "rain.notStarted", "rain.expired", "rain.empty"],
  contracts: ["contract.kind", ...AGENT],
  answerContract: ["contract.missing", ...AGENT, "contract.answer", ...KEY, "contract.higherRate", "contract.status"],
  offerContract: ["contract.kind", ...AGENT, "contract.downline", "idempotency.key.format", "contract.tiers", "contract.status"],
  terminateContract: ["contract.kind", ...AGENT, "contract.downline", "idempotency.key.format", "contract.missing", "contract.status"],

  // Missions, rewards, rebates, referrals
  missionBoard: ["mission.period.invalid", "mission.unavailable"],
  missionLeaderboard: ["mission.period.invalid", "mission.unavailable"],
  rewardClaim: ["reward.not_found", "idempotency.key.format", ...BLOCKED, "reward.not_claimable", "reward.already", "reward.elsewhere"],
  rebateClaim: ["rebate.off", ...BLOCKED, ...KEY, "rebate.claim.min", "rebate.claim.already"],
  rebateReport: ["rebate.report.off", "records.range.invalid"],
  referralSummary: ["referral.closed"],
  referralFriends: ["referral.range", "referral.page", "referral.closed"],
  referralVisit: ["affiliate.invalid"],

  // Responsible gaming
  rgSetLimit: ["rg.limit.format", "rg.limit.required"],
  rgSetRealityCheck: ["rg.reality.format"],
  rgCancelPending: ["rg.pending.none"],
  rgTimeout: ["rg.timeout.format", "rg.blocked.timeout", "rg.blocked.exclusion"],
  rgExclude: ["rg.exclusion.format", "rg.exclusion.locked", "rg.exclusion.password", "rg.blocked.exclusion"],

  // Feedback
  feedback: [
    "feedback.trial",
    "request.invalid",
    "feedback.category.invalid",
    "feedback.content.short",
    "feedback.content.long",
    "feedback.image.count",
    "feedback.image.size",
    "feedback.image.type",
    "feedback.too.frequent",
    "feedback.unavailable",
  ],
} as const satisfies Partial<Record<RouteName, readonly RefusalCode[]>>;

/** A refusal any route of a kind can meet: its codes, their status, and when. */
export type CommonRefusal = {
  status: number;
  codes: readonly string[];
  when: string;
  /** Which routes: every one, the member routes (auth "member"), or the ones named. */
  routes: "every" | "member" | readonly RouteName[];
};

/**
 * The refusals by cause that are not one route's business (gateway/core/router.ts answers most of
 * them before a handler runs). The rate limits and format refusals a route answers itself are in
 * its REFUSALS entry, under the route's own code.
 */
export const COMMON_REFUSALS = {
  /** No route has this method and path. */
  unknownRoute: { status: 404, codes: ["route.not.found"], when: "no route of the table has this method and path", routes: "every" },
  /** The X-Merchant-Code header is missing or not the operator's. */
  merchant: { status: 403, codes: ["merchant.invalid"], when: "X-Merchant-Code is missing or not the operator's", routes: "every" },
  /** A member route without `Authorization: Bearer <token>`. */
  noToken: { status: 401, codes: ["auth.required"], when: "a member route called without a bearer token", routes: "member" },
  /** A member route with a token that is unknown, expired or signed out (an optional route then answers as for a visitor). */
  invalidToken: { status: 401, codes: ["auth.token.invalid"], when: "a member route called with a token that no longer signs in", routes: "member" },
  /**
   * The responsible-gaming gate (decision 040; gateway/rg/rg-gate.ts): a member under a
   * time-out, self-exclusion or spent session is refused every call that deposits, plays, takes a
   * promotion, transfers or acts as an agent, with value { until }; a due reality check refuses the
   * play calls (launchGame, launchLottery, addRecentGame) until it is answered.
   */
  rgGate: {
    status: 403,
    codes: ["rg.blocked.timeout", "rg.blocked.exclusion", "rg.blocked.session", "rg.reality_check.due"],
    when: "the member's block or due reality check stops this activity",
    routes: [
      "deposit",
      "manualDeposit",
      "launchGame",
      "launchLottery",
      "addRecentGame",
      "promotionApply",
      "rewardClaim",
      "rebateClaim",
      "grabRedRain",
      "uplineTransfer",
      "createRedRain",
      "registerDownline",
      "setDownlineRebates",
      "answerContract",
      "offerContract",
      "terminateContract",
    ],
  },
  /**
   * Too many requests: a creation limit per device, address or site (decision 073), or a code's
   * countdown; value { retryAfterSeconds }. Each route lists the code it answers.
   */
  rateLimited: {
    status: 429,
    codes: ["limit.exceeded", "sms.too.frequent", "email.too.frequent", "verification.too.frequent", "feedback.too.frequent"],
    when: "the caller asked too often; retry after value.retryAfterSeconds",
    routes: [
      "createTrial",
      "register",
      "sendCode",
      "sendUnlockCode",
      "sendMobileCode",
      "sendEmailCode",
      "verifyEmail",
      "bindMobile",
      "login",
      "setPasswordByPhone",
      "feedback",
    ],
  },
  /**
   * Input that does not fit the route's request schema (contract/requests.ts): most routes answer
   * their own code (listed in REFUSALS); request.invalid is the general one, also for a multipart
   * route whose body is not multipart/form-data.
   */
  badInput: {
    status: 400,
    codes: ["request.invalid"],
    when: "the query or body does not fit the route's request schema",
    routes: [
      "announcements",
      "announcementRead",
      "notices",
      "noticeDetail",
      "helpCenter",
      "messages",
      "messageDetail",
      "messageRead",
      "promotionDetail",
      "promotionApply",
      "promotionCancel",
      "orders",
      "cancelSuborders",
      "transactions",
      "withdrawals",
      "deposits",
      "manualDeposit",
      "teamPnl",
      "teamBets",
      "feedback",
    ],
  },
  /** Anything unexpected: the gateway logs it with the caller's X-Request-Id. */
  unexpected: { status: 500, codes: ["system.error"], when: "an unexpected failure", routes: "every" },
} as const satisfies Record<string, CommonRefusal>;
