import type { z } from "zod";
import type { RouteName } from "./routes";
import { Captcha, CodeRequested, RegistrationSettings } from "./schemas/account";
import { AgentHome, TeamKpi, TeamOverview } from "./schemas/agent";
import { ContractChanged, ContractRequests, Contracts } from "./schemas/agent-contracts";
import { AgentIncome, TeamBetDetail, TeamBetPage, TeamPnl } from "./schemas/agent-reports";
import { DownlineOpened, InviteInfo, RebatesSaved, TeamPage, TeamRebates } from "./schemas/agent-team";
import { BetOrderDetail, BetOrderPage, CancelResult, PersonalReport } from "./schemas/bets";
import { Capabilities } from "./schemas/capabilities";
import {
  AnnouncementItem,
  Announcements,
  Document,
  DownloadLinks,
  HelpItems,
  Message,
  MessagePage,
  MessageUnreadCount,
  MobileTemplate,
  NoticePage,
  PromotionDetail,
  PromotionEntry,
  Promotions,
  ServiceLinks,
  UnreadCount,
} from "./schemas/content";
import { DepositCancelled, DepositChannels, DepositPlaced, DepositRecords, ManualDepositPlaced } from "./schemas/deposit";
import { Empty, LoginResult, MemberInfo, SiteStatus, TrialAccount, TrialTerms, Wallet } from "./schemas/envelope";
import { FeedbackList, FeedbackSent } from "./schemas/feedback";
import {
  FavouriteChange,
  FavouriteIds,
  FavouritePage,
  GameListPage,
  GameTypes,
  HotGames,
  HotLotteries,
  LaunchResult,
  LotteryList,
  LotteryMenu,
  RecentPage,
  VendorSorting,
  Vendors,
} from "./schemas/games";
import {
  BankCards,
  Banks,
  CodeSent,
  HeadIcon,
  HeadIcons,
  LoginHistory,
  PromotionKeys,
  SecurityOverview,
  SecurityQuestions,
  SignedOut,
  VipBenefits,
} from "./schemas/member";
import { MissionBoard, MissionLeaderboard } from "./schemas/missions";
import { RebateAccrued, RebateClaimed, RebateHistory, RebateReport } from "./schemas/rebates";
import { TransactionPage } from "./schemas/records";
import { AgentRains, LiveRains, RainCreated, RainGrabbed } from "./schemas/red-rain";
import { ReferralFriends, ReferralSummary, VisitRecorded } from "./schemas/referral";
import { RewardClaimed, RewardCount, RewardHistory, Rewards } from "./schemas/rewards";
import { MarketRules, PendingCancelled, RgBlockTaken, RgChange, RgOverview, RgSession } from "./schemas/rg";
import { UplineTransferDone, UplineTransferTerms } from "./schemas/transfer";
import { WithdrawCancelled, WithdrawPlaced, WithdrawTerms, WithdrawalRecords } from "./schemas/wallet";

/**
 * A call answered with a file (its bytes, with one of these content types) instead of the JSON
 * envelope; refusals still come as the envelope. The app streams such an answer on unread.
 */
export type FileAnswer = { readonly file: readonly string[] };

const IMAGE: FileAnswer = { file: ["image/png", "image/jpeg"] };

/**
 * What every call answers (§7): the schema of the success envelope's `value`
 * ({ success: true, value, code?, message? }, contract/schemas/envelope.ts), or FileAnswer. The app's
 * client validates each answer with its route's schema here; a gateway must answer what these accept.
 * `Empty`: a success that carries nothing worth reading.
 */
export const RESPONSES = {
  // Site
  siteStatus: SiteStatus,
  capabilities: Capabilities,
  helpCenter: HelpItems,

  // Account and session
  login: LoginResult,
  sendUnlockCode: CodeRequested,
  testPlay: LoginResult,
  createTrial: TrialAccount,
  trialTerms: TrialTerms,
  logout: Empty,
  memberInfo: MemberInfo,
  wallet: Wallet,
  registrationSettings: RegistrationSettings,
  affiliateCheck: Empty,
  register: LoginResult,
  captcha: Captcha,
  sendCode: CodeRequested,
  forgotPasswordEmail: Empty,
  setPasswordByPhone: Empty,
  changePassword: Empty,

  // Games and lottery
  gameList: GameListPage,
  gameHot: HotGames,
  gameTypes: GameTypes,
  gameVendors: Vendors,
  gameVendorSorting: VendorSorting,
  gameFavourites: FavouritePage,
  gameFavouriteIds: FavouriteIds,
  addGameFavourite: FavouriteChange,
  removeGameFavourite: FavouriteChange,
  recentGames: RecentPage,
  addRecentGame: Empty,
  launchGame: LaunchResult,
  launchLottery: LaunchResult,
  lotteryMenu: LotteryMenu,
  lotteryList: LotteryList,

  // Orders
  orders: BetOrderPage,
  orderDetail: BetOrderDetail,
  cancelSuborders: CancelResult,

  // Content
  announcements: Announcements,
  announcementRead: UnreadCount,
  notices: NoticePage,
  noticeDetail: AnnouncementItem,
  messages: MessagePage,
  messageDetail: Message,
  messageUnreadCount: MessageUnreadCount,
  messageRead: UnreadCount,
  promotions: Promotions,
  promotionDetail: PromotionDetail,
  promotionApply: PromotionEntry,
  promotionCancel: PromotionEntry,
  serviceLinks: ServiceLinks,
  downloadLinks: DownloadLinks,
  mobileTemplate: MobileTemplate,
  userAgreement: Document,

  // Member centre, VIP and security centre
  vipLevels: VipBenefits,
  promotionKeys: PromotionKeys,
  securityOverview: SecurityOverview,
  paymentPassword: Empty,
  payeeName: Empty,
  sendEmailCode: CodeSent,
  verifyEmail: Empty,
  sendMobileCode: CodeSent,
  bindMobile: Empty,
  removeMobile: Empty,
  banks: Banks,
  bankCards: BankCards,
  addBankCard: Empty,
  deleteBankCard: Empty,
  securityQuestions: SecurityQuestions,
  securityQuestion: Empty,
  nickname: Empty,
  headIcons: HeadIcons,
  headIcon: HeadIcon,
  setHeadIcon: Empty,
  loginHistory: LoginHistory,
  signOutOthers: SignedOut,

  // Wallet, deposit, personal report and upline transfer
  transactions: TransactionPage,
  withdrawTerms: WithdrawTerms,
  withdraw: WithdrawPlaced,
  withdrawals: WithdrawalRecords,
  withdrawCancel: WithdrawCancelled,
  depositChannels: DepositChannels,
  deposit: DepositPlaced,
  manualDeposit: ManualDepositPlaced,
  deposits: DepositRecords,
  depositReceipt: IMAGE,
  depositCancel: DepositCancelled,
  personalReport: PersonalReport,
  uplineTransferTerms: UplineTransferTerms,
  uplineTransfer: UplineTransferDone,

  // Agent
  agentHome: AgentHome,
  teamKpi: TeamKpi,
  teamOverview: TeamOverview,
  teamPnl: TeamPnl,
  teamBets: TeamBetPage,
  teamBetDetail: TeamBetDetail,
  agentIncome: AgentIncome,
  teamMembers: TeamPage,
  registerDownline: DownlineOpened,
  inviteInfo: InviteInfo,
  teamRebates: TeamRebates,
  setDownlineRebates: RebatesSaved,
  redRains: AgentRains,
  createRedRain: RainCreated,
  liveRedRains: LiveRains,
  grabRedRain: RainGrabbed,
  contractRequests: ContractRequests,
  contracts: Contracts,
  answerContract: ContractChanged,
  offerContract: ContractChanged,
  terminateContract: ContractChanged,

  // Missions, rewards, rebates, referrals
  missionBoard: MissionBoard,
  missionLeaderboard: MissionLeaderboard,
  rewards: Rewards,
  rewardClaim: RewardClaimed,
  rewardHistory: RewardHistory,
  rewardCount: RewardCount,
  rebateAccrued: RebateAccrued,
  rebateClaim: RebateClaimed,
  rebateHistory: RebateHistory,
  rebateReport: RebateReport,
  referralSummary: ReferralSummary,
  referralFriends: ReferralFriends,
  referralVisit: VisitRecorded,

  // Responsible gaming
  rgMarket: MarketRules,
  rgOverview: RgOverview,
  rgSetLimit: RgChange,
  rgSetRealityCheck: RgChange,
  rgCancelPending: PendingCancelled,
  rgSession: RgSession,
  rgRealityAck: RgSession,
  rgTimeout: RgBlockTaken,
  rgExclude: RgBlockTaken,

  // Feedback
  feedback: FeedbackSent,
  feedbackList: FeedbackList,
} as const satisfies Record<RouteName, z.ZodTypeAny | FileAnswer>;

type Responses = typeof RESPONSES;

/** The routes answered with the JSON envelope (GatewayClient.call). */
export type EnvelopeRoute = { [K in RouteName]: Responses[K] extends z.ZodTypeAny ? K : never }[RouteName];
/** The routes answered with a file (GatewayClient.raw). */
export type FileRoute = Exclude<RouteName, EnvelopeRoute>;

/** A route's success value, as its schema in RESPONSES gives it. */
export type ResponseValue<K extends EnvelopeRoute> = Responses[K] extends z.ZodTypeAny ? z.infer<Responses[K]> : never;

/**
 * Lighter readings of large answers, for a page that shows only a small part of one: the client
 * validates with the reading's schema instead of the route's, and hands out what it gives. Each
 * reading accepts every answer its route's schema accepts (it reads less of it, never more).
 */
export const READINGS = {
  // Home's lottery widget: three games of the menu's forty-odd.
  lotteryMenu: { hot: HotLotteries },
} as const satisfies { [K in EnvelopeRoute]?: Record<string, z.ZodTypeAny> };

type Readings = typeof READINGS;

/** The names of a route's readings (never for a route without any). */
export type ReadingName<K extends EnvelopeRoute> = K extends keyof Readings ? keyof Readings[K] & string : never;

/** What a reading of a route gives. */
export type ReadingValue<K extends EnvelopeRoute, R extends ReadingName<K>> = K extends keyof Readings
  ? R extends keyof Readings[K]
    ? Readings[K][R] extends z.ZodTypeAny
      ? z.infer<Readings[K][R]>
      : never
    : never
  : never;
