import { READ_AFTER_HEADER, readAfterOf } from "@contract/consistency";
import { READINGS, RESPONSES, type EnvelopeRoute, type FileRoute, type ReadingName, type ReadingValue, type ResponseValue } from "@contract/responses";
import { ROUTES, type GatewayRoute } from "@contract/routes";
import { ENCRYPTION_HEADER, ENCRYPTION_SCHEME, bodyKey, seal } from "@contract/seal";
import { CONTRACT_VERSION, CONTRACT_VERSION_HEADER } from "@contract/version";
import type { z } from "zod";
import { fetchedAtOf, type AnswerMemo, type SameAnswerMemo } from "./answer-memo";
import { GatewayError } from "./errors";
import { failureEnvelope, successEnvelope } from "../../contract/schemas/envelope";

/** Anything that turns a Request into a Response: global fetch, or the embedded gateway in-process. */
export type Transport = (request: Request) => Promise<Response>;

export type GatewayClientOptions = {
  transport: Transport;
  /** Origin the paths are resolved against (the operator's URL, or a placeholder for in-process). */
  baseUrl: string;
  merchantCode: string;
  /**
   * The page budget (GATEWAY_TIMEOUT_MS): the time all the gateway calls of one request share,
   * counted from `startedAt`. A call's own `timeoutMs` may be shorter, never longer than what is left.
   */
  timeoutMs: number;
  /** When the request started (ms since the epoch); the budget runs from here. Default: when the client is made. */
  startedAt?: number;
  /** Passed to the gateway so it can judge region restriction and rate limits. */
  clientIp?: string | null;
  /** The verified id of the player's device cookie (el_device), sent as X-Client-Device; absent when none verified. */
  clientDevice?: string | null;
  /** The player's country from the edge's geo data and their browser's User-Agent: the gateway's sign-in history. */
  clientCountry?: string | null;
  clientUserAgent?: string | null;
  /**
   * Secret that seals bodies of calls marked `sealed` (login, register: §7 "encrypted data plus
   * encryption header"). AES-GCM, the same sealing as the session cookie.
   */
  bodySecret?: string;
  /**
   * Shared response cache (the Workers Cache API) for calls that ask for it; absent = no caching.
   * `memo`: the isolate's parsed copies of the same answers, for the same time (decision 063).
   */
  cache?: { store: ResponseCache; waitUntil: (promise: Promise<unknown>) => void; memo?: AnswerMemo };
  /**
   * The isolate's last answer per token-less GET, with the value validated from it: identical bytes
   * are not parsed again (decision 063). The gateway is still asked every time.
   */
  sameAnswers?: SameAnswerMemo;
  /** Sent as X-Request-Id, so the gateway's log lines of this request can be found from ours. */
  requestId?: string;
  /** Told of every call that reached the transport (not cache hits): for the request's log. */
  onCall?: (report: CallReport) => void;
  /**
   * The member's read-after token (contract/consistency.ts): sent on every call, and told the token
   * each change answers, so the member's reads are served from data holding their own changes.
   */
  readAfter?: ReadAfter;
};

/** Where a request's read-after token is kept (app/session/session.server.ts keeps a member's in the session). */
export type ReadAfter = {
  /** The token the next call sends, or null: it may be answered from any copy of the data. */
  current(): string | null;
  /** A change (a mutation's answer, refusals included) answered this token. */
  changed(token: string): void;
};

/** One gateway call as the log sees it: which call, how long, and how it ended. */
export type CallReport = { call: string; durationMs: number; outcome: "ok" | GatewayError["kind"]; code?: string };

/** The slice of the Workers Cache API the client uses (caches.default). */
export type ResponseCache = {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
};

/** What a call gives: its route's value (contract/responses.ts RESPONSES), or its reading's when it asks for one. */
export type CallValue<K extends EnvelopeRoute, R extends ReadingName<K> = never> = [R] extends [never] ? ResponseValue<K> : ReadingValue<K, R>;

/** How a call is sent: the same for every route. */
export type RequestOptions = {
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** Send `body` form-encoded instead of JSON (the spec's form-encoded calls). */
  form?: boolean;
  /** `body` is a FormData sent as multipart/form-data as it is (files: a manual deposit's receipts). */
  multipart?: boolean;
  /** Seal `body` with the body secret and say so in the encryption header. */
  sealed?: boolean;
  token?: string | null;
  timeoutMs?: number;
  language?: string;
  /**
   * Seconds a successful answer may be shared from the edge cache (§7 Caching). Honoured only
   * for GETs without a token: nothing member-specific is ever cached shared.
   */
  cacheTtlSeconds?: number;
};

/**
 * A call's options. Its answer is validated with its route's schema in contract/responses.ts, or
 * with one of the route's lighter `reading`s there (READINGS) for a page that shows a small part of it.
 */
export type CallOptions<K extends EnvelopeRoute = EnvelopeRoute, R extends ReadingName<K> = never> = RequestOptions & {
  reading?: R;
  /**
   * A live answer that says itself how long it stays true (the lottery menu: each game's remaining
   * time, decision 069). With the isolate's memo on (edge caching on, as deployed), a token-less GET
   * is kept for `ms(value)` and handed out `age`d by the time since it left; never for a call that
   * also has `cacheTtlSeconds`.
   */
  holds?: AnswerHold<NoInfer<CallValue<K, R>>>;
};

/** How long a live answer stays true, and the same answer `elapsedMs` later. */
export type AnswerHold<T> = { ms(value: T): number; age(value: T, elapsedMs: number): T };

/** A call whose answer is not the JSON envelope (an image): the gateway's Response as it came. */
export type RawCallOptions = Pick<RequestOptions, "query" | "token" | "timeoutMs" | "language">;

/** The options `call` works with once the route's types have done their job. */
type AnyCall = RequestOptions & { reading?: string; holds?: AnswerHold<unknown> };

export type GatewayClient = {
  /** Calls a route by its name in contract/routes.ts ROUTES and answers its validated value. */
  call<K extends EnvelopeRoute, R extends ReadingName<K> = never>(route: K, options?: CallOptions<K, R>): Promise<CallValue<K, R>>;
  /**
   * A GET whose answer is a file (a deposit receipt), returned unread for the caller to stream.
   * Optional: stand-in clients of tests need not have it. Failures to reach the gateway throw
   * GatewayError; any HTTP status is the caller's to read.
   */
  raw?(route: FileRoute, options: RawCallOptions): Promise<Response>;
};

/** The schema a call's answer is validated with: its reading's, else its route's (contract/responses.ts). */
export function responseSchema(route: EnvelopeRoute, reading?: string): z.ZodTypeAny {
  if (reading === undefined) return RESPONSES[route];
  const readings: Partial<Record<EnvelopeRoute, Partial<Record<string, z.ZodTypeAny>>>> = READINGS;
  const schema = readings[route]?.[reading];
  if (!schema) throw new Error(`The route ${route} has no reading "${reading}"`);
  return schema;
}

/**
 * Real time, not the server's clock (contract/clock.ts, which EL_NOW pins in tests): the budget, the
 * calls' durations and the ages of remembered answers are elapsed time, and the edge cache judges
 * an answer's Date and max-age by real time.
 */
// eslint-disable-next-line no-restricted-properties -- elapsed time and the Cache API's clock are real time
const realNow = () => Date.now();

export const MERCHANT_HEADER = "X-Merchant-Code";
/** The player's device (the verified id of the el_device cookie), for the gateway's per-device limits. */
export const CLIENT_DEVICE_HEADER = "X-Client-Device";

export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  /**
   * One budget per request, not per call: the client lives for one request, and however many calls
   * its loaders make one after another (the gate's site status, then the page's own), the player
   * waits at most the budget before the page shows its error state.
   */
  const budgetEndsAt = (options.startedAt ?? realNow()) + options.timeoutMs;
  /**
   * Set once a call on this client has run out of the request's time. Later calls (the root loader
   * after a document POST's action, a second step of a flow) fail at once instead of waiting again.
   */
  let timedOut = false;

  /**
   * How long this call may take: what is left of the budget, or the call's own shorter limit.
   * `spendsBudget`: the call ends when the budget does, so its timing out means the request's time is up.
   */
  function callDeadline(call: { timeoutMs?: number }): { ms: number; spendsBudget: boolean } {
    const left = budgetEndsAt - realNow();
    if (call.timeoutMs !== undefined && call.timeoutMs < left) return { ms: Math.max(0, call.timeoutMs), spendsBudget: false };
    return { ms: Math.max(0, left), spendsBudget: true };
  }

  async function attempt(route: GatewayRoute, call: RequestOptions, signal: AbortSignal): Promise<Response> {
    const url = new URL(route.path, options.baseUrl);
    for (const [k, v] of Object.entries(call.query ?? {})) {
      if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    }
    const headers = new Headers({ Accept: "application/json", [MERCHANT_HEADER]: options.merchantCode, [CONTRACT_VERSION_HEADER]: CONTRACT_VERSION });
    if (call.token) headers.set("Authorization", `Bearer ${call.token}`);
    if (call.language) headers.set("Accept-Language", call.language);
    if (options.clientIp) headers.set("X-Client-IP", options.clientIp);
    if (options.clientDevice) headers.set(CLIENT_DEVICE_HEADER, options.clientDevice);
    if (options.clientCountry) headers.set("X-Client-Country", options.clientCountry);
    if (options.clientUserAgent) headers.set("X-Client-User-Agent", options.clientUserAgent.slice(0, 256));
    if (options.requestId) headers.set("X-Request-Id", options.requestId);
    const readAfter = options.readAfter?.current();
    if (readAfter) headers.set(READ_AFTER_HEADER, readAfter);
    let body: string | FormData | undefined;
    if (call.body instanceof FormData && call.multipart) {
      // fetch sets the multipart Content-Type with its boundary.
      body = call.body;
    } else if (call.body !== undefined && call.sealed) {
      if (!options.bodySecret) throw new GatewayError("invalid", route.path);
      headers.set("Content-Type", "application/json");
      headers.set(ENCRYPTION_HEADER, ENCRYPTION_SCHEME);
      body = JSON.stringify({ data: await seal(call.body, bodyKey(options.bodySecret)) });
    } else if (call.body !== undefined && call.form) {
      headers.set("Content-Type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(Object.entries(call.body as Record<string, unknown>).map(([k, v]) => [k, String(v ?? "")])).toString();
    } else if (call.body !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(call.body);
    }
    try {
      return await options.transport(new Request(url, { method: route.method, headers, body, signal }));
    } catch {
      // An aborted transport is the deadline's doing, not the network's.
      throw new GatewayError(signal.aborted ? "timeout" : "unreachable", route.path);
    }
  }

  /**
   * Sends the call (with its one retry), reads and checks the answer: everything the deadline covers.
   * `reuse` may answer for a body it has seen before (the same-answer memo): then it is not parsed.
   */
  async function exchange(
    route: GatewayRoute,
    call: RequestOptions,
    signal: AbortSignal,
    onResponse: (r: Response) => void,
    reuse?: (text: string) => { value: unknown } | undefined,
  ): Promise<{ text: string; json?: unknown; reused?: { value: unknown } }> {
    let response: Response;
    try {
      response = await attempt(route, call, signal);
    } catch (e) {
      // One retry for reads that never reached the gateway, inside the same deadline; mutations are never repeated.
      if (route.mutation || signal.aborted || !(e instanceof GatewayError) || e.kind !== "unreachable") throw e;
      response = await attempt(route, call, signal);
    }
    onResponse(response);
    // Only a change's token is kept: it stands for what the member must see again; a read adds nothing of theirs.
    const changedTo = route.mutation ? readAfterOf(response.headers.get(READ_AFTER_HEADER)) : null;
    if (changedTo) options.readAfter?.changed(changedTo);
    let text: string;
    let json: unknown;
    try {
      text = await response.text();
      // Only a success has ever been remembered; a 5xx is judged below whatever its body says.
      const reused = response.status < 500 ? reuse?.(text) : undefined;
      if (reused) return { text, reused };
      json = JSON.parse(text);
    } catch {
      if (signal.aborted) throw new GatewayError("timeout", route.path);
      // A 5xx page (an HTML error from a proxy or a crashed upstream) is the service's fault, not the network's.
      throw new GatewayError(response.status >= 500 ? "server" : "invalid", route.path);
    }
    // Only an answer saying `success: false` can be a refusal. Checked first because zod reports a
    // mismatch by building a ZodError (an Error, with its stack trace): on every successful answer
    // that was a measurable share of a page's CPU.
    const failure = saysFailure(json) ? failureEnvelope.safeParse(json) : null;
    if (failure?.success) {
      throw new GatewayError("business", route.path, failure.data.code ?? undefined, failure.data.message ?? undefined, failure.data.value);
    }
    if (response.status >= 500) throw new GatewayError("server", route.path);
    return { text, json };
  }

  /**
   * The isolate memos' key: the same question as the edge cache key (path, every query parameter,
   * merchant, language) as a plain string. Building the URL of the edge key for each of a page's
   * shared reads showed in the CPU profile; it is now built only on a memo miss.
   * Each part is prefixed with its length, which keeps the key unambiguous whatever the values
   * contain (a player's search) more cheaply than JSON did: a page asks for a dozen keys. The order of
   * parameters does not matter.
   */
  function memoKey(route: GatewayRoute, call: RequestOptions): string {
    const part = (text: string) => `${text.length}:${text}`;
    let key = part(route.path) + part(options.merchantCode) + part(call.language ?? "");
    if (!call.query) return key;
    const names = Object.keys(call.query).sort();
    for (const name of names) {
      const v = call.query[name];
      if (v !== undefined && v !== null) key += part(name) + part(String(v));
    }
    return key;
  }

  /** Cache key: the call's path and query, plus merchant and language (answers are localised). */
  function cacheKey(route: GatewayRoute, call: RequestOptions): string {
    const url = new URL(route.path, "https://gateway-cache.internal");
    for (const [k, v] of Object.entries(call.query ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
      if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    }
    url.searchParams.set("__merchant", options.merchantCode);
    url.searchParams.set("__lang", call.language ?? "");
    return url.href;
  }

  /** `answer`, or a timeout when it has not come within `ms`. */
  function withinDeadline<T>(answer: Promise<T>, ms: number, path: string): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new GatewayError("timeout", path)), ms);
    });
    return Promise.race([answer, deadline]).finally(() => clearTimeout(timer));
  }

  /** A call with its route's types checked by `call` below: sends it and answers its validated value. */
  async function validatedCall(name: EnvelopeRoute, call: AnyCall): Promise<unknown> {
    const route: GatewayRoute = ROUTES[name];
    const schema = responseSchema(name, call.reading);
    const ttlSeconds = call.cacheTtlSeconds;
    const cache = options.cache && isShared(route, call) ? options.cache : null;
    const held = !cache && call.holds && options.cache?.memo && route.method === "GET" && !call.token ? { hold: call.holds, memo: options.cache.memo } : null;
    const remembering = Boolean(cache?.memo) || Boolean(held) || Boolean(options.sameAnswers && route.method === "GET" && !call.token);
    const isolateKey = remembering ? memoKey(route, call) : null;
    if (cache && isolateKey && ttlSeconds) {
      const remembered = cache.memo?.get(isolateKey, schema);
      if (remembered) return remembered.value;
    }
    if (held && isolateKey) {
      const kept = held.memo.get(isolateKey, schema);
      if (kept) return held.hold.age(kept.value, realNow() - kept.fetchedAt);
    }
    const memo = (cache && ttlSeconds ? cache.memo : undefined) ?? held?.memo;
    if (!memo || !isolateKey) return ask();
    // Requests of one isolate that miss the same remembered answer together ask the gateway once (a
    // busy isolate's site status expires for every request in flight at the same moment). A request
    // that joins another's question still waits no longer than its own deadline: the other request
    // may end (or be cancelled) before its answer comes.
    return withinDeadline(memo.joined(isolateKey, schema, ask), callDeadline(call).ms, route.path);

    async function ask(): Promise<unknown> {
      const key = cache ? cacheKey(route, call) : null;
      if (cache && key && ttlSeconds) {
        const hit = await cache.store.match(new Request(key)).catch(() => undefined);
        const text = hit ? await hit.text().catch(() => "") : "";
        const cached = hit ? successEnvelope(schema).safeParse(parseJson(text)) : null;
        if (hit && cached?.success) {
          const fetchedAt = fetchedAtOf(hit.headers);
          if (fetchedAt !== null && isolateKey) cache.memo?.set(isolateKey, schema, cached.data.value, { fetchedAt, ttlSeconds, chars: text.length });
          return cached.data.value;
        }
      }

      const limit = callDeadline(call);
      // The budget is spent: failing now is what waiting would end in.
      if (limit.spendsBudget && limit.ms <= 0) timedOut = true;
      if (timedOut) throw new GatewayError("timeout", route.path);
      // Never for a member's read: nothing read with a token is kept in the isolate.
      const sameKey = options.sameAnswers && route.method === "GET" && !call.token ? isolateKey : null;
      const reuse = sameKey ? (text: string) => options.sameAnswers?.get(sameKey, schema, text) : undefined;
      // The call's deadline: connecting, the headers, the retry and reading the body all count.
      const controller = new AbortController();
      let response: Response | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          // A call that ran out of its own shorter limit says nothing about the request's time.
          if (limit.spendsBudget) timedOut = true;
          controller.abort();
          // A body still streaming in is dropped, so the upstream connection is released.
          response?.body?.cancel().catch(() => undefined);
          reject(new GatewayError("timeout", route.path));
        }, limit.ms);
      });
      let exchanged: Awaited<ReturnType<typeof exchange>>;
      const started = realNow();
      const report = (outcome: CallReport["outcome"], code?: string) =>
        options.onCall?.({ call: `${route.method} ${route.path}`, durationMs: realNow() - started, outcome, code });
      try {
        exchanged = await Promise.race([exchange(route, call, controller.signal, (r) => (response = r), reuse), deadline]);
      } catch (e) {
        if (e instanceof GatewayError) report(e.kind, e.code);
        throw e;
      } finally {
        clearTimeout(timer);
      }
      let value: unknown;
      if (exchanged.reused) {
        value = exchanged.reused.value;
      } else {
        const parsed = successEnvelope(schema).safeParse(exchanged.json);
        if (!parsed.success) {
          report("invalid");
          throw new GatewayError("invalid", route.path);
        }
        value = parsed.data.value;
        if (sameKey) options.sameAnswers?.set(sameKey, schema, exchanged.text, value);
      }
      report("ok");
      if (held && isolateKey) {
        // From when the question left: the answer was true at some moment after that, so it is aged
        // (and let go) a little early rather than late.
        held.memo.set(isolateKey, schema, value, { fetchedAt: started, ttlSeconds: held.hold.ms(value) / 1000, chars: exchanged.text.length });
      }
      if (cache && key && ttlSeconds) {
        const fetchedAt = realNow();
        const { text } = exchanged;
        // Date: when the answer left the gateway, so a later edge hit knows how long its memo may last.
        const copy = new Response(text, {
          headers: { "Content-Type": "application/json", "Cache-Control": `public, max-age=${ttlSeconds}`, Date: new Date(fetchedAt).toUTCString() },
        });
        cache.waitUntil(cache.store.put(new Request(key), copy).catch(() => undefined));
        if (isolateKey) cache.memo?.set(isolateKey, schema, value, { fetchedAt, ttlSeconds, chars: text.length });
      }
      return value;
    }
  }

  return {
    async raw(name, call) {
      const route: GatewayRoute = ROUTES[name];
      const limit = callDeadline(call);
      if (limit.spendsBudget && limit.ms <= 0) timedOut = true;
      if (timedOut) throw new GatewayError("timeout", route.path);
      const controller = new AbortController();
      const timer = setTimeout(() => {
        if (limit.spendsBudget) timedOut = true;
        controller.abort();
      }, limit.ms);
      const started = realNow();
      try {
        const response = await attempt(route, call, controller.signal);
        options.onCall?.({ call: `${route.method} ${route.path}`, durationMs: realNow() - started, outcome: response.status >= 500 ? "server" : "ok" });
        return response;
      } catch (e) {
        if (e instanceof GatewayError) options.onCall?.({ call: `${route.method} ${route.path}`, durationMs: realNow() - started, outcome: e.kind });
        throw e;
      } finally {
        // The body is the caller's to stream; the deadline covered the headers.
        clearTimeout(timer);
      }
    },
    async call<K extends EnvelopeRoute, R extends ReadingName<K> = never>(route: K, call: CallOptions<K, R> = {}) {
      return (await validatedCall(route, call)) as CallValue<K, R>;
    },
  };
}

/**
 * Whether a call's answer may be shared between players (§7 Caching): a GET that asks for a cache
 * time and carries no member token. The edge cache and the isolate's memo (decision 063) hold only these.
 */
export function isShared(route: Pick<GatewayRoute, "method">, call: Pick<RequestOptions, "cacheTtlSeconds" | "token">): boolean {
  return Boolean(call.cacheTtlSeconds && call.cacheTtlSeconds > 0 && route.method === "GET" && !call.token);
}

function saysFailure(json: unknown): boolean {
  return typeof json === "object" && json !== null && (json as { success?: unknown }).success === false;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The client a request's loaders use: every call speaks the player's language (the gateway's code,
 * TY, EN or PT) unless it names another, so no call can forget it (content calls sent
 * `ty`, game calls `TY`, inbox calls nothing).
 */
export function speaking(inner: GatewayClient, language: string): GatewayClient {
  return {
    call: (route, options) => inner.call(route, { ...options, language: options?.language ?? language }),
    // `inner?.`: some unit tests build a request context with no gateway at all and never call it.
    ...(inner?.raw ? { raw: (route: FileRoute, options: RawCallOptions) => inner.raw!(route, { ...options, language: options.language ?? language }) } : {}),
  };
}
