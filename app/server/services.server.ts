import { clientAddress } from "./client-address";
import { readSettings, type Env } from "./env.server";
import { fillTimerFor } from "./fill-time.server";
import { createGatewayTransport } from "./gateway-transport.server";
import { honeypotFor } from "./honeypot.server";
import { isolateImageCdn } from "./image-cdn.server";
import { createLogger, type Logger } from "./log.server";
import { createAnswerMemo, createSameAnswerMemo } from "../gateway-client/answer-memo";
import { createGatewayClient, type CallReport, type ResponseCache } from "../gateway-client/client.server";
import { playerCountry } from "../rules/site-gate";
import { readDevice } from "../session/device.server";
import { createEncryptedSessionStorage, createSessionReadAfter, isLocalDevelopment } from "../session/session.server";

/**
 * Parsed shared gateway answers, kept by the isolate across requests (decision 063): module scope,
 * because the client below lives for one request. Used only together with the edge cache.
 */
const answerMemo = createAnswerMemo();
/** The last answer of each token-less live read and its validated value: same bytes, no new parse (decision 063). */
const sameAnswers = createSameAnswerMemo();

/** Everything a loader or action needs for one request, built from that request's env. */
export async function createServices(request: Request, env: Env, ctx: { waitUntil(promise: Promise<unknown>): void }, cf?: { country?: unknown }) {
  // The page budget (GATEWAY_TIMEOUT_MS) runs from here, the start of the app's work on the request.
  // eslint-disable-next-line no-restricted-properties -- a budget is elapsed real time (app/gateway-client/client.server.ts)
  const startedAt = Date.now();
  const settings = readSettings(env);
  const secure = !isLocalDevelopment(new URL(request.url));
  // App cookies of this request that failed to parse or verify; every answer expires them (response-policy.server.ts).
  const invalidCookies = new Set<string>();
  const logger = createLogger(request);
  const device = await readDevice(request.headers.get("Cookie"), { secrets: settings.SESSION_SECRET, secure, invalid: invalidCookies });

  // The member's read-after token: read from the session cookie when it is opened, sent on every call.
  const readAfter = createSessionReadAfter();

  // Operator gateway, the embedded one as its own worker (service binding), or in-process: decision 045.
  const { transport, baseUrl, publicSide } = createGatewayTransport(env, settings);

  return {
    settings,
    /** The image CDN of this isolate (§9): content image paths are put on it (app/rules/image-cdn.ts). */
    imageCdn: isolateImageCdn(settings),
    logger,
    /** The embedded gateway's /gw/* side for app/routes/gw.$.tsx; null with an operator gateway. */
    gatewayPublic: publicSide,
    /** When this request's gateway budget ends (ms since the epoch): streamed data must not outlive it either. */
    budgetEndsAt: startedAt + settings.GATEWAY_TIMEOUT_MS,
    /** The player's device cookie: the verified id, and the new cookie for a request that brought none. */
    device,
    gateway: createGatewayClient({
      transport,
      baseUrl,
      merchantCode: settings.MERCHANT_CODE,
      timeoutMs: settings.GATEWAY_TIMEOUT_MS,
      startedAt,
      clientIp: clientAddress(request, settings.CLIENT_IP_SOURCE),
      clientDevice: device.verified,
      clientCountry: playerCountry(request.headers.get("CF-IPCountry"), cf?.country),
      clientUserAgent: request.headers.get("User-Agent"),
      bodySecret: settings.GATEWAY_SECRET,
      sameAnswers,
      requestId: logger.requestId,
      onCall: (report) => logGatewayCall(logger, report),
      readAfter,
      // workerd has caches.default; Node (the Vite dev server, unit tests) has no Cache API.
      cache:
        settings.EDGE_CACHE === "on" && typeof caches !== "undefined" && "default" in caches
          ? { store: (caches as unknown as { default: ResponseCache }).default, waitUntil: (p) => ctx.waitUntil(p), memo: answerMemo }
          : undefined,
    }),
    sessions: createEncryptedSessionStorage({ secrets: settings.SESSION_SECRET, secure, invalid: invalidCookies, readAfter }),
    /** The read-after token of the member's last change (app/session/session.server.ts); the response policy keeps a new one. */
    readAfter,
    cookieOptions: { secrets: settings.SESSION_SECRET, secure },
    invalidCookies,
    honeypot: honeypotFor(settings.HONEYPOT_SECRET),
    /** The registration and trial forms' minimum fill time (ASVS V2.4.2), keyed from the same secret. */
    fillTime: fillTimerFor(settings.HONEYPOT_SECRET),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;

/** A call slower than this is logged even when it succeeds: the first sign of a gateway in trouble. */
const SLOW_CALL_MS = 1000;

/**
 * Failed gateway calls are warnings (the page shows its error state); a business refusal (a wrong
 * password, an expired token) is ordinary traffic, noted as info; slow successes are noted too.
 */
function logGatewayCall(logger: Logger, report: CallReport): void {
  if (report.outcome === "business") logger.log("info", "gateway.refused", report);
  else if (report.outcome !== "ok") logger.log("warn", "gateway.failed", report);
  else if (report.durationMs >= SLOW_CALL_MS) logger.log("info", "gateway.slow", report);
}
