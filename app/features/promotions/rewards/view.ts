import { isGameType } from "@contract/games";
import type { OpenReward } from "@contract/schemas/rewards";
import { formatMoney } from "~/rules/money";

/**
 * The reward centre's view rules (pure): how an item is named and described from its `source` and
 * the provider's `detail`, its progress, what is left and its expiry. Detail keys read here
 * (decision 035): `period` (a day or week key), `invitee` (a masked name), `qualified`, `goal` +
 * `target` (+ `category`) of a mission, `minDepositMinor` of a deposit bonus not yet earned. Any
 * other key is ignored; a reward with none still reads as its source.
 */

export const R = "promotions.rewards";

export const KNOWN_SOURCES = ["deposit_bonus", "event", "promo_rebate", "mission", "referral", "checkin", "rebate"] as const;
type KnownSource = (typeof KNOWN_SOURCES)[number];
const isKnown = (s: string): s is KnownSource => (KNOWN_SOURCES as readonly string[]).includes(s);

const MONEY_GOALS = new Set(["stake", "deposit_total", "win_total"]);
const GOALS = new Set(["stake", "stake_count", "deposit_total", "deposit_streak", "win_total"]);

/** A translation: key and params, resolved by the component's t(); `nested` params are translation keys themselves. */
export type Text = { key: string; params?: Record<string, string | number>; nested?: Record<string, string> };

type Describable = Pick<OpenReward, "key" | "source" | "title" | "state" | "detail">;

const str = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** The item's name: its promotion's title when it has one, else the source's name. */
export function rewardTitle(r: Pick<OpenReward, "source" | "title">): Text | string {
  if (r.title) return r.title;
  return { key: `${R}.source.${isKnown(r.source) ? r.source : "other"}` };
}

/**
 * A period as a player reads it: an ISO week key ('2026-W47', the cashback's and the weekly
 * missions' period) becomes its Monday to Sunday ('2026-11-16 – 2026-11-22'); a day stays a day.
 */
export function periodLabel(period: string | null): string | null {
  const m = period ? /^(\d{4})-W(\d{2})$/.exec(period) : null;
  if (!m) return period;
  // Week 1 is the week with 4 January in it; its Monday is that day less its weekday (Monday = 0).
  const jan4 = Date.UTC(Number(m[1]), 0, 4);
  const monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * 86_400_000 + (Number(m[2]) - 1) * 7 * 86_400_000;
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  return `${day(monday)} – ${day(monday + 6 * 86_400_000)}`;
}

/** The line under the title, from the source and what the provider put in `detail`. */
export function rewardDescription(r: Describable, symbol: string): Text {
  const d = r.detail;
  const period = periodLabel(str(d.period));
  switch (isKnown(r.source) ? r.source : "other") {
    case "deposit_bonus": {
      const min = num(d.minDepositMinor);
      return r.state === "owed" && min !== null
        ? { key: `${R}.describe.depositMin`, params: { amount: formatMoney(min / 100, symbol) } }
        : { key: `${R}.describe.deposit_bonus` };
    }
    case "mission": {
      const goal = str(d.goal);
      const target = num(d.target);
      if (goal && GOALS.has(goal) && target !== null) {
        const params = { target: MONEY_GOALS.has(goal) ? formatMoney(target / 100, symbol) : target };
        const category = str(d.category);
        // "Bet ₱1,000.00 on Slots": the game category's own name (games.category.*).
        if (goal === "stake" && category && isGameType(category))
          return { key: `${R}.goal.stake_category`, params, nested: { category: `games.category.${category}` } };
        return { key: `${R}.goal.${goal}`, params };
      }
      return period ? { key: `${R}.describe.mission`, params: { period } } : { key: `${R}.describe.mission_plain` };
    }
    case "promo_rebate":
      return period ? { key: `${R}.describe.promo_rebate`, params: { period } } : { key: `${R}.describe.promo_rebate_plain` };
    case "referral": {
      const invitee = str(d.invitee);
      if (r.key.endsWith(":self") || !invitee) return { key: `${R}.describe.referral_self` };
      return { key: `${R}.describe.${r.state === "claimable" ? "referral" : "referral_pending"}`, params: { invitee } };
    }
    case "event":
    case "checkin":
    case "rebate":
      return { key: `${R}.describe.${r.source}` };
    default:
      return { key: `${R}.describe.other` };
  }
}

/** Percent done, 0–100, whole (for the progress bar's width and aria-valuenow). */
export function progressPercent(done: number, target: number): number {
  if (!(target > 0)) return 0;
  return Math.max(0, Math.min(100, Math.floor((done / target) * 100)));
}

/** "₱640.00 of ₱1,000.00", "3 of 5", "2 of 3 days". */
export function progressText(p: NonNullable<OpenReward["progress"]>, symbol: string): Text {
  const show = (n: number) => (p.unit === "money" ? formatMoney(n, symbol) : n);
  return { key: `${R}.progress.${p.unit}`, params: { done: show(p.done), target: show(p.target) } };
}

/** What is left for an owed reward: "₱300.00 more to go", "deposit ₱200.00 to receive", or that it comes when its period closes. */
export function leftText(r: Pick<OpenReward, "source" | "progress" | "detail">, symbol: string): Text {
  const p = r.progress;
  if (p && p.target > p.done) {
    const left = p.target - p.done;
    if (p.unit === "money") {
      const key = r.source === "deposit_bonus" ? `${R}.left.deposit` : `${R}.left.money`;
      return { key, params: { amount: formatMoney(left, symbol) } };
    }
    return { key: `${R}.left.${p.unit}`, params: { count: left } };
  }
  const min = num(r.detail.minDepositMinor);
  if (r.source === "deposit_bonus" && min !== null) return { key: `${R}.left.deposit`, params: { amount: formatMoney(min / 100, symbol) } };
  return { key: `${R}.left.wait` };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "expires in 2 d 3 h", "expires in 5 h 12 min", "expires in 9 min" (at least 1 min); null when it never expires. */
export function expiryText(expiresAt: number | null, now: number): Text | null {
  if (expiresAt === null) return null;
  const left = Math.max(MINUTE, expiresAt - now);
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return { key: `${R}.expires.days`, params: { days, hours } };
  if (hours > 0) return { key: `${R}.expires.hours`, params: { hours, minutes } };
  return { key: `${R}.expires.minutes`, params: { minutes } };
}

/** The claimed history's wagering cell: "x of y wagered" with done or what is left, or none (P-RC-02). */
export function wageringText(w: { required: number; done: number; met: boolean } | null, symbol: string): { main: Text; state: Text } | null {
  if (!w) return null;
  return {
    main: { key: `${R}.history.wagered`, params: { done: formatMoney(w.done, symbol), required: formatMoney(w.required, symbol) } },
    state: w.met ? { key: `${R}.history.done` } : { key: `${R}.history.left`, params: { amount: formatMoney(Math.max(0, w.required - w.done), symbol) } },
  };
}

/** Rewards a Claim button (and "Claim all") can claim here: claimable and not claimed on another page. */
export const claimableHere = <T extends Pick<OpenReward, "state" | "claimPath">>(list: readonly T[]): T[] =>
  list.filter((r) => r.state === "claimable" && r.claimPath === null);
