import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { homeLotteries } from "~/features/home/lottery.server";

/**
 * Fresh draw state for the home lottery widget once a countdown has run out (a fetcher loads it
 * with JavaScript). Always 200 with `ok`: a failure keeps the widget as it was.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "no-store" };
  try {
    const rows = await homeLotteries(context.gateway, context.locale);
    return Response.json({ ok: true as const, rows }, { headers });
  } catch {
    return Response.json({ ok: false as const }, { headers });
  }
}
