import type { ActionFunctionArgs, LoaderFunctionArgs, AppLoadContext } from "react-router";

/**
 * /gw/*: the embedded gateway's browser-facing side (generated game, vendor and lottery art, and
 * the demo game page that launch URLs open, the demo e-wallet pay page of a deposit), mounted on
 * the app's origin because the embedded gateway has none of its own: in-process it is answered here,
 * and with the gateway as its own worker (GATEWAY service binding, decision 045) it is forwarded to
 * that worker. With an operator gateway (GATEWAY_URL set) these URLs come from the operator and this
 * route answers 404. A resource route: no chrome, no root loader, no site gate.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  if (!context.gatewayPublic) return new Response("Not found", { status: 404 });
  return context.gatewayPublic(request);
}

/**
 * POST: the demo game page's bet forms (/gw/play/<ticket>/spin and /bet, decision 028) and the pay
 * page's Pay and Cancel (/gw/pay/<token>, decision 027). The Pages function's Origin check
 * (decision 003) has already refused cross-site posts; any other POST under /gw/ answers 405.
 */
export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  if (!context.gatewayPublic) return new Response("Not found", { status: 404 });
  return context.gatewayPublic(request);
}
