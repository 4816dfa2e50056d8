import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { resolveAlias } from "~/routing/aliases";

/** "/m" and "/m/" are home aliases (§2 Route list). */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  throw redirect(resolveAlias("/m", url.search) ?? "/m/home", 302);
}
