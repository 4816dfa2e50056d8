/**
 * POST /m/gameFavourite — the game favourite toggle (§4 Favourite toggle, §7 add POST / remove
 * DELETE), posted by every heart (game lists, home). Fields: nodeId, vendor, intent=add|remove,
 * returnTo (the page to go back to). Guests get in_logged_login (§5); success toasts in_collection /
 * in_cancel_collection. With `respond=data` (the hearts' fetcher) it answers a FavouriteResult;
 * without JavaScript it redirects back to returnTo with the toast. Bad input: 400, nothing changes.
 * GET has nothing to show and goes to the game list.
 */
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, Link, useActionData } from "react-router";
import { z } from "zod";
import { answeredByAction, markAnsweredByAction } from "~/features/games/answered.server";
import { RESPOND_DATA, RESPOND_FIELD, type FavouriteResult } from "~/features/games/contract";
import gamesStylesheet from "~/features/games/games.css?url";
import { NODE_ID, VENDOR_CODE } from "~/features/games/launch.server";
import { endsSession, isGatewayError } from "~/gateway-client/errors";
import { changeFavourite } from "~/gateway-client/games.server";
import { useTranslation } from "~/i18n/react";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, safeRedirectTarget } from "~/session/auth.server";
import { AlertIcon } from "~/ui/icons";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: gamesStylesheet }];

export function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  if (answeredByAction(context)) return null;
  throw redirect("/m/gameList");
}

const FavouriteFields = z.object({
  nodeId: z.string().regex(NODE_ID),
  vendor: z.string().regex(VENDOR_CODE),
  intent: z.enum(["add", "remove"]),
});

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const form = await readFormData(request);
  const wantsData = form.get(RESPOND_FIELD) === RESPOND_DATA;
  const back = safeRedirectTarget(form.get("returnTo"), request, "/m/gameList");
  const parsed = FavouriteFields.safeParse({ nodeId: form.get("nodeId"), vendor: form.get("vendor"), intent: form.get("intent") });
  if (!parsed.success) {
    markAnsweredByAction(context);
    return data<FavouriteResult & { back: string }>({ ok: false, reason: "invalid", back }, { status: 400 });
  }
  const { nodeId, vendor, intent } = parsed.data;

  const member = context.member;
  if (!member) {
    if (wantsData) return data<FavouriteResult>({ ok: false, reason: "login" }, { status: 401 });
    return redirectWithToast(back, { key: "toast.in_logged_login", kind: "message", tone: "error" }, context);
  }
  try {
    const result = await changeFavourite(context.gateway, member.token, { nodeId, vendor, favourite: intent === "add" });
    if (wantsData) return data<FavouriteResult>({ ok: true, nodeId: result.nodeId, favourite: result.favourite });
    const key = result.favourite ? "games.toast.in_collection" : "games.toast.in_cancel_collection";
    return redirectWithToast(back, { key, kind: "success", tone: "success" }, context);
  } catch (e) {
    if (endsSession(e) || !isGatewayError(e)) return gatewayFailure(e, request, context);
    // §4: the list changes only on a success response; the heart stays as it was.
    if (wantsData) return data<FavouriteResult>({ ok: false, reason: "failed" }, { status: 502 });
    return redirectWithToast(back, { key: "games.toast.favourite_failed", kind: "message", tone: "error" }, context);
  }
}

/** Shown only for a bad submission without JavaScript (400). */
export default function GameFavourite() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>() as { back?: string } | undefined;
  return (
    <section className="launch-state" role="alert">
      <div className="state__icon state__icon--error">
        <AlertIcon size={36} />
      </div>
      <p className="state__body">{t("games.toast.favourite_failed")}</p>
      <Link to={result?.back ?? "/m/gameList"} className="button button--primary">
        {t("games.launch.back")}
      </Link>
    </section>
  );
}
