import { featureTexts } from "../feature-messages";
import type { CoreShape, LocaleShape } from "./ty";

/** English. The key set is ty.ts's: tsc and `npm run i18n:check` both refuse a difference. */
const core: CoreShape = {
  app: {
    name: "Edge Lobby",
    tagline: "Slots, live casino, sports and lottery in your pocket",
    copyright: "© 2019-2024 Edge Lobby. Play responsibly. 18+",
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
    maintenance: "Maintenance",
    region: "Not available in your region",
    error: "Something went wrong",
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
  },
  error: {
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
      invalid: "The server sent an answer we could not read. Please try again.",
      business: "The request could not be completed. Please try again.",
    },
    forbidden: "Sorry, this account does not have permission or the feature is temporarily unavailable.",
  },
  progress: {
    label: "Loading page",
  },
  toast: {
    region: "Notifications",
    close: "Dismiss",
    in_logged_login: "You are not logged in, please login first",
    free_reject: "Please login an actual account to use this function",
    session_expired: "The account has been logged out, please log in again",
    signed_in: "Welcome back, signed in",
    signed_out: "You have signed out",
  },
  form: {
    honeypot: "Please leave this field blank",
    required: "This field is required",
    tooLong: "This is too long",
    spam: "Your request could not be verified. Please reload the page and try again.",
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
    demoHint: "Demo account: demo / demo1234",
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

const en: LocaleShape = { ...core, ...featureTexts("en") };

export default en;
