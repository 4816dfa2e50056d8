import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData } from "react-router";
import agentStylesheet from "~/features/agent/home/agent-home.css?url";
import { AgentHome } from "~/features/agent/home/AgentHome";
import { loadAgentHome, type AgentHomeData } from "~/features/agent/home/home.server";
import memberStylesheet from "~/features/member/member.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: memberStylesheet },
  { rel: "stylesheet", href: agentStylesheet },
];

/**
 * §2 /m/agent: the agency centre. Its children live in `m.agent_.*` route files
 * so they never render inside it (this route has no outlet).
 */
export function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadAgentHome(args);
}

export default function AgentHomePage() {
  const data = useLoaderData<typeof loader>() as AgentHomeData;
  return <AgentHome data={data} />;
}
