import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData } from "react-router";
import { rgAction } from "~/features/rg/page/action.server";
import rgStylesheet from "~/features/rg/page/rg-page.css?url";
import { RgPage } from "~/features/rg/page/RgPage";
import walletStylesheet from "~/features/wallet/wallet.css?url";
import { fetchRgOverview } from "~/gateway-client/rg.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { requireModule } from "~/server/modules.server";
import { requireMember } from "~/session/auth.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: walletStylesheet },
  { rel: "stylesheet", href: rgStylesheet },
];

/**
 * /m/responsibleGaming (research RG-01…RG-15): the member's limits, reality
 * check, time-out, self-exclusion and their history, read fresh from the gateway. Never blocked by
 * a time-out or self-exclusion (the gate classes it `free`), so a blocked member sees the notice
 * here. Members only; the forms post to this route's action (app/features/rg/page/action.server.ts).
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  await requireModule(context, "responsibleGaming");
  const member = await requireMember(request, context);
  const overview = await fetchRgOverview(context.gateway, member.token).catch((e: unknown) => gatewayFailure(e, request, context));
  return { overview };
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  await requireModule(context, "responsibleGaming");
  return rgAction(request, context);
}

export default function ResponsibleGaming() {
  const { overview } = useLoaderData<typeof loader>();
  return <RgPage overview={overview} />;
}
