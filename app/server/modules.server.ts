import type { ModuleName } from "@contract/capabilities";
import { data, type AppLoadContext } from "react-router";
import type { NotOfferedPayload } from "~/ui/NotOffered";

/**
 * What a page of a module the gateway does not offer answers: 404 with the module's name, which
 * the /m layout's error boundary renders as the "not offered here" 404 (app/ui/NotFound.tsx). To
 * the player the page does not exist on this site (contract/capabilities.ts).
 */
export function notOffered(module: ModuleName) {
  return data<NotOfferedPayload>({ notOffered: module }, { status: 404 });
}

/**
 * The optional modules the gateway does not offer (its capabilities, which the isolate keeps). They
 * never wait for the site status, so a page that decides its calls by them starts them at once. When
 * the capabilities cannot be read, none: the page's own calls fail as they would have.
 */
export function modulesOff(context: Pick<AppLoadContext, "unofferedModules">): Promise<readonly ModuleName[]> {
  return context.unofferedModules();
}

/** Whether the gateway offers the module. */
export async function moduleOn(context: Pick<AppLoadContext, "unofferedModules">, module: ModuleName): Promise<boolean> {
  return !(await modulesOff(context)).includes(module);
}

/**
 * A module's page (and its action): answers "not offered here" when the gateway does not offer
 * the module, before anything else is asked of the player (a visitor is not sent to sign in for a
 * page this site does not have) or of the gateway. Like requireAgentModule for a switch, one line
 * at the top of the loader.
 */
export async function requireModule(context: Pick<AppLoadContext, "unofferedModules">, module: ModuleName): Promise<void> {
  if (!(await moduleOn(context, module))) throw notOffered(module);
}
