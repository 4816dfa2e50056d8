import { GatewayError } from "~/gateway-client/errors";
import { formatDateTime } from "~/rules/match-time";
import { describeRgRefusal, isRgRefusal, type RgRefusalText } from "../refusal/refusal";

/**
 * An rg.* refusal as it travels from an action or loader to the page (decision 042): the gateway's
 * code and value, and the currency symbol a limit's amounts are written with. The page turns it
 * into its text with describeRgRefusal, in the reader's language.
 */
export type RgRefusalWire = { code: string; value: unknown; symbol: string };

export function rgRefusalWire(error: unknown, symbol = "₱"): RgRefusalWire | null {
  if (!isRgRefusal(error) || !(error instanceof GatewayError)) return null;
  return { code: error.code ?? "", value: error.value ?? null, symbol };
}

/** The refusal's translation key and values (operator time), for a page or a client toast. */
export function rgRefusalText(wire: RgRefusalWire, t: (key: string) => string): RgRefusalText {
  const error = new GatewayError("business", "", wire.code, undefined, wire.value);
  return describeRgRefusal(error, wire.symbol, (ms) => formatDateTime(ms), t) ?? { key: "rg.play.refusal.other", params: {} };
}

/** Whether the refusal is a block in force (a time-out, self-exclusion or spent session): withdrawing still works. */
export const isRgBlock = (wire: RgRefusalWire) => wire.code.startsWith("rg.blocked.");
export const REALITY_DUE = "rg.reality_check.due";
