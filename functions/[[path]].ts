import { createPagesFunctionHandler } from "@react-router/cloudflare";
import type { AppLoadContext, ServerBuild } from "react-router";
import type { Env } from "../app/server/env.server";
import { isForeignMutation, isUnroutablePath } from "../app/server/origin";
import type { withResponsePolicy as WithResponsePolicy } from "../app/server/response-policy.server";
import { hardenResponse, isLocalDevelopment } from "../app/server/security-headers";
// @ts-ignore -- the server build exists only after `npm run build` (typecheck runs before it in CI)
import * as serverBuild from "../build/server";
import type { configureClock as ConfigureClock } from "../contract/clock";
import type { getLoadContext as GetLoadContext } from "../load-context";

const build = serverBuild as unknown as ServerBuild;
// The server build's entry re-exports getLoadContext and the response policy: one copy of the app's modules (see entry.server.tsx).
const { getLoadContext, withResponsePolicy, configureClock } = build.entry.module as unknown as {
  getLoadContext: typeof GetLoadContext;
  withResponsePolicy: typeof WithResponsePolicy;
  configureClock: typeof ConfigureClock;
};

/**
 * The load context each request got, so the answer can be finished with it whatever produced it:
 * React Router calls entry.server.tsx only for documents and `.data`, not for a document request's
 * redirect or a resource route.
 */
const contexts = new WeakMap<Request, AppLoadContext>();
const remix = createPagesFunctionHandler({
  build,
  getLoadContext: async (args) => {
    const loadContext = (await getLoadContext(args)) as AppLoadContext;
    contexts.set(args.request, loadContext);
    return loadContext;
  },
});

export const onRequest: PagesFunction<Env> = async (context) => {
  // First of all: the clock (EL_NOW pins it on the browser tests' server; an invalid value fails here, loudly).
  configureClock(context.env.EL_NOW);
  const url = new URL(context.request.url);
  // Every answer of the function, resource routes and refusals included, gets the baseline security
  // headers; documents already carry their nonce policy from entry.server.tsx (decision 050).
  const harden = (response: Response) => hardenResponse(response, !isLocalDevelopment(url));
  // Refuse cross-site form posts before any action runs.
  if (isForeignMutation(context.request)) return harden(new Response("Forbidden", { status: 403 }));
  if (isUnroutablePath(url)) return harden(new Response("Bad Request", { status: 400 }));
  const response = await remix(context);
  // Every answer React Router gave (actions, redirects, resource routes too): the response policy, so a
  // forged or expired cookie is cleared and a new device cookie set whatever the answer is.
  const loadContext = contexts.get(context.request);
  return harden(loadContext ? await withResponsePolicy(response, loadContext) : response);
};
