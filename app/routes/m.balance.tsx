import type { LoaderFunctionArgs, AppLoadContext } from "react-router";
import type { BalanceResult } from "~/features/home/fetcher-results";
import { fetchWallet } from "~/gateway-client/account.server";
import { endsSession, isGatewayError } from "~/gateway-client/errors";

/**
 * The header's "Refresh balance" (§2 Header on home, §4 "refresh masks until the wallet reloads"):
 * a fetcher loads this with JavaScript. Never cached; the member's token stays on the edge. Always a 200
 * with `ok`, so a failure shows the old balance again instead of an error boundary.
 */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  const member = context.member;
  const headers = { "Cache-Control": "no-store" };
  if (!member) return Response.json({ ok: false, reason: "login" } satisfies BalanceResult, { headers });
  try {
    const wallet = await fetchWallet(context.gateway, member.token);
    return Response.json({ ok: true, amount: wallet.sumBalance, symbol: wallet.currencySymbol } satisfies BalanceResult, { headers });
  } catch (e) {
    if (!isGatewayError(e)) throw e;
    return Response.json({ ok: false, reason: endsSession(e) ? "login" : "failed" } satisfies BalanceResult, { headers });
  }
}
