import { CONTRACT_KINDS } from "@contract/contract-rules";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { z } from "zod";
import { CONTRACT_PATHS } from "~/features/agent/contracts/paths";
import { asksForContractRequests, rememberSeen } from "~/features/agent/contracts/prompt.server";
import { readFormData } from "~/server/form-data.server";
import { requireModule } from "~/server/modules.server";
import { safeRedirectTarget } from "~/session/auth.server";

/**
 * /m/contractPrompt (A-CON-01): the §4 prompt's Cancel and Go, as plain form posts so they work
 * without JavaScript. Both remember the listed requests as seen for this sign-in (the prompt does
 * not come back until a new request arrives); Cancel returns to the page, Go opens the request's
 * contract page. Nothing is answered: the request stays pending.
 */
const Body = z.object({
  intent: z.enum(["cancel", "go"]),
  kind: z.enum(CONTRACT_KINDS).optional(),
  keys: z.string().max(200).default(""),
  returnTo: z.string().max(500).optional(),
});

export function loader(_: LoaderFunctionArgs<AppLoadContext>) {
  return redirect("/m/home");
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  await requireModule(context, "contracts");
  const member = context.member;
  if (!asksForContractRequests(member)) return redirect("/m/home");
  const parsed = Body.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return redirect(safeRedirectTarget(null, request));
  const { intent, kind, keys, returnTo } = parsed.data;
  const cookie = await rememberSeen(context, member, keys.split(",").slice(0, 3));
  const target = intent === "go" && kind ? CONTRACT_PATHS[kind] : safeRedirectTarget(returnTo ?? null, request);
  return redirect(target, { headers: { "Set-Cookie": cookie } });
}
