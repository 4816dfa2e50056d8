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
 * the answer. Loaders read `context.member`, `context.locale`, `await context.siteStatus()`.
 */
export async function createRequestContext(request: Request, services: Services, cf: { country?: unknown } | undefined) {
  // Our own detection (?lng, cookie, Accept-Language: i18n.server.ts); remix-i18next's wrapper around
  // it cost a quarter of a millisecond of CPU per request for nothing (decision 048).
  const [session, locale] = await Promise.all([services.sessions.getSession(request.headers.get("Cookie")), localeOf(request)]);
  const country = playerCountry(request.headers.get("CF-IPCountry"), cf?.country);
  let status: Promise<SiteFacts> | undefined;
  // Asked together, answered together: the capabilities are kept for minutes by the isolate
  // (isolate-capabilities.server.ts), so the site status's own round trip is all a page waits for. A capabilities call
  // that fails never fails a page: every module counts as offered until it answers again (a module
  // the gateway then refuses answers "not offered here" all the same, gateway-failure.server.ts).
  const capabilities = () =>
    isolateCapabilities(
      gatewayKey(services.settings),
      () =>
        readCapabilities(services.gateway, (error) => {
          throw error;
        }),
      // eslint-disable-next-line no-restricted-properties -- how long the isolate keeps an answer is real elapsed time
      Date.now(),
    ).catch((error: unknown) => {
      services.logger.log("warn", "capabilities.failed", describeError(error));
      return ALL_MODULES_OFFERED;
    });
  const siteStatus = (): Promise<SiteFacts> =>
    (status ??= Promise.all([fetchSiteStatus(services.gateway, country), capabilities()]).then(([site, offered]) => {
      const unoffered = unofferedModules(offered);
      return { ...site, features: withoutUnofferedSwitches(site.features, unoffered), unofferedModules: unoffered };
    }));
  return {
    /** The gateway for loaders and actions: closed, but for the gate's own calls, while the start gate is. */
    gateway: gatedGateway(speaking(services.gateway, gatewayLanguage(locale)), siteStatus, country),
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
    /** A value streamed after the first paint: null when it fails, and the failure logged under `label`. */
    deferred: deferredWith(services.logger),
  };
}

export type RequestContext = Awaited<ReturnType<typeof createRequestContext>>;
