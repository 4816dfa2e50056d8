/**
 * The conformance kit's run against one gateway: the capabilities call first (a module the
 * gateway does not offer makes its routes "unsupported (declared)"), the sign-in when a member is
 * given, then every route of the contract — reads always, writes only when asked — each answer
 * judged by ./check.ts. `fetch` is injectable so a test can put a deliberately wrong gateway in front
 * of a real one.
 */
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { checkAnswer, type Verdict } from "./check";
import { expectationOf, type ContractRoute, type ContractView } from "./contract-view";
import { sampleOf, type Pick } from "./sample";
import { addDays } from "../../contract/record-range";
import { Capabilities } from "../../contract/schemas/capabilities";
import { ENCRYPTION_HEADER, ENCRYPTION_SCHEME, bodyKey, seal } from "../../contract/seal";
import { CONTRACT_VERSION_HEADER } from "../../contract/version";

export type KitOptions = {
  /** The gateway's base URL; route paths resolve against it as the app's client resolves them. */
  gateway: string;
  merchant: string;
  member?: { username: string; password: string };
  /** Call mutations too (a staging gateway: they change its data). */
  writes: boolean;
  /** The secret sealed bodies (login, register) are sealed with: the app's GATEWAY_SECRET. */
  bodySecret?: string;
  contract: ContractView;
  /** The operator's calendar day (YYYY-MM-DD): what date fields are filled with. */
  today: string;
  fetch?: typeof fetch;
  /** Per call; default 15 s. */
  timeoutMs?: number;
};

export type RouteResult = { route: string; method: string; path: string; verdict: Verdict };

/**
 * Never the member's password outside the sign-in: writes that a password confirms (a password
 * change, a self-exclusion, removing a number, a withdrawal) are sent with this valid-looking wrong
 * one, so they are refused before they change anything.
 */
export const WRONG_PASSWORD = "Conf0rmance-Wrong1";

/** Fields filled the same way on every route (validated against the field's schema before use). */
const BY_NAME: Record<string, unknown> = {
  pageNo: 1,
  page: 1,
  pageSize: 20,
  size: 20,
  password: WRONG_PASSWORD,
  oldPassword: WRONG_PASSWORD,
  paymentPassword: WRONG_PASSWORD,
  // A code sent by SMS or e-mail goes nowhere: no one answers a number of zeros, nor example.com (RFC 2606).
  mobileNum: "0000000000",
  email: "conformance@example.com",
};

/** The smallest PNG (one transparent pixel): what a file field of a multipart body gets. */
const PIXEL_PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="), (c) =>
  c.charCodeAt(0),
);

/** The first day of a record range: a month back, so the lists have something in them to check. */
const RANGE_STARTS = new Set(["from", "startDate"]);

/**
 * What every call offers a field beyond the discovered ids: a fresh idempotency key (each write is a
 * new request), a one-pixel PNG for a file part (the contract describes those as "file …"), the
 * start of a date range a month back, else BY_NAME.
 */
export function commonPick(name: string, schema: z.ZodTypeAny, today: string): unknown {
  if (name === "idempotencyKey") return randomUUID();
  if (RANGE_STARTS.has(name)) return addDays(today, -30);
  if (schema.description?.startsWith("file")) return new File([PIXEL_PNG], "conformance.png", { type: "image/png" });
  return BY_NAME[name];
}

/**
 * Detail reads take their id from the list before them: the detail route, and the list route whose
 * answer holds the ids (a field of the same name, the first one found).
 */
export const DISCOVERED_FROM: Record<string, string> = {
  orderDetail: "orders",
  noticeDetail: "notices",
  messageDetail: "messages",
  promotionDetail: "promotions",
  teamBetDetail: "teamBets",
  depositReceipt: "deposits",
};

/**
 * Writes that end something the run still needs (the other sessions, the member's play, the
 * kit's own session): run last, in this order. The self-exclusion (refused: a wrong password) comes
 * before the time-out, which signs the member out. A time-out of the staging member is a real effect
 * of --writes; docs/operators.md says to use a member kept for the kit.
 */
export const LAST_WRITES = ["signOutOthers", "rgExclude", "rgTimeout", "logout"];

/** Reads first (in the table's order, a list before the details that need it), then writes, the ending ones last. */
export function callOrder(routes: readonly ContractRoute[]): ContractRoute[] {
  const reads = routes.filter((r) => !r.mutation);
  const position = new Map(reads.map((r, i) => [r.name, i]));
  const readKey = (r: ContractRoute) => {
    const source = DISCOVERED_FROM[r.name];
    const own = position.get(r.name)!;
    // After its list, however the table orders them.
    return source !== undefined && position.has(source) ? Math.max(own, position.get(source)! + 0.5) : own;
  };
  const orderedReads = [...reads].sort((a, b) => readKey(a) - readKey(b));
  const writes = routes.filter((r) => r.mutation);
  const lastIndex = (r: ContractRoute) => LAST_WRITES.indexOf(r.name);
  const orderedWrites = [...writes.filter((r) => lastIndex(r) < 0), ...writes.filter((r) => lastIndex(r) >= 0).sort((a, b) => lastIndex(a) - lastIndex(b))];
  return [...orderedReads, ...orderedWrites];
}

/** The first value under `key` anywhere in `value` (depth first), if it is a string or a number. */
export function findField(value: unknown, key: string): string | number | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findField(item, key);
      if (found !== undefined) return found;
    }
  } else if (value && typeof value === "object") {
    const own = (value as Record<string, unknown>)[key];
    if (typeof own === "string" || typeof own === "number") return own;
    for (const child of Object.values(value)) {
      const found = findField(child, key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

type Call = { route: ContractRoute; query?: Record<string, unknown>; body?: unknown; token: string | null };
type Sent = { ok: true; status: number; headers: Headers; body: string } | { ok: false; detail: string };

async function send(options: KitOptions, call: Call): Promise<Sent> {
  const { route } = call;
  const url = new URL(route.path, options.gateway);
  for (const [name, value] of Object.entries(call.query ?? {})) if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  const headers = new Headers({ Accept: "application/json", "X-Merchant-Code": options.merchant, [CONTRACT_VERSION_HEADER]: options.contract.version });
  if (call.token && route.auth !== "none") headers.set("Authorization", `Bearer ${call.token}`);
  let body: string | FormData | undefined;
  if (call.body !== undefined) {
    if (route.request.sealed) {
      if (!options.bodySecret) return { ok: false, detail: "the body is sealed: give --body-secret (or GATEWAY_SECRET)" };
      headers.set("Content-Type", "application/json");
      headers.set(ENCRYPTION_HEADER, ENCRYPTION_SCHEME);
      body = JSON.stringify({ data: await seal(call.body, bodyKey(options.bodySecret)) });
    } else if (route.request.encoding === "form") {
      headers.set("Content-Type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(Object.entries(call.body as Record<string, unknown>).map(([k, v]) => [k, String(v ?? "")])).toString();
    } else if (route.request.encoding === "multipart") {
      body = new FormData();
      for (const [k, v] of Object.entries(call.body as Record<string, unknown>)) {
        for (const item of Array.isArray(v) ? v : [v]) body.append(k, item instanceof Blob ? item : String(item ?? ""));
      }
    } else {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(call.body);
    }
  }
  try {
    const response = await (options.fetch ?? fetch)(url, { method: route.method, headers, body, signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) });
    return { ok: true, status: response.status, headers: response.headers, body: await response.text() };
  } catch (e) {
    const reason = e instanceof Error ? (e.name === "TimeoutError" ? "no answer in time" : e.cause instanceof Error ? e.cause.message : e.message) : String(e);
    return { ok: false, detail: `network: ${reason}` };
  }
}

/** The value of a conforming success (for the ids of later calls), or undefined. */
function valueOf(sent: Sent, verdict: Verdict): unknown {
  if (!sent.ok || verdict.kind !== "conforms" || verdict.detail) return undefined;
  try {
    return (JSON.parse(sent.body) as { value?: unknown }).value;
  } catch {
    return undefined;
  }
}

export async function runConformance(options: KitOptions): Promise<RouteResult[]> {
  const { contract } = options;
  const results = new Map<string, Verdict>();
  const answers = new Map<string, unknown>();
  const byName = new Map(contract.routes.map((r) => [r.name, r]));

  const judge = async (call: Call): Promise<{ verdict: Verdict; value: unknown }> => {
    const sent = await send(options, call);
    const verdict = sent.ok ? checkAnswer(sent, expectationOf(call.route, contract)) : { kind: "failed" as const, detail: sent.detail };
    const value = valueOf(sent, verdict);
    if (value !== undefined) answers.set(call.route.name, value);
    results.set(call.route.name, verdict);
    return { verdict, value };
  };

  // What the gateway offers. Without a conforming answer every module is assumed offered.
  let offered: Set<string> | null = null;
  const capabilities = byName.get("capabilities");
  if (capabilities) {
    const { value } = await judge({ route: capabilities, token: null });
    const read = Capabilities.safeParse(value);
    if (read.success) offered = new Set(read.data.modules);
  }

  let token: string | null = null;
  const login = byName.get("login");
  if (options.member && login) {
    const member = options.member;
    // The member's own name and password here only; the type of sign-in the contract lists first.
    const pick: Pick = (name) => (name === "username" ? member.username : name === "password" ? member.password : undefined);
    const body = login.request.body ? sampleOf(login.request.body, { pick, today: options.today }) : undefined;
    if (body === undefined) results.set("login", { kind: "skipped", detail: "the kit could not build a sign-in body the contract accepts" });
    else {
      const { value } = await judge({ route: login, body, token: null });
      const found = findField(value, "token");
      if (typeof found === "string") token = found;
    }
  }

  for (const route of callOrder(contract.routes)) {
    if (results.has(route.name)) continue;
    if (route.module && offered && !offered.has(route.module)) {
      results.set(route.name, { kind: "unsupported", detail: `module ${route.module} is not in the gateway's capabilities` });
      continue;
    }
    if (route.auth === "member" && !token) {
      results.set(route.name, { kind: "skipped", detail: options.member ? "needs a member: the sign-in failed" : "needs a member: run with --member" });
      continue;
    }
    if (route.mutation && !options.writes) {
      results.set(route.name, { kind: "skipped", detail: "a write: run with --writes (against a staging gateway)" });
      continue;
    }
    const source = !route.mutation ? DISCOVERED_FROM[route.name] : undefined;
    const pick: Pick = (name, _path, schema) => {
      const discovered = source ? findField(answers.get(source), name) : undefined;
      return discovered ?? commonPick(name, schema, options.today);
    };
    const query = route.request.query ? sampleOf(route.request.query, { pick, today: options.today }) : undefined;
    const body = route.request.body ? sampleOf(route.request.body, { pick, today: options.today }) : undefined;
    if ((route.request.query && query === undefined) || (route.request.body && body === undefined)) {
      results.set(route.name, {
        kind: "skipped",
        detail: `the kit could not build a valid ${query === undefined ? "query" : "body"} from the contract's schema`,
      });
      continue;
    }
    await judge({ route, query: query as Record<string, unknown> | undefined, body, token });
  }

  return contract.routes.map((r) => ({ route: r.name, method: r.method, path: r.path, verdict: results.get(r.name)! }));
}
