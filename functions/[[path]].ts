import type { ServerBuild } from "@remix-run/cloudflare";
import { createPagesFunctionHandler } from "@remix-run/cloudflare-pages";
// @ts-ignore -- the server build exists only after `npm run build` (typecheck runs before it in CI)
import * as serverBuild from "../build/server";
import { isForeignMutation } from "../app/server/origin";
import type { Env } from "../app/server/env.server";
import { getLoadContext } from "../load-context";

const remix = createPagesFunctionHandler({
  build: serverBuild as unknown as ServerBuild,
  getLoadContext,
});

export const onRequest: PagesFunction<Env> = (context) => {
  // Refuse cross-site form posts before any action runs.
  if (isForeignMutation(context.request)) return new Response("Forbidden", { status: 403 });
  return remix(context);
};
