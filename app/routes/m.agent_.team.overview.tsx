import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData } from "react-router";
import agentStylesheet from "~/features/agent/home/agent-home.css?url";
import { loadTeamOverview, type OverviewData } from "~/features/agent/home/home.server";
import { TeamOverview } from "~/features/agent/home/TeamOverview";
import recordsStylesheet from "~/features/records/records.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: recordsStylesheet },
  { rel: "stylesheet", href: agentStylesheet },
];

/** §2 /m/agent/team/overview: the team's cards and daily trend for a period. */
export function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadTeamOverview(args);
}

export default function TeamOverviewPage() {
  const data = useLoaderData<typeof loader>() as OverviewData;
  return <TeamOverview data={data} />;
}
