import type { z } from "zod";
import type { RouteName } from "./routes";
import * as account from "./schemas/account-requests";
import * as agentContracts from "./schemas/agent-contracts-requests";
import * as agentReports from "./schemas/agent-reports-requests";
import * as agent from "./schemas/agent-requests";
import * as agentTeam from "./schemas/agent-team-requests";
import * as bets from "./schemas/bets-requests";
import * as content from "./schemas/content-requests";
import * as deposit from "./schemas/deposit-requests";
import * as feedback from "./schemas/feedback-requests";
import * as games from "./schemas/games-requests";
import * as member from "./schemas/member-requests";
import * as missions from "./schemas/missions-requests";
import * as rebates from "./schemas/rebates-requests";
import * as records from "./schemas/records-requests";
import * as redRain from "./schemas/red-rain-requests";
import * as referral from "./schemas/referral-requests";
import * as rewards from "./schemas/rewards-requests";
import * as rg from "./schemas/rg-requests";
import * as site from "./schemas/site-requests";
import * as transfer from "./schemas/transfer-requests";
import * as wallet from "./schemas/wallet-requests";

/**
 * What each call of the route table sends (contract/routes.ts): its query parameters and its body,
 * as the gateway accepts them. The embedded gateway validates with these very schemas
 * (gateway/handlers/*) — or, where it reads a parameter by hand (a multipart form, dates checked
 * first for their own refusal), with the contract rule the schema is built on —; the app's client
 * sends them, and the contract's OpenAPI is generated from them. A route that takes no input is absent.
 *
 * - `query`: the URL's parameters, as text (the schemas coerce numbers and flags). Every call may
 *   also carry `language` (contract/schemas/common-requests.ts LanguageQuery), not repeated here.
 * - `body`: the body before it is encoded; `encoding` says how: JSON, form-encoded
 *   (application/x-www-form-urlencoded) or multipart/form-data (files as repeated parts, each
 *   field's description names them).
 * - `sealed`: the JSON body travels sealed, `{ "data": "<base64url(iv ‖ AES-GCM ciphertext)>" }`
 *   with the header X-Body-Encryption: AES-GCM, under a key derived from the shared secret
 *   (contract/seal.ts bodyKey, gateway/core/sealed.ts); `body` is the schema of what is sealed.
 *
 * A money call reads its body field by field, so each refusal names what is wrong in the
 * contract's order (contract/refusals.ts); its schema is what passes every one of those checks.
 */
export type CallRequest = {
  query?: z.AnyZodObject;
  body?: z.ZodTypeAny;
  encoding?: "json" | "form" | "multipart";
  sealed?: true;
};

export const REQUESTS = {
  // Site
  siteStatus: { query: site.SiteStatusQuery },
  helpCenter: { query: content.HelpCenterQuery },

  // Account and session
  login: { body: account.LoginRequest, encoding: "json", sealed: true },
  sendUnlockCode: { body: account.UnlockCodeRequest, encoding: "json" },
  testPlay: { body: account.TestPlayRequest, encoding: "json" },
  affiliateCheck: { query: account.AffiliateCheckQuery },
  register: { body: account.RegisterRequest, encoding: "json", sealed: true },
  sendCode: { body: account.SendCodeRequest, encoding: "json" },
  forgotPasswordEmail: { body: account.ForgotPasswordEmailRequest, encoding: "form" },
  setPasswordByPhone: { body: account.SetPasswordByPhoneRequest, encoding: "json" },
  changePassword: { body: account.ChangePasswordRequest, encoding: "json" },

  // Games and lottery
  gameList: { query: games.GameListQuery },
  gameHot: { query: games.GameHotQuery },
  gameFavourites: { query: games.GameFavouritesQuery },
  addGameFavourite: { body: games.FavouriteRequest, encoding: "json" },
  removeGameFavourite: { body: games.FavouriteRequest, encoding: "json" },
  recentGames: { query: games.RecentGamesQuery },
  addRecentGame: { query: games.AddRecentGameQuery },
  launchGame: { body: games.LaunchGameRequest, encoding: "json" },
  launchLottery: { body: games.LaunchLotteryRequest, encoding: "json" },
  lotteryMenu: { query: games.PrizeModeQuery },
  lotteryList: { query: games.PrizeModeQuery },

  // Orders
  orders: { query: bets.OrdersQuery },
  orderDetail: { query: bets.OrderDetailQuery },
  cancelSuborders: { body: bets.CancelSubordersRequest, encoding: "json" },

  // Content
  announcements: { query: content.AnnouncementsQuery },
  announcementRead: { body: content.MarkReadRequest, encoding: "json" },
  notices: { query: content.ContentPageQuery },
  noticeDetail: { query: content.ContentIdQuery },
  messages: { query: content.ContentPageQuery },
  messageDetail: { query: content.ContentIdQuery },
  messageRead: { body: content.MarkReadRequest, encoding: "json" },
  promotionDetail: { query: content.ContentIdQuery },
  // Multipart as the app sends it; the gateway also takes JSON (content.PromotionApplyJsonRequest).
  promotionApply: { body: content.PromotionApplyRequest, encoding: "multipart" },
  promotionCancel: { body: content.PromotionCancelRequest, encoding: "json" },

  // Member centre and security centre
  paymentPassword: { body: member.PaymentPasswordRequest, encoding: "json" },
  payeeName: { body: member.PayeeNameRequest, encoding: "json" },
  sendEmailCode: { body: member.SendEmailCodeRequest, encoding: "json" },
  verifyEmail: { body: member.VerifyEmailRequest, encoding: "json" },
  sendMobileCode: { body: member.SendMobileCodeRequest, encoding: "json" },
  bindMobile: { body: member.BindMobileRequest, encoding: "json" },
  removeMobile: { body: member.RemoveMobileRequest, encoding: "json" },
  addBankCard: { body: member.AddBankCardRequest, encoding: "json" },
  deleteBankCard: { body: member.DeleteBankCardRequest, encoding: "json" },
  securityQuestion: { body: member.SecurityQuestionRequest, encoding: "json" },
  nickname: { body: member.NicknameRequest, encoding: "json" },
  setHeadIcon: { body: member.SetHeadIconRequest, encoding: "form" },

  // Wallet
  transactions: { query: records.TransactionsQuery },
  withdraw: { body: wallet.WithdrawRequest, encoding: "json" },
  withdrawals: { query: wallet.WithdrawalsQuery },
  withdrawCancel: { body: wallet.WithdrawCancelRequest, encoding: "json" },
  deposit: { body: deposit.DepositRequest, encoding: "json" },
  manualDeposit: { body: deposit.ManualDepositRequest, encoding: "multipart" },
  deposits: { query: deposit.DepositsQuery },
  depositReceipt: { query: deposit.DepositReceiptQuery },
  depositCancel: { body: deposit.DepositCancelRequest, encoding: "json" },
  personalReport: { query: bets.PersonalReportQuery },
  uplineTransfer: { body: transfer.UplineTransferRequest, encoding: "json" },

  // Agent
  teamKpi: { query: agent.TeamKpiQuery },
  teamOverview: { query: agent.TeamOverviewQuery },
  teamPnl: { query: agentReports.TeamPnlQuery },
  teamBets: { query: agentReports.TeamBetsQuery },
  teamBetDetail: { query: agentReports.TeamBetDetailQuery },
  agentIncome: { query: agentReports.AgentIncomeQuery },
  teamMembers: { query: agentTeam.TeamMembersQuery },
  registerDownline: { body: agentTeam.RegisterDownlineRequest, encoding: "json", sealed: true },
  teamRebates: { query: agentTeam.TeamRebatesQuery },
  setDownlineRebates: { body: agentTeam.SetDownlineRebatesRequest, encoding: "json" },
  createRedRain: { body: redRain.CreateRedRainRequest, encoding: "json" },
  grabRedRain: { body: redRain.GrabRedRainRequest, encoding: "json" },
  contracts: { query: agentContracts.ContractsQuery },
  answerContract: { body: agentContracts.AnswerContractRequest, encoding: "json" },
  offerContract: { body: agentContracts.OfferContractRequest, encoding: "json" },
  terminateContract: { body: agentContracts.TerminateContractRequest, encoding: "json" },

  // Missions, rewards, rebates, referrals
  missionBoard: { query: missions.MissionPeriodQuery },
  missionLeaderboard: { query: missions.MissionPeriodQuery },
  rewardClaim: { body: rewards.RewardClaimRequest, encoding: "json" },
  rewardHistory: { query: rewards.RewardHistoryQuery },
  rebateClaim: { body: rebates.RebateClaimRequest, encoding: "json" },
  rebateHistory: { query: rebates.RebateHistoryQuery },
  rebateReport: { query: rebates.RebateReportQuery },
  referralFriends: { query: referral.ReferralFriendsQuery },
  referralVisit: { body: referral.ReferralVisitRequest, encoding: "json" },

  // Responsible gaming
  rgSetLimit: { body: rg.RgSetLimitRequest, encoding: "json" },
  rgSetRealityCheck: { body: rg.RgSetRealityCheckRequest, encoding: "json" },
  rgCancelPending: { body: rg.RgCancelPendingRequest, encoding: "json" },
  rgTimeout: { body: rg.RgTimeoutRequest, encoding: "json" },
  rgExclude: { body: rg.RgExcludeRequest, encoding: "json" },

  // Feedback
  feedback: { body: feedback.FeedbackRequest, encoding: "multipart" },
} as const satisfies Partial<Record<RouteName, CallRequest>>;
