import { redirect } from "@remix-run/cloudflare";

/**
 * /m/maintenance (§2 Route list). While maintenance is on, the root loader's start gate answers
 * every path (this one included) with the maintenance screen; once it is off, this sends players home.
 */
export async function loader() {
  throw redirect("/m/home");
}
