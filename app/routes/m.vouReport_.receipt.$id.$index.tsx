import type { LoaderFunctionArgs, AppLoadContext } from "react-router";
import { fetchDepositReceipt } from "~/gateway-client/deposit.server";
import { isGatewayError } from "~/gateway-client/errors";
import { moduleOn } from "~/server/modules.server";
import { requireMember } from "~/session/auth.server";

/**
 * /m/vouReport/receipt/<order>/<n>: one of the member's own deposit receipts, streamed from the
 * gateway (R2 behind it) as the image. Another member's order, a wrong index → 404; a failing
 * gateway → 502. A resource route: no chrome.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs<AppLoadContext>) {
  const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  // A gateway without receipts (contract/capabilities.ts) has none to show: nothing is asked of it.
  if (!(await moduleOn(context, "depositReceipts"))) return notFound();
  const member = await requireMember(request, context);
  const id = Number(params.id);
  const index = Number(params.index);
  if (!/^\d{1,12}$/.test(params.id ?? "") || !/^[1-3]$/.test(params.index ?? "")) return notFound();
  try {
    const image = await fetchDepositReceipt(context.gateway, member.token, id, index);
    if (!image) return notFound();
    return new Response(image.body, {
      headers: {
        "Content-Type": image.headers.get("Content-Type")!,
        // A receipt is a member's bank document: nothing keeps it once the answer is shown, so it is gone with the session.
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'",
      },
    });
  } catch (e) {
    if (isGatewayError(e)) return new Response("Bad gateway", { status: 502, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    throw e;
  }
}
