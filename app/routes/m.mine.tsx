import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData } from "react-router";
import homeStylesheet from "~/features/home/home.css?url";
import { loadCentre } from "~/features/member/centre.server";
import memberStylesheet from "~/features/member/member.css?url";
import { MemberCentre } from "~/features/member/MemberCentre";
import playMoneyStylesheet from "~/features/wallet/play-money.css?url";

// The login dialog is the home page's (home.css has the dialog styles).
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: homeStylesheet },
  { rel: "stylesheet", href: memberStylesheet },
  { rel: "stylesheet", href: playMoneyStylesheet },
];

/** §2 Member centre: /m/mine and /m/member/home are one page (app/routes/m.member.home.tsx re-exports this). */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  return loadCentre(request, context);
}

export default function MinePage() {
  return <MemberCentre centre={useLoaderData<typeof loader>()} />;
}
