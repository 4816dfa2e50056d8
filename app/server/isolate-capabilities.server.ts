import type { Capabilities } from "@contract/schemas/capabilities";
import { CAPABILITIES_TTL_SECONDS } from "~/gateway-client/site.server";
import type { Settings } from "./env.server";

/**
 * The gateway's capabilities as this isolate last read them, per gateway configuration: they change
 * when an operator redeploys their gateway, not between page views, so an isolate asks once per
 * CAPABILITIES_TTL_SECONDS whether or not the edge cache is on (it is off in the browser tests, and
 * a deployment may turn it off). Only an answer is kept: a failed read is asked again next time.
 *
 * Past that time the last answer is still handed out, for up to CAPABILITIES_STALE_SECONDS more,
 * while one request reads them again (stale-while-revalidate): pages decide which calls to make from
 * them, so waiting for a fresh copy would put a whole round trip in front of an idle isolate's page.
 * A stale copy cannot let anything through that should not pass: a module the gateway stopped
 * offering is refused by the gateway itself, and the page shows "not offered here" all the same
 * (gateway-failure.server.ts); one the gateway now offers appears on the next request.
 */
type Kept = { answer: Promise<Capabilities>; until: number; refreshing: boolean };
const kept = new Map<string, Kept>();

/** How long after its period an answer may still be handed out while a fresh one is read. */
export const CAPABILITIES_STALE_SECONDS = 24 * 3600;

/** Which gateway answers: an operator's URL and merchant, or the embedded one with the modules it leaves out. */
export function gatewayKey(settings: Pick<Settings, "GATEWAY_URL" | "MERCHANT_CODE"> & Partial<Pick<Settings, "GATEWAY_MODULES_OFF">>): string {
  return [settings.GATEWAY_URL ?? "", settings.MERCHANT_CODE, (settings.GATEWAY_MODULES_OFF ?? []).join(",")].join(" ");
}

export function isolateCapabilities(key: string, read: () => Promise<Capabilities>, nowMs: number): Promise<Capabilities> {
  const held = kept.get(key);
  if (held && nowMs < held.until) return held.answer;
  if (held && nowMs < held.until + CAPABILITIES_STALE_SECONDS * 1000) {
    if (!held.refreshing) {
      held.refreshing = true;
      const fresh = read();
      fresh.then(
        () => kept.set(key, { answer: fresh, until: nowMs + CAPABILITIES_TTL_SECONDS * 1000, refreshing: false }),
        // The stale copy stays; a later request tries again.
        () => (held.refreshing = false),
      );
    }
    return held.answer;
  }
  const answer = read();
  kept.set(key, { answer, until: nowMs + CAPABILITIES_TTL_SECONDS * 1000, refreshing: false });
  answer.catch(() => {
    if (kept.get(key)?.answer === answer) kept.delete(key);
  });
  return answer;
}

/**
 * Forgets every kept answer, as a new isolate starts with none. For tests, whose files share one
 * module graph (decision 084): a test about an isolate's first request starts with this.
 */
export function forgetKeptCapabilities(): void {
  kept.clear();
}
