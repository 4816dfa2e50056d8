/**
 * Invite friends (research P-INV-01/02, decision 038): the referral promotion's
 * rules and the pure parts of its qualification, shared by the gateway and the page.
 */

/** The rules' schema lives with every promotion kind's (contract/schemas/promotions.ts); only its type here, so the page carries no zod. */
import type { ReferralRules } from "./schemas/promotions";

export type { ReferralRules };

export const DAY_MS = 86_400_000;

/** The end (exclusive) of an invitee's qualification window. */
export function qualificationDeadline(registeredAt: number, rules: Pick<ReferralRules, "windowDays">): number {
  return registeredAt + rules.windowDays * DAY_MS;
}

/** Whether the deposits credited inside the window qualify the invitee. */
export function isQualified(creditedMinor: number, rules: Pick<ReferralRules, "minDepositMinor">): boolean {
  return creditedMinor >= rules.minDepositMinor;
}

/** The friends list's filter (sign-ups in the last …): 24 hours, 3 days, 7 days, one month (30 days). */
export const FRIEND_RANGES = ["24h", "3d", "7d", "1m"] as const;
export type FriendRange = (typeof FRIEND_RANGES)[number];
export const DEFAULT_FRIEND_RANGE: FriendRange = "7d";
const RANGE_MS: Record<FriendRange, number> = { "24h": DAY_MS, "3d": 3 * DAY_MS, "7d": 7 * DAY_MS, "1m": 30 * DAY_MS };

/** The first instant a range covers, ending now. */
export function rangeStart(range: FriendRange, now: number): number {
  return now - RANGE_MS[range];
}

export function isFriendRange(value: unknown): value is FriendRange {
  return typeof value === "string" && (FRIEND_RANGES as readonly string[]).includes(value);
}

export const FRIENDS_PAGE_SIZE = 20;

/** What the friends list says of an invitee: signed up, qualified (reward claimable), or rewarded (claimed). */
export const FRIEND_STATUSES = ["registered", "qualified", "rewarded"] as const;
export type FriendStatus = (typeof FRIEND_STATUSES)[number];

/** The invitation code's format (field rules' affiliateCode): what the attribution cookie may hold. */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9]{4,20}$/;
