import type { ModuleName } from "@contract/capabilities";
import { isAgent, isTrial, showsAgencyRow } from "@contract/member-types";

/**
 * The member centre's tiles and rows (§2 "Member centre (Mine)", §4, §6; decision 025), one
 * table: where each leads, what shows it, and whether its page exists yet. The page renders what
 * `visibleEntries` returns and nothing else.
 */
export type EntryId =
  | "deposit"
  | "withdraw"
  | "inviteFriends"
  | "securityCenter"
  | "depositRecord"
  | "withdrawRecord"
  | "transactionRecord"
  | "betRecord"
  | "personalReport"
  | "rewardCenter"
  | "manualRebate"
  | "playerRebate"
  | "missionActivity"
  | "mailCenter"
  | "uplineTransfer"
  | "agencyCenter"
  | "responsibleGaming"
  | "feedback";

export type Viewer = { signedIn: false } | { signedIn: true; type: number; toUpline: boolean };

/** `unoffered`: the optional modules the operator's gateway does not offer (contract/capabilities.ts). */
type Facts = { viewer: Viewer; switches: Record<string, boolean>; promotions: Record<string, boolean>; unoffered: readonly ModuleName[] };

export type Entry = {
  id: EntryId;
  path: string;
  /** False until the page exists: the entry is never shown before (no link to a 404). */
  built: boolean;
  /** The optional module the entry leads into: shown only where the gateway offers it, like agent home's tiles. */
  module?: ModuleName;
  /** The merchant feature switch that shows an optional row. */
  switch?: string;
  /** A keyed promotion (§3 promo lookup) that must be enabled. */
  promotion?: string;
  /** Any further rule of the spec. */
  rule?: (viewer: Viewer) => boolean;
  /**
   * Moves or reports real money. A trial account (§6 type 4) holds play money only and the server
   * refuses it these pages, so the entry is not offered to it at all: the centre shows the way to a
   * real account instead of links that end in a refusal.
   */
  realMoney?: true;
};

/** §2: the four menu tiles; invite friends only while the REFERRAL promotion is enabled. */
export const TILES: readonly Entry[] = [
  { id: "deposit", path: "/m/voucherCenter", built: true, realMoney: true },
  { id: "withdraw", path: "/m/withdraw", built: true, realMoney: true },
  { id: "inviteFriends", path: "/m/inviteFriends", built: true, module: "referrals", promotion: "REFERRAL" },
  { id: "securityCenter", path: "/m/securityCenter", built: true },
];

/** §2: the optional rows, each behind its own switch (names: decision 025). */
export const ROWS: readonly Entry[] = [
  { id: "depositRecord", path: "/m/vouReport", built: true, switch: "DEPREC3", realMoney: true },
  { id: "withdrawRecord", path: "/m/withdrawReport", built: true, switch: "WDREC3", realMoney: true },
  { id: "transactionRecord", path: "/m/transaction/record", built: true, switch: "MEMTRANS3", realMoney: true },
  { id: "betRecord", path: "/m/gameRecord", built: true, switch: "BETREC3", realMoney: true },
  { id: "personalReport", path: "/m/profitandloss", built: true, module: "personalReport", switch: "PERSPNL3", realMoney: true },
  { id: "rewardCenter", path: "/m/rewardCenter", built: true, module: "rewards", switch: "REWARDCEN3", realMoney: true },
  { id: "manualRebate", path: "/m/member/manualRebate", built: true, module: "rebates", switch: "MANREBATE3", realMoney: true },
  { id: "playerRebate", path: "/m/member/rebateReport", built: true, module: "rebates", switch: "PLAYREBATE3", realMoney: true },
  // §3: the MISSION row shows when its promotion is enabled, as well as its switch.
  { id: "missionActivity", path: "/m/leaderBoard", built: true, module: "missions", switch: "MISSION3", promotion: "MISSION" },
  { id: "mailCenter", path: "/m/webEmail", built: true, module: "inbox", switch: "COMM3" },
  // §4: upline transfer needs its switch, toUpline true and a type other than 2.
  {
    id: "uplineTransfer",
    path: "/m/upLine/transfer",
    built: true,
    module: "uplineTransfer",
    switch: "FUNDTRANS3",
    realMoney: true,
    rule: (v) => v.signedIn && v.toUpline && v.type !== 2,
  },
  // §6: the agency row shows for any signed-in type not in 0, 4, 40.
  { id: "agencyCenter", path: "/m/agent", built: true, module: "agent", switch: "AGEINFO3", rule: (v) => v.signedIn && showsAgencyRow(v.type) },
  // Responsible gaming is never behind a switch (a regulator requires it reachable
  // wherever the gateway has it).
  { id: "responsibleGaming", path: "/m/responsibleGaming", built: true, module: "responsibleGaming" },
  // §7 feedback: every member may write to the operator (a trial is answered free_reject, §6).
  { id: "feedback", path: "/m/feedback", built: true, module: "feedback" },
];

/** Whether an entry shows, whatever the state of its page (the rule of the spec alone). */
export function entryAllowed(entry: Entry, { viewer, switches, promotions, unoffered }: Facts): boolean {
  if (entry.module && unoffered.includes(entry.module)) return false;
  if (entry.switch && switches[entry.switch] !== true) return false;
  if (entry.promotion && promotions[entry.promotion] !== true) return false;
  if (entry.realMoney && viewer.signedIn && isTrial(viewer.type)) return false;
  return entry.rule ? entry.rule(viewer) : true;
}

/** The entries the page shows: allowed by the spec and with a page to open. */
export function visibleEntries(entries: readonly Entry[], facts: Facts): Entry[] {
  return entries.filter((e) => e.built && entryAllowed(e, facts));
}

/** §4/§6: the share button is hidden for agent types 1, 2, 41, 42. */
export function showsShare(viewer: Viewer): boolean {
  return !viewer.signedIn || !isAgent(viewer.type);
}

/** §2: the VIP benefits tile shows to visitors and to members with a VIP label, where the gateway offers VIP levels. */
export function showsVipTile(viewer: Viewer, vipLabel: string | null, unoffered: readonly ModuleName[]): boolean {
  if (unoffered.includes("vip")) return false;
  return !viewer.signedIn || vipLabel !== null;
}

/** The query a trial member's guarded entry links to without JavaScript: the centre answers free_reject and stays. */
export const REFUSE_PARAM = "refuse";

const DAY_MS = 86_400_000;

/** §4: days since joining = floor of the elapsed days (0 on the first day, never negative). */
export function daysSinceJoining(regDate: number, now: number): number {
  return Math.max(0, Math.floor((now - regDate) / DAY_MS));
}
