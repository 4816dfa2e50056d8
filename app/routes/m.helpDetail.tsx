import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData } from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import contentStylesheet from "~/features/content/content.css?url";
import { loadHelp } from "~/features/content/help.server";
import { HelpAccordion, StillNeedHelp } from "~/features/content/HelpAccordion";

export const handle: RouteHandle = { titleKey: "content.title.help" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesheet }];

/** §2 /m/helpDetail?i=N: the help accordion opened at item N (default 0). */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const { items, open } = await loadHelp(request, context);
  return { items, open };
}

export default function HelpDetail() {
  const { items, open } = useLoaderData<typeof loader>();
  return (
    <div className="content-page">
      <HelpAccordion key={open} items={items} initial={open} />
      <StillNeedHelp />
    </div>
  );
}
