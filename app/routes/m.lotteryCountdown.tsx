import type { LoaderFunctionArgs, AppLoadContext } from "react-router";
import type { CountdownResult } from "~/features/home/fetcher-results";
import { homeLotteries } from "~/features/home/lottery.server";
import { isGatewayError } from "~/gateway-client/errors";
import { describeError } from "~/server/log.server";

/**
 * Fresh draw state for the home lottery widget once a countdown has run out (a fetcher loads it
 * with JavaScript). Always 200 with `ok`: a failure keeps the widget as it was.
 */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  const headers = { "Cache-Control": "no-store" };
  try {
    const rows = await homeLotteries(context.gateway, context.language);
    return Response.json({ ok: true, rows } satisfies CountdownResult, { headers });
  } catch (e) {
    // A gateway failure keeps the widget as it was; anything else is a bug and goes to handleError.
    if (!isGatewayError(e)) throw e;
    context.logger.log("warn", "fetcher.failed", { label: "home.lottery", ...describeError(e) });
    return Response.json({ ok: false, reason: "failed" } satisfies CountdownResult, { headers });
  }
}
