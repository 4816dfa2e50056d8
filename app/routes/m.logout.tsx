import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { logout } from "~/gateway-client/account.server";
import { readFormData } from "~/server/form-data.server";
import { endSession, redirectWithToast } from "~/session/auth.server";

/**
 * Sign out (§4): tell the gateway (best effort), drop the session. Settings signs out to /m/home;
 * the header pop-over posts `to=login` and lands on /m/login.
 */
export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  // The form first: a body that is not one is refused (4xx) before anything is signed out.
  const form = await readFormData(request);
  // Header sign-out ends on the login page (§4), settings sign-out at home: `to=login|home` (a fixed pair, never a URL).
  const to = form.get("to") === "login" ? "/m/login" : "/m/home";
  const member = context.member;
  // The local session ends even if the gateway cannot be told; its token then simply expires.
  if (member) await logout(context.gateway, member.token).catch(() => null);
  return redirectWithToast(to, { key: "toast.signed_out", kind: "success", tone: "success" }, context, {
    "Set-Cookie": await endSession(context),
  });
}

/** There is no sign-out page to look at. */
export async function loader() {
  throw new Response(null, { status: 404 });
}

export default function Logout() {
  return null;
}
