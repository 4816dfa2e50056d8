import type { LoaderFunctionArgs, AppLoadContext } from "react-router";
import { z } from "zod";
import type { PopularGamesResult } from "~/features/home/fetcher-results";
import { popularGames } from "~/features/home/popular-games.server";
import { isGatewayError } from "~/gateway-client/errors";
import { describeError } from "~/server/log.server";

const Code = z
  .string()
  .regex(/^[A-Z0-9_]{1,32}$/)
  .nullable()
  .catch(null);

/**
 * One popular-games view of the home page (§2), for the section's own fetcher with JavaScript:
 * ?cat=HOT|<category>&vendor=<code>. Without JavaScript the same links reload /m/home.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  const { member, language } = context;
  const headers = { "Cache-Control": "private, no-store" };
  try {
    const view = await popularGames(context.gateway, {
      language,
      merchant: context.settings.MERCHANT_CODE,
      token: member?.token ?? null,
      category: Code.parse(url.searchParams.get("cat")),
      vendor: Code.parse(url.searchParams.get("vendor")),
    });
    return Response.json({ ok: true, ...view } satisfies PopularGamesResult, { headers });
  } catch (e) {
    // A gateway failure keeps the section as it was (the fetcher shows its retry); anything else is a bug.
    if (!isGatewayError(e)) throw e;
    context.logger.log("warn", "fetcher.failed", { label: "home.games", ...describeError(e) });
    return Response.json({ ok: false, reason: "failed" } satisfies PopularGamesResult, { headers });
  }
}
