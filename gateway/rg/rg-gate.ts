import type { RgActivity } from "../../contract/rg-rules";
import { ROUTES, type RouteName } from "../../contract/routes";

/**
 * The block matrix's request side (research §4.3): what each gateway call does.
 * The router asks `activityOf` before running a member's call and refuses it when the member's
 * state blocks that activity (gateway/rg/rg.ts gateState + contract/rg-rules.ts gateRefusal). A call not
 * listed is `free`: withdrawals, records, the account, the RG page itself are never stopped.
 * Every mutation must be in BLOCKED or FREE_MUTATIONS (rg-gate.test.ts), so a new money or play
 * call cannot slip through unclassified. The demo game page's spin and bet (/gw/play/…) are not in
 * the route table; they call the same gate themselves (gateway/handlers/games-play.ts).
 */
const BLOCKED = {
  deposit: "deposit",
  manualDeposit: "deposit",
  launchGame: "play",
  launchLottery: "play",
  addRecentGame: "play",
  promotionApply: "promotion",
  rewardClaim: "promotion",
  rebateClaim: "promotion",
  grabRedRain: "promotion",
  uplineTransfer: "transfer",
  createRedRain: "transfer",
  registerDownline: "agent",
  setDownlineRebates: "agent",
  answerContract: "agent",
  offerContract: "agent",
  terminateContract: "agent",
} as const satisfies Partial<Record<RouteName, Exclude<RgActivity, "free">>>;

/** Mutations that stay open in every state: the account, security, reading, cancelling, withdrawing. */
export const FREE_MUTATIONS: readonly RouteName[] = [
  "login",
  "sendUnlockCode",
  "testPlay",
  "logout",
  "register",
  "sendCode",
  "forgotPasswordEmail",
  "setPasswordByPhone",
  "changePassword",
  "addGameFavourite",
  "removeGameFavourite",
  "cancelSuborders",
  "announcementRead",
  "messageRead",
  "promotionCancel",
  "paymentPassword",
  "payeeName",
  "sendEmailCode",
  "verifyEmail",
  "sendMobileCode",
  "bindMobile",
  "removeMobile",
  "addBankCard",
  "deleteBankCard",
  "securityQuestion",
  "nickname",
  "setHeadIcon",
  "signOutOthers",
  "withdraw",
  "withdrawCancel",
  "depositCancel",
  "referralVisit",
  // Writing to the operator is never stopped: a blocked player may need to.
  "feedback",
  // The RG page itself never stops.
  "rgSetLimit",
  "rgSetRealityCheck",
  "rgCancelPending",
  "rgRealityAck",
  "rgTimeout",
  "rgExclude",
];

export function activityOf(name: RouteName): RgActivity {
  return (BLOCKED as Partial<Record<RouteName, RgActivity>>)[name] ?? "free";
}

const byKey = new Map<string, RouteName>(Object.entries(ROUTES).map(([name, r]) => [`${r.method} ${r.path}`, name as RouteName]));

/** The activity of a request by method and path (a path outside the table is free: it has no handler). */
export function activityOfRequest(method: string, pathname: string): RgActivity {
  const name = byKey.get(`${method} ${pathname}`);
  return name ? activityOf(name) : "free";
}
