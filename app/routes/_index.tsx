import { redirect, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { resolveAlias } from "~/routing/aliases";

/** "/" is a home alias (§2 Route list). */
export async function loader({ request }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  throw redirect(resolveAlias("/", url.search) ?? "/m/home", 302);
}
