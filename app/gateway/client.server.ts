import type { z } from "zod";
import { GatewayError } from "./errors";
import type { GatewayRoute } from "./routes";
import { failureEnvelope, successEnvelope } from "./schemas";

/** Anything that turns a Request into a Response: global fetch, or the embedded gateway in-process. */
export type Transport = (request: Request) => Promise<Response>;

export type GatewayClientOptions = {
  transport: Transport;
  /** Origin the paths are resolved against (the operator's URL, or a placeholder for in-process). */
  baseUrl: string;
  merchantCode: string;
  timeoutMs: number;
  /** Passed to the gateway so it can judge region restriction and rate limits. */
  clientIp?: string | null;
};

export type CallOptions<S extends z.ZodTypeAny> = {
  schema: S;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  token?: string | null;
  timeoutMs?: number;
  language?: string;
};

export type GatewayClient = {
  call<S extends z.ZodTypeAny>(route: GatewayRoute, options: CallOptions<S>): Promise<z.infer<S>>;
};

export const MERCHANT_HEADER = "X-Merchant-Code";

export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  async function attempt(route: GatewayRoute, call: CallOptions<z.ZodTypeAny>): Promise<Response> {
    const url = new URL(route.path, options.baseUrl);
    for (const [k, v] of Object.entries(call.query ?? {})) {
      if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    }
    const headers = new Headers({ Accept: "application/json", [MERCHANT_HEADER]: options.merchantCode });
    if (call.token) headers.set("Authorization", `Bearer ${call.token}`);
    if (call.language) headers.set("Accept-Language", call.language);
    if (options.clientIp) headers.set("X-Client-IP", options.clientIp);
    let body: string | undefined;
    if (call.body !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(call.body);
    }
    const timeoutMs = call.timeoutMs ?? options.timeoutMs;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new GatewayError("timeout", route.path));
      }, timeoutMs);
    });
    try {
      const request = new Request(url, { method: route.method, headers, body, signal: controller.signal });
      return await Promise.race([options.transport(request), timeout]);
    } catch (e) {
      if (e instanceof GatewayError) throw e;
      throw new GatewayError("unreachable", route.path);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async call(route, call) {
      let response: Response;
      try {
        response = await attempt(route, call);
      } catch (e) {
        // One retry for reads that never reached the gateway; mutations are never repeated.
        if (route.mutation || !(e instanceof GatewayError) || e.kind !== "unreachable") throw e;
        response = await attempt(route, call);
      }
      let json: unknown;
      try {
        json = await response.json();
      } catch {
        throw new GatewayError(response.ok ? "invalid" : "unreachable", route.path);
      }
      const failure = failureEnvelope.safeParse(json);
      if (failure.success) {
        throw new GatewayError("business", route.path, failure.data.code ?? undefined, failure.data.message ?? undefined);
      }
      const parsed = successEnvelope(call.schema).safeParse(json);
      if (!parsed.success) throw new GatewayError("invalid", route.path);
      return parsed.data.value;
    },
  };
}
