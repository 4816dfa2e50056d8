import { redirect, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { decideGate } from "~/rules/site-gate";

/**
 * /m/maintenance (§2 Route list). While maintenance is on, the root loader's start gate answers
 * every path (this one included) with the maintenance screen; once it is off, this sends players home.
 *
 * Two details make that true: the module has a component, so it is not a resource route (those skip
 * the root loader and its gate), and the redirect waits for the gate to be open, because loaders run
 * in parallel and a redirect from any of them would win over the root's maintenance response.
 */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  // A failing gateway is the root loader's to report; this route then has nothing to add.
  const site = await context.siteStatus().catch(() => null);
  if (!site || decideGate(site) !== "open") return null;
  throw redirect("/m/home");
}

/** Never shown: with the gate closed the root error boundary renders the gate screen. */
export default function Maintenance() {
  return null;
}
