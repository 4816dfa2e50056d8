import { redirect, type ActionFunctionArgs, type AppLoadContext } from "react-router";
import { z } from "zod";
import { PopupSignature, balanceHeader, downloadBarHeader, popupHeader, readHomePreferences } from "~/features/home/preferences.server";
import type { FetcherResult } from "~/routing/fetcher-result";
import { readFormData } from "~/server/form-data.server";
import { safeRedirectTarget } from "~/session/auth.server";

/**
 * POST-only preferences the home page renders (docs/decisions/004): hide/show balance, close the
 * announcement pop-up for an audience, dismiss the download bar. Without JavaScript the form
 * comes back to `redirectTo`; with it, a fetcher adds `respond=data` and gets `{ ok }` instead.
 */
const Intent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("balance"), hidden: z.enum(["1", "0"]) }),
  z.object({ intent: z.literal("popup"), audience: z.enum(["A", "B"]), signature: PopupSignature }),
  z.object({ intent: z.literal("downloadBar") }),
]);

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const form = Object.fromEntries(await readFormData(request));
  const respondWithData = form.respond === "data";
  const back = safeRedirectTarget(typeof form.redirectTo === "string" ? form.redirectTo : null, request);
  const parsed = Intent.safeParse(form);
  if (!parsed.success) {
    return respondWithData ? Response.json({ ok: false, reason: "invalid" } satisfies FetcherResult) : redirect(back);
  }
  const input = parsed.data;
  let cookie: string;
  const { secure } = context.cookieOptions;
  if (input.intent === "balance") cookie = await balanceHeader(input.hidden === "1", secure);
  else if (input.intent === "popup")
    cookie = await popupHeader((await readHomePreferences(request, context.invalidCookies)).popupHidden, input.audience, input.signature, secure);
  else cookie = await downloadBarHeader(secure);
  const headers = { "Set-Cookie": cookie };
  return respondWithData ? Response.json({ ok: true } satisfies FetcherResult, { headers }) : redirect(back, { headers });
}

/** Nothing to look at. */
export async function loader() {
  throw new Response(null, { status: 404 });
}
