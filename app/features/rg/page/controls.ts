import { MONEY_PERIODS } from "@contract/rg-rules";

/**
 * The controls of /m/responsibleGaming as the gateway names them, for the page and its schemas
 * (schemas.ts) alike; apart from the schemas so the page renders without zod (decision 055).
 */

export const MONEY_KINDS = ["deposit", "loss", "stake"] as const;
export type MoneyKind = (typeof MONEY_KINDS)[number];

/** Cancel targets the gateway knows: "deposit.day" … "stake.month", "session.session", "reality". */
export type Control = `${MoneyKind}.${(typeof MONEY_PERIODS)[number]}` | "session.session" | "reality";
export const CONTROLS: [Control, ...Control[]] = ["reality", "session.session", ...MONEY_KINDS.flatMap((k) => MONEY_PERIODS.map((p) => `${k}.${p}` as const))];

/** The control a limit form changes, as the gateway names it in cancel and history ("deposit.day"). */
export const controlOf = (kind: string, period: string) => `${kind}.${period}`;
