/**
 * The gateway contract as the conformance kit and the contract's documents read it: one record per
 * route with everything contract/ says about it (method, path, auth, idempotency, module, request,
 * answer, refusals). Built once from contract/'s tables, so the kit, the OpenAPI document and the
 * readable contract cannot say different things.
 */
import { z } from "zod";
import type { Expectation } from "./check";
import { OPTIONAL_MODULES } from "../../contract/capabilities";
import { COMMON_REFUSALS, REFUSALS, REFUSAL_STATUS } from "../../contract/refusals";
import { REQUESTS, type CallRequest } from "../../contract/requests";
import { RESPONSES } from "../../contract/responses";
import { ROUTES, type RouteName } from "../../contract/routes";
import { CONTRACT_VERSION } from "../../contract/version";

export type Auth = "none" | "optional" | "member";
export type Encoding = "json" | "form" | "multipart";

export type ContractRoute = {
  name: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  /** Changes state: the app never retries it, the kit calls it only with --writes. */
  mutation: boolean;
  auth: Auth;
  /** Requires an Idempotency-Key header. */
  idempotent: boolean;
  /** The optional module the route belongs to, or null for the core every gateway answers. */
  module: string | null;
  request: { query?: z.AnyZodObject; body?: z.ZodTypeAny; encoding: Encoding; sealed: boolean };
  answer: Expectation["answer"];
  /** The route's own business refusal codes, with the HTTP statuses the contract allows each. */
  refusals: ReadonlyMap<string, readonly number[]>;
};

/** Refusals any route (or every route of a kind) may answer, by cause, with the HTTP status the contract gives them. */
export type CommonRefusal = {
  cause: string;
  codes: readonly string[];
  status: number;
  when: string;
  /** Every route, every member route, or these routes. */
  routes: "every" | "member" | readonly string[];
};

export type ContractView = {
  version: string;
  routes: readonly ContractRoute[];
  modules: readonly string[];
  commonRefusals: readonly CommonRefusal[];
};

/**
 * A route of the table answers route.not.found only when the gateway lacks it: the kit reports that
 * as a failure, so this cause is never among the codes a route may answer.
 */
const NOT_A_ROUTE_REFUSAL = "unknownRoute";

const appliesTo = (common: CommonRefusal, route: ContractRoute) =>
  common.cause !== NOT_A_ROUTE_REFUSAL &&
  (common.routes === "every" || (common.routes === "member" ? route.auth === "member" : common.routes.includes(route.name)));

/** Every code a route may answer, its own and the common ones that apply to it, with their statuses. */
export function refusalsOf(route: ContractRoute, view: ContractView): Map<string, readonly number[]> {
  const codes = new Map<string, readonly number[]>(route.refusals);
  for (const common of view.commonRefusals) {
    if (!appliesTo(common, route)) continue;
    for (const code of common.codes) codes.set(code, [...new Set([...(codes.get(code) ?? []), common.status])].sort());
  }
  return codes;
}

export function expectationOf(route: ContractRoute, view: ContractView): Expectation {
  return { answer: route.answer, refusals: refusalsOf(route, view), contractVersion: view.version };
}

const statusesOf = (code: string): readonly number[] => {
  const status = (REFUSAL_STATUS as Record<string, number | readonly number[]>)[code];
  if (status === undefined) throw new Error(`contract/refusals.ts: ${code} has no status in REFUSAL_STATUS`);
  return typeof status === "number" ? [status] : status;
};

/** The repository's contract, from contract/'s tables. */
export function contractView(): ContractView {
  const moduleOf = new Map<string, string>();
  for (const [module, { routes }] of Object.entries(OPTIONAL_MODULES)) for (const name of routes) moduleOf.set(name, module);
  const requests = REQUESTS as Partial<Record<RouteName, CallRequest>>;
  const refusals = REFUSALS as Partial<Record<RouteName, readonly string[]>>;
  const routes = (Object.keys(ROUTES) as RouteName[]).map((name): ContractRoute => {
    const route = ROUTES[name];
    const request = requests[name] ?? {};
    const answer = RESPONSES[name] as z.ZodTypeAny | { readonly file: readonly string[] };
    return {
      name,
      method: route.method,
      path: route.path,
      mutation: route.mutation,
      auth: route.auth,
      idempotent: route.idempotent,
      module: moduleOf.get(name) ?? null,
      request: { query: request.query, body: request.body, encoding: request.encoding ?? "json", sealed: request.sealed === true },
      answer: answer instanceof z.ZodType ? { kind: "json", value: answer } : { kind: "file", mediaTypes: answer.file },
      refusals: new Map((refusals[name] ?? []).map((code) => [code, statusesOf(code)])),
    };
  });
  const commonRefusals = Object.entries(COMMON_REFUSALS as Record<string, Omit<CommonRefusal, "cause">>).map(([cause, common]) => ({
    cause,
    codes: common.codes,
    status: common.status,
    when: common.when,
    routes: common.routes,
  }));
  return { version: CONTRACT_VERSION, routes, modules: Object.keys(OPTIONAL_MODULES), commonRefusals };
}
