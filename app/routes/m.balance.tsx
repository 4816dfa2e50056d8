import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { fetchWallet } from "~/gateway/account.server";
import { endsSession } from "~/gateway/errors";

/**
 * The header's "Refresh balance" (§2 Header on home, §4 "refresh masks until the wallet reloads"):
 * a fetcher loads this with JavaScript. Never cached; the member's token stays on the edge. Always a 200
 * with `ok`, so a failure shows the old balance again instead of an error boundary.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = context.member;
  const headers = { "Cache-Control": "no-store" };
  if (!member) return Response.json({ ok: false as const, reason: "login" as const }, { headers });
  try {
    const wallet = await fetchWallet(context.gateway, member.token);
    return Response.json({ ok: true as const, amount: wallet.sumBalance, symbol: wallet.currencySymbol }, { headers });
  } catch (e) {
    return Response.json({ ok: false as const, reason: endsSession(e) ? ("login" as const) : ("failed" as const) }, { headers });
  }
}
