import type { MissionCard } from "@contract/schemas/missions";
import { formatMoney } from "~/rules/money";

/**
 * How the mission board words a mission: titles are composed from goal, target
 * and category in the member's language, so the operator has no text to translate. Pure, so the
 * wording rules are unit-tested (mission-view.test.ts).
 */

export const M = "promotions.missions";

/** ₱1,000 for whole amounts, ₱12.50 otherwise: targets and prizes read like the operator wrote them. */
export function missionMoney(amount: number, symbol: string): string {
  const full = formatMoney(amount, symbol);
  return full.endsWith(".00") ? full.slice(0, -3) : full;
}

/** The translation key and values of a mission's title ("Bet ₱1,000 on Slots today"). */
export function missionTitle(
  card: Pick<MissionCard, "goal" | "category" | "target">,
  period: "day" | "week",
  symbol: string,
): { key: string; values: Record<string, string | number> } {
  const amount = missionMoney(card.target, symbol);
  if (card.goal === "stake" && card.category) return { key: `${M}.goal.stakeIn.${period}`, values: { amount, categoryKey: `games.category.${card.category}` } };
  if (card.goal === "stake_count" || card.goal === "deposit_streak") return { key: `${M}.goal.${card.goal}.${period}`, values: { count: card.target } };
  return { key: `${M}.goal.${card.goal}.${period}`, values: { amount } };
}

/** The progress text's two sides ("₱640" / "₱1,000", "3 bets" / "5 bets", "2 days" / "3 days"). */
export function progressSides(
  card: Pick<MissionCard, "unit" | "progress" | "target">,
  symbol: string,
): { done: string; target: string } | { key: string; done: number; target: number } {
  if (card.unit === "minor") return { done: missionMoney(card.progress, symbol), target: missionMoney(card.target, symbol) };
  return { key: card.unit === "count" ? `${M}.bets` : `${M}.days`, done: card.progress, target: card.target };
}

/** Whole percent of the way, 0–100. */
export function percentDone(card: Pick<MissionCard, "progress" | "target">): number {
  return Math.max(0, Math.min(100, Math.floor((card.progress / card.target) * 100)));
}

/** The countdown's parts, by minute: "2 d 5 h" over a day, "5 h 12 min" over an hour, else "12 min". */
export function countdownParts(remainingMs: number): { key: string; values: Record<string, number> } | null {
  if (remainingMs <= 0) return null;
  const minutes = Math.ceil(remainingMs / 60_000);
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  if (d > 0) return { key: `${M}.duration.days`, values: { d, h } };
  if (h > 0) return { key: `${M}.duration.hours`, values: { h, m } };
  return { key: `${M}.duration.minutes`, values: { m } };
}
