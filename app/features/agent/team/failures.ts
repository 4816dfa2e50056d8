import { isGatewayError } from "~/gateway-client/errors";
import { T } from "./rules";

/**
 * Maps a refused team-management call (the codes of gateway/handlers/agent-team.ts) to what the
 * form shows: a translation key, the field it is about (none: the form's own message) and the
 * agent's own rate it names. `leave` marks refusals after which the page cannot be used (not an
 * agent, the module off): the action sends the agent to the agency centre.
 */
export type TeamFailure = { key: string; field?: string; params?: Record<string, string>; leave?: boolean };

const OWN_KEYS: Record<string, string> = {
  "validation.password.username": `${T}.register.passwordIsUsername`,
  "validation.downline.type": `${T}.register.typeRequired`,
};

const RATE_KEYS: Record<string, string> = {
  "rebate.above.own": `${T}.rate.above`,
  "rebate.step": `${T}.rate.step`,
  "rebate.range": `${T}.rate.range`,
  "rebate.category.unknown": `${T}.rate.unknown`,
};

/** null for anything that is not a gateway failure (a bug: the caller rethrows it). */
export function describeTeamFailure(error: unknown): TeamFailure | null {
  if (!isGatewayError(error)) return null;
  if (error.kind !== "business") return { key: `error.gateway.${error.kind}` };
  const code = error.code ?? "";
  const v = (error.value ?? {}) as Record<string, unknown>;
  if (code === "agent.forbidden" || code === "agent.module.off") return { key: "error.forbidden", leave: true };
  if (code === "downline.invalid") {
    const message = typeof v.message === "string" ? v.message : "error.gateway.business";
    return { key: OWN_KEYS[message] ?? message, ...(typeof v.field === "string" ? { field: v.field } : {}) };
  }
  const rateKey = RATE_KEYS[code];
  if (rateKey) {
    const own = typeof v.ownPercent === "string" ? v.ownPercent : "";
    return { key: rateKey, ...(typeof v.category === "string" ? { field: `rates.${v.category}` } : {}), params: { own, max: own } };
  }
  switch (code) {
    case "member.exists":
      return { key: `${T}.register.exists`, field: "username" };
    // The age gate (decision 043): the text names the market's minimum age.
    case "register.underage":
      return { key: "rg.register.underage", field: "birthDate", params: { minAge: String(v.minAge ?? "") } };
    case "idempotency.key.format":
      return { key: `${T}.register.expired` };
    case "idempotency.mismatch":
      return { key: `${T}.register.mismatch` };
    case "team.member.notFound":
      return { key: `${T}.rebate.notFound` };
    case "rebate.not.direct":
      return { key: `${T}.rebate.notDirect` };
    default:
      return { key: "error.gateway.business" };
  }
}
