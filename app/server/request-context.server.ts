import { ALL_MODULES_OFFERED, unofferedModules, withoutUnofferedSwitches, type ModuleName } from "@contract/capabilities";
import type { SiteStatus } from "@contract/schemas/envelope";
import { gatewayLanguage } from "~/features/games/constants";
import { speaking } from "~/gateway-client/client.server";
import { fetchSiteStatus, readCapabilities } from "~/gateway-client/site.server";
import { localeOf } from "~/i18n/i18n.server";
import { playerCountry } from "~/rules/site-gate";
import { gatewayKey, isolateCapabilities } from "./isolate-capabilities.server";
import { deferredWith, describeError } from "./log.server";
import type { Services } from "./services.server";
import { gatedGateway } from "./site-gate.server";

/**
 * The site status as pages read it: the gateway's, with the optional modules it does not offer
 * (its capabilities, contract/capabilities.ts) and the switches of those modules off.
 */
export type SiteFacts = SiteStatus & { unofferedModules: readonly ModuleName[] };

/**
 * What every loader and action of one request asks about the request itself, worked out once
 * (Hydrogen's app/lib/context.ts is the model): the session cookie is decrypted once, the locale
 * detected once and the gateway's language code derived from it once, and the site status asked of
 * the gateway at most once — the root loader, the register page and the forgot-password action share
 * the answer. Loaders read `context.member`, `context.locale`, `await context.siteStatus()`; one
 * that only decides which calls to make or which entries to show reads `context.unofferedModules()`
 * or `context.siteSwitches()`, which do not keep it waiting for the status.
 */
export async function createRequestContext(request: Request, services: Services, cf: { country?: unknown } | undefined) {
  // Our own detection (?lng, cookie, Accept-Language: i18n.server.ts); remix-i18next's wrapper around
  // it cost a quarter of a millisecond of CPU per request for nothing (decision 048).
  const [session, locale] = await Promise.all([services.sessions.getSession(request.headers.get("Cookie")), localeOf(request)]);
  const country = playerCountry(request.headers.get("CF-IPCountry"), cf?.country);
  let status: Promise<SiteFacts> | undefined;
  let unoffered: Promise<readonly ModuleName[]> | undefined;
  // The capabilities are kept by the isolate (isolate-capabilities.server.ts), handed out while they
  // are read again once their time is over: a page deciding which calls to make waits for no round
  // trip but a fresh isolate's first. A capabilities call that fails never fails a page: every module
  // counts as offered until it answers again (a module the gateway then refuses answers "not offered
  // here" all the same, gateway-failure.server.ts).
  const unofferedModulesOnce = (): Promise<readonly ModuleName[]> =>
    (unoffered ??= isolateCapabilities(
      gatewayKey(services.settings),
      () =>
        readCapabilities(services.gateway, (error) => {
          throw error;
        }),
      // eslint-disable-next-line no-restricted-properties -- how long the isolate keeps an answer is real elapsed time
      Date.now(),
    )
      .catch((error: unknown) => {
        services.logger.log("warn", "capabilities.failed", describeError(error));
        return ALL_MODULES_OFFERED;
      })
      .then(unofferedModules));
  // Worked out when first needed: a request that never asks for the status never builds them.
  const lastKey = () => `${gatewayKey(services.settings)} ${country ?? ""}`;
  // Only where the isolate keeps answers at all (edge caching on, decision 070): the browser tests,
  // which switch things between two requests, read every switch fresh.
  const keepsLastStatus = () => services.settings.EDGE_CACHE === "on";
  const siteStatus = (): Promise<SiteFacts> =>
    (status ??= Promise.all([fetchSiteStatus(services.gateway, country), unofferedModulesOnce()]).then(([site, off]) => {
      const facts = { ...site, features: withoutUnofferedSwitches(site.features, off), unofferedModules: off };
      // eslint-disable-next-line no-restricted-properties -- how old a kept answer is, is real elapsed time
      if (keepsLastStatus()) rememberStatus(lastKey(), facts, Date.now());
      return facts;
    }));
  const switches = (): Promise<SiteFacts> => {
    const fresh = siteStatus();
    // Whoever else awaits it (the root, every gateway call) sees its failure; this one only starts it.
    fresh.catch(() => undefined);
    // eslint-disable-next-line no-restricted-properties -- how old a kept answer is, is real elapsed time
    const last = keepsLastStatus() ? lastStatus(lastKey(), Date.now()) : undefined;
    return last ? Promise.resolve(last) : fresh;
  };
  return {
    /** The gateway for loaders and actions: closed, but for the gate's own calls, while the start gate is. */
    gateway: gatedGateway(speaking(services.gateway, gatewayLanguage(locale)), { siteStatus, unofferedModules: unofferedModulesOnce }, country),
    /** The session as read from this request's cookie; sign-in and sign-out write through it. */
    session,
    /** The signed-in member, or null; a cookie that does not open reads as signed out. */
    member: session.get("member") ?? null,
    locale,
    /** The same language as the gateway spells it (TY, EN, PT), for every gateway call. */
    language: gatewayLanguage(locale),
    /** The player's country for the start gate (§2), from Cloudflare's geo data. */
    country,
    /**
     * The gateway's site status for this player's country: features, white label, gate, and the
     * optional modules the gateway does not offer (their switches read as off).
     */
    siteStatus,
    /**
     * The optional modules the gateway does not offer (its capabilities, kept by the isolate). What a
     * page asks of the gateway depends on them; they never wait for the site status.
     */
    unofferedModules: unofferedModulesOnce,
    /**
     * The site status for a loader that reads only switches, white-label flags or the template:
     * the one this isolate last read for the player's country when it is recent
     * (LAST_STATUS_SERVED_MS), else this request's. See `lastStatus` for why it never opens a gate.
     */
    siteSwitches: switches,
    /** A value streamed after the first paint: null when it fails, and the failure logged under `label`. */
    deferred: deferredWith(services.logger),
  };
}

/**
 * The site status this isolate last read, per gateway and country: served to loaders that read
 * switches (`siteSwitches`) while this request reads it again (stale-while-revalidate), so an
 * isolate that has been idle longer than the status is held (SITE_STATUS_HOLD_MS, decision 070)
 * still shows a signed-in page after one gateway round trip, not two.
 *
 * It never decides the gate. The gate is always judged by this request's own status (`siteStatus`):
 * the root loader throws the 451/503 from it, and every gateway call a page makes is held back by
 * it (gatedGateway), so a closed gate still wins before anything renders, and a stale "open" can let
 * no page data out. What a stale copy can do is show a page laid out by a switch that changed in
 * the last few minutes (an entry that just went still listed), once per isolate, as an edge-cached
 * answer would (§7 caching; content is kept 60–600 s).
 */
export const LAST_STATUS_SERVED_MS = 5 * 60_000;
/** Countries an isolate remembers a status for at most (a bound on memory, not a cache policy). */
const LAST_STATUS_ENTRIES = 300;
const lastStatuses = new Map<string, { facts: SiteFacts; at: number }>();

function rememberStatus(key: string, facts: SiteFacts, nowMs: number): void {
  lastStatuses.delete(key);
  lastStatuses.set(key, { facts, at: nowMs });
  for (const old of lastStatuses.keys()) {
    if (lastStatuses.size <= LAST_STATUS_ENTRIES) break;
    lastStatuses.delete(old);
  }
}

function lastStatus(key: string, nowMs: number): SiteFacts | undefined {
  const last = lastStatuses.get(key);
  return last && nowMs - last.at < LAST_STATUS_SERVED_MS ? last.facts : undefined;
}

export type RequestContext = Awaited<ReturnType<typeof createRequestContext>>;
