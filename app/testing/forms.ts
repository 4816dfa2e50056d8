import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "react-router";
import { action as loginAction } from "~/routes/m.login";
import { MIN_FILL_MS, type TimedForm } from "~/server/fill-time.server";
import { APP_ORIGIN, appContext, appRequest, cookiesFrom } from "./load-context";

/** A route's loader or action, called the way the Pages function calls it. */
export type RouteFunction = (args: LoaderFunctionArgs<AppLoadContext> | ActionFunctionArgs<AppLoadContext>) => unknown;

/**
 * The arguments the framework hands a loader or action for this request: the URL as it came, and
 * the path as the route pattern (these tests call a route directly, so no pattern was matched).
 */
export function routeArgs(request: Request, context: AppLoadContext, params: Record<string, string> = {}): LoaderFunctionArgs<AppLoadContext> & ActionFunctionArgs<AppLoadContext> {
  const url = new URL(request.url);
  return { request, context, params, url, pattern: url.pathname };
}

/** React Router's `data(value, init)`: outside the server runtime it is this plain object, not a Response. */
type DataWithResponseInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

function isDataWithInit(value: unknown): value is DataWithResponseInit {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/**
 * What a browser would receive for a route's answer, returned or thrown: a Response as is (a
 * redirect), `data(…)` as JSON with its status and headers (Set-Cookie kept), a plain value as 200 JSON.
 */
export function toResponse(answer: unknown): Response {
  if (answer instanceof Response) return answer;
  if (isDataWithInit(answer)) return new Response(JSON.stringify(answer.data), { status: answer.init?.status ?? 200, headers: answer.init?.headers });
  return new Response(JSON.stringify(answer ?? null), { status: 200 });
}

/** Runs a loader or action; its answer as a Response whether it returned or threw it (anything else thrown rethrows). */
export async function callRoute(db: D1Database, fn: RouteFunction, request: Request): Promise<Response> {
  const context = await appContext(db, request);
  try {
    return toResponse(await fn(routeArgs(request, context)));
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) return toResponse(thrown);
    throw thrown;
  }
}

/**
 * The honeypot fields a rendered public form carries (name empty, a fresh encrypted timestamp), and
 * the timed forms' tokens (registration, trial) as if their page had been rendered just long enough
 * ago (ASVS V2.4.2): a field a form does not have is ignored by its action.
 */
export async function honeypotFields(db: D1Database): Promise<Record<string, string>> {
  const probe = await appContext(db, appRequest("/m/login"));
  const honeypot = await probe.honeypot.getInputProps();
  const timed = await Promise.all((Object.keys(MIN_FILL_MS) as TimedForm[]).map((form) => probe.fillTime.input(form, Date.now() - MIN_FILL_MS[form])));
  return {
    [honeypot.nameFieldName]: "",
    [honeypot.validFromFieldName!]: honeypot.encryptedValidFrom,
    ...Object.fromEntries(timed.map((input) => [input.name, input.token])),
  };
}

/**
 * Posts a form through a route's real action, as the rendered page would (honeypot fields added
 * unless `fields` gives its own, urlencoded). `path` is the action's URL (e.g. "/m/login?index"); `cookie` and `headers` go on
 * the request (a test gives each its own CF-Connecting-IP so per-address guards stay apart).
 */
export async function postForm(
  db: D1Database,
  action: RouteFunction,
  path: string,
  fields: Record<string, string>,
  options: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const body = new URLSearchParams({ ...(await honeypotFields(db)), ...fields });
  const request = appRequest(path, {
    method: "POST",
    body,
    cookie: options.cookie,
    // What a browser sends with a form post of the page (app/server/origin.ts refuses a mutation without it).
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: APP_ORIGIN, "Sec-Fetch-Site": "same-origin", ...options.headers },
  });
  return callRoute(db, action, request);
}

/** Signs an account in through the real login action; returns the cookies it set (el_session among them). */
export async function signedInCookie(db: D1Database, account = "demo", password = "demo1234"): Promise<string> {
  const response = await postForm(db, loginAction, "/m/login?index", { method: "username", username: account, password });
  if (response.status !== 302) throw new Error(`signing ${account} in answered ${response.status}: ${await response.text()}`);
  return cookiesFrom(response);
}
