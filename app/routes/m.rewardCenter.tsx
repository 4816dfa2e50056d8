import { now as clockNow } from "@contract/clock";
import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData } from "react-router";
import { z } from "zod";
import { claimAction } from "~/features/promotions/rewards/claim.server";
import { RewardCentre } from "~/features/promotions/rewards/RewardCentre";
import rewardsStylesheet from "~/features/promotions/rewards/rewards.css?url";
import { revalidateAfterPost } from "~/features/security/revalidate";
import { fetchRewardHistory, fetchRewards } from "~/gateway-client/rewards.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { requireModule } from "~/server/modules.server";
import { requireMember } from "~/session/auth.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: rewardsStylesheet }];
export const shouldRevalidate = revalidateAfterPost;

const Query = z.object({ page: z.coerce.number().int().min(1).max(1000).catch(1) });

/**
 * /m/rewardCenter (research P-RC-01/02, decision 035): the member's rewards to
 * claim now, on the way (with progress and what is left) and claimed (with wagering), and the
 * claim endpoint of every page (`action`). `?page=` pages the claimed history.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  await requireModule(context, "rewards");
  const member = await requireMember(request, context);
  const { page } = Query.parse({ page: new URL(request.url).searchParams.get("page") ?? undefined });
  const fail = (e: unknown) => gatewayFailure(e, request, context);
  const [rewards, history] = await Promise.all([
    fetchRewards(context.gateway, member.token).catch(fail),
    fetchRewardHistory(context.gateway, member.token, page).catch(fail),
  ]);
  return {
    rewards,
    history,
    // The expiry texts are computed from this instant, on the server and in the browser alike.
    now: clockNow(),
    // A new key per render: a double submit of this render's form claims once.
    idempotencyKey: crypto.randomUUID(),
  };
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  await requireModule(context, "rewards");
  return claimAction(request, context);
}

export default function RewardCenterRoute() {
  const data = useLoaderData<typeof loader>();
  return <RewardCentre {...data} />;
}
