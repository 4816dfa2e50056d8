import { redirect, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { resolveAlias } from "~/routing/aliases";

export const handle: RouteHandle = { titleKey: "title.notFound" };

/** Paths outside /m: the legacy aliases redirect (§2 Route list); anything else is a 404. */
export async function loader({ request }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  const target = resolveAlias(url.pathname, url.search);
  if (target) throw redirect(target, 302);
  throw new Response(null, { status: 404 });
}

export default function Unreachable() {
  return null;
}
