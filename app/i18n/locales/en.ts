import type { CoreShape, LocaleShape } from "./ty";
import { accountEn } from "../../features/account/messages.en";
import { validationEn } from "../../features/account/validation-messages.en";
import { agentContractEn } from "../../features/agent/contracts/messages.en";
import { agentHomeEn } from "../../features/agent/home/messages.en";
import { redRainEn } from "../../features/agent/rain/messages.en";
import { agentReportsEn } from "../../features/agent/reports/messages.en";
import { agentTeamEn } from "../../features/agent/team/messages.en";
import { contentEn } from "../../features/content/messages.en";
import { depositEn } from "../../features/deposit/messages.en";
import { downloadEn } from "../../features/download/messages.en";
import { feedbackEn } from "../../features/feedback/messages.en";
import { gamesEn } from "../../features/games/messages.en";
import { lobbyEn } from "../../features/home/messages.en";
import { identityEn } from "../../features/identity/messages.en";
import { lotteryEn } from "../../features/lottery/messages.en";
import { memberEn } from "../../features/member/messages.en";
import { promotionsEn } from "../../features/promotions/messages.en";
import { pwaEn } from "../../features/pwa/messages.en";
import { recordsEn } from "../../features/records/messages.en";
import { rgEn } from "../../features/rg/messages.en";
import { securityEn } from "../../features/security/messages.en";
import { transferEn } from "../../features/transfer/messages.en";
import { walletEn } from "../../features/wallet/messages.en";

/** English. The key set is ty.ts's: tsc and `npm run i18n:check` both refuse a difference. */
const core: CoreShape = {
  app: {
    name: "Edge Lobby",
    tagline: "Slots, live casino, sports and lottery in your pocket",
    copyright: "© 2019-2024 Edge Lobby. Play responsibly.",
  },
  language: {
    label: "Language",
    en: "English",
    pt: "Português",
    ty: "Tagalog",
  },
  nav: {
    label: "Main menu",
    skipToContent: "Skip to content",
    home: "Home",
    inviteFriends: "Invite",
    deposit: "Deposit",
    events: "Events",
    members: "Members",
  },
  header: {
    back: "Back",
    login: "Login",
    register: "Register",
    deposit: "Deposit",
    balance: "Balance",
    home: "Edge Lobby home",
  },
  title: {
    home: "Home",
    login: "Login",
    activity: "Events",
    forget: "Forgot password",
    trail: "Free trial",
    firstPassword: "First password",
    notice: "Announcements",
    gameCenter: "Game centre",
    slots: "Slots",
    messages: "Messages",
    settings: "Settings",
    changePassword: "Change password",
    notFound: "Page not found",
    notOffered: "Not offered here",
    maintenance: "Maintenance",
    region: "Not available in your region",
    error: "Something went wrong",
    gameLobby: "Game lobby",
    mine: "Members",
    vip: "VIP benefits",
    securityCenter: "Security centre",
    paymentPassword: "Payment password",
    payeeName: "Real name",
    bankCards: "Bank cards",
    email: "E-mail",
    mobile: "Mobile number",
    securityQuestion: "Security question",
    profile: "Nickname and avatar",
    loginHistory: "Sign-in history",
    transactionRecord: "Transaction record",
    withdraw: "Withdraw",
    withdrawReport: "Withdrawal record",
    uplineTransfer: "Transfer to upline",
    redRain: "Red envelope rain",
    gameRecord: "Bet record",
    betDetail: "Order details",
    profitandloss: "Personal report",
    agentOverview: "Team overview",
    deposit: "Deposit",
    depositRecord: "Deposit record",
  },
  gate: {
    maintenance: {
      title: "System upgrading, please try again later.",
      body: "We are making Edge Lobby better. Your balance and bets are safe; everything will be back shortly.",
      retry: "Try again",
    },
    region: {
      title: "Not available in your region",
      body: "Access from your location ({{country}}) is restricted by local regulations.",
      bodyUnknown: "Access from your location is restricted by local regulations.",
      help: "If you think this is a mistake, contact customer service.",
    },
    service: "Contact customer service",
  },
  error: {
    notOffered: {
      title: "Not offered here",
      body: "This site does not offer this service.",
      home: "Back to home",
    },
    notFound: {
      title: "Page not found",
      body: "The page you are looking for does not exist or has moved.",
      home: "Back to home",
    },
    generic: {
      title: "Something went wrong",
      body: "Unknown error. Please try again.",
      retry: "Try again",
    },
    gateway: {
      unreachable: "The network is slow or offline. Please check your connection and try again.",
      timeout: "The server is taking too long to answer. Please try again.",
      server: "The service is having a problem. Please try again.",
      invalid: "The server sent an answer we could not read. Please try again.",
      business: "The request could not be completed. Please try again.",
    },
    request: {
      invalid: "Your request could not be read. Please reload the page and try again.",
      tooLarge: "What you sent is too large. Please shorten it and try again.",
    },
    forbidden: "Sorry, this account does not have permission or the feature is temporarily unavailable.",
    crossSiteLaunch: {
      title: "Opened from another site",
      body: "For your safety, a game only starts when it is opened from Edge Lobby itself. If you meant to play, open it here.",
      open: "Open the game",
    },
  },
  progress: {
    label: "Loading page",
  },
  toast: {
    region: "Notifications",
    close: "Dismiss",
    in_logged_login: "You are not logged in, please login first",
    free_reject: "Please login an actual account to use this function",
    non_agent: "Non-agents cannot log in",
    session_expired: "The account has been logged out, please log in again",
    signed_in: "Welcome back, signed in",
    signed_out: "You have signed out",
    in_sms_sending: "Sending SMS…",
    in_sms_send: "SMS sent",
    in_registered_successfully: "Registered successfully. Welcome!",
    in_sure_logout: "Are you sure you want to sign out?",
    in_been_out: "Sent. Check your e-mail for the next steps.",
    contact_service: "Please contact customer service",
    in_please_wait: "Please wait…",
    change_saved: "Change saved",
  },
  form: {
    honeypot: "Please leave this field blank",
    required: "This field is required",
    tooLong: "This is too long",
    spam: "Your request could not be verified. Please reload the page and try again.",
    /** A timed form (registration, free trial) sent sooner than a person could (ASVS V2.4.2). */
    tooSoon: "That was sent a moment too soon. Please check the form and send it again.",
  },
  login: {
    heading: "Welcome back",
    subheading: "Sign in to play, deposit and claim rewards.",
    username: "Username",
    usernamePlaceholder: "Enter your username",
    password: "Password",
    passwordPlaceholder: "Enter your password",
    showPassword: "Show password",
    hidePassword: "Hide password",
    clearUsername: "Clear username",
    submit: "Sign in",
    submitting: "Signing in…",
    enterUsername: "Enter username",
    enterPassword: "Enter password",
    failed: "Sorry, the user does not exist or is disabled.",
    trialAccount: "Non-member account unable to login",
  },
  home: {
    guestTitle: "Play more, win more",
    guestBody: "Over 600 games from the best studios, live lottery draws and weekly rewards.",
    loginCta: "Login",
    registerCta: "Join now",
    memberTitle: "Hello, {{name}}",
    memberSince_one: "Member for {{count}} day",
    memberSince_other: "Member for {{count}} days",
    walletLabel: "Total balance",
    signOut: "Sign out",
    trialBadge: "Free trial",
  },
};

/** Each feature's texts (app/features/<name>/messages.en.ts), one line each, under their top-level key. */
const features = {
  account: accountEn,
  validation: validationEn,
  games: gamesEn,
  lottery: lotteryEn,
  lobby: lobbyEn,
  content: contentEn,
  download: downloadEn,
  member: memberEn,
  security: securityEn,
  identity: identityEn,
  records: recordsEn,
  wallet: walletEn,
  transfer: transferEn,
  deposit: depositEn,
  agentHome: agentHomeEn,
  agentReports: agentReportsEn,
  agentTeam: agentTeamEn,
  redRain: redRainEn,
  agentContracts: agentContractEn,
  promotions: promotionsEn,
  rg: rgEn,
  pwa: pwaEn,
  feedback: feedbackEn,
};

const en: LocaleShape = { ...core, ...features };

export default en;
