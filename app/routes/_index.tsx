import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { resolveAlias } from "~/routing/aliases";

/** "/" is a home alias (§2 Route list). */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  throw redirect(resolveAlias("/", url.search) ?? "/m/home", 302);
}
