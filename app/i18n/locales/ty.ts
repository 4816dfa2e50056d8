import { accountTy } from "../../features/account/messages.ty";
import { validationTy } from "../../features/account/validation-messages.ty";
import { agentContractTy } from "../../features/agent/contracts/messages.ty";
import { agentHomeTy } from "../../features/agent/home/messages.ty";
import { redRainTy } from "../../features/agent/rain/messages.ty";
import { agentReportsTy } from "../../features/agent/reports/messages.ty";
import { agentTeamTy } from "../../features/agent/team/messages.ty";
import { contentTy } from "../../features/content/messages.ty";
import { depositTy } from "../../features/deposit/messages.ty";
import { downloadTy } from "../../features/download/messages.ty";
import { feedbackTy } from "../../features/feedback/messages.ty";
import { gamesTy } from "../../features/games/messages.ty";
import { lobbyTy } from "../../features/home/messages.ty";
import { identityTy } from "../../features/identity/messages.ty";
import { lotteryTy } from "../../features/lottery/messages.ty";
import { memberTy } from "../../features/member/messages.ty";
import { promotionsTy } from "../../features/promotions/messages.ty";
import { pwaTy } from "../../features/pwa/messages.ty";
import { recordsTy } from "../../features/records/messages.ty";
import { rgTy } from "../../features/rg/messages.ty";
import { securityTy } from "../../features/security/messages.ty";
import { transferTy } from "../../features/transfer/messages.ty";
import { walletTy } from "../../features/wallet/messages.ty";
import type { Messages } from "../messages";

/**
 * Tagalog (TY), the default language and the source of the key set:
 * en.ts and pt.ts are typed against it, so a missing or extra key fails `tsc`.
 * Feature texts (app/features/NAME/messages.ts) are merged in under their own keys.
 */
const core = {
  app: {
    name: "Edge Lobby",
    tagline: "Slots, live casino, sports at loterya sa iyong bulsa",
    copyright: "© 2019-2024 Edge Lobby. Maglaro nang responsable.",
  },
  language: {
    label: "Wika",
    en: "English",
    pt: "Português",
    ty: "Tagalog",
  },
  nav: {
    label: "Pangunahing menu",
    skipToContent: "Lumaktaw sa nilalaman",
    home: "Tahanan",
    inviteFriends: "Mag-imbita",
    deposit: "Deposito",
    events: "Mga Event",
    members: "Miyembro",
  },
  header: {
    back: "Bumalik",
    login: "Mag-login",
    register: "Magrehistro",
    deposit: "Deposito",
    balance: "Balanse",
    home: "Home ng Edge Lobby",
  },
  title: {
    home: "Tahanan",
    login: "Mag-login",
    activity: "Mga Event",
    forget: "Nakalimutan ang pasword",
    trail: "Libreng trial",
    firstPassword: "Unang pasword",
    notice: "Mga Anunsyo",
    gameCenter: "Sentro ng mga laro",
    slots: "Mga slot",
    messages: "Mga Mensahe",
    settings: "Mga Setting",
    changePassword: "Palitan ang pasword",
    notFound: "Hindi mahanap ang pahina",
    notOffered: "Hindi inaalok dito",
    maintenance: "Pagmementena",
    region: "Hindi available sa iyong rehiyon",
    error: "May nangyaring mali",
    gameLobby: "Lobby ng laro",
    mine: "Mga Miyembro",
    vip: "Mga benepisyo ng VIP",
    securityCenter: "Sentro ng seguridad",
    paymentPassword: "Pasword sa pagbabayad",
    payeeName: "Tunay na pangalan",
    bankCards: "Mga bank card",
    email: "E-mail",
    mobile: "Numero ng mobile",
    securityQuestion: "Tanong pangseguridad",
    profile: "Palayaw at avatar",
    loginHistory: "Kasaysayan ng pag-login",
    transactionRecord: "Rekord ng transaksyon",
    withdraw: "Mag-withdraw",
    withdrawReport: "Rekord ng withdrawal",
    uplineTransfer: "Ilipat sa upline",
    redRain: "Ulan ng red envelope",
    gameRecord: "Rekord ng taya",
    betDetail: "Detalye ng order",
    profitandloss: "Personal na ulat",
    agentOverview: "Buod ng koponan",
    deposit: "Magdeposito",
    depositRecord: "Rekord ng deposito",
  },
  gate: {
    maintenance: {
      title: "Nag-a-upgrade ang system, pakisubukan muli mamaya.",
      body: "Pinapaganda namin ang Edge Lobby. Ligtas ang iyong balanse at mga taya; babalik ang lahat sa lalong madaling panahon.",
      retry: "Subukan muli",
    },
    region: {
      title: "Hindi available sa iyong rehiyon",
      body: "Pinaghihigpitan ng lokal na regulasyon ang access mula sa iyong lokasyon ({{country}}).",
      bodyUnknown: "Pinaghihigpitan ng lokal na regulasyon ang access mula sa iyong lokasyon.",
      help: "Kung sa tingin mo ay mali ito, makipag-ugnayan sa customer service.",
    },
    service: "Makipag-ugnayan sa customer service",
  },
  error: {
    notOffered: {
      title: "Hindi inaalok dito",
      body: "Hindi iniaalok ng site na ito ang serbisyong ito.",
      home: "Bumalik sa home",
    },
    notFound: {
      title: "Hindi mahanap ang pahina",
      body: "Wala o inilipat na ang pahinang hinahanap mo.",
      home: "Bumalik sa home",
    },
    generic: {
      title: "May nangyaring mali",
      body: "Hindi kilalang error. Pakisubukan muli.",
      retry: "Subukan muli",
    },
    gateway: {
      unreachable: "Mabagal o offline ang network. Pakisuri ang iyong koneksyon at subukan muli.",
      timeout: "Masyadong matagal sumagot ang server. Pakisubukan muli.",
      server: "Nagkakaproblema ang serbisyo. Pakisubukan muli.",
      invalid: "Nagpadala ang server ng sagot na hindi namin mabasa. Pakisubukan muli.",
      business: "Hindi natapos ang kahilingan. Pakisubukan muli.",
    },
    request: {
      invalid: "Hindi mabasa ang iyong kahilingan. Paki-reload ang pahina at subukan muli.",
      tooLarge: "Masyadong malaki ang ipinadala mo. Paikliin ito at subukan muli.",
    },
    forbidden: "Paumanhin, walang pahintulot ang account na ito o pansamantalang hindi available ang feature.",
    crossSiteLaunch: {
      title: "Binuksan mula sa ibang site",
      body: "Para sa iyong kaligtasan, nagsisimula lang ang laro kapag binuksan mula mismo sa Edge Lobby. Kung gusto mo talagang maglaro, buksan ito rito.",
      open: "Buksan ang laro",
    },
  },
  progress: {
    label: "Nilo-load ang pahina",
  },
  toast: {
    region: "Mga abiso",
    close: "Isara",
    in_logged_login: "Hindi ka pa naka-login, mag-login muna",
    free_reject: "Mag-login sa tunay na account para magamit ang function na ito",
    non_agent: "Hindi makakapasok ang hindi ahente",
    session_expired: "Na-log out na ang account, mag-login muli",
    signed_in: "Maligayang pagbabalik, naka-login ka na",
    signed_out: "Naka-sign out ka na",
    in_sms_sending: "Nagpapadala ng SMS…",
    in_sms_send: "Naipadala ang SMS",
    in_registered_successfully: "Matagumpay na nakarehistro. Maligayang pagdating!",
    in_sure_logout: "Sigurado ka bang gusto mong mag-sign out?",
    in_been_out: "Naipadala. Tingnan ang iyong e-mail para sa mga susunod na hakbang.",
    contact_service: "Makipag-ugnayan sa customer service",
    in_please_wait: "Pakihintay…",
    change_saved: "Nai-save ang pagbabago",
  },
  form: {
    honeypot: "Pakiwanang blangko ang field na ito",
    required: "Kailangan ang field na ito",
    tooLong: "Masyadong mahaba ito",
    spam: "Hindi ma-verify ang iyong kahilingan. Paki-reload ang pahina at subukan muli.",
    /** A timed form (registration, free trial) sent sooner than a person could (ASVS V2.4.2). */
    tooSoon: "Medyo napabilis ang pagpapadala. Pakisuri ang form at ipadala muli.",
  },
  login: {
    heading: "Maligayang pagbabalik",
    subheading: "Mag-sign in para maglaro, mag-deposito at kumuha ng rewards.",
    username: "Pangalan ng user",
    usernamePlaceholder: "Ilagay ang iyong username",
    password: "Pasword",
    passwordPlaceholder: "Ilagay ang iyong pasword",
    showPassword: "Ipakita ang pasword",
    hidePassword: "Itago ang pasword",
    clearUsername: "Burahin ang username",
    submit: "Mag-sign in",
    submitting: "Nagsa-sign in…",
    enterUsername: "Ilagay ang username",
    enterPassword: "Ilagay ang pasword",
    failed: "Paumanhin, wala o naka-disable ang user.",
    trialAccount: "Hindi makakapag-login ang non-member na account",
  },
  home: {
    guestTitle: "Maglaro nang higit, manalo nang higit",
    guestBody: "Mahigit 600 laro mula sa pinakamahuhusay na studio, live na bunutan ng loterya at lingguhang rewards.",
    loginCta: "Mag-login",
    registerCta: "Sumali na",
    memberTitle: "Kumusta, {{name}}",
    memberSince_one: "Miyembro nang {{count}} araw",
    memberSince_other: "Miyembro nang {{count}} araw",
    walletLabel: "Kabuuang balanse",
    signOut: "Mag-sign out",
    trialBadge: "Libreng trial",
  },
};

/** Each feature's texts (app/features/<name>/messages.ty.ts), one line each, under their top-level key. */
const features = {
  account: accountTy,
  validation: validationTy,
  games: gamesTy,
  lottery: lotteryTy,
  lobby: lobbyTy,
  content: contentTy,
  download: downloadTy,
  member: memberTy,
  security: securityTy,
  identity: identityTy,
  records: recordsTy,
  wallet: walletTy,
  transfer: transferTy,
  deposit: depositTy,
  agentHome: agentHomeTy,
  agentReports: agentReportsTy,
  agentTeam: agentTeamTy,
  redRain: redRainTy,
  agentContracts: agentContractTy,
  promotions: promotionsTy,
  rg: rgTy,
  pwa: pwaTy,
  feedback: feedbackTy,
};

const ty = { ...core, ...features };

export type CoreShape = Messages<typeof core>;
export type LocaleShape = Messages<typeof ty>;

export default ty;
