import type { Capabilities } from "@contract/schemas/capabilities";
import { CAPABILITIES_TTL_SECONDS } from "~/gateway-client/site.server";
import type { Settings } from "./env.server";

/**
 * The gateway's capabilities as this isolate last read them, per gateway configuration: they change
 * when an operator redeploys their gateway, not between page views, so an isolate asks once per
 * CAPABILITIES_TTL_SECONDS whether or not the edge cache is on (it is off in the browser tests, and
 * a deployment may turn it off). Only an answer is kept: a failed read is asked again next time.
 */
type Kept = { answer: Promise<Capabilities>; until: number };
const kept = new Map<string, Kept>();

/** Which gateway answers: an operator's URL and merchant, or the embedded one with the modules it leaves out. */
export function gatewayKey(settings: Pick<Settings, "GATEWAY_URL" | "MERCHANT_CODE"> & Partial<Pick<Settings, "GATEWAY_MODULES_OFF">>): string {
  return [settings.GATEWAY_URL ?? "", settings.MERCHANT_CODE, (settings.GATEWAY_MODULES_OFF ?? []).join(",")].join(" ");
}

export function isolateCapabilities(key: string, read: () => Promise<Capabilities>, nowMs: number): Promise<Capabilities> {
  const held = kept.get(key);
  if (held && nowMs < held.until) return held.answer;
  const answer = read();
  kept.set(key, { answer, until: nowMs + CAPABILITIES_TTL_SECONDS * 1000 });
  answer.catch(() => {
    if (kept.get(key)?.answer === answer) kept.delete(key);
  });
  return answer;
}
