/**
 * The gateway contract as the conformance kit and the contract's documents read it: one record per
 * route with everything contract/ says about it (method, path, auth, idempotency, module, request,
 * answer, refusals). Built once from contract/'s tables, so the kit, the OpenAPI document and the
 * readable contract cannot say different things.
 */
import type { z } from "zod";
import type { Expectation } from "./check";

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
  /** The route's own business refusal codes (the common ones are in ContractView.commonRefusals). */
  refusals: readonly string[];
};

/** A refusal any route may answer, by cause, with the HTTP status the contract gives it. */
export type CommonRefusal = { cause: string; code: string; status: number };

export type ContractView = {
  version: string;
  routes: readonly ContractRoute[];
  modules: readonly string[];
  commonRefusals: readonly CommonRefusal[];
};

/**
 * Every code a route may answer and its status: the common refusals with the contract's status,
 * the route's own with none (any 4xx). A common refusal that does not apply to the route (a member
 * refusal on a public route) does no harm: the gateway simply never answers it there.
 */
export function refusalsOf(route: ContractRoute, view: ContractView): Map<string, number | undefined> {
  const codes = new Map<string, number | undefined>(view.commonRefusals.map((r) => [r.code, r.status]));
  for (const code of route.refusals) if (!codes.has(code)) codes.set(code, undefined);
  return codes;
}

export function expectationOf(route: ContractRoute, view: ContractView): Expectation {
  return { answer: route.answer, refusals: refusalsOf(route, view), contractVersion: view.version };
}
