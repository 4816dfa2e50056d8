import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { logout } from "~/gateway/account.server";
import { endSession, getMember, redirectWithToast } from "~/session/auth.server";

/** Sign out: tell the gateway (best effort), drop the session, go home (§4 Sign out). */
export async function action({ request, context }: ActionFunctionArgs) {
  const member = await getMember(request, context);
  // The local session ends even if the gateway cannot be told; its token then simply expires.
  if (member) await logout(context.gateway, member.token).catch(() => null);
  return redirectWithToast("/m/home", { key: "toast.signed_out", kind: "success", tone: "success" }, context, {
    "Set-Cookie": await endSession(request, context),
  });
}

/** There is no sign-out page to look at. */
export async function loader() {
  throw new Response(null, { status: 404 });
}

export default function Logout() {
  return null;
}
