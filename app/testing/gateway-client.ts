import type { AnswerMemo } from "~/gateway-client/answer-memo";
import { createGatewayClient, type GatewayClientOptions, type Transport } from "~/gateway-client/client.server";

/**
 * A gateway client for one request of a deployed isolate: edge caching on, so the isolate's answer
 * `memo` is used (pass the same memo to every request of the test), with an edge cache that holds
 * nothing. For tests of what an isolate keeps between requests (decisions 063, 069, 070).
 */
export function isolateClient(transport: Transport, memo: AnswerMemo, options: Partial<GatewayClientOptions> = {}) {
  return createGatewayClient({
    transport,
    baseUrl: "http://gw.test",
    merchantCode: "m1",
    timeoutMs: 500,
    cache: { store: { match: async () => undefined, put: async () => undefined }, waitUntil: () => undefined, memo },
    ...options,
  });
}
