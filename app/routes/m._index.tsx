import { redirect, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { resolveAlias } from "~/routing/aliases";

/** "/m" and "/m/" are home aliases (§2 Route list). */
export async function loader({ request }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  throw redirect(resolveAlias("/m", url.search) ?? "/m/home", 302);
}
