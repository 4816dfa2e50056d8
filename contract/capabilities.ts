import { AGENT_MODULE_SWITCHES, type AgentModule } from "./agent-modules";
import type { RouteName } from "./routes";
import type { Capabilities } from "./schemas/capabilities";
import { CONTRACT_VERSION } from "./version";

/**
 * The optional modules of the contract: parts of the product an operator's gateway may not have at
 * all (no responsible-gaming API, no red envelopes, no agent contracts …). The gateway lists the
 * ones it offers in its capabilities answer (ROUTES.capabilities); the app hides every page, row,
 * tile and link of a module it does not offer, and a direct visit to one of its pages answers
 * "not offered here" (404).
 *
 * Each module names the routes that belong to it and the merchant feature switches that exist only
 * for it (§3 module ids, decision 025's row switches, contract/agent-modules.ts): a switch of a
 * module the gateway does not offer reads as off, so everything that already hides behind a switch
 * hides with the module. The core (site, sign-in, registration, wallet, deposits and withdrawals,
 * games and lottery, orders, content, member info and the security centre) belongs to no module.
 */
export const OPTIONAL_MODULES = {
  /** Limits, reality check, time-out, self-exclusion, the session clock, the registration age gate. */
  responsibleGaming: {
    routes: ["rgMarket", "rgOverview", "rgSetLimit", "rgSetRealityCheck", "rgCancelPending", "rgSession", "rgRealityAck", "rgTimeout", "rgExclude"],
    switches: [],
  },
  /** Red-envelope rain (/m/redRain): an agent funds a rain, members grab from it. */
  redEnvelopes: { routes: ["redRains", "createRedRain", "liveRedRains", "grabRedRain"], switches: [AGENT_MODULE_SWITCHES.redRain] },
  /** Agent contracts: daily salary, dividend and hourly salary (§4 contract prompts). */
  contracts: {
    routes: ["contractRequests", "contracts", "answerContract", "offerContract", "terminateContract"],
    switches: [AGENT_MODULE_SWITCHES.dividend, AGENT_MODULE_SWITCHES.salary, AGENT_MODULE_SWITCHES.hourlySalary],
  },
  /** The agent programme (§2 Agent home): team, reports, downline accounts, rebate settings. */
  agent: {
    routes: [
      "agentHome",
      "teamKpi",
      "teamOverview",
      "teamPnl",
      "teamBets",
      "teamBetDetail",
      "agentIncome",
      "teamMembers",
      "registerDownline",
      "inviteInfo",
      "teamRebates",
      "setDownlineRebates",
    ],
    switches: (
      [
        "overview",
        "transactions",
        "team",
        "pnl",
        "betting",
        "rebateSettings",
        "income",
        "security",
        "register",
        "announcements",
      ] as const satisfies readonly AgentModule[]
    ).map((m) => AGENT_MODULE_SWITCHES[m]),
  },
  /** The message centre (§3 COMM3: /m/webEmail, the unread dot, the agent's messages tile). */
  inbox: { routes: ["messages", "messageDetail", "messageUnreadCount", "messageRead"], switches: ["COMM3"] },
  /** Mission activity (/m/leaderBoard). */
  missions: { routes: ["missionBoard", "missionLeaderboard"], switches: ["MISSION3"] },
  /** The manual rebate and the rebate report (/m/member/manualRebate, /m/member/rebateReport). */
  rebates: { routes: ["rebateAccrued", "rebateClaim", "rebateHistory", "rebateReport"], switches: ["MANREBATE3", "PLAYREBATE3"] },
  /** The transfer to the upline (§4, /m/upLine/transfer). */
  uplineTransfer: { routes: ["uplineTransferTerms", "uplineTransfer"], switches: ["FUNDTRANS3"] },
  /** The personal report (§3 PERSPNL3, /m/profitandloss). */
  personalReport: { routes: ["personalReport"], switches: ["PERSPNL3"] },
  /** The manual bank transfer with receipts (its deposit channels, its receipts in the deposit record). */
  depositReceipts: { routes: ["manualDeposit", "depositReceipt"], switches: [] },
  /** The reward centre (/m/rewardCenter) and its claims. */
  rewards: { routes: ["rewards", "rewardClaim", "rewardHistory", "rewardCount"], switches: ["REWARDCEN3"] },
  /** Invite friends (/m/inviteFriends, the bottom menu's second item, invitation links). */
  referrals: { routes: ["referralSummary", "referralFriends", "referralVisit"], switches: [] },
  /** Feedback to the operator (/m/feedback). */
  feedback: { routes: ["feedback", "feedbackList"], switches: [] },
  /** The VIP levels and their benefits (/m/member/benefits). */
  vip: { routes: ["vipLevels"], switches: [] },
  /** The free trial (/m/trail, the login page's "Try it free"). */
  trial: { routes: ["testPlay", "createTrial", "trialTerms"], switches: [] },
} as const satisfies Record<string, { routes: readonly RouteName[]; switches: readonly string[] }>;

export type ModuleName = keyof typeof OPTIONAL_MODULES;

export const MODULE_NAMES = Object.keys(OPTIONAL_MODULES) as ModuleName[];

/**
 * The refusal of a call to a route of a module the gateway does not offer, before its handler runs:
 * 404 with this code. 404 and not 501: to the caller the route does not exist here, exactly like
 * an older gateway's unknown route, and a refusal it can foresee from the capabilities answer is
 * not a fault of the gateway (a 5xx would count in its error rates). The code tells it apart from a
 * mistyped path (route.not.found).
 */
export const UNSUPPORTED_MODULE_CODE = "module.unsupported";
export const UNSUPPORTED_MODULE_STATUS = 404;

/** The answer of a gateway that offers every module: also what an older gateway, which has no capabilities call, is taken to offer. */
export const ALL_MODULES_OFFERED: Capabilities = { contractVersion: CONTRACT_VERSION, modules: [...MODULE_NAMES] };

const MODULE_OF_ROUTE = new Map<string, ModuleName>(MODULE_NAMES.flatMap((name) => OPTIONAL_MODULES[name].routes.map((route) => [route, name] as const)));
const MODULE_OF_SWITCH = new Map<string, ModuleName>(
  MODULE_NAMES.flatMap((name) => (OPTIONAL_MODULES[name].switches as readonly string[]).map((code) => [code, name] as const)),
);

export const isModuleName = (name: string): name is ModuleName => Object.hasOwn(OPTIONAL_MODULES, name);

/** Whether the gateway offers the module. Names the gateway lists that the app does not know are ignored. */
export function moduleOffered(capabilities: Capabilities, name: ModuleName): boolean {
  return capabilities.modules.includes(name);
}

/** The modules the app knows and the gateway does not offer, in the table's order: what to hide. */
export function unofferedModules(capabilities: Capabilities): ModuleName[] {
  return MODULE_NAMES.filter((name) => !moduleOffered(capabilities, name));
}

/** The module a route belongs to, or null for the core. */
export function moduleOfRoute(route: RouteName): ModuleName | null {
  return MODULE_OF_ROUTE.get(route) ?? null;
}

/** The module a feature switch exists for, or null for a switch of the core. */
export function moduleOfSwitch(code: string): ModuleName | null {
  return MODULE_OF_SWITCH.get(code) ?? null;
}

/** The capability module an agent-home module belongs to (its switch's): red rain, the contracts, messages, else the agent programme. */
export function moduleOfAgentModule(module: AgentModule): ModuleName {
  return moduleOfSwitch(AGENT_MODULE_SWITCHES[module]) ?? "agent";
}

/**
 * The merchant's feature switches as the app should read them: a switch of a module in `unoffered`
 * is off whatever the operator set (the module is not there to switch on). The same object when
 * nothing changes.
 */
export function withoutUnofferedSwitches(switches: Record<string, boolean>, unoffered: readonly ModuleName[]): Record<string, boolean> {
  if (unoffered.length === 0) return switches;
  const off = new Set<string>(unoffered.flatMap((name) => OPTIONAL_MODULES[name].switches));
  if (!Object.keys(switches).some((code) => off.has(code) && switches[code])) return switches;
  return Object.fromEntries(Object.entries(switches).map(([code, on]) => [code, on && !off.has(code)]));
}

/**
 * A list of module names as an operator writes it ("responsibleGaming, redEnvelopes"): the known
 * names, in order and without repeats, and the names that are no module (so a typo is reported,
 * never silently ignored).
 */
export function parseModuleList(text: string | undefined): { modules: ModuleName[]; unknown: string[] } {
  const names = (text ?? "")
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean);
  return { modules: MODULE_NAMES.filter((name) => names.includes(name)), unknown: names.filter((n) => !isModuleName(n)) };
}
