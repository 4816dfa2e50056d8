import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData } from "react-router";
import memberStylesheet from "~/features/member/member.css?url";
import { VipBenefits } from "~/features/member/VipBenefits";
import { fetchVipBenefits } from "~/gateway-client/member.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { requireModule } from "~/server/modules.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: memberStylesheet }];

/**
 * /m/member/benefits: the VIP levels for everyone; for a member also their level and
 * progress, from their real deposits and turnover (the gateway's ledger), read fresh each time.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  await requireModule(context, "vip");
  const token = context.member?.token ?? null;
  return fetchVipBenefits(context.gateway, token).catch((e: unknown) => gatewayFailure(e, request, context));
}

export default function VipBenefitsPage() {
  return <VipBenefits data={useLoaderData<typeof loader>()} />;
}
